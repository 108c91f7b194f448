import type { ToolEntry } from "~/lib/site/tool-entry";

// One video screen serves both platforms; each page starts from its platform's preset. The video
// is made on the visitor's device, so these pages need blob: media and workers and WebAssembly.

export const instagram = {
  id: "instagram-reel-maker",
  path: "/instagram/reel-maker",
  platform: "instagram",
  name: "Reel Maker",
  title: "Instagram Reel Maker",
  description: "Turn any clip into a 9:16 Reel with captions and a cover, made on your phone. Nothing is uploaded.",
  hi: {
    name: "रील मेकर",
    title: "Instagram रील मेकर",
    description: "किसी भी क्लिप से कैप्शन और कवर वाली 9:16 रील बनाएं, सीधे अपने फ़ोन पर। कुछ भी अपलोड नहीं होता।",
  },
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
  hi: {
    name: "शॉर्ट्स मेकर",
    title: "YouTube शॉर्ट्स मेकर",
    description: "क्लिप को वर्टिकल शॉर्ट में ढालें, ट्रिम करें, कैप्शन लगाएं और साथ में थंबनेल भी बनाएं, सब अपने डिवाइस पर।",
  },
  icon: "smartphone",
  kind: "preview",
  folder: "reel-maker",
  related: ["youtube-title-generator", "youtube-description-generator", "youtube-thumbnail-preview"],
  csp: { deviceMedia: true },
} satisfies ToolEntry;
