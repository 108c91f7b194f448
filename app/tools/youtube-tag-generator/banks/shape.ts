// The shape every writing's tag phrases are written in: each bank lists groups of phrases with the
// kinds, formats and facets they share, and `flatten` gives the logic one phrase at a time.
import type { SubjectKind, VideoFormat } from "~/lib/topic";

/**
 * Facts about a reading that some phrasings need (the same ideas as the title generator's):
 * `how-to` (a skill or a dish made at home), `eat-out` (food eaten out), `pet`, `named` (a proper
 * name), `common` (a kind of thing), `festive` (the occasion itself: Diwali, not Diwali decor),
 * `festive-part` (something of an occasion: Diwali decor, a Christmas party),
 * `sport` (a tournament), `category` (earbuds, not iPhone 16), `model` (a named product),
 * `whole` / `part` (a game itself, or a part of one: "BGMI" or "BGMI sensitivity settings"),
 * `placed` / `unplaced` (a place qualifies the subject, or not), `bare` (the keyword only named a
 * format: "study with me", "grwm"), `learnt` / `routine` (an activity one learns or plays, or an
 * everyday routine: skincare, a morning walk, budgeting, which nobody searches "for beginners").
 */
export type TagFacet =
  | "how-to"
  | "eat-out"
  | "pet"
  | "named"
  | "common"
  | "festive"
  | "festive-part"
  | "sport"
  | "whole"
  | "part"
  | "category"
  | "model"
  | "placed"
  | "unplaced"
  | "bare"
  | "learnt"
  | "routine";

/**
 * A search phrase built around the subject. `{s}` is the subject in lower case (in Latin letters
 * for a Devanagari subject, the way people type Hinglish searches), `{p}` a place that qualifies
 * it, `{year}` the current year. A phrase is used only for its kinds, for a reading with one of
 * its `formats` when it names them, when its facets hold, with `{p}` only when a place was named
 * and with `{year}` only when the topic is time-bound.
 */
export interface TagPhrase {
  text: string;
  kinds: readonly SubjectKind[];
  formats?: readonly VideoFormat[];
  when?: readonly TagFacet[];
}

/** Phrases that share a fit, as the banks write them. */
export interface PhraseGroup {
  kinds: readonly SubjectKind[];
  formats?: readonly VideoFormat[];
  when?: readonly TagFacet[];
  phrases: readonly string[];
}

export function flatten(groups: readonly PhraseGroup[]): TagPhrase[] {
  return groups.flatMap(({ phrases, ...fit }) => phrases.map((text) => ({ text, ...fit })));
}
