// The Hindi page's titles: the same reading of the topic as the English page (kind, format, place,
// facets), answered from the Hindi patterns in Devanagari or, when chosen, in Hinglish.
import { type Deck, createDeck, visitDeck } from "~/lib/text/deck";
import type { Rng } from "~/lib/text/random";
import { codePointLength, sliceCodePoints } from "~/lib/text/text";
import { type SubjectKind, type VideoFormat, hasDevanagari, toLatin } from "~/lib/topic";
import { type TopicSlots, canFill, fill, slotsIn, topicSlots } from "~/lib/topic/template-slots";
import type { Writing } from "~/lib/text/writing";
import type { Facet } from "./youtube-title-generator.data";
import { HINDI_TITLE_GROUPS } from "./titles-hi.data";
import {
  SEARCH_VISIBLE,
  TITLE_LIMIT,
  VIDEO_TYPES,
  type VideoType,
  isVideoType,
  normaliseTopic,
} from "./youtube-title-generator.form";
import {
  type Layer,
  type TitleSuggestion,
  type TitleTopic,
  fitTopic,
  shares,
  titleCaseTopic,
  titleTopic,
} from "./youtube-title-generator.logic";
import { TITLE_WORDS } from "./words";

/** The Hindi page's two writings. */
export type HindiWriting = Exclude<Writing, "en">;

/** A title as the screen shows it. */
export type ShownTitle = Omit<TitleSuggestion, "angle">;

export type HindiTitleOutcome = { ok: true; titles: ShownTitle[] } | { ok: false; message: string };

/** One Hindi pattern in both writings, with the types, kinds, formats and facets it is written for. */
export interface HindiTitlePattern {
  hi: string;
  hinglish: string;
  types: readonly VideoType[];
  kinds: readonly SubjectKind[] | "any";
  formats?: readonly VideoFormat[];
  when?: readonly Facet[];
  layer: Layer;
}

const ALL_TYPES = VIDEO_TYPES.map(({ value }) => value);

export const HINDI_TITLE_PATTERNS: readonly HindiTitlePattern[] = HINDI_TITLE_GROUPS.flatMap(
  ({ kinds, formats, when, byType = {}, everyType = [] }) => {
    const layer: Layer = formats ? "format" : kinds === "any" ? "any" : "kind";
    const fit = { kinds, layer, ...(formats ? { formats } : {}), ...(when ? { when } : {}) };
    const typed = (Object.entries(byType) as [VideoType, readonly (readonly [string, string])[]][]).flatMap(
      ([type, lines]) => lines.map(([hi, hinglish]) => ({ hi, hinglish, types: [type], ...fit })),
    );
    return [...typed, ...everyType.map(([hi, hinglish]) => ({ hi, hinglish, types: ALL_TYPES, ...fit }))];
  },
);

/** Gives the deck a bank is dealt from; the screen keeps one per bank for the visit. */
export type HindiDeckSource = (key: string, patterns: readonly HindiTitlePattern[]) => Deck<HindiTitlePattern>;

export const visitHindiTitleDeck: HindiDeckSource = (key, patterns) => visitDeck(`titles:${key}`, patterns);

/** Decks for one run of tests, seeded. */
export function seededHindiDecks(rng: Rng): HindiDeckSource {
  const decks = new Map<string, Deck<HindiTitlePattern>>();
  return (key, patterns) => {
    let deck = decks.get(key);
    if (!deck) {
      deck = createDeck(patterns, rng);
      decks.set(key, deck);
    }
    return deck;
  };
}

/** Latin words in title case ("dal makhani" → "Dal Makhani"); names keep their casing, Devanagari is untouched. */
const cased = (text: string) => titleCaseTopic(text, true);
/** In Roman letters for Hinglish: Devanagari as Hindi speakers type it, in title case. */
const roman = (text: string) => cased(hasDevanagari(text) ? toLatin(text) : text);

/**
 * The Devanagari words the visitor typed right before a Devanagari subject ("दिल्ली" of "दिल्ली
 * स्ट्रीट फ़ूड"): the place as they wrote it, where the reader names it in Latin letters.
 */
function typedBefore(input: string, subject: string): string | null {
  const at = input.indexOf(subject);
  if (at <= 0) return null;
  const before = input.slice(0, at).trim();
  const words = before.split(/\s+/u);
  return words.length <= 3 && words.every((word) => hasDevanagari(word) && !/[A-Za-z]/u.test(word)) ? before : null;
}

/**
 * The slots for a topic in a writing. `{s}` carries a place that qualifies the subject in front of
 * it ("Delhi Street Food"), as the English titles do; Hinglish is in Roman letters throughout.
 */
export function hindiSlots(topic: TitleTopic, writing: HindiWriting): TopicSlots {
  const base = topicSlots(topic.reading);
  const thing = topic.thing;
  let s: string;
  if (writing === "hinglish") {
    s = base.place !== null ? `${roman(base.place)} ${roman(thing)}` : roman(thing);
  } else if (base.place === null) {
    s = cased(thing);
  } else if (hasDevanagari(thing)) {
    const typed = typedBefore(topic.reading.input, thing);
    s = typed === null ? thing : `${typed} ${thing}`;
  } else {
    s = `${base.place} ${cased(thing)}`;
  }
  const side = (text: string | null) => (text === null ? null : writing === "hinglish" ? roman(text) : cased(text));
  const a = side(base.a);
  const b = side(base.b);
  return { ...base, s, S: s, place: null, where: "", a, b, A: a, B: b };
}

