import type { ToolEntry } from "~/lib/tool-entry";

// One video screen serves both platforms; each page starts from its platform's preset. The video
// is made on the visitor's device, so these pages need blob: media and workers and WebAssembly.

export const instagram = {
  id: "instagram-reel-maker",
  path: "/instagram/reel-maker",
  platform: "instagram",
  name: "Reel Maker",
  title: "Instagram Reel Maker",
  description: "Turn any clip into a 9:16 Reel with captions and a cover, made on your phone. Nothing is uploaded.",
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
  name: "Shorts Maker",
  title: "YouTube Shorts Maker",
  description: "Shape, trim and caption a clip into a vertical Short, plus a thumbnail, all on your device.",
  icon: "smartphone",
  kind: "preview",
  folder: "reel-maker",
  related: ["youtube-title-generator", "youtube-description-generator", "youtube-thumbnail-preview"],
  csp: { deviceMedia: true },
} satisfies ToolEntry;
