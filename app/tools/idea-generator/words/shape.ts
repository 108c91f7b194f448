// What the idea generator's screen says, in each language. The niches' values (in the address) are
// their English names; the Hindi page names them here.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.
import type { Platform } from "~/lib/site/tool-entry";

export interface IdeaWords {
  niche: string;
  nichePlaceholder: string;
  /** The niches' names by value; English shows the value itself. */
  niches: Readonly<Record<string, string>> | null;
  /** The topic field's question. */
  topicLabel: string;
  /** Each platform's topic words. */
  topic: Readonly<Record<Platform, { hint: string; placeholder: string }>>;
  nicheMessage: string;
  submit: string;
  titles: Readonly<Record<Platform, string>>;
  /** The result's status line: the niche, and the topic when the idea was written for one. */
  ready: (niche: string, subject: string | undefined) => string;
  copyLabel: string;
  copied: string;
}
