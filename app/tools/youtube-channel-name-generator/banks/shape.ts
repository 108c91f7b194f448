// The shape the Hindi page's name banks are written in: one row per pattern, its text in the
// bank's writing and the kinds (and condition, and formats) it fits. Devanagari and Hinglish each
// have a bank of their own, row for row the same patterns.
import type { VideoFormat } from "~/lib/topic/reading";
import type { ChannelKind, NamePattern, PatternCondition } from "./en/channel-names.data";

/** Every kind, and every kind but a fan channel's, as the rows name them. */
export const ALL: readonly ChannelKind[] = [
  "general",
  "person",
  "fan",
  "product",
  "place",
  "food",
  "activity",
  "animal",
  "event",
  "study",
  "game",
  "show",
  "field",
];
export const NOT_FAN = ALL.filter((kind) => kind !== "fan");

/** One name pattern in one writing, fitting the kinds it names. */
export type NameRow = readonly [
  text: string,
  kinds: readonly ChannelKind[],
  when?: PatternCondition,
  formats?: readonly VideoFormat[],
];

/** A bank's rows as the patterns the logic fills. */
export function namePatterns(rows: readonly NameRow[]): NamePattern[] {
  return rows.map(([text, kinds, when, formats]) => ({
    text,
    kinds,
    ...(when ? { when } : {}),
    ...(formats ? { formats } : {}),
  }));
}
