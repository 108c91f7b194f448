#!/usr/bin/env python3
"""Writes the stylish font generator's test fixture, stylish-fonts.fixture.json.

Run by hand after adding or changing a style (python3 scripts/make-font-fixture.py from the
repository root, or from anywhere); nothing in the build or the tests runs it. The committed JSON
is what the unit test compares the TypeScript against.

The TypeScript tables are written as code points. Here every expected character is found by its
Unicode NAME (unicodedata.lookup), so a wrong code point there cannot hide behind the same wrong
code point here: "MATHEMATICAL ITALIC SMALL H" does not exist, so the italic h must come out as
PLANCK CONSTANT; "MODIFIER LETTER CAPITAL S" does not exist, so a superscript S stays an S.
"""

import json
import unicodedata
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "app" / "tools" / "stylish-name-generator" / "stylish-fonts.fixture.json"

CAPITALS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
DIGIT_NAMES = ["ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE"]

PRINTABLE_ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
INPUTS = [
    "The quick brown fox jumps over the lazy dog 0123456789",
    "THE QUICK BROWN FOX JUMPS OVER THE LAZY DOG",
    PRINTABLE_ASCII,
    "Coding 👩🏽‍💻 at 2am!",
    "Caf\u00e9 e\u0301clair",
    "नमस्ते India 🇮🇳",
    "1\ufe0f\u20e3 #\ufe0f\u20e3 \u2764\ufe0f \u2764 ★ ¿¡",
    "  two  spaces\tand\nlines  ",
    "Priya_07",
    "",
]


def char(name):
    return unicodedata.lookup(name)


def first(*names):
    """The character of the first name Unicode has, or None."""
    for name in names:
        try:
            return unicodedata.lookup(name)
        except KeyError:
            continue
    return None


def letters(capital, small, digit=None):
    """A table from name patterns; `small` None means small letters use the capital forms."""
    table = {}
    for letter in CAPITALS:
        table[letter] = capital(letter)
        table[letter.lower()] = (small or capital)(letter)
    for value, name in enumerate(DIGIT_NAMES):
        table[str(value)] = digit(name) if digit else None
    return {key: found for key, found in table.items() if found is not None}


def mathematical(words, hole=None, extra=None):
    """A mathematical alphabet; a missing letter is the reserved hole, filled from Letterlike Symbols."""

    def pick(case):
        return lambda letter: first(
            f"MATHEMATICAL {words} {case} {letter}", *([f"{hole} {case} {letter}"] if hole else [])
        )

    table = letters(pick("CAPITAL"), pick("SMALL"), lambda digit: first(f"MATHEMATICAL {words} DIGIT {digit}"))
    for key, name in (extra or {}).items():
        assert first(f"MATHEMATICAL {words} SMALL {key.upper()}") is None, "only a hole may be filled"
        table[key] = char(name)
    assert sum(key.isalpha() for key in table) == 52, f"{words}: a letter has neither a name nor a hole"
    return table


def enclosed(capital, small=None, digits=()):
    """Letters from name templates ("{}" is the letter; no small template: small letters use the
    capitals), and digits from the first digit template Unicode has a character for."""
    return letters(
        lambda letter: char(capital.format(letter)),
        (lambda letter: char(small.format(letter))) if small else None,
        lambda digit: first(*(template.format(digit) for template in digits)),
    )


def named(pairs):
    return {key: char(name) for key, name in pairs.items()}


# Raised capital C, F, Q and small q (Unicode 14, 2021) are left out on purpose: phones still
# draw most of them as boxes. The TypeScript table documents the same choice.
TOO_NEW = {
    "MODIFIER LETTER CAPITAL C",
    "MODIFIER LETTER CAPITAL F",
    "MODIFIER LETTER CAPITAL Q",
    "MODIFIER LETTER SMALL Q",
}


def modifier(*names):
    return first(*[name for name in names if name not in TOO_NEW])


SIGNS = {"+": "PLUS SIGN", "-": "MINUS", "=": "EQUALS SIGN", "(": "LEFT PARENTHESIS", ")": "RIGHT PARENTHESIS"}


def raised_or_lowered(word, small, capital):
    table = letters(capital, small, lambda digit: first(f"{word} {digit}"))
    table.update({sign: char(f"{word} {name}") for sign, name in SIGNS.items()})
    return table


