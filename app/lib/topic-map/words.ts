import { hashtagSafe, stripWhitespace } from "~/lib/text/text";

/**
 * Only the start of a keyword is read for topics: a pasted paragraph says what it is about early,
 * and a 10,000-character keyword must not slow the page down.
 */
export const MAX_ANALYSED = 300;

/**
 * Words that say nothing about the topic, in English and Hinglish ("kaise banaye"). They still
 * count inside a known phrase ("day in my life"), never on their own.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "the",
  "and",
  "or",
  "of",
  "for",
  "to",
  "in",
  "on",
  "at",
  "with",
  "by",
  "from",
  "my",
  "your",
  "our",
  "his",
  "her",
  "their",
  "i",
  "me",
  "we",
  "you",
  "it",
  "its",
  "is",
  "are",
  "was",
  "be",
  "this",
  "that",
  "these",
  "those",
  "how",
  "what",
  "why",
  "when",
  "where",
  "which",
  "who",
  "best",
  "top",
  "new",
  "first",
  "easy",
  "simple",
  "quick",
  "tips",
  "tip",
  "tricks",
  "guide",
  "ideas",
  "idea",
  "video",
  "videos",
  "full",
  "part",
  "episode",
  "ep",
  "vs",
  "day",
  "days",
  "week",
  "life",
  "home",
  "make",
  "making",
  "made",
  "get",
  "do",
  "tutorial",
  "beginners",
  "beginner",
  "explained",
  "honest",
  "review",
  "reviews",
  "shorts",
  "short",
  "challenge",
  "try",
  "trying",
  "tried",
  "worth",
  "really",
  "only",
  "all",
  "every",
  "one",
  "two",
  "three",
  "under",
  "without",
  "after",
  "before",
  "better",
  "good",
  "great",
  "amazing",
  "ultimate",
  "complete",
  "today",
  "minutes",
  "minute",
  "hours",
  "rs",
  "kaise",
  "kare",
  "karein",
  "karen",
  "banaye",
  "banayein",
  "banate",
  "ka",
  "ki",
  "ke",
  "ko",
  "mein",
  "main",
  "se",
  "aur",
  "hai",
  "hain",
  "kya",
  "wala",
  "wali",
  "wale",
  "apna",
  "apni",
  "ek",
  "sabse",
  "pe",
  "par",
  "per",
  "some",
  "about",
  "more",
  "most",
  "much",
  "so",
  "very",
  "just",
  "like",
  "love",
]);

/**
 * Whitespace removed, lower-cased, and only what a hashtag can hold (letters and digits of any
 * script, combining marks, underscore): "#Street Food!" gives "streetfood". "" means no keyword.
 */
export function normaliseKeyword(raw: string): string {
  return hashtagSafe(stripWhitespace(raw)).toLowerCase();
}

/** The keyword's words, lower-cased, split on anything a hashtag cannot hold (spaces, punctuation, "_"). */
export function tokenise(raw: string): string[] {
  return raw
    .slice(0, MAX_ANALYSED)
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

const LATIN = /^[a-z0-9]+$/;
const DOUBLED = /([bdgmnpt])\1$/;

/** The singular of an English plural ("stories" → "story"), or undefined for a word that is not one. */
export function singularOf(word: string): string | undefined {
  if (word.length < 4 || !LATIN.test(word)) return undefined;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return undefined;
}

/**
 * The plain forms an English word may be an inflection of, besides itself: a plural ("workouts" →
 * "workout", "stories" → "story") or an -ing/-ed form ("baking" → "bake", "shopping" → "shop").
 * Unlike `stem`, never a derivation: "career" is not a form of "care", nor "runner" of "run", so a
 * keyword reaches a topic only through its own word, not a longer word that starts with it.
 */
export function plainForms(word: string): string[] {
  if (word.length < 4 || !LATIN.test(word)) return [];
  const single = singularOf(word);
  const forms: string[] = single ? [single] : [];
  for (const ending of ["ing", "ed"]) {
    if (!word.endsWith(ending) || word.length < ending.length + 3) continue;
    const base = word.slice(0, -ending.length);
    forms.push(base, `${base}e`);
    if (DOUBLED.test(base)) forms.push(base.slice(0, -1));
  }
  return forms.filter((form) => form.length >= 3);
}

/**
 * A rough English stem, enough to make plurals and -ing/-er forms meet ("workouts", "runner",
 * "baking" → "workout", "run", "bak"). Other scripts and short words are left as they are.
 */
export function stem(word: string): string {
  if (word.length < 4 || !LATIN.test(word)) return word;
  let base = word;
  if (base.endsWith("ies") && base.length > 4) return `${base.slice(0, -3)}y`;
  if (base.endsWith("ing") && base.length > 5) base = base.slice(0, -3);
  else if (base.endsWith("ers") && base.length > 5) base = base.slice(0, -3);
  else if (base.endsWith("er") && base.length > 4) base = base.slice(0, -2);
  else if (base.endsWith("ed") && base.length > 4) base = base.slice(0, -2);
  else if (/(ch|sh|x|ss)es$/.test(base)) base = base.slice(0, -2);
  else if (base.endsWith("s") && !/(ss|us|is)$/.test(base)) base = base.slice(0, -1);
  if (DOUBLED.test(base)) base = base.slice(0, -1);
  return base.length >= 3 ? base : word;
}
