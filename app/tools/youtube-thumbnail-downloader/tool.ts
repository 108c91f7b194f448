import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "youtube-thumbnail-downloader",
  path: "/youtube/thumbnail-downloader",
  platform: "youtube",
  name: "Thumbnail Downloader",
  title: "YouTube Thumbnail Downloader",
  description: "Paste any YouTube link and save its thumbnail in every size YouTube keeps, up to 1280 × 720.",
  hi: {
    name: "थंबनेल डाउनलोडर",
    title: "YouTube थंबनेल डाउनलोडर",
    description: "कोई भी YouTube लिंक पेस्ट करें और उसका थंबनेल हर उस साइज़ में सेव करें जो YouTube रखता है, 1280 × 720 तक।",
  },
  icon: "image-down",
  kind: "downloader",
  folder: "youtube-thumbnail-downloader",
  related: ["youtube-video-downloader", "youtube-shorts-downloader", "youtube-description-generator"],
  // The pictures come from YouTube's image host, loaded only when the visitor submits a link.
  csp: { imgSrc: ["https://i.ytimg.com"], connectSrc: ["https://i.ytimg.com"] },
} satisfies ToolEntry;
