import type { SubjectKind, TopicReading } from "./reading";

/**
 * The shape of a subject: what a creator does with it, finer than its kind where the kind holds
 * things written about differently. An activity may be a routine (skincare, a morning walk, meal
 * prep, budgeting, cleaning: done every day, never "learnt from a teacher"), a sport or workout
 * (played or trained, with sweat and injuries: cricket, gym, running) or a skill (a craft or hobby
 * one learns and gets better at: coding, mehndi, guitar). Travel with a place is a trip. An event is a festival or another occasion.
 * Every other kind is its own shape: a dish, a place, a game, a person, a product, a concept.
 */
export type SubjectShape =
  | "routine"
  | "sport"
  | "skill"
  | "trip"
  | "dish"
  | "place"
  | "festival"
  | "occasion"
  | "game"
  | "show"
  | "person"
  | "product"
  | "brand"
  | "animal"
  | "study"
  | "concept"
  | "general";

export const SUBJECT_SHAPES: readonly SubjectShape[] = [
  "routine",
  "sport",
  "skill",
  "trip",
  "dish",
  "place",
  "festival",
  "occasion",
  "game",
  "show",
  "person",
  "product",
  "brand",
  "animal",
  "study",
  "concept",
  "general",
];

/**
 * Words that make an activity a routine of everyday life, in Latin letters as the reader spells a
 * subject (a Devanagari one too: सफाई is "safai"). Care, chores, money habits, meals, commutes.
 */
const ROUTINE_WORDS: ReadonlySet<string> = new Set([
  "routine",
  "skincare",
  "haircare",
  "care",
  "selfcare",
  "walk",
  "walking",
  "prep",
  "budget",
  "budgeting",
  "saving",
  "savings",
  "cleaning",
  "safai",
  "grocery",
  "groceries",
  "laundry",
  "commute",
  "commuting",
  "declutter",
  "decluttering",
  "organising",
  "organizing",
  "hydration",
  "sleep",
  "diet",
  "journaling",
  "dekhbhal",
  "shopping",
  "packing",
]);

/** Phrases that make one: "to work" (a commute), "meal prep", "self care". */
const ROUTINE_PHRASES: readonly string[] = ["to work", "to office", "to college", "meal prep", "self care"];

/** The topic map's topics of everyday care and household life. */
const ROUTINE_TOPICS: ReadonlySet<string> = new Set(["skincare", "haircare", "homehacks", "personalfinance"]);

/** The map files these with the festivals, but they are a family's own occasions. */
const OCCASION_TOPICS: ReadonlySet<string> = new Set(["wedding", "birthday", "party", "mehendi"]);

/** Travel words that make a trip of a place or of the activity itself. */
const TRIP_WORDS: ReadonlySet<string> = new Set(["trip", "travel", "road trip", "bike trip", "bike ride", "yatra"]);

const SAME: Partial<Record<SubjectKind, SubjectShape>> = {
  food: "dish",
  place: "place",
  game: "game",
  show: "show",
  person: "person",
  product: "product",
  brand: "brand",
  animal: "animal",
  study: "study",
  field: "concept",
  general: "general",
};

function isRoutine(reading: TopicReading): boolean {
  const latin = ` ${reading.latin.toLowerCase()} `;
  if (ROUTINE_PHRASES.some((phrase) => latin.includes(` ${phrase} `))) return true;
  if (latin.split(" ").some((word) => ROUTINE_WORDS.has(word))) return true;
  const [best] = reading.topics;
  return best !== undefined && !best.near && ROUTINE_TOPICS.has(best.topic.id);
}

/** The shape of the reading's subject (see `SubjectShape`). */
export function shapeOf(reading: TopicReading): SubjectShape {
  const { kind } = reading;
  const words = reading.latin.toLowerCase();
  const trip = TRIP_WORDS.has(words) || [...TRIP_WORDS].some((word) => words.endsWith(` ${word}`));
  // A trip goes somewhere: travel as a pastime with no place named ("solo travel") stays an activity.
  const placed = reading.place !== null;
  const tripFormat = reading.format === "vlog" || reading.format === "travel-guide";
  if ((kind === "place" && (trip || tripFormat)) || (kind === "activity" && placed && (trip || tripFormat)))
    return "trip";
  if (kind === "event") {
    const festival = reading.topics.some(
      ({ topic, near }) => !near && topic.kind === "festival" && !OCCASION_TOPICS.has(topic.id),
    );
    return festival ? "festival" : "occasion";
  }
  if (kind === "activity") {
    if (isRoutine(reading)) return "routine";
    const physical = reading.topics.some(
      ({ topic, near }) => !near && (topic.kind === "sport" || topic.kind === "fitness"),
    );
    return physical ? "sport" : "skill";
  }
  return SAME[kind] ?? "general";
}

/**
 * The subject with the modifiers a creator keeps, where the keyword put them: "first salary
 * budgeting", "winter skincare for dry skin". The subject alone when there are none.
 */
export function subjectWithModifiers(reading: TopicReading, subject: string = reading.subject): string {
  const modifiers = reading.modifiers ?? [];
  const input = reading.input.toLowerCase();
  const at = input.indexOf(reading.subject.toLowerCase());
  const before = modifiers.filter((modifier) => at > 0 && input.indexOf(modifier) >= 0 && input.indexOf(modifier) < at);
  const after = modifiers.filter((modifier) => !before.includes(modifier));
  return [...before, subject, ...after].join(" ");
}
