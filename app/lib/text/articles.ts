// "a" or "an" before a word, by how the word sounds rather than how it is spelt. Shared by the tools
// that put an article before a niche, an interest or a reader's subject ("an Education niche",
// "Life as an Engineer"), so the rule and its exceptions live in one place.

// Letter names that start with a vowel sound: "an FAQ", "an SEO tip", "an MBA", but "a DIY niche".
const VOWEL_SOUND_LETTERS = new Set(["A", "E", "F", "H", "I", "L", "M", "N", "O", "R", "S", "X"]);
// A written vowel read with a consonant sound ("a university", "a one-time plan", "a European trip").
const VOWEL_LETTER_CONSONANT_SOUND = /^(?:uni|use|usu|uti|ufo|eu|ewe|one|once)/iu;
// A written consonant that is silent ("an hour", "an honest review").
const SILENT_H = /^(?:hour|honest|honor|honour|heir)/iu;
const VOWEL = /^[aeiou]/iu; // cspell:disable-line

/**
 * "a" or "an" for the phrase that follows, by the sound of its first word: "an Education niche",
 * "an eSports page", "a DIY niche", "a UPSC aspirant", "an MBA student". A word written in capitals
 * is read letter by letter.
 */
export function indefiniteArticle(phrase: string): "a" | "an" {
  const word = phrase.trim().split(/[\s-]/u)[0] ?? "";
  const letters = word.replace(/[^\p{L}]/gu, "");
  if (letters.length >= 2 && letters === letters.toUpperCase()) {
    return VOWEL_SOUND_LETTERS.has(letters.charAt(0)) ? "an" : "a";
  }
  if (VOWEL_LETTER_CONSONANT_SOUND.test(letters)) return "a";
  if (SILENT_H.test(letters)) return "an";
  return VOWEL.test(letters) ? "an" : "a";
}

/** The phrase with its article: "an Education niche", or "An Education niche" to open a sentence. */
export function withArticle(phrase: string, { capital = false } = {}): string {
  const article = indefiniteArticle(phrase);
  const shown = capital ? `${article.charAt(0).toUpperCase()}${article.slice(1)}` : article;
  return `${shown} ${phrase}`;
}
