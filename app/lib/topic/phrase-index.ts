import { TOPICS } from "~/lib/topic-map/topic-map.data";
import { tokenise } from "~/lib/topic-map/words";
import { FORMAT_PHRASES, QUALIFIER_PHRASES } from "./formats.data";
import { LEXICON } from "./lexicon.data";
import { PLACE_NAMES } from "./places.data";
import type { SubjectKind, VideoFormat } from "./reading";
import { foldSpelling } from "./spelling-fold";
import { subjectKindOf } from "./topic-kinds";
import { hasDevanagari } from "./transliterate";
import { latinOf } from "./devanagari-spelling";

/** A known subject a phrase names, with how to show it and write it in Latin letters. */
export interface SubjectEntry {
  kind: SubjectKind;
  /** The thing's main display form ("iPhone", "masala chai"): how the reader recognises brands and dishes. */
  head: string;
  /** How this spelling is shown: the head, the spelling in its casing, or Devanagari as written. */
  display: string;
  latin: string;
  /** True for names (brands, people, festivals, places): spellings are capitalised. */
  proper: boolean;
  /**
   * Where it came from: the curated lexicon, the place list, the hashtag topic map, or the
   * dictionary of English nouns (`nouns/`), which speaks only where the others are silent, or the
   * shape of a person's name (`name-shape.ts`), which says a person but not which one.
   */
  source: "lexicon" | "place" | "topic" | "nouns" | "names";
}

export type PhraseMatch =
  { type: "subject"; entry: SubjectEntry } | { type: "format"; format: VideoFormat } | { type: "qualifier" };

export interface PhraseIndex {
  subjects: Map<string, SubjectEntry>;
  places: Map<string, SubjectEntry>;
  formats: Map<string, VideoFormat>;
  qualifiers: Set<string>;
  topicWords: Map<string, SubjectEntry>;
  /** Each key's folded spelling (`spelling-fold.ts`) back to the key, for a second look. */
  folded: Map<string, string>;
  longest: number;
}

const keyOf = (phrase: string) => tokenise(phrase).join(" ");

const SHORT_ACRONYM = 3;

/**
 * A lower-case spelling of a name in the name's casing: words the name shares keep its casing
 * ("pubg mobile" → PUBG Mobile), others are capitalised, and a short one-word spelling reads as
 * letters ("ff" → FF, "srk" → SRK).
 */
function capitaliseWords(text: string, head: string): string {
  const words = text.split(" ");
  if (words.length === 1 && text.length <= SHORT_ACRONYM && /^[a-z]+$/u.test(text)) return text.toUpperCase();
  // An acronym's other spellings are acronyms too ("ctet" for TET, "neet pg" → NEET PG).
  const acronym = /^[A-Z0-9 ]+$/u.test(head);
  if (acronym && words.length === 1 && text.length <= SHORT_ACRONYM + 2) return text.toUpperCase();
  const headList = head.split(" ");
  const headWords = new Map(headList.map((word) => [word.toLowerCase(), word]));
  return words
    .map((word, i) => {
      const known = headWords.get(word);
      if (known) return known;
      if (acronym && word.length <= SHORT_ACRONYM) return word.toUpperCase();
      // A word in place of a lower-case one stays lower case ("diwali decoration" like "Diwali decor").
      const beside = headList[i];
      if (beside !== undefined && !/\p{Lu}/u.test(beside)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(" ");
}

/** "बिल्ली=billi" → the spelling and its Latin form; a Latin spelling is its own. */
function splitSpelling(spelling: string): { text: string; latin: string } {
  const [text = "", latin] = spelling.split("=");
  return { text, latin: latin ?? (hasDevanagari(text) ? latinOf(text) : text.toLowerCase()) };
}

function entriesOf(line: string, kind: SubjectKind): { key: string; entry: SubjectEntry }[] {
  const spellings = line.split("|").map(splitSpelling);
  const head = spellings[0]?.text ?? "";
  const proper = /\p{Lu}/u.test(head);
  return spellings.map(({ text, latin }) => {
    const sameAsHead = keyOf(text) === keyOf(head);
    let display = text;
    if (sameAsHead) display = head;
    else if (proper && !/\p{Lu}/u.test(text) && !hasDevanagari(text)) display = capitaliseWords(text, head);
    return { key: keyOf(text), entry: { kind, head, display, latin: latin.toLowerCase(), proper, source: "lexicon" } };
  });
}

function build(): PhraseIndex {
  const subjects = new Map<string, SubjectEntry>();
  for (const [kind, lines] of Object.entries(LEXICON) as [SubjectKind, readonly string[]][]) {
    for (const line of lines) {
      for (const { key, entry } of entriesOf(line, kind)) if (key && !subjects.has(key)) subjects.set(key, entry);
    }
  }
  const places = new Map<string, SubjectEntry>();
  for (const { name, also = [] } of PLACE_NAMES) {
    for (const spelling of [name, ...also]) {
      const devanagari = hasDevanagari(spelling);
      places.set(keyOf(spelling), {
        kind: "place",
        head: name,
        display: devanagari ? spelling : name,
        latin: name.toLowerCase(),
        proper: true,
        source: "place",
      });
    }
  }
  const formats = new Map<string, VideoFormat>();
  for (const [format, phrases] of Object.entries(FORMAT_PHRASES) as [VideoFormat, readonly string[]][]) {
    for (const phrase of phrases) formats.set(keyOf(phrase), format);
  }
  const qualifiers = new Set(QUALIFIER_PHRASES.map(keyOf));
  const topicWords = new Map<string, SubjectEntry>();
  for (const topic of TOPICS) {
    const kind = subjectKindOf(topic);
    for (const word of [...topic.words, ...(topic.desi ?? [])]) {
      const key = keyOf(word);
      if (!key || topicWords.has(key)) continue;
      topicWords.set(key, { kind, head: key, display: word, latin: latinOf(key), proper: false, source: "topic" });
    }
  }
  const allKeys = [...subjects.keys(), ...places.keys(), ...formats.keys(), ...qualifiers, ...topicWords.keys()];
  const longest = Math.max(...allKeys.map((key) => key.split(" ").length));
  const folded = new Map<string, string>();
  for (const key of allKeys) {
    const fold = foldSpelling(key);
    if (!folded.has(fold)) folded.set(fold, key);
  }
  return { subjects, places, formats, qualifiers, topicWords, folded, longest };
}

let index: PhraseIndex | undefined;

/** Built on first use and shared: the data is fixed, so this is as pure as a constant. */
export function phraseIndex(): PhraseIndex {
  index ??= build();
  return index;
}
