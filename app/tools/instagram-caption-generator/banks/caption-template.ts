import type { SubjectKind, VideoFormat } from "~/lib/topic";
import type { SubjectShape } from "~/lib/topic/shape";
import type { CaptionCategory } from "./en/captions.data";

/**
 * A caption written for a kind of topic, with the subject in a slot (see topic-slots.ts). It is
 * used only for the kinds it names, only in the moods it suits, only for the formats it names (if
 * any), and only for proper names or only for common nouns when it says so.
 */
export interface CaptionTemplate {
  kinds: readonly SubjectKind[];
  moods: readonly CaptionCategory[];
  formats?: readonly VideoFormat[];
  /** "named": Goa, Virat Kohli ("Back in {s}"); "common": cafe, teacher ("Every {s}…"). */
  subject?: "named" | "common";
  /**
   * Only for subjects of these shapes (lib/topic/shape.ts): "Injury kept me from {s}" is a sport's,
   * "My hobbies: {s}" a skill's or a sport's, never a skincare routine's. Absent: every shape of its kinds.
   */
  shapes?: readonly SubjectShape[];
  text: string;
}

type Options = Pick<CaptionTemplate, "formats" | "subject" | "shapes">;
export type CaptionRow = readonly [moods: readonly CaptionCategory[], text: string, options?: Options];

/** A kind's templates from compact rows: the moods, the text, then any limits. */
export function captionTemplates(kinds: readonly SubjectKind[], rows: readonly CaptionRow[]): CaptionTemplate[] {
  return rows.map(([moods, text, options]) => ({ kinds, moods, text, ...options }));
}

/** Templates for a format (a recipe, a haul, a GRWM), each naming the kinds it suits. */
export function formatTemplates(
  format: VideoFormat | readonly VideoFormat[],
  rows: readonly (readonly [kinds: readonly SubjectKind[], moods: readonly CaptionCategory[], text: string])[],
): CaptionTemplate[] {
  const formats = typeof format === "string" ? [format] : format;
  return rows.map(([kinds, moods, text]) => ({ kinds, moods, formats, text }));
}
