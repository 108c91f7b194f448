import type { TopicMatch } from "~/lib/topic-map/topics-for";

/**
 * What kind of thing a creator's topic is. Tools choose patterns, modifiers, emoji and hashtags by
 * it, so a cat never gets "I Tried Cat for 7 Days" and a cafe never gets "recipe".
 *
 * - `product`: something you buy: a phone, laptop, earbuds, bike, car, a cosmetic, a garment (iPhone 16, sunscreen, kurti)
 * - `brand`: a company or label named on its own (Nike, Zara, Samsung, Nykaa)
 * - `place`: a city, state, country, region, landmark or kind of venue (Goa, Manali, Taj Mahal, cafe, beach)
 * - `food`: a dish, drink, ingredient or cuisine (biryani, masala chai, street food, paneer)
 * - `activity`: something people do or practise: a sport, workout, skill, hobby, craft or routine
 *   (cricket, gym, yoga, coding, photography, makeup, skincare, mehndi, baking, trekking)
 * - `animal`: a pet or other animal (cat, dog, tortoise, parrot, wildlife)
 * - `person`: a role, a kind of person or a named person (teacher, mom, student, Virat Kohli)
 * - `event`: a festival, occasion, ceremony or tournament (Diwali, wedding, birthday, IPL, World Cup)
 * - `study`: an exam, an academic subject or a language being learned (NEET, UPSC, class 10 maths, spoken English)
 * - `game`: a video, mobile or board game (BGMI, Free Fire, Minecraft, chess, ludo)
 * - `show`: a film, series, show, anime, song or book, or such works as a whole (Pushpa 2, Bigg Boss, anime, Bollywood)
 * - `field`: an area of knowledge or interest people follow rather than do (finance, stock market,
 *   fashion, tech, motivation, mental health, parenting, business, AI)
 * - `general`: nothing known: an honest reading that promises nothing specific
 */
export type SubjectKind =
  | "product"
  | "brand"
  | "place"
  | "food"
  | "activity"
  | "animal"
  | "person"
  | "event"
  | "study"
  | "game"
  | "show"
  | "field"
  | "general";

export const SUBJECT_KINDS: readonly SubjectKind[] = [
  "product",
  "brand",
  "place",
  "food",
  "activity",
  "animal",
  "person",
  "event",
  "study",
  "game",
  "show",
  "field",
  "general",
];

/**
 * The kind of video or post the creator named, if any.
 * review · unboxing · tutorial (how to, kaise kare, for beginners is not one) · recipe (a food's
 * how-to: "recipe", "kaise banaye") · vlog (vlog, day in my life, trip, diaries) · haul ·
 * comparison ("vs", "compared") · tips (tips, tricks, hacks) · challenge · grwm (get ready with me) ·
 * study-with-me · tour (room / house / studio / campus tour) · travel-guide (itinerary, places to
 * visit, travel guide) · reaction · highlights · gameplay · ideas (ideas, inspiration) ·
 * explained (explained, samjho, kya hai).
 */
export type VideoFormat =
  | "review"
  | "unboxing"
  | "tutorial"
  | "recipe"
  | "vlog"
  | "haul"
  | "comparison"
  | "tips"
  | "challenge"
  | "grwm"
  | "study-with-me"
  | "tour"
  | "travel-guide"
  | "reaction"
  | "highlights"
  | "gameplay"
  | "ideas"
  | "explained";

export const VIDEO_FORMATS: readonly VideoFormat[] = [
  "review",
  "unboxing",
  "tutorial",
  "recipe",
  "vlog",
  "haul",
  "comparison",
  "tips",
  "challenge",
  "grwm",
  "study-with-me",
  "tour",
  "travel-guide",
  "reaction",
  "highlights",
  "gameplay",
  "ideas",
  "explained",
];

/** What the reader understood of a keyword. Pure data: every tool reads the same answer. */
export interface TopicReading {
  /** The keyword with whitespace collapsed and markup-ish characters removed, as typed otherwise. */
  input: string;
  /**
   * The thing itself, with the casing its makers and fans use (iPhone 16, BGMI, OnePlus 12, NEET,
   * street food, Diwali), without the format words, qualifiers (best, easy, at home, for
   * beginners, in hindi, a year) or a place that only qualifies it. Devanagari stays Devanagari.
   * For a comparison, both sides: "iPhone 16 vs Galaxy S24".
   */
  subject: string;
  kind: SubjectKind;
  format: VideoFormat | null;
  /** A city, state, country or region named in the keyword, in its usual casing ("Delhi"). */
  place: string | null;
  /** The topic map's topics for the keyword, best first: the source of related hashtags. */
  topics: readonly TopicMatch[];
  /** False when nothing in the curated data recognised the subject: tools stay generic. */
  known: boolean;
  /** True for things that date: reviews, launches, events, exams, a year or model in the keyword. */
  timeBound: boolean;
  /** True when "tips" and "tutorial" read naturally with it: skills, recipes, how-to formats. */
  howTo: boolean;
  /** The subject in Latin letters, lower case, for handles ("खाना" → "khana"). */
  latin: string;
  /**
   * From the dictionary of English nouns, the tags of the group creators file the subject's head
   * noun under, the head's own tag first where the subject is longer ("leopard gecko": gecko,
   * reptile, reptiles); absent when it has none.
   */
  group?: readonly string[];
  /**
   * True when the subject is a person read only by the shape of the name ("rinku singh"): nobody
   * listed them, so they may be someone famous or the visitor themself.
   */
  nameOnly?: boolean;
  /**
   * The thing the subject is a kind of, when the subject says more ("winter skincare" → skincare,
   * "budget smartwatch" → smartwatch): the last thing the reader knows in it.
   */
  head?: string;
  /**
   * What the keyword says the subject is for or who it is for, as typed, in order ("for dry skin",
   * "first", "for kids", "under 3000"): dropped from the subject, kept for the tools that write
   * about it. Absent when there is none.
   */
  modifiers?: readonly string[];
}

/** One labelled keyword of the evaluation set: what a careful reader of Indian creators' subjects expects. */
export interface EvaluationCase {
  keyword: string;
  subject: string;
  kind: SubjectKind;
  /** Omitted when the keyword names no format. */
  format?: VideoFormat;
  /** Omitted when the keyword names no place. */
  place?: string;
}