SUPERSCRIPT = raised_or_lowered(
    "SUPERSCRIPT",
    lambda letter: modifier(f"MODIFIER LETTER SMALL {letter}", f"SUPERSCRIPT LATIN SMALL LETTER {letter}"),
    lambda letter: modifier(f"MODIFIER LETTER CAPITAL {letter}"),
)
SUBSCRIPT = raised_or_lowered(
    "SUBSCRIPT",
    lambda letter: first(f"LATIN SUBSCRIPT SMALL LETTER {letter}"),
    lambda letter: first(f"LATIN SUBSCRIPT CAPITAL LETTER {letter}"),
)
# Capitals stay capitals; only the small letters become small capitals.
SMALL_CAPS = {
    letter.lower(): found
    for letter in CAPITALS
    if (found := first(f"LATIN LETTER SMALL CAPITAL {letter}")) is not None
}

SWAPPED = named(
    {
        "(": "RIGHT PARENTHESIS",
        ")": "LEFT PARENTHESIS",
        "[": "RIGHT SQUARE BRACKET",
        "]": "LEFT SQUARE BRACKET",
        "{": "RIGHT CURLY BRACKET",
        "}": "LEFT CURLY BRACKET",
        "<": "GREATER-THAN SIGN",
        ">": "LESS-THAN SIGN",
    }
)

UPSIDE_DOWN = named(
    {
        "a": "LATIN SMALL LETTER TURNED A",
        "b": "LATIN SMALL LETTER Q",
        "c": "LATIN SMALL LETTER OPEN O",
        "d": "LATIN SMALL LETTER P",
        "e": "LATIN SMALL LETTER TURNED E",
        "f": "LATIN SMALL LETTER DOTLESS J WITH STROKE",
        "g": "LATIN SMALL LETTER TURNED G",
        "h": "LATIN SMALL LETTER TURNED H",
        "i": "LATIN SMALL LETTER TURNED I",
        "j": "LATIN SMALL LETTER R WITH FISHHOOK",
        "k": "LATIN SMALL LETTER TURNED K",
        "m": "LATIN SMALL LETTER TURNED M",
        "n": "LATIN SMALL LETTER U",
        "p": "LATIN SMALL LETTER D",
        "q": "LATIN SMALL LETTER B",
        "r": "LATIN SMALL LETTER TURNED R",
        "t": "LATIN SMALL LETTER TURNED T",
        "u": "LATIN SMALL LETTER N",
        "v": "LATIN SMALL LETTER TURNED V",
        "w": "LATIN SMALL LETTER TURNED W",
        "y": "LATIN SMALL LETTER TURNED Y",
        "A": "FOR ALL",
        "B": "CANADIAN SYLLABICS CARRIER KHA",
        "C": "LATIN CAPITAL LETTER OPEN O",
        "D": "CANADIAN SYLLABICS CARRIER THA",
        "E": "LATIN CAPITAL LETTER REVERSED E",
        "F": "TURNED CAPITAL F",
        "G": "TURNED SANS-SERIF CAPITAL G",
        "J": "LATIN SMALL LETTER LONG S",
        "K": "LISU LETTER KHA",
        "L": "TURNED SANS-SERIF CAPITAL L",
        "M": "LATIN CAPITAL LETTER W",
        "P": "CYRILLIC CAPITAL LETTER KOMI DE",
        "Q": "ROTATED CAPITAL Q",
        "R": "LATIN LETTER SMALL CAPITAL TURNED R",
        "T": "UP TACK",
        "U": "INTERSECTION",
        "V": "GREEK CAPITAL LETTER LAMDA",
        "W": "LATIN CAPITAL LETTER M",
        "Y": "TURNED SANS-SERIF CAPITAL Y",
        "1": "LATIN CAPITAL LETTER IOTA",
        "2": "TURNED DIGIT TWO",
        "3": "TURNED DIGIT THREE",
        "4": "BOPOMOFO LETTER EN",
        "5": "GREEK SMALL LETTER STIGMA",
        "6": "DIGIT NINE",
        "7": "BOPOMOFO LETTER ENG",
        "9": "DIGIT SIX",
        ".": "DOT ABOVE",
        ",": "APOSTROPHE",
        "'": "COMMA",
        '"': "DOUBLE LOW-9 QUOTATION MARK",
        "?": "INVERTED QUESTION MARK",
        "!": "INVERTED EXCLAMATION MARK",
        "¿": "QUESTION MARK",
        "¡": "EXCLAMATION MARK",
        "_": "OVERLINE",
        "&": "TURNED AMPERSAND",
    }
) | SWAPPED

