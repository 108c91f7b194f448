/**
 * One key for the spellings of a word people write both ways: Devanagari with and without the
 * nukta of borrowed sounds (मोमोज़ / मोमोज, फ़्राइड / फ्राइड) and with chandrabindu or anusvara
 * (माँ / मां); Hinglish with long vowels doubled or not (khaana / khana, cheeni / chini). ड़ and ढ़
 * stay: they are their own letters, not an optional dot.
 */
const NUKTA_LETTERS: Readonly<Record<string, string>> = {
  "\u0958": "क",
  "\u0959": "ख",
  "\u095A": "ग",
  "\u095B": "ज",
  "\u095E": "फ",
  "\u095F": "य",
};

export function foldSpelling(key: string): string {
  return key
    .replace(/[\u0958-\u095B\u095E\u095F]/gu, (letter) => NUKTA_LETTERS[letter] ?? letter)
    .replace(/([कखगजफय])\u093C/gu, "$1")
    .replace(/\u0901/gu, "\u0902")
    .replace(/aa/gu, "a")
    .replace(/ee/gu, "i")
    .replace(/oo/gu, "u");
}
