import type { Lang } from "~/config/site";
import type { Platform } from "~/content/platforms";
import type { IconName } from "./icon-names";

export type { Platform };
export type ToolKind = "generator" | "downloader" | "calculator" | "preview";

/**
 * A tool's names in one language: each tool folder writes them in `words/en.names.ts` and
 * `words/hi.names.ts`, apart from its screen's words, so the registry (which every page reads)
 * loads only these.
 */
export interface ToolNames {
  /** Short name for grids, cards and footer links. */
  name: string;
  /** Page heading and <title>. */
  title: string;
  /** One line for cards and the meta description. */
  description: string;
  /**
   * What a search result shows for the page, where it is not the heading and card line: the words
   * people type for this tool ("instagram bio hindi mein", "फ़्री हैशटैग जनरेटर"), which a page
   * heading would not say. `title` gets the site's suffix like any page name.
   */
  search?: SearchWords;
}

/** A page's <title> name and meta description as written for search. */
export interface SearchWords {
  title: string;
  description: string;
}

/** What a tool says about itself in its folder's `tool.ts`; the registry only lists these. */
export interface ToolEntry extends ToolNames {
  /** Stable id; also the route id, and the guide folder (`guide/<id>/`) where a folder holds several tools. */
  id: string;
  path: `/${string}`;
  platform: Platform;
  /** The same in Hindi, for the tool's page under /hi, with what its search result shows. */
  hi: ToolNames;
  icon: IconName;
  kind: ToolKind;
  /** Folder under app/tools; its screen is `<folder>/<folder>.tsx`. Several tools may share one. */
  folder: string;
  /** Ids of the tools suggested below this one, best first. */
  related: readonly string[];
  /**
   * The field of its address that holds what a post or video is about, so a related tool's card
   * can bring the topic typed on this page. `alone`: the topic is enough for a result, so a card
   * may lead here with it (a tool that wants a choice first would greet the visitor with a refusal).
   * `writing`: the Hindi page's writing choice (`writing`) is in its address too.
   */
  topic?: { field: string; alone: boolean; writing?: boolean };
  /**
   * Other hosts this page may load from, each only when the visitor acts (the build writes them into
   * the page's own Content-Security-Policy; every other page allows only the site itself). imgSrc
   * and mediaSrc may also hold "blob:", for pictures or video the page makes from the visitor's files.
   */
  csp?: {
    imgSrc?: readonly string[];
    connectSrc?: readonly string[];
    mediaSrc?: readonly string[];
    /**
     * The page makes video from the visitor's own files, on the device: blob: media and workers, and
     * WebAssembly for an audio encoder (see scripts/build/content-security-policy.ts).
     */
    deviceMedia?: boolean;
  };
  /**
   * People look for this tool in Hindi ("instagram bio in hindi", "youtube description hindi mein"):
   * its English page links the Hindi page from below the tool, where the searcher is looking.
   */
  searchedInHindi?: boolean;
  /** Listed in the platform card on the home page. */
  home?: boolean;
  /** Listed in the footer's platform column. */
  footer?: boolean;
}

/** A tool's name, title and description in a language. */
export function toolWords(tool: ToolEntry, lang: Lang): ToolNames {
  return lang === "en" ? tool : tool.hi;
}

/** The <title> name and meta description of a tool's page in a language. */
export function toolSearchWords(tool: ToolEntry, lang: Lang): SearchWords {
  const words = toolWords(tool, lang);
  return words.search ?? { title: words.title, description: words.description };
}

/**
 * The query a card for `to` carries from the page of `from` whose address is `query`: the topic
 * typed there under `to`'s name for it, and the writing choice when both tools have one; "" when
 * there is nothing to carry or `to` cannot answer a topic alone.
 */
export function carriedQuery(from: ToolEntry, to: ToolEntry, query: string): string {
  if (!from.topic || !to.topic?.alone) return "";
  const address = new URLSearchParams(query);
  const topic = address.get(from.topic.field)?.trim();
  if (!topic) return "";
  const carried = new URLSearchParams({ [to.topic.field]: topic });
  const writing = address.get("writing");
  if (writing && from.topic.writing && to.topic.writing) carried.set("writing", writing);
  return `?${carried.toString()}`;
}
