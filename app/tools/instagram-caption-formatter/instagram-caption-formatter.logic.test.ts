import { describe, expect, it } from "vitest";
import { pick, randomInt, seededRng } from "~/lib/text/random";
import { codePointLength } from "~/lib/text/text";
import { itGives } from "~/test/cases";
import { PREVIEW_CHARS } from "./instagram-caption-formatter.data";
import {
  CAPTION_MESSAGES,
  analyseCaption,
  bannedMessage,
  findHashtags,
  findHook,
  findMentions,
  findStyledLetters,
  formatCaption,
  previewCut,
  tooLongMessage,
  tooManyHashtagsMessage,
  tooManyMentionsMessage,
} from "./instagram-caption-formatter.logic";

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });
function boundaries(text: string): Set<number> {
  return new Set([...[...graphemes.segment(text)].map((segment) => segment.index), text.length]);
}

describe("formatCaption", () => {
  itGives(formatCaption, {
    "turns CRLF and lone CR into LF and keeps blank lines inside": [
      ["Line one\r\nLine two\r\n\r\nLine four", "Line one\nLine two\n\nLine four"],
      ["a\rb\u2028c", "a\nb\nc"],
      ["a\n\n\nb", "a\n\n\nb"],
    ],
    "drops spaces and tabs at line ends and blank space around the caption, nothing else": [
      ["  \n\nHello   \n\tworld\t \n\n  ", "Hello\n\tworld"],
      ["Chai  >  coffee ☕", "Chai  >  coffee ☕"],
      // The Braille blank creators use to hold an empty line open is kept.
      ["Top\n⠀\nBottom", "Top\n⠀\nBottom"],
    ],
  });

  it("is idempotent: formatting the copied text again changes nothing", () => {
    const once = formatCaption(" Sunday reset ✨ \r\n\r\nStep 1: chai.\r\nStep 2: music. \r\n");
    expect(formatCaption(once)).toBe(once);
  });
});

describe("previewCut", () => {
  it("shows a short two-line caption whole", () => {
    expect(previewCut("Chai > coffee ☕\nFight me.")).toEqual({
      visible: "Chai > coffee ☕\nFight me.",
      hidden: "",
      truncated: false,
      cutBy: null,
    });
    expect(previewCut("")).toMatchObject({ visible: "", truncated: false });
  });

  it("cuts after two lines when they come before 125 characters", () => {
    expect(previewCut("Line one\nLine two\nLine three")).toEqual({
      visible: "Line one\nLine two",
      hidden: "\nLine three",
      truncated: true,
      cutBy: "lines",
    });
    const crlf = formatCaption("Line one\r\nLine two\r\n\r\nLine four  \r\n");
    expect(previewCut(crlf)).toMatchObject({ visible: "Line one\nLine two", hidden: "\n\nLine four" });
    // A blank second line still counts as a line.
    expect(previewCut("Hook\n\nBody")).toMatchObject({ visible: "Hook\n", hidden: "\nBody", cutBy: "lines" });
  });

  it("cuts after 125 characters when they come first", () => {
    const text = "a".repeat(130);
    expect(previewCut(text)).toEqual({
      visible: "a".repeat(125),
      hidden: "aaaaa",
      truncated: true,
      cutBy: "characters",
    });
    expect(previewCut("a".repeat(125)).truncated).toBe(false);
    const twoLong = `${"b".repeat(100)}\n${"c".repeat(100)}\nd`;
    expect(previewCut(twoLong)).toMatchObject({
      visible: `${"b".repeat(100)}\n${"c".repeat(24)}`,
      cutBy: "characters",
    });
  });

  it("counts an emoji as one character", () => {
    const fire = "🔥".repeat(130);
    const preview = previewCut(fire);
    expect(preview.visible).toBe("🔥".repeat(125));
    expect(preview.visible.length).toBe(250);
    expect(preview.hidden).toBe("🔥".repeat(5));
  });

  it("never splits a ZWJ sequence, a flag or a Devanagari vowel sign: the cut moves back", () => {
    // 👨‍👩‍👧 is five code points; the 125th falls inside it.
    const family = `${"a".repeat(123)}👨‍👩‍👧 done`;
    expect(previewCut(family).visible).toBe("a".repeat(123));
    expect(previewCut(family).hidden.startsWith("👨‍👩‍👧")).toBe(true);
    // 🇮🇳 is two regional indicators; cutting between them would show a lone letter box.
    const flag = `${"a".repeat(124)}🇮🇳 proud`;
    expect(previewCut(flag).visible).toBe("a".repeat(124));
    // ते is त plus the vowel sign े; the 125th code point is त, which must not lose its sign.
    const hindi = `${"a".repeat(124)}ते hain`;
    expect(previewCut(hindi).visible).toBe("a".repeat(124));
    // When the 125th code point ends a cluster, nothing moves.
    const clean = `${"a".repeat(123)}🙏🏽 thanks`;
    expect(codePointLength(`${"a".repeat(123)}🙏🏽`)).toBe(125);
    expect(previewCut(clean).visible).toBe(`${"a".repeat(123)}🙏🏽`);
  });

  it("cuts Hinglish and Devanagari captions at hand-checked places", () => {
    const hinglish =
      "Aaj ka plan: chai, sunset aur thoda sa drama 😌 Kal se pakka gym, promise. Tag that one friend jo har baar 'kal se' bolta hai 👇 #chai #sunset";
    const preview = previewCut(hinglish);
    expect(codePointLength(hinglish)).toBe(140);
    expect(preview.visible).toBe(
      "Aaj ka plan: chai, sunset aur thoda sa drama 😌 Kal se pakka gym, promise. Tag that one friend jo har baar 'kal se' bolta hai ",
    );
    expect(preview.hidden).toBe("👇 #chai #sunset");

    const hindi = `${"नमस्ते दोस्तों! ".repeat(8)}आज की रेसिपी`;
    const cut = previewCut(hindi);
    expect(cut.truncated).toBe(true);
    expect(codePointLength(cut.visible)).toBeLessThanOrEqual(PREVIEW_CHARS);
    expect(boundaries(hindi).has(cut.visible.length)).toBe(true);
    expect(cut.visible + cut.hidden).toBe(hindi);
  });
});

