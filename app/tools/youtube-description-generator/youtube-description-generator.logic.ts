import { descriptionHashtags, formatHashtags, isUsableTag, normaliseKeyword } from "~/lib/hashtags/hashtags";
import { type Deck, createDeck } from "~/lib/text/deck";
import { type Rng, shuffle } from "~/lib/text/random";
import { codePointLength, unique } from "~/lib/text/text";
import { type TopicReading, hasDevanagari, inLatin, readTopic, latinOf } from "~/lib/topic";
import { topicSlots } from "~/lib/topic/template-slots";
import type { Writing } from "~/lib/text/writing";
import type { HindiDescriptionTemplate, WritingParts } from "./banks/shape";
import { HINDI_DESCRIPTIONS, HINDI_PARTS } from "./banks/hi/descriptions.data";
import { HINGLISH_DESCRIPTIONS, HINGLISH_PARTS } from "./banks/hinglish/descriptions.data";
import { LEXICON } from "~/lib/topic/lexicon.data";
import {
  DESCRIPTION_TEMPLATES,
  DISCLOSURE,
  FORMAT_TAG,
  PLATFORM_TAG,
  SHORTS_CUES,
  SHORTS_TAG,
  type DescriptionTemplate,
} from "./banks/en/descriptions.data";
import { fitKey, fittingTemplates, sentenceStart, startSentences, topicPhrase } from "~/lib/text/template-fit";
import { distinct, fittingTopics, judgeTags } from "~/lib/hashtags/tag-judge";
import { subjectTags } from "~/lib/hashtags/reading-tags";

/** The spec's sample chapters: the creator retimes them. */
export const STAMPS = ["00:00", "01:15", "03:45", "05:30"] as const;

const DESCRIPTION_MAX = 5;
const DESCRIPTION_MIN = 3;
/** Short keyword tags only: a long one is the title glued together again. */
const SHORT_TAG = 20;
/** A word of an unknown title long enough to be a tag of its own ("brunch", not "of"). */
const MIN_WORD = 3;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
}

/** Whether the title marks a Short ("#shorts", "ytshorts"), as a whole word. */
export function isShortsTitle(title: string): boolean {
  const text = ` ${title.toLowerCase()} `;
  return SHORTS_CUES.some((cue) =>
    new RegExp(`(^|[^\\p{L}\\p{N}#])${escapeForPattern(cue)}(?=[^\\p{L}\\p{N}]|$)`, "u").test(text),
  );
}

/** A shape of any writing: the English ones, or the Hindi page's in Devanagari or Hinglish. */
type AnyTemplate = DescriptionTemplate | HindiDescriptionTemplate;

/**
 * Deals a bank of templates: the screen passes the visit's decks, tests a seeded one. Each
 * writing's banks have keys of their own, so one source serves them all.
 */
export type DeckFor = (key: string, templates: readonly AnyTemplate[]) => Deck<AnyTemplate>;

const shortsTrait = (shorts: boolean) => (shorts ? (["shorts"] as const) : []);

export const descriptionDeckKey = (reading: TopicReading, shorts: boolean): string =>
  `youtube-description:${fitKey(reading, shortsTrait(shorts))}`;

/** The shapes written for this reading (a Short's for a Short; the general ones only when none is). */
export function descriptionTemplatesFor(reading: TopicReading, shorts: boolean): DescriptionTemplate[] {
  return fittingTemplates(DESCRIPTION_TEMPLATES, reading, shortsTrait(shorts));
}

let makers: readonly string[] | null = null;

/**
 * A model's tag without its maker's name, for a tag too long to keep whole: #galaxys24ultra for
 * "Samsung Galaxy S24 Ultra", #classic350 for "Royal Enfield Classic 350".
 */
function withoutMaker(tag: string): string {
  makers ??= LEXICON.brand.map((line) => normaliseKeyword(line.split("|")[0] ?? "")).filter((maker) => maker !== "");
  const maker = makers.find((name) => tag.startsWith(name) && tag.length > name.length);
  return maker ? tag.slice(maker.length) : tag;
}

/** The format's own tag where it reads right: #recipe only for food, #tutorial and #tips only for a how-to. */
function formatTag(reading: TopicReading): string | null {
  const tag = reading.format ? FORMAT_TAG[reading.format] : undefined;
  if (!tag) return null;
  if (tag === "recipe" && reading.kind !== "food") return null;
  if ((tag === "tutorial" || tag === "tips") && !reading.howTo) return null;
  return tag;
}

