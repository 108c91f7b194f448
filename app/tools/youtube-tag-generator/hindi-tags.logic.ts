// Tags for the Hindi page: the searches Indian viewers type for the topic, in Hindi (Devanagari),
// Hinglish and English, mixed; or in Roman letters only (Hinglish and English) when the visitor
// chooses Hinglish. Built on the English page's reading of the topic and its English tags, and
// held to the same limits: YouTube's 500, 60 characters a tag, no tag twice, no word said twice.
import { codePointLength, unique } from "~/lib/text/text";
import { hasDevanagari } from "~/lib/topic";
import type { Writing } from "~/lib/text/writing";
import { devanagariSpelling } from "~/lib/topic/devanagari-spelling";
import {
  HINDI_FORMAT_TAG_PHRASES,
  HINDI_KIND_TAG_PHRASES,
  HINGLISH_FORMAT_TAG_PHRASES,
  HINGLISH_KIND_TAG_PHRASES,
  LATIN_NAME_KINDS,
} from "./tags-hi.data";
import type { TagPhrase } from "./youtube-tag-generator.data";
import { TAG_CHAR_LIMIT, cleanTag } from "./youtube-tag-generator.form";
import {
  MAX_TAG_CHARS,
  TAG_SEPARATOR,
  type TagOutcome,
  type TagTopic,
  generateTags,
  phraseFits,
  repeatsAWord,
  tagCost,
  tagTopic,
} from "./youtube-tag-generator.logic";

/**
 * "कुत्ता की देखभाल", "kutta ki dekhbhal": a phrase that would bend a noun ending in "ा"/"a" after
 * {s}. A name does not bend ("रोहित शर्मा की कहानी"), so only a common noun is refused.
 */
export function bendsSubject(phrase: TagPhrase, subject: string, named = false): boolean {
  return !named && /(?:a|ा)$/iu.test(subject) && /\{s\} (?:की|का|के|ki|ka|ke)(?= |$)/u.test(phrase.text);
}

/** The subject and place a script's phrases are written with; a subject of "" writes none. */
interface Written {
  subject: string;
  place: string | null;
}

/** The Devanagari phrases' subject and place: as typed in Devanagari, or as listed; a brand as named. */
export function hindiWritten(topic: TagTopic): Written {
  const { reading } = topic;
  const native = hasDevanagari(reading.subject) ? cleanTag(reading.subject) : null;
  const listed = native ?? devanagariSpelling(topic.subject);
  const named = LATIN_NAME_KINDS.includes(reading.kind) ? topic.subject : "";
  const place =
    topic.place === null ? null : hasDevanagari(topic.place) ? topic.place : devanagariSpelling(topic.place);
  return { subject: listed ?? named, place };
}

function phrasesFor(bank: readonly TagPhrase[], topic: TagTopic, written: Written, year: number): string[] {
  if (written.subject === "") return [];
  const own: TagTopic = { ...topic, subject: written.subject, place: written.place };
  return bank
    .filter((phrase) => phraseFits(phrase, own) && !bendsSubject(phrase, written.subject, topic.facets.has("named")))
    .map((phrase) =>
      cleanTag(
        phrase.text
          .replace("{s}", () => written.subject)
          .replace("{p}", () => written.place ?? "")
          .replace("{year}", () => String(year)),
      ),
    );
}

/** Takes one from each list in turn, so the field holds a mix whatever the 500 leaves room for. */
export function interleave(lists: readonly (readonly string[])[]): string[] {
  const mixed: string[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let index = 0; index < longest; index++) {
    for (const list of lists) {
      const item = list[index];
      if (item !== undefined) mixed.push(item);
    }
  }
  return mixed;
}

/**
 * Tags for the Hindi page. In Devanagari writing: the topic as typed, the subject in Devanagari,
 * then Devanagari, English and Hinglish searches in turn. In Hinglish: the same without Devanagari,
 * Hinglish searches first. Phrases follow the English page's rules for the topic's kind, format and
 * place; a topic the reader does not know gets its English page's tags and the Hindi ones its words allow.
 */
export function generateHindiTags(rawTopic: string, year: number, writing: Exclude<Writing, "en">): TagOutcome {
  const english = generateTags(rawTopic, year);
  if (!english.ok) return english;
  const [main = "", ...others] = english.result.tags;
  const topic = tagTopic(rawTopic.slice(0, 2_000));
  const known = topic.reading.kind !== "general" && !topic.facets.has("bare");
  const ownKind = known && topic.reading.format !== "comparison" && topic.reading.format !== "tour";
  const hindiBank = [...HINDI_FORMAT_TAG_PHRASES, ...(ownKind ? HINDI_KIND_TAG_PHRASES : [])];
  const hinglishBank = [...HINGLISH_FORMAT_TAG_PHRASES, ...(ownKind ? HINGLISH_KIND_TAG_PHRASES : [])];
  // Hinglish writes a known Devanagari subject in Roman letters, as the reader spells it, when the
  // English page found no known spelling for it.
  const { reading } = topic;
  const spelled = reading.kind !== "general" && hasDevanagari(reading.subject);
  const respelled = topic.subject === "" && spelled;
  const roman = respelled ? cleanTag(reading.latin) : topic.subject;
  const hinglish = phrasesFor(hinglishBank, topic, { subject: roman, place: topic.place }, year);

  let candidates: string[];
  if (writing === "hi") {
    const written = hindiWritten(topic);
    const hindi = phrasesFor(hindiBank, topic, written, year);
    // The subject alone only where the English page lists it alone: a broad word ("cafe") is not a search.
    const listed = english.result.tags.includes(topic.subject) || english.result.tags.includes(written.subject);
    const alone = known && listed && hasDevanagari(written.subject) ? [written.subject] : [];
    candidates = [main, ...alone, ...interleave([hindi, others, hinglish])];
  } else {
    // A topic typed in Devanagari is searched in Roman letters too: its English tags hold the spelling.
    const alone = respelled ? [roman] : [];
    candidates = [main, ...alone, ...interleave([hinglish, others])].filter((tag) => !hasDevanagari(tag));
  }

  const tags: string[] = [];
  let length = 0;
  for (const tag of unique(candidates)) {
    if (tag === "" || codePointLength(tag) > MAX_TAG_CHARS) continue;
    if (tag !== main && repeatsAWord(tag)) continue;
    const added = tagCost(tag) + (tags.length > 0 ? 1 : 0);
    if (length + added > TAG_CHAR_LIMIT) continue;
    tags.push(tag);
    length += added;
  }
  return {
    ok: true,
    result: {
      tags,
      text: tags.join(TAG_SEPARATOR),
      length,
      limit: TAG_CHAR_LIMIT,
      remaining: TAG_CHAR_LIMIT - length,
    },
  };
}