describe("counters", () => {
  itGives(findHashtags, {
    "finds hashtags in any script, repeats included, and skips things that are not tags": [
      ["#chai #ChaiLover #मुंबई #tea_time #chai", ["#chai", "#ChaiLover", "#मुंबई", "#tea_time", "#chai"]],
      ["We're #1! a#b &#39; ##double #2024", []],
      ["(#travel), #goa.\n#beach!", ["#travel", "#goa", "#beach"]],
    ],
  });

  itGives(findMentions, {
    "finds @mentions and leaves e-mail addresses and trailing dots out": [
      ["Shot by @ravi.frames. Styled by @meera_styles, mail hello@site.com", ["@ravi.frames", "@meera_styles"]],
      ["@ @... @@x", []],
      [`@${"a".repeat(31)}`, []],
    ],
  });

  it("counts characters in code points, hashtags, mentions and lines", () => {
    const analysis = analyseCaption("Goa diaries 🌊\r\nwith @ravi.frames\r\n\r\n#goa #beach #travel", []);
    expect(analysis.text).toBe("Goa diaries 🌊\nwith @ravi.frames\n\n#goa #beach #travel");
    expect(analysis.counts).toEqual({ characters: 52, hashtags: 3, mentions: 1, lines: 4 });
    expect(analysis.warnings).toEqual([]);
    expect(analyseCaption("   ", []).counts).toEqual({ characters: 0, hashtags: 0, mentions: 0, lines: 0 });
  });
});

describe("styled letters", () => {
  it("finds mathematical, circled, squared, fullwidth and small-capital letters", () => {
    expect(findStyledLetters("𝐁𝐨𝐥𝐝 text")).toEqual(["𝐁", "𝐨", "𝐥", "𝐝"]);
    for (const [text, letters] of [
      ["ⓒⓘⓡⓒⓛⓔ", 6],
      ["🅰🅱🅲", 3],
      ["Ｗｉｄｅ", 4],
      ["ℬ𝓮𝓪𝓾𝓽𝔂", 6],
      ["ꜱᴍᴀʟʟ ᴄᴀᴘꜱ", 9],
    ] as const) {
      expect(findStyledLetters(text), text).toHaveLength(letters);
    }
  });

  it("leaves emoji that share those blocks, and ordinary symbols, alone", () => {
    expect(findStyledLetters("🇮🇳 🆕 🆗 🆘 🆎 🅰️ Ⓜ️ ™ ℃ № ₹ नमस्ते Hello")).toEqual([]);
  });
});

describe("findHook", () => {
  itGives(findHook, {
    "takes the first sentence of the first line, or the whole line": [
      ["Stop scrolling! Here's the 3-step chai.\nMore below", "Stop scrolling!"],
      ["Wait... what? Yes.", "Wait..."],
      ["₹2.5 lakh ka setup, worth it?", "₹2.5 lakh ka setup, worth it?"],
      ["यह मेरी पहली रील है। देखिए", "यह मेरी पहली रील है।"],
      ["No punctuation at all\nsecond", "No punctuation at all"],
    ],
  });
});

