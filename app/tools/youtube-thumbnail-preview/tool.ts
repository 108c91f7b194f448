import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "youtube-thumbnail-preview",
  path: "/youtube/thumbnail-preview",
  platform: "youtube",
  ...en,
  hi,
  icon: "eye",
  kind: "preview",
  folder: "youtube-thumbnail-preview",
  related: ["youtube-description-generator", "youtube-idea-generator", "youtube-hashtag-generator"],
  // The pictures the visitor picks are shown from blob: addresses made on the device.
  csp: { imgSrc: ["blob:"] },
} satisfies ToolEntry;
