// The shape the Hindi page's title banks are written in: groups of lines that share a fit (kinds, a
// format, facets), by video type or for every type. Devanagari (hi/titles.data.ts) and Hinglish
// (hinglish/titles.data.ts) each have a bank of their own, group for group and line for line the
// same patterns: the logic numbers a pattern by its place in its bank to name the deck it is dealt
// from, so a line and its twin stand in the same place (titles.data.hindi.test.ts holds them there).
import type { SubjectKind, VideoFormat } from "~/lib/topic";
import type { VideoType } from "../youtube-title-generator.form";
import type { Facet } from "./en/titles.data";

/**
 * Lines for some kinds (or every kind), for one reading's format or facets when named. A group that
 * names `formats` serves only readings of those formats; `when` needs every facet it lists.
 */
export interface TitleGroup {
  kinds: readonly SubjectKind[] | "any";
  formats?: readonly VideoFormat[];
  when?: readonly Facet[];
  /** Lines for one video type each. */
  byType?: Partial<Record<VideoType, readonly string[]>>;
  /** Lines that suit every video type. */
  everyType?: readonly string[];
}

/** One writing's bank of title patterns. */
export interface TitleGroups {
  /** Any subject at all: read as a label, so they suit a cat, BGMI, Diwali or a word nobody knows. */
  any: TitleGroup;
  /** Lines written for a kind of subject, or for a kind with a facet (a pet, a dish cooked at home). */
  kinds: readonly TitleGroup[];
  /** A few lines written for the format the keyword named (a recipe, an unboxing, gameplay). */
  formats: readonly TitleGroup[];
  /** Keywords that only name a format ("study with me", "grwm"): no subject to put in. */
  bare: readonly TitleGroup[];
  /** Two things side by side: only these fit, and they fit nothing else. */
  comparison: TitleGroup;
}

/** Every group of a bank, in the order the logic numbers its lines. */
export function titleGroups(bank: TitleGroups): TitleGroup[] {
  return [bank.any, ...bank.kinds, ...bank.formats, ...bank.bare, bank.comparison];
}
