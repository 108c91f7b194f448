import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

// One video screen serves both platforms; each page starts from its platform's preset. The video
// is made on the visitor's device, so these pages need blob: media and workers and WebAssembly.

export const instagram = {
  id: "instagram-reel-maker",
  path: "/instagram/reel-maker",
  platform: "instagram",
  ...en.instagram,
  hi: hi.instagram,
  icon: "film",
  kind: "preview",
  folder: "reel-maker",
  related: ["instagram-caption-generator", "instagram-hashtag-generator", "instagram-grid-preview"],
  csp: { deviceMedia: true },
} satisfies ToolEntry;

export const youtube = {
  id: "youtube-shorts-maker",
  path: "/youtube/shorts-maker",
  platform: "youtube",
  ...en.youtube,
  hi: hi.youtube,
  icon: "smartphone",
  kind: "preview",
  folder: "reel-maker",
  related: ["youtube-title-generator", "youtube-description-generator", "youtube-thumbnail-preview"],
  csp: { deviceMedia: true },
} satisfies ToolEntry;
