import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "youtube-thumbnail-preview",
  path: "/youtube/thumbnail-preview",
  platform: "youtube",
  name: "Thumbnail Preview",
  title: "YouTube Thumbnail Preview",
  description: "See your thumbnail and title the way YouTube shows them: phone and desktop, dark and light.",
  hi: {
    name: "थंबनेल प्रीव्यू",
    title: "YouTube थंबनेल प्रीव्यू",
    description: "अपना थंबनेल और टाइटल वैसे देखें जैसे YouTube उन्हें दिखाता है: फ़ोन और डेस्कटॉप पर, डार्क और लाइट में।",
  },
  icon: "eye",
  kind: "preview",
  folder: "youtube-thumbnail-preview",
  related: ["youtube-description-generator", "youtube-idea-generator", "youtube-hashtag-generator"],
  // The pictures the visitor picks are shown from blob: addresses made on the device.
  csp: { imgSrc: ["blob:"] },
} satisfies ToolEntry;
