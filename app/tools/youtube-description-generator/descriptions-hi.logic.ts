// The Hindi page's descriptions: the same reading of the title as the English page (kind, format,
// traits, a Short or not) picks a shape written for it, in Devanagari or, when chosen, in Hinglish.
import { formatHashtags } from "~/lib/hashtags/hashtags";
import { type Deck, createDeck } from "~/lib/text/deck";
import type { Rng } from "~/lib/text/random";
import { fitKey, fittingTemplates, sentenceStart, startSentences } from "~/lib/text/template-fit";
import { type TopicReading, hasDevanagari, readTopic, toLatin } from "~/lib/topic";
import { topicSlots } from "~/lib/topic/template-slots";
import type { Writing } from "~/lib/text/writing";
import { HINDI_DESCRIPTION_TEMPLATES, HINDI_PARTS, type HindiDescriptionTemplate } from "./descriptions-hi.data";
import { STAMPS, descriptionTags, isShortsTitle } from "./youtube-description-generator.logic";

/** The Hindi page's two writings. */
export type HindiWriting = Exclude<Writing, "en">;

export type HindiDeckFor = (
  key: string,
  templates: readonly HindiDescriptionTemplate[],
) => Deck<HindiDescriptionTemplate>;

const shortsTrait = (shorts: boolean) => (shorts ? (["shorts"] as const) : []);

export const hindiDescriptionDeckKey = (reading: TopicReading, shorts: boolean, writing: HindiWriting): string =>
  `youtube-description:${writing}:${fitKey(reading, shortsTrait(shorts))}`;

/** The shapes written for this reading (a Short's for a Short; the general one only when none is). */
export function hindiDescriptionTemplatesFor(reading: TopicReading, shorts: boolean): HindiDescriptionTemplate[] {
  return fittingTemplates(HINDI_DESCRIPTION_TEMPLATES, reading, shortsTrait(shorts));
}

const roman = (text: string) => (hasDevanagari(text) ? toLatin(text) : text);

/**
 * The Devanagari words the visitor typed right before a Devanagari subject ("मनाली" of "मनाली ट्रिप
 * व्लॉग"): the place as they wrote it, where the reader names it in Latin letters.
 */
function typedBefore(input: string, subject: string): string | null {
  const at = input.indexOf(subject);
  if (at <= 0) return null;
  const words = input.slice(0, at).trim().split(/\s+/u);
  return words.length <= 3 && words.every((word) => hasDevanagari(word) && !/[A-Za-z]/u.test(word))
    ? words.join(" ")
    : null;
}

/** A Hindi postposition joining two phrases: "iPhone 16 का सच", "मेरी बिल्ली का एक दिन". */
const JOINER = /\s+(?:का|की|के)\s+/u;
/** A subject this long that holds a joiner is the title's own words, not its subject. */
const LONG_SUBJECT = 4;

/**
 * The subject a sentence can name: a long title read whole ("iPhone 16 का सच ईमानदार") is cut at
 * its first joiner ("iPhone 16"); a short phrase keeps it ("घर की सजावट").
 */
export function namedSubject(subject: string): string {
  if (subject.split(/\s+/u).length < LONG_SUBJECT) return subject;
  const [head = ""] = subject.split(JOINER);
  return head.trim() === "" ? subject : head.trim();
}

/** The subject with a place that qualifies it in front ("Delhi street food"), in the writing's letters. */
export function hindiTopic(reading: TopicReading, writing: HindiWriting): string {
  const slots = topicSlots(reading);
  const { place } = slots;
  const s = namedSubject(slots.s);
  if (writing === "hinglish") return place === null ? roman(s) : `${roman(place)} ${roman(s)}`;
  if (place === null) return s;
  if (!hasDevanagari(s)) return `${place} ${s}`;
  const typed = typedBefore(reading.input, s);
  return typed === null ? s : `${typed} ${s}`;
}

/**
 * Hashtags in the writing's letters: never one that mixes scripts (a title glued together), and for
 * Hinglish only those in Roman letters.
 */
export function hindiTags(reading: TopicReading, shorts: boolean, rng: Rng, writing: HindiWriting): string[] {
  return descriptionTags(reading, shorts, rng).filter(
    (tag) => !(hasDevanagari(tag) && (writing === "hinglish" || /[A-Za-z]/u.test(tag))),
  );
}

/** The shape written out for a title; markers in the visitor's words are never read as markers. */
export function renderHindiDescription(
  template: HindiDescriptionTemplate,
  title: string,
  reading: TopicReading,
  hashtags: string,
  writing: HindiWriting,
  shorts: boolean,
): string {
  const parts = HINDI_PARTS[writing];
  const text = template[writing];
  const topic = hindiTopic(reading, writing);
  const filled = text.intro.replace(/\{(s|S)\}/gu, (_match, key: string) =>
    key === "S" ? sentenceStart(topic) : topic,
  );
  // Hinglish reads as sentences in Latin letters; Devanagari has no capitals.
  const intro = writing === "hinglish" ? startSentences(filled) : filled;
  const [first, second] = text.chapters;
  const chapters = [
    shorts ? parts.shortsHeading : parts.heading,
    `${STAMPS[0]} ${parts.intro}`,
    `${STAMPS[1]} ${first}`,
    `${STAMPS[2]} ${second}`,
    `${STAMPS[3]} ${parts.end}${text.conclusion}`,
  ].join("\n");
  return [
    `${template.mark} ${title}`,
    intro,
    text.facts ?? "",
    chapters,
    shorts ? parts.shortsLinks : parts.links,
    template.disclosure ? parts.disclosure : "",
    text.outro,
    hashtags,
  ]
    .filter((part) => part !== "")
    .join("\n\n");
}

/**
 * A full description for a normalised, non-empty title, in a Hindi writing: a shape written for what
 * the title is about, dealt from `deckFor` (the screen passes the visit's decks).
 */
export function generateHindiDescription(
  title: string,
  rng: Rng,
  writing: HindiWriting,
  deckFor: HindiDeckFor = (_key, templates) => createDeck(templates, rng),
): string {
  const reading = readTopic(title);
  const shorts = isShortsTitle(title);
  const templates = hindiDescriptionTemplatesFor(reading, shorts);
  const [template] = deckFor(hindiDescriptionDeckKey(reading, shorts, writing), templates).deal(1);
  const hashtags = formatHashtags(hindiTags(reading, shorts, rng, writing));
  if (!template) return [title, hashtags].filter((part) => part !== "").join("\n\n");
  return renderHindiDescription(template, title, reading, hashtags, writing, shorts);
}
