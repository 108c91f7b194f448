import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "youtube-thumbnail-downloader",
  path: "/youtube/thumbnail-downloader",
  platform: "youtube",
  ...en,
  hi,
  icon: "image-down",
  kind: "downloader",
  folder: "youtube-thumbnail-downloader",
  related: ["youtube-video-downloader", "youtube-shorts-downloader", "youtube-description-generator"],
  // The pictures come from YouTube's image host, loaded only when the visitor submits a link.
  csp: { imgSrc: ["https://i.ytimg.com"], connectSrc: ["https://i.ytimg.com"] },
} satisfies ToolEntry;
