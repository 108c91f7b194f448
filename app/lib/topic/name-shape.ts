import { FAMILY_NAMES, FAMILY_NAMES_HI, GIVEN_NAMES, GIVEN_NAMES_HI, NAME_TITLES } from "./person-names.data";

// A person nobody listed still has a person's name: a given name people in India carry, or a
// family name, with one to three more words that nothing else knows ("rinku singh", "सुनील छेत्री",
// "prosenjit chatterjee"), maybe a title after it ("Khan Sir", "प्रेमानंद जी महाराज").

const set = (names: string) => new Set(names.split("|"));
const GIVEN = new Set([...set(GIVEN_NAMES), ...set(GIVEN_NAMES_HI)]);
const FAMILY = new Set([...set(FAMILY_NAMES), ...set(FAMILY_NAMES_HI)]);
const TITLES = set(NAME_TITLES);

export const isFamilyOrTitle = (word: string): boolean => FAMILY.has(word) || TITLES.has(word);

export const isNameWord = (word: string): boolean => GIVEN.has(word) || FAMILY.has(word) || TITLES.has(word);

/**
 * True when the words (lower case, two to four) read as a person's name: the first is a given or
 * family name and so is the last or the one before a title, or a given name opens and every other
 * word is a name too or unknown (`unknown` says which words no layer knows).
 */
export function looksLikeName(words: readonly string[], unknown: (word: string) => boolean): boolean {
  if (words.length < 2 || words.length > 4) return false;
  const last = words[words.length - 1] ?? "";
  const name = TITLES.has(last) ? words.slice(0, -1) : words;
  if (name.length < 1 || (name.length === 1 && !TITLES.has(last))) return false;
  const first = name[0] ?? "";
  const end = name[name.length - 1] ?? "";
  const others = name.slice(1);
  // Every word is a name, or a word nobody knows that sits where a family name goes.
  const plausible = others.every((word) => isNameWord(word) || unknown(word));
  if (!plausible || !(unknown(first) || isNameWord(first))) return false;
  if (name.length === 1) return GIVEN.has(first) || FAMILY.has(first);
  return GIVEN.has(first) || FAMILY.has(end);
}