MIRRORED = named(
    {
        "a": "LATIN SMALL LETTER TURNED ALPHA",
        "b": "LATIN SMALL LETTER D",
        "c": "LATIN SMALL LETTER OPEN O",
        "d": "LATIN SMALL LETTER B",
        "e": "LATIN SMALL LETTER REVERSED E",
        "p": "LATIN SMALL LETTER Q",
        "q": "LATIN SMALL LETTER P",
        "r": "LATIN SMALL LETTER REVERSED R WITH FISHHOOK",
        "s": "LATIN SMALL LETTER TONE TWO",
        "B": "CANADIAN SYLLABICS CARRIER KHA",
        "C": "LATIN CAPITAL LETTER OPEN O",
        "D": "CANADIAN SYLLABICS CARRIER THA",
        "E": "LATIN CAPITAL LETTER REVERSED E",
        "F": "LATIN EPIGRAPHIC LETTER REVERSED F",
        "K": "LISU LETTER KHA",
        "L": "REVERSED SANS-SERIF CAPITAL L",
        "N": "CYRILLIC CAPITAL LETTER I",
        "P": "LATIN EPIGRAPHIC LETTER REVERSED P",
        "R": "CYRILLIC CAPITAL LETTER YA",
        "S": "LATIN CAPITAL LETTER TONE TWO",
        "3": "LATIN CAPITAL LETTER OPEN E",
        "?": "REVERSED QUESTION MARK",
        "/": "REVERSE SOLIDUS",
        "\\": "SOLIDUS",
    }
) | SWAPPED


def frame(before, after):
    return ("frame", "".join(char(name) for name in before), "".join(char(name) for name in after))


SPACE = "SPACE"
JAVANESE = ("JAVANESE LEFT RERENGGAN", "JAVANESE RIGHT RERENGGAN")
STAR_WAVE = ["BLACK STAR", "CJK UNIFIED IDEOGRAPH-5F61"]
SOUND_WAVE = ["LATIN SMALL LETTER DOTLESS I", "LATIN SMALL LETTER L", "LATIN SMALL LETTER L"] * 2 + [
    "LATIN SMALL LETTER DOTLESS I"
]
STARRY = ["STAR OPERATOR", "HALFWIDTH IDEOGRAPHIC FULL STOP", "DEGREE SIGN", "STRESS OUTLINED WHITE STAR"]
RETRO = ["BULLET", "DEGREE SIGN", "MACRON", "GRAVE ACCENT", "BULLET", "BULLET"]
RETRO_END = ["BULLET", "BULLET", "ACUTE ACCENT", "MACRON", "DEGREE SIGN", "BULLET"]

