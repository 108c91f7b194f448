import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "instagram-grid-preview",
  path: "/instagram/grid-preview",
  platform: "instagram",
  name: "Grid Preview",
  title: "Instagram Grid Preview",
  description:
    "Preview your next posts on a profile like Instagram's, in its 3:4 grid: reorder them, see what the feed and grid crop, and split a photo into tiles.",
  hi: {
    name: "ग्रिड प्रीव्यू",
    title: "Instagram ग्रिड प्रीव्यू",
    description:
      "अपनी अगली पोस्ट Instagram जैसी प्रोफ़ाइल के 3:4 ग्रिड में पहले से देखें: क्रम बदलें, देखें कि फ़ीड और ग्रिड क्या क्रॉप करते हैं, और एक फ़ोटो को टाइल्स में बांटें।",
  },
  icon: "grid",
  kind: "preview",
  folder: "instagram-grid-preview",
  related: ["instagram-caption-generator", "instagram-hashtag-generator", "instagram-growth-strategy"],
  // The pictures the visitor picks are shown from blob: addresses made on the device.
  csp: { imgSrc: ["blob:"] },
} satisfies ToolEntry;
