import { descriptionHashtags, formatHashtags, isUsableTag, normaliseKeyword } from "~/lib/hashtags/hashtags";
import { type Deck, createDeck } from "~/lib/text/deck";
import { type Rng, shuffle } from "~/lib/text/random";
import { codePointLength, unique } from "~/lib/text/text";
import { type TopicReading, readTopic } from "~/lib/topic";
import { LEXICON } from "~/lib/topic/lexicon.data";
import {
  DESCRIPTION_TEMPLATES,
  DISCLOSURE,
  FORMAT_TAG,
  PLATFORM_TAG,
  SHORTS_CUES,
  SHORTS_TAG,
  type DescriptionTemplate,
} from "./youtube-description-generator.data";
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

/** Deals a bank of templates: the screen passes the visit's decks, tests a seeded one. */
export type DeckFor = (key: string, templates: readonly DescriptionTemplate[]) => Deck<DescriptionTemplate>;

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
  const [first, second] = template.chapters;
  const chapters = [
    template.heading,
    `${STAMPS[0]} Intro`,
    `${STAMPS[1]} ${first}`,
    `${STAMPS[2]} ${second}`,
    `${STAMPS[3]} Conclusion${template.conclusion}`,
  ].join("\n");
  return [
    `${template.mark} ${title}`,
    intro,
    template.facts ?? "",
    chapters,
    template.links,
    template.disclosure ? DISCLOSURE : "",
    template.outro,
    hashtags,
  ]
    .filter((part) => part !== "")
    .join("\n\n");
}

/**
 * A full description for a normalised, non-empty title: a shape written for what the title is
 * about (a review gets specs and a verdict, a place a travel guide, an exam a study plan …), dealt
 * from `deckFor` (the screen passes the visit's decks; without them a fresh deck is dealt from `rng`).
 */
export function generateDescription(
  title: string,
  rng: Rng,
  deckFor: DeckFor = (_key, templates) => createDeck(templates, rng),
): string {
  const reading = readTopic(title);
  const shorts = isShortsTitle(title);
  const templates = descriptionTemplatesFor(reading, shorts);
  const [template] = deckFor(descriptionDeckKey(reading, shorts), templates).deal(1);
  const hashtags = formatHashtags(descriptionTags(reading, shorts, rng));
  if (!template) return [title, hashtags].filter((part) => part !== "").join("\n\n");
  return renderDescription(template, title, reading, hashtags);
}