/** Whether a pattern may be used for this topic, type and writing's slots. */
export function fitsHindi(pattern: HindiTitlePattern, topic: TitleTopic, type: VideoType, slots: TopicSlots): boolean {
  const { reading, facets } = topic;
  if (!pattern.types.includes(type)) return false;
  if (pattern.kinds !== "any" && !pattern.kinds.includes(reading.kind)) return false;
  if (pattern.formats && (reading.format === null || !pattern.formats.includes(reading.format))) return false;
  // A keyword that is only a format is served by the lines written for it, and they serve nothing else.
  if (facets.has("bare") !== (pattern.when?.includes("bare") ?? false)) return false;
  if (pattern.when && !pattern.when.every((facet) => facets.has(facet))) return false;
  // A comparison takes only the lines for both sides, and they take nothing else.
  return canFill(pattern.hi, slots);
}

export type HindiTitleBank = Record<Layer, HindiTitlePattern[]>;

export function hindiTitleBank(topic: TitleTopic, type: VideoType, slots: TopicSlots): HindiTitleBank {
  const bank: HindiTitleBank = { format: [], kind: [], any: [] };
  for (const pattern of HINDI_TITLE_PATTERNS)
    if (fitsHindi(pattern, topic, type, slots)) bank[pattern.layer].push(pattern);
  return bank;
}

const INDEX = new Map(HINDI_TITLE_PATTERNS.map((pattern, index) => [pattern, index]));

function searchSplit(text: string): Pick<ShownTitle, "searchCut" | "visible" | "hidden"> {
  if (codePointLength(text) <= SEARCH_VISIBLE) return { searchCut: null, visible: text, hidden: "" };
  const visible = sliceCodePoints(text, SEARCH_VISIBLE);
  return { searchCut: codePointLength(visible), visible, hidden: text.slice(visible.length) };
}

/** One title from one pattern's text, never over 100 characters however long the topic. */
export function buildHindiTitle(text: string, slots: TopicSlots): ShownTitle {
  let filled = fill(text, slots);
  let shortened = false;
  if (codePointLength(filled) > TITLE_LIMIT) {
    // Each slot gets an equal share of the room the pattern's own words leave.
    const used = slotsIn(text);
    const own = codePointLength(text.replace(/\{[A-Za-z]+\}/gu, ""));
    const budget = Math.max(1, Math.floor((TITLE_LIMIT - own) / Math.max(1, used.length)));
    const fitted: TopicSlots = { ...slots };
    for (const name of ["s", "S", "a", "b", "A", "B"] as const) {
      const value = slots[name];
      if (value !== null) fitted[name] = fitTopic(value, budget).text;
    }
    filled = fill(text, fitted);
    shortened = true;
  }
  if (codePointLength(filled) > TITLE_LIMIT) filled = sliceCodePoints(filled, TITLE_LIMIT).trimEnd();
  return { text: filled, length: codePointLength(filled), ...searchSplit(filled), shortened };
}

/** The patterns a generation uses and the titles they give, for tests that check which pattern made what. */
export function dealHindiTitles(
  typed: string,
  type: VideoType,
  writing: HindiWriting,
  decks: HindiDeckSource,
): { pattern: HindiTitlePattern; title: ShownTitle }[] {
  const topic = titleTopic(typed);
  const slots = hindiSlots(topic, writing);
  const bank = hindiTitleBank(topic, type, slots);
  const counts = shares(bank);
  const patterns = (["format", "kind", "any"] as const).flatMap((layer) => {
    if (counts[layer] === 0) return [];
    const key = `${writing}:${type}:${layer}:${bank[layer].map((pattern) => INDEX.get(pattern)).join(",")}`;
    return decks(key, bank[layer]).deal(counts[layer]);
  });
  const seen = new Set<string>();
  return patterns.flatMap((pattern) => {
    const title = buildHindiTitle(pattern[writing], slots);
    if (seen.has(title.text)) return [];
    seen.add(title.text);
    return [{ pattern, title }];
  });
}

/** Twelve titles for a topic (typed in Devanagari, Hinglish or English) and video type, in a Hindi writing. */
export function generateHindiTitles(
  rawTopic: string,
  type: string,
  writing: HindiWriting,
  decks: HindiDeckSource,
): HindiTitleOutcome {
  const words = TITLE_WORDS.hi;
  if (!isVideoType(type)) return { ok: false, message: words.typeMessage };
  const typed = normaliseTopic(rawTopic);
  if (!/[\p{L}\p{N}]/u.test(typed)) return { ok: false, message: words.topicMessage };
  return { ok: true, titles: dealHindiTitles(typed, type, writing, decks).map(({ title }) => title) };
}
