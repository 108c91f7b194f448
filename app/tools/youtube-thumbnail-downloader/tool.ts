import type { ToolEntry } from "~/lib/tool-entry";

export default {
  id: "youtube-thumbnail-downloader",
  path: "/youtube/thumbnail-downloader",
  platform: "youtube",
  name: "Thumbnail Downloader",
  title: "YouTube Thumbnail Downloader",
  description: "Paste any YouTube link and save its thumbnail in every size YouTube keeps, up to 1280 × 720.",
  icon: "image-down",
  kind: "downloader",
  folder: "youtube-thumbnail-downloader",
  related: ["youtube-video-downloader", "youtube-shorts-downloader", "youtube-description-generator"],
} satisfies ToolEntry;