/**
 * Three to five short tags: the subject's own, then tags of its topic that are about it (the
 * shared `descriptionHashtags` picks first; its picks and the rest of the topic's tags stay only
 * where they fit the reading), then #shorts for a Short and the format's tag (#review, #vlog).
 * The spec's #youtube fills in only when the title gives fewer than three.
 */
export function descriptionTags(reading: TopicReading, shorts: boolean, rng: Rng): string[] {
  const extras = [...(shorts ? [SHORTS_TAG] : []), formatTag(reading)].filter((tag): tag is string => tag !== null);
  const own = subjectTags(reading)
    .map((tag) => (codePointLength(tag) <= SHORT_TAG ? tag : withoutMaker(tag)))
    .filter((tag) => codePointLength(tag) <= SHORT_TAG);
  // An unknown subject's own words are its tags too ("sunday", "brunch"); a known name is not cut
  // up ("Bigg Boss" is no #bigg and #boss).
  const words =
    reading.kind === "general"
      ? reading.subject
          .toLowerCase()
          .split(/[^\p{L}\p{M}\p{N}]+/u)
          .filter((word) => codePointLength(word) >= MIN_WORD && isUsableTag(word))
      : [];
  const judge = judgeTags(reading, [...own, ...words, ...extras]);
  const fromLibrary = descriptionHashtags(topicPhrase(reading), rng, extras);
  const pool = shuffle(
    fittingTopics(reading).flatMap((topic) => [...topic.broad, ...topic.mid]),
    rng,
  );
  const candidates = unique([...fromLibrary, ...words, ...pool]).filter(
    (tag) =>
      !own.includes(tag) &&
      !extras.includes(tag) &&
      codePointLength(tag) <= SHORT_TAG &&
      isUsableTag(tag) &&
      judge.allowed.has(tag) &&
      judge.fits(tag),
  );
  const ranked = [...candidates].sort((a, b) => judge.closeness(b) - judge.closeness(a));
  const picked = distinct([...own, ...ranked]).slice(0, DESCRIPTION_MAX - extras.length);
  const tags = unique([...picked, ...extras]);
  return tags.length < DESCRIPTION_MIN && !tags.includes(PLATFORM_TAG) ? [...tags, PLATFORM_TAG] : tags;
}

/** A description's parts in a writing, as `layOut` puts them together. */
interface DescriptionParts {
  mark: string;
  title: string;
  intro: string;
  facts: string;
  heading: string;
  /** The first and last chapters' names ("Intro", "Conclusion"). */
  start: string;
  chapters: readonly [string, string];
  end: string;
  conclusion: string;
  links: string;
  disclosure: string;
  outro: string;
  hashtags: string;
}

/** The layout every writing shares: title line, intro, facts, chapters, links, disclosure, outro, tags. */
function layOut(parts: DescriptionParts): string {
  const [first, second] = parts.chapters;
  const chapters = [
    parts.heading,
    `${STAMPS[0]} ${parts.start}`,
    `${STAMPS[1]} ${first}`,
    `${STAMPS[2]} ${second}`,
    `${STAMPS[3]} ${parts.end}${parts.conclusion}`,
  ].join("\n");
  return [
    `${parts.mark} ${parts.title}`,
    parts.intro,
    parts.facts,
    chapters,
    parts.links,
    parts.disclosure,
    parts.outro,
    parts.hashtags,
  ]
    .filter((part) => part !== "")
    .join("\n\n");
}

/** The template written out for a title; markers in the visitor's words are never read as markers. */
export function renderDescription(
  template: DescriptionTemplate,
  title: string,
  reading: TopicReading,
  hashtags: string,
): string {
  const topic = topicPhrase(reading);
  const intro = startSentences(
    template.intro.replace(/\{(topic|Topic)\}/gu, (_match, key: string) =>
      key === "Topic" ? sentenceStart(topic) : topic,
    ),
  );
  return layOut({
    mark: template.mark,
    title,
    intro,
    facts: template.facts ?? "",
    heading: template.heading,
    start: "Intro",
    chapters: template.chapters,
    end: "Conclusion",
    conclusion: template.conclusion,
    links: template.links,
    disclosure: template.disclosure ? DISCLOSURE : "",
    outro: template.outro,
    hashtags,
  });
}

// The Hindi page's writings: the same reading of the title (kind, format, traits, a Short or not)
// picks a shape written for it, in Devanagari or, when chosen, in Hinglish.

