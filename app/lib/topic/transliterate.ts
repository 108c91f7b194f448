/**
 * Devanagari written in Latin letters the way Hindi speakers type it in chats and handles
 * ("खाना" → "khana", "बिल्ली" → "billi"), not a scholarly scheme: long and short vowels meet, and
 * a word's last consonant drops its inherent "a". Other characters pass through unchanged.
 */
const CONSONANTS: Readonly<Record<string, string>> = {
  क: "k",
  ख: "kh",
  ग: "g",
  घ: "gh",
  ङ: "n",
  च: "ch",
  छ: "chh",
  ज: "j",
  झ: "jh",
  ञ: "n",
  ट: "t",
  ठ: "th",
  ड: "d",
  ढ: "dh",
  ण: "n",
  त: "t",
  थ: "th",
  द: "d",
  ध: "dh",
  न: "n",
  प: "p",
  फ: "ph",
  ब: "b",
  भ: "bh",
  म: "m",
  य: "y",
  र: "r",
  ल: "l",
  व: "v",
  श: "sh",
  ष: "sh",
  स: "s",
  ह: "h",
  ळ: "l",
  क़: "q",
  ख़: "kh",
  ग़: "gh",
  ज़: "z",
  ड़: "d",
  ढ़: "dh",
  फ़: "f",
  य़: "y",
};

const VOWELS: Readonly<Record<string, string>> = {
  अ: "a",
  आ: "a",
  इ: "i",
  ई: "i",
  उ: "u",
  ऊ: "u",
  ऋ: "ri",
  ए: "e",
  ऐ: "ai",
  ओ: "o",
  औ: "au",
  ऑ: "o",
  ऍ: "e",
};

const SIGNS: Readonly<Record<string, string>> = {
  "ा": "a",
  "ि": "i",
  "ी": "i",
  "ु": "u",
  "ू": "u",
  "ृ": "ri",
  "े": "e",
  "ै": "ai",
  "ो": "o",
  "ौ": "au",
  "ॉ": "o",
  "ॅ": "e",
};

const NUKTA = "\u093C";
const VIRAMA = "\u094D";
const NASALS = new Set(["\u0901", "\u0902"]); // chandrabindu, anusvara
const DIGITS = "०१२३४५६७८९";

const isConsonant = (char: string) => char in CONSONANTS;

function transliterateWord(word: string): string {
  // Precomposed and nukta forms are the same letter; fold the nukta onto its consonant.
  const chars = Array.from(word.normalize("NFC")).reduce<string[]>((out, char) => {
    if (char === NUKTA && out.length > 0) out[out.length - 1] = `${out[out.length - 1] ?? ""}${char}`;
    else out.push(char);
    return out;
  }, []);
  let text = "";
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] as string;
    const next = chars[i + 1];
    if (isConsonant(char)) {
      text += CONSONANTS[char] ?? "";
      if (next !== undefined && (next in SIGNS || next === VIRAMA)) continue;
      const atEnd = next === undefined || !(isConsonant(next) || next in VOWELS || NASALS.has(next) || next in SIGNS);
      // The inherent vowel is silent at a word's end ("kamal"), and after a single-letter start it stays ("kamal", not "kml").
      if (!atEnd || i === 0) text += "a";
      continue;
    }
    if (char in SIGNS) text += SIGNS[char] ?? "";
    else if (char in VOWELS) text += VOWELS[char] ?? "";
    else if (NASALS.has(char)) text += "n";
    else if (char === VIRAMA || char === "\u0903") continue;
    else if (DIGITS.includes(char)) text += String(DIGITS.indexOf(char));
    else text += char;
  }
  return text;
}

export const hasDevanagari = (text: string): boolean => /\p{Script=Devanagari}/u.test(text);

/** Latin letters for any Devanagari in `text`, word by word; Latin text comes back as it was. */
export function toLatin(text: string): string {
  if (!hasDevanagari(text)) return text;
  return text.replace(/[\p{Script=Devanagari}]+/gu, (word) => transliterateWord(word));
}
