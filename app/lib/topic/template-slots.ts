import type { TopicReading } from "./reading";
import { hasDevanagari } from "./transliterate";

/**
 * The words a caption or idea template can use, from the reader's answer:
 * - `{s}` the subject in its makers' casing ("iPhone 16", "biryani", "BGMI"); `{S}` the same at the
 *   start of a sentence or title (a lower-case subject gets a capital; "iPhone" stays);
 * - `{place}` the place the keyword names beside its subject ("street food" in Delhi), and `{where}`
 *   " in Delhi" when there is one, " near you" when there is not;
 * - `{a}`, `{b}` (`{A}`, `{B}`) the two sides of a comparison. Only templates that use both sides
 *   write a comparison, and they write nothing else.
 */
export interface TopicSlots {
  s: string;
  S: string;
  place: string | null;
  where: string;
  a: string | null;
  b: string | null;
  A: string | null;
  B: string | null;
  /** A proper name (Goa, Taj Mahal, Virat Kohli), not a common noun (cafe, teacher). */
  named: boolean;
  /** The subject is a city, state, country or region itself: "3 days in {s}" reads right. */
  region: boolean;
}

type SlotName = Exclude<keyof TopicSlots, "named" | "region">;
const SLOT_NAMES: ReadonlySet<string> = new Set<SlotName>(["s", "S", "place", "where", "a", "b", "A", "B"]);
const SLOT = /\{([A-Za-z]+)\}/gu;
const COMPARISON_SLOTS = ["a", "b", "A", "B"];

/** "biryani" → "Biryani"; anything already holding a capital (iPhone, realme 14 Pro, BGMI) stays. */
export function sentenceStart(text: string): string {
  if (/\p{Lu}/u.test(text)) return text;
  return text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
}

export function topicSlots(reading: TopicReading): TopicSlots {
  const { subject, place } = reading;
  const sides = reading.format === "comparison" ? subject.split(" vs ") : [];
  const [a, b] = sides.length === 2 && sides.every((side) => side.trim() !== "") ? sides : [null, null];
  // A place is worth naming only beside another subject: street food in Delhi, not Goa in Goa.
  const region =
    place !== null &&
    (subject.toLowerCase() === place.toLowerCase() || (reading.kind === "place" && hasDevanagari(subject)));
  const beside = place !== null && !region ? place : null;
  return {
    s: subject,
    S: sentenceStart(subject),
    place: beside,
    where: beside !== null ? ` in ${beside}` : " near you",
    a: a ?? null,
    b: b ?? null,
    A: a ? sentenceStart(a) : null,
    B: b ? sentenceStart(b) : null,
    named: /\p{Lu}/u.test(subject) || region,
    region,
  };
}

/** The slot names a template uses, in order. */
export function slotsIn(text: string): string[] {
  return Array.from(text.matchAll(SLOT), (match) => match[1] ?? "");
}

/** Whether every slot is known and has a value here, and comparisons are written only as comparisons. */
export function canFill(text: string, slots: TopicSlots): boolean {
  const used = slotsIn(text);
  if (!used.every((name) => SLOT_NAMES.has(name))) return false;
  const comparing = slots.a !== null;
  const usesSides = used.some((name) => COMPARISON_SLOTS.includes(name));
  if (comparing !== usesSides) return false;
  return used.every((name) => slots[name as SlotName] !== null);
}

/** The template with its slots filled. Throws for a slot `canFill` would refuse: a bug in the data. */
export function fill(text: string, slots: TopicSlots): string {
  return text.replace(SLOT, (whole, name: string) => {
    const value = SLOT_NAMES.has(name) ? slots[name as SlotName] : null;
    if (value === null) throw new Error(`Template slot ${whole} has no value in "${text}"`);
    return value;
  });
}