# (name, group, how): the order is the screen's order, the specification's eight first.
STYLES = [
    ("Cursive", "Script", mathematical("SCRIPT", hole="SCRIPT")),
    ("Bold Cursive", "Script", mathematical("BOLD SCRIPT")),
    ("Double Struck", "Outline", mathematical("DOUBLE-STRUCK", hole="DOUBLE-STRUCK")),
    ("Old English", "Gothic", mathematical("FRAKTUR", hole="BLACK-LETTER")),
    ("Monospace", "Typewriter", mathematical("MONOSPACE")),
    (
        "Luni Bubbles",
        "Circles",
        enclosed("CIRCLED LATIN CAPITAL LETTER {}", "CIRCLED LATIN SMALL LETTER {}", ["CIRCLED DIGIT {}"]),
    ),
    ("Inverted Squares", "Boxes", enclosed("NEGATIVE SQUARED LATIN CAPITAL LETTER {}")),
    (
        "Wide",
        "Spaced",
        enclosed("FULLWIDTH LATIN CAPITAL LETTER {}", "FULLWIDTH LATIN SMALL LETTER {}", ["FULLWIDTH DIGIT {}"]),
    ),
    ("Bold", "Serif", mathematical("BOLD")),
    ("Italic", "Serif", mathematical("ITALIC", extra={"h": "PLANCK CONSTANT"})),
    ("Bold Italic", "Serif", mathematical("BOLD ITALIC")),
    ("Sans", "Sans", mathematical("SANS-SERIF")),
    ("Sans Bold", "Sans", mathematical("SANS-SERIF BOLD")),
    ("Sans Italic", "Sans", mathematical("SANS-SERIF ITALIC")),
    ("Sans Bold Italic", "Sans", mathematical("SANS-SERIF BOLD ITALIC")),
    ("Bold Old English", "Gothic", mathematical("BOLD FRAKTUR")),
    (
        "Circled Black",
        "Circles",
        enclosed(
            "NEGATIVE CIRCLED LATIN CAPITAL LETTER {}",
            digits=["NEGATIVE CIRCLED DIGIT {}", "DINGBAT NEGATIVE CIRCLED DIGIT {}"],
        ),
    ),
    ("Squared", "Boxes", enclosed("SQUARED LATIN CAPITAL LETTER {}", digits=["SQUARED DIGIT {}"])),
    (
        "Parenthesized",
        "Brackets",
        enclosed(
            "PARENTHESIZED LATIN CAPITAL LETTER {}",
            "PARENTHESIZED LATIN SMALL LETTER {}",
            ["PARENTHESIZED DIGIT {}"],
        ),
    ),
    ("Small Caps", "Tiny", SMALL_CAPS),
    ("Superscript", "Tiny", SUPERSCRIPT),
    ("Subscript", "Tiny", SUBSCRIPT),
    ("Upside Down", "Flipped", ("reverse", UPSIDE_DOWN)),
    ("Mirrored", "Flipped", ("reverse", MIRRORED)),
    ("Strikethrough", "Lines", ("mark", char("COMBINING LONG STROKE OVERLAY"))),
    ("Underline", "Lines", ("mark", char("COMBINING LOW LINE"))),
    ("Double Underline", "Lines", ("mark", char("COMBINING DOUBLE LOW LINE"))),
    ("Slash Through", "Lines", ("mark", char("COMBINING LONG SOLIDUS OVERLAY"))),
    ("Overline", "Lines", ("mark", char("COMBINING OVERLINE"))),
    ("Wavy Underline", "Lines", ("mark", char("COMBINING TILDE BELOW"))),
    (
        "Royal",
        "Frames",
        frame([JAVANESE[0], "TIBETAN MARK GUG RTAGS GYON", SPACE], [SPACE, "TIBETAN MARK GUG RTAGS GYAS", JAVANESE[1]]),
    ),
    ("Wings", "Frames", frame([JAVANESE[0]], [JAVANESE[1]])),
    ("Star Wave", "Frames", frame(STAR_WAVE + [SPACE], [SPACE] + STAR_WAVE[::-1])),
    ("Curls", "Frames", frame(["SUCCEEDS UNDER RELATION", SPACE], [SPACE, "PRECEDES UNDER RELATION"])),
    ("Label", "Frames", frame(["LEFT BLACK LENTICULAR BRACKET"], ["RIGHT BLACK LENTICULAR BRACKET"])),
    ("Corners", "Frames", frame(["LEFT WHITE CORNER BRACKET"], ["RIGHT WHITE CORNER BRACKET"])),
    ("Gamer Tag", "Frames", frame(["CJK UNIFIED IDEOGRAPH-4E97"], ["CJK UNIFIED IDEOGRAPH-4E97"])),
    ("Hearts", "Frames", frame(["WHITE HEART SUIT", SPACE], [SPACE, "WHITE HEART SUIT"])),
    ("Sparkles", "Frames", frame(["WHITE FOUR POINTED STAR", SPACE], [SPACE, "WHITE FOUR POINTED STAR"])),
    ("Sound Wave", "Frames", frame(SOUND_WAVE + [SPACE], [SPACE] + SOUND_WAVE)),
    ("Flowers", "Frames", frame(["BLACK FLORETTE", SPACE], [SPACE, "BLACK FLORETTE"])),
    ("Starry", "Frames", frame(STARRY + [SPACE], [SPACE] + STARRY[::-1])),
    ("Retro", "Frames", frame(RETRO + [SPACE], [SPACE] + RETRO_END)),
]


