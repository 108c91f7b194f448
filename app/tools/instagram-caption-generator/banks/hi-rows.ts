import type { SubjectKind, VideoFormat } from "~/lib/topic";
import type { CaptionCategory } from "./en/captions.data";
import type { SubjectShape } from "~/lib/topic/shape";
import type { CaptionTemplate } from "./caption-template";

/**
 * A Hindi or Hinglish caption row: its moods, space-separated ("food funny"), then the text, then
 * the only shapes it suits, space-separated ("sport skill"), when it does not suit all of its kinds'.
 */
export type HindiRow = readonly [moods: string, text: string, shapes?: string];

const moodsOf = (moods: string) => moods.split(" ") as CaptionCategory[];
const shapesOf = (shapes: string | undefined) =>
  shapes === undefined ? {} : { shapes: shapes.split(" ") as SubjectShape[] };

/**
 * A kind's Hindi or Hinglish templates. The lines hold the subject only beside a postposition
 * ("{s} के साथ", "{s} ka"), after a colon or as a label ("{s} मोड"), so no verb has to agree with
 * its gender, and each reads for a proper name and a common noun alike.
 */
export function hindiTemplates(kinds: readonly SubjectKind[], rows: readonly HindiRow[]): CaptionTemplate[] {
  return rows.map(([moods, text, shapes]) => ({ kinds, moods: moodsOf(moods), text, ...shapesOf(shapes) }));
}

/** Templates for a format the keyword names (a recipe, a review), for the kinds it suits. */
export function hindiFormatTemplates(
  formats: readonly VideoFormat[],
  kinds: readonly SubjectKind[],
  rows: readonly HindiRow[],
): CaptionTemplate[] {
  return rows.map(([moods, text]) => ({ kinds, moods: moodsOf(moods), formats, text }));
}