describe("analyseCaption: warnings", () => {
  it("warns past 2,200 characters, 5 hashtags and 20 mentions, with exact messages", () => {
    const long = analyseCaption("a".repeat(2_300), []);
    expect(long.warnings).toContainEqual({ kind: "too-long", message: tooLongMessage(2_300) });
    expect(tooLongMessage(2_300)).toBe("Instagram allows 2,200 characters; this caption has 2,300. Cut 100.");

    const tags = analyseCaption("#a1 #b2 #c3 #d4 #e5 #f6", []);
    expect(tags.warnings).toEqual([{ kind: "too-many-hashtags", message: tooManyHashtagsMessage(6) }]);
    expect(tooManyHashtagsMessage(6)).toBe(
      "Instagram allows 5 hashtags per post; this caption has 6. Keep your best 5.",
    );
    expect(analyseCaption("#a1 #b2 #c3 #d4 #e5", []).warnings).toEqual([]);

    const people = Array.from({ length: 21 }, (_, i) => `@friend${i}`).join(" ");
    expect(analyseCaption(people, []).warnings).toContainEqual({
      kind: "too-many-mentions",
      message: tooManyMentionsMessage(21),
    });
  });

  it("flags listed tags once each, whatever the case or '#' in the list", () => {
    const analysis = analyseCaption("Leg day #Gym #fitfam #GYM #followforfollow", ["gym", "#FollowForFollow"]);
    expect(analysis.warnings).toEqual([
      {
        kind: "banned-hashtags",
        tags: ["#Gym", "#followforfollow"],
        message: bannedMessage(["#Gym", "#followforfollow"]),
      },
    ]);
    expect(analyseCaption("Leg day #Gym", new Set(["gym"])).warnings[0]?.kind).toBe("banned-hashtags");
    expect(bannedMessage(["#x"])).toBe(
      "#x is a tag our hashtag generator leaves out: it trades follows or says nothing about the post, so it won't bring the right viewers. Swap it for one that describes this post.",
    );
    expect(bannedMessage(["#love", "#f4f"])).toBe(
      "#love, #f4f are tags our hashtag generator leaves out: they trade follows or say nothing about the post, so they won't bring the right viewers. Swap them for ones that describe this post.",
    );
  });

  it("warns about styled letters and a hook that runs past the cut", () => {
    const styled = analyseCaption("𝐒𝐚𝐥𝐞 is live", []);
    expect(styled.warnings).toEqual([
      { kind: "styled-letters", letters: ["𝐒", "𝐚", "𝐥", "𝐞"], message: CAPTION_MESSAGES.styled },
    ]);

    const longHook = analyseCaption(`${"This hook goes on and on ".repeat(6)}until the end.\nSecond line`, []);
    expect(longHook.hookFits).toBe(false);
    expect(longHook.warnings).toEqual([{ kind: "hook-cut", message: CAPTION_MESSAGES.hookCut }]);

    const shortHook = analyseCaption(`Stop scrolling! ${"Then a long body. ".repeat(10)}`, []);
    expect(shortHook.preview.truncated).toBe(true);
    expect(shortHook.hookFits).toBe(true);
  });
});

describe("properties over many random captions", () => {
  // Grouped by what each piece tests; the order is unchanged, so each seed draws the same caption.
  const pieces = [
    ...["chai", "Mumbai rains"],
    ...[" ", "  ", "\t", "\n", "\r\n", "\r", "\n\n"],
    ...["🔥", "👨‍👩‍👧", "🇮🇳", "🙏🏽"],
    ...["नमस्ते", "क्षत्रिय", "ते"],
    ...["#goa", "@ravi.frames", "𝐁𝐨𝐥𝐝", "yaar kya scene hai"],
    ...[".", "!", "Stop scrolling!"],
  ];

  it("copies exactly what it previews, and the preview keeps to 125 characters, two lines and clusters", () => {
    for (let seed = 0; seed < 500; seed++) {
      const rng = seededRng(seed);
      const raw = Array.from({ length: 1 + randomInt(80, rng) }, () => pick(pieces, rng)).join("");
      const analysis = analyseCaption(raw, ["goa"]);
      const { text, preview } = analysis;
      expect(preview.visible + preview.hidden).toBe(text);
      expect(formatCaption(text)).toBe(text);
      expect(text).not.toMatch(/\r|[ \t]$|[ \t]\n/u);
      expect(codePointLength(preview.visible)).toBeLessThanOrEqual(PREVIEW_CHARS);
      expect(preview.visible.split("\n").length).toBeLessThanOrEqual(2);
      expect(boundaries(text).has(preview.visible.length)).toBe(true);
      expect(preview.truncated).toBe(preview.hidden !== "");
      expect(analysis.counts.characters).toBe(codePointLength(text));
    }
  });

  it("handles a 10,000-character caption quickly", () => {
    const started = performance.now();
    expect(formatCaption(`a${" ".repeat(10_000)}b   \n${"\t ".repeat(5_000)}`)).toBe(`a${" ".repeat(10_000)}b`);
    expect(analyseCaption(`${"#".repeat(10_000)}x ${"@".repeat(10_000)}`, []).counts.hashtags).toBe(0);
    const analysis = analyseCaption("Har din naya content 🔥 #reels @me\r\n".repeat(300), ["reels"]);
    expect(analysis.counts.lines).toBe(300);
    expect(analysis.counts.characters).toBeGreaterThan(10_000);
    expect(analysis.warnings.map((warning) => warning.kind)).toEqual([
      "too-long",
      "too-many-hashtags",
      "too-many-mentions",
      "banned-hashtags",
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
