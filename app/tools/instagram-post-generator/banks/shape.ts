// The shape the Hindi page's topic openings are written in: groups of lines sharing a fit, one
// bank per writing (banks/hi/topic-posts.data.ts, banks/hinglish/topic-posts.data.ts), group for
// group the same fits.
import type { Fit } from "~/lib/text/template-fit";
import { SUBJECT_KINDS } from "~/lib/topic/reading";
import type { PostTemplate } from "./en/posts.data";

/** Fits the groups share: any kind, no format named, every kind but food. */
export const ANY = "any" as const;
export const NO_FORMAT = [null] as const;
export const NOT_FOOD = SUBJECT_KINDS.filter((kind) => kind !== "food");

/** One set of openings for a fit, in one writing. */
export type TopicPostGroup = readonly [fit: Fit, lines: readonly string[]];

/** A bank's groups as the templates the logic deals, in order. */
export function topicPosts(groups: readonly TopicPostGroup[]): PostTemplate[] {
  return groups.flatMap(([fit, lines]) => lines.map((text) => ({ fit, text })));
}