/** The Hindi page's two writings. */
export type HindiWriting = Exclude<Writing, "en">;

/** Each Hindi writing's bank: its shapes and the parts its descriptions share. */
const HINDI_BANKS: Readonly<
  Record<HindiWriting, { templates: readonly HindiDescriptionTemplate[]; parts: WritingParts }>
> = {
  hi: { templates: HINDI_DESCRIPTIONS, parts: HINDI_PARTS },
  hinglish: { templates: HINGLISH_DESCRIPTIONS, parts: HINGLISH_PARTS },
};

export const hindiDescriptionDeckKey = (reading: TopicReading, shorts: boolean, writing: HindiWriting): string =>
  `youtube-description:${writing}:${fitKey(reading, shortsTrait(shorts))}`;

/** The writing's shapes for this reading (a Short's for a Short; the general one only when none is). */
export function hindiDescriptionTemplatesFor(
  reading: TopicReading,
  shorts: boolean,
  writing: HindiWriting,
): HindiDescriptionTemplate[] {
  return fittingTemplates(HINDI_BANKS[writing].templates, reading, shortsTrait(shorts));
}

const roman = (text: string) => (hasDevanagari(text) ? latinOf(text) : text);

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

/**
 * A shape of the writing's own bank written out for a title; markers in the visitor's words are
 * never read as markers.
 */
export function renderHindiDescription(
  template: HindiDescriptionTemplate,
  title: string,
  reading: TopicReading,
  hashtags: string,
  writing: HindiWriting,
  shorts: boolean,
): string {
  const { parts } = HINDI_BANKS[writing];
  const topic = hindiTopic(reading, writing);
  const filled = template.intro.replace(/\{(s|S)\}/gu, (_match, key: string) =>
    key === "S" ? sentenceStart(topic) : topic,
  );
  // Hinglish reads as sentences in Latin letters; Devanagari has no capitals.
  const intro = writing === "hinglish" ? startSentences(filled) : filled;
  return layOut({
    mark: template.mark,
    title,
    intro,
    facts: template.facts ?? "",
    heading: shorts ? parts.shortsHeading : parts.heading,
    start: parts.intro,
    chapters: template.chapters,
    end: parts.end,
    conclusion: template.conclusion,
    links: shorts ? parts.shortsLinks : parts.links,
    disclosure: template.disclosure ? parts.disclosure : "",
    outro: template.outro,
    hashtags,
  });
}

/**
 * A full description for a normalised, non-empty title, in the writing asked for (English by
 * default): a shape written for what the title is about (a review gets specs and a verdict, a place
 * a travel guide, an exam a study plan …), dealt from `deckFor` (the screen passes the visit's
 * decks; without them a fresh deck is dealt from `rng`).
 */
export function generateDescription(
  title: string,
  rng: Rng,
  deckFor: DeckFor = (_key, templates) => createDeck(templates, rng),
  writing: Writing = "en",
): string {
  const reading = readTopic(title);
  const shorts = isShortsTitle(title);
  if (writing === "en")
    return describe(
      title,
      deckFor,
      descriptionDeckKey(reading, shorts),
      descriptionTemplatesFor(reading, shorts),
      () => descriptionTags(reading, shorts, rng),
      // Its sentences are in Latin letters: a Devanagari subject as people type it in Latin.
      (template, hashtags) => renderDescription(template, title, inLatin(reading), hashtags),
    );
  return describe(
    title,
    deckFor,
    hindiDescriptionDeckKey(reading, shorts, writing),
    hindiDescriptionTemplatesFor(reading, shorts, writing),
    () => hindiTags(reading, shorts, rng, writing),
    (template, hashtags) => renderHindiDescription(template, title, reading, hashtags, writing, shorts),
  );
}

/** The tail every writing shares: one shape dealt from the bank, then the tags, then the text. */
function describe<T extends AnyTemplate>(
  title: string,
  deckFor: DeckFor,
  key: string,
  templates: readonly T[],
  tags: () => string[],
  render: (template: T, hashtags: string) => string,
): string {
  const [dealt] = deckFor(key, templates).deal(1);
  // The deck deals from this bank's own shapes; finding it there gives it back its writing's type.
  const template = templates.find((shape) => shape === dealt);
  const hashtags = formatHashtags(tags());
  if (!template) return [title, hashtags].filter((part) => part !== "").join("\n\n");
  return render(template, hashtags);
}
