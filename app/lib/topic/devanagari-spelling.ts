// Latin subjects as Hindi searches and names write them in Devanagari, from a list of spellings
// people use (never letter by letter): the tag and channel name generators' Hindi pages use it.
import { editDistance } from "~/lib/text/edit-distance";
import { DEVANAGARI_SPELLINGS, LATIN_SPELLINGS } from "./devanagari-spellings.data";
import { foldSpelling } from "./spelling-fold";
import { hasDevanagari, toLatin } from "./transliterate";

/**
 * A lower-case Latin subject or place in Devanagari ("dal makhani" → "दाल मखनी"): the whole phrase if
 * listed, else word by word with digits kept; null when a word is not listed or there is no word.
 */
export function devanagariSpelling(latin: string): string | null {
  if (latin === "") return null;
  const whole = DEVANAGARI_SPELLINGS[latin];
  if (whole !== undefined) return whole;
  const words = latin.split(" ").map((word) => (/^\d+$/u.test(word) ? word : DEVANAGARI_SPELLINGS[word]));
  return words.every((word) => word !== undefined) && words.some((word) => !/^\d+$/u.test(word))
    ? words.join(" ")
    : null;
}

/**
 * The same list read the other way, keyed by the Devanagari with its optional dots folded. Only
 * where the Latin is a spelling of the Devanagari: "diwali" is how दिवाली is typed, but "cat" is a
 * translation of बिल्ली, and a Hinglish writer types "billi". A spelling is near what the letters
 * give one by one: the same consonants as heard ("kofi"/"coffee"), at most half its letters
 * different ("divali"/"diwali"), or initials read out letter by letter (आईपीएल, "ipl").
 */
let latinByDevanagari: ReadonlyMap<string, string> | null = null;

/**
 * The consonants of a word as heard, for telling a borrowed English word spelt in Devanagari
 * (कॉफ़ी, "coffee"; केक, "cake") from a translation (बिल्ली, "cat"): English spelling rules folded
 * (ph, soft c and g, z, w), then vowels, y and the h of aspirates dropped and doubles made single.
 */
function consonants(word: string): string {
  return word
    .replace(/\s+/gu, "")
    .replace(/ph/gu, "f")
    .replace(/ck/gu, "k")
    .replace(/c(?=[eiy])/gu, "s")
    .replace(/[cq]/gu, "k")
    .replace(/g(?=[eiy])/gu, "j")
    .replace(/x/gu, "ks")
    .replace(/z/gu, "s")
    .replace(/w/gu, "v")
    .replace(/([^aeiou])h/gu, "$1")
    .replace(/[aeiouy]/gu, "")
    .replace(/(.)\1+/gu, "$1");
}

/** English letters' names as Hindi writes them, in the reader's Latin letters. */
const LETTER_NAMES: Readonly<Record<string, string>> = {
  a: "e",
  b: "bi",
  c: "si",
  d: "di",
  e: "i",
  f: "ef",
  g: "ji",
  h: "ech",
  i: "ai",
  j: "je",
  k: "ke",
  l: "el",
  m: "em",
  n: "en",
  o: "o",
  p: "pi",
  q: "kyu",
  r: "ar",
  s: "es",
  t: "ti",
  u: "yu",
  v: "vi",
  w: "dablyu",
  x: "eks",
  y: "vai",
  z: "zed",
};

const letterNames = (initials: string) => Array.from(initials, (letter) => LETTER_NAMES[letter] ?? letter).join("");

function isSpellingOf(latin: string, devanagari: string): boolean {
  const typed = latin.replace(/\s+/gu, "");
  const lettered = toLatin(devanagari).replace(/\s+/gu, "");
  // Initials written as letter names: आईपीएल is "ipl", यूपीएससी is "upsc".
  if (/^[a-z]{2,5}$/u.test(latin) && consonants(lettered) === consonants(letterNames(latin))) return true;
  if (consonants(typed) === consonants(lettered)) return true;
  const limit = Math.floor(Math.max(typed.length, lettered.length) / 2);
  return editDistance(typed, lettered, limit) <= limit;
}

function latinSpellings(): ReadonlyMap<string, string> {
  if (latinByDevanagari === null) {
    // The listed Latin spellings first: they are the words the letters cannot give.
    const map = new Map<string, string>(
      Object.entries(LATIN_SPELLINGS).map(([devanagari, latin]) => [foldSpelling(devanagari), latin]),
    );
    for (const [latin, devanagari] of Object.entries(DEVANAGARI_SPELLINGS)) {
      const key = foldSpelling(devanagari);
      if (!map.has(key) && isSpellingOf(latin, devanagari)) map.set(key, latin);
    }
    latinByDevanagari = map;
  }
  return latinByDevanagari;
}

/**
 * Devanagari in Latin letters as people type it: a phrase or word the list spells ("दिवाली" →
 * "diwali", "करवा चौथ" → "karwa chauth", not "divali" or "karava"), whole first, then word by word,
 * and any other word letter by letter (`toLatin`).
 */
export function latinOf(text: string): string {
  const spellings = latinSpellings();
  const whole = spellings.get(foldSpelling(text.trim()));
  if (whole !== undefined) return whole;
  return text
    .split(/(\s+)/u)
    .map((part) => (hasDevanagari(part) ? (spellings.get(foldSpelling(part)) ?? toLatin(part)) : part))
    .join("");
}