# --- Grapheme clusters: the parts of UAX #29 these inputs need (Python has no segmenter). ---

ZWJ = "\u200d"
VIRAMA = "\u094d"


def is_extend(c):
    code = ord(c)
    return (
        unicodedata.category(c) in ("Mn", "Me")
        or c == "\u200c"
        or 0x1F3FB <= code <= 0x1F3FF  # skin tones
        or 0xE0020 <= code <= 0xE007F  # tags
    )


def is_regional(c):
    return 0x1F1E6 <= ord(c) <= 0x1F1FF


def is_pictographic(c):
    return ord(c) >= 0x1F000 or 0x2600 <= ord(c) <= 0x27BF


def is_devanagari_consonant(c):
    return 0x0915 <= ord(c) <= 0x0939 or 0x0958 <= ord(c) <= 0x095F or 0x0978 <= ord(c) <= 0x097F


def clusters(text):
    out = []
    for c in text:
        if out and joins(out[-1], c):
            out[-1] += c
        else:
            out.append(c)
    return out


def joins(cluster, c):
    prev = cluster[-1]
    if prev == "\r" and c == "\n":
        return True
    if unicodedata.category(prev) in ("Cc", "Zl", "Zp") or unicodedata.category(c) in ("Cc", "Zl", "Zp"):
        return False
    if is_extend(c) or c == ZWJ or unicodedata.category(c) == "Mc":
        return True
    if prev == ZWJ and is_pictographic(c) and is_pictographic(cluster[0]):
        return True
    if is_regional(c) and is_regional(prev) and sum(map(is_regional, cluster)) % 2 == 1:
        return True
    return continues_conjunct(cluster, c)


def continues_conjunct(cluster, c):
    """Unicode 15.1 rule GB9c: consonant, virama (and marks), consonant stays one cluster: "स्ते"."""
    if not is_devanagari_consonant(c):
        return False
    tail = []
    for x in reversed(cluster):
        if is_devanagari_consonant(x):
            return VIRAMA in tail and all(y in (VIRAMA, ZWJ) or is_extend(y) for y in tail)
        tail.append(x)
    return False


def is_emoji(cluster):
    # Drawn as an emoji: the selector, a keycap, a skin tone, flag letters, or a pictograph from the
    # emoji planes. A bare ❤ or ★ is text. Enough for these inputs; a disagreement with the
    # TypeScript's Unicode properties would show as a failing test, not pass silently.
    return any(c in ("\ufe0f", "\u20e3") or is_regional(c) or ord(c) >= 0x1F300 for c in cluster)


def is_visible(cluster):
    return unicodedata.category(cluster[0])[0] in "LNPS"


def apply(how, text):
    if isinstance(how, tuple) and how[0] == "frame":
        inner = text.strip()
        return f"{how[1]}{inner}{how[2]}" if inner else ""
    parts = clusters(text)
    if isinstance(how, tuple) and how[0] == "mark":
        return "".join(p + how[1] if is_visible(p) and not is_emoji(p) else p for p in parts)
    table = how
    if isinstance(how, tuple) and how[0] == "reverse":
        table = how[1]
        parts = parts[::-1]
    return "".join(p if is_emoji(p) else table.get(p[0], p[0]) + p[1:] for p in parts)


def main():
    names = [name for name, _, _ in STYLES]
    assert len(set(names)) == len(names), "style names must be unique"
    styles = []
    for name, group, how in STYLES:
        outputs = [apply(how, text) for text in INPUTS]
        for output in outputs:
            for c in output:
                assert unicodedata.category(c) != "Cn", f"{name}: unassigned U+{ord(c):04X}"
        styles.append({"name": name, "group": group, "outputs": outputs})
    fixture = {
        "$comment": "Generated from Unicode character names by scripts/make-font-fixture.py; do not edit by hand.",
        "unicodeVersion": unicodedata.unidata_version,
        "inputs": INPUTS,
        "styles": styles,
    }
    OUT.write_text(json.dumps(fixture, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"{len(styles)} styles, {len(INPUTS)} inputs -> {OUT.name}")


if __name__ == "__main__":
    main()
