import type { TopicKind } from "~/lib/topic-map/topic";
import type { Platform } from "~/lib/site/tool-entry";
import type { SubjectKind, VideoFormat } from "~/lib/topic";

/**
 * An idea written for a kind of topic on one platform, with the subject in a slot (topic-slots.ts).
 * It is used only for the kinds it names and only where its limits allow: the formats it names,
 * proper names or common nouns, a region ("3 days in {s}"), a dish you make or one you go out for.
 */
export interface IdeaTemplate {
  kinds: readonly SubjectKind[];
  platform: Platform;
  formats?: readonly VideoFormat[];
  /** "named": Goa, Taj Mahal, Virat Kohli; "common": cafe, teacher; "region": Goa, Kerala, not the Taj Mahal. */
  subject?: "named" | "common" | "region";
  /** true: only what you can learn or make (a recipe, a skill); false: only what you go out for. */
  howTo?: boolean;
  /**
   * Only when the topic map's best topic for the keyword is of one of these kinds: the sport, beauty
   * or craft side of an activity (cricket, skincare, mehndi), the money side of a field.
   */
  flavours?: readonly TopicKind[];
  text: string;
}

type Options = Pick<IdeaTemplate, "formats" | "subject" | "howTo" | "flavours">;
export type IdeaRow = string | readonly [text: string, options: Options];

/** A kind's ideas for one platform from compact rows: the text, or the text and its limits. */
export function ideaTemplates(
  kinds: readonly SubjectKind[],
  platform: Platform,
  rows: readonly IdeaRow[],
): IdeaTemplate[] {
  return rows.map((row) =>
    typeof row === "string" ? { kinds, platform, text: row } : { kinds, platform, text: row[0], ...row[1] },
  );
}
