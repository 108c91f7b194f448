import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "instagram-sponsorship-rate-calculator",
  path: "/instagram/sponsorship-rate-calculator",
  platform: "instagram",
  name: "Sponsorship Rate Calculator",
  title: "Instagram Sponsorship Rate Calculator",
  description: "A starting rupee range for a Reel, carousel, post or Story, with every step of the method editable.",
  hi: {
    name: "स्पॉन्सरशिप रेट कैलकुलेटर",
    title: "Instagram स्पॉन्सरशिप रेट कैलकुलेटर",
    description: "रील, कैरोसेल, पोस्ट या स्टोरी के लिए रुपयों में शुरुआती रेंज, और तरीके का हर स्टेप आप खुद बदल सकते हैं।",
  },
  icon: "tag",
  kind: "calculator",
  folder: "instagram-sponsorship-rate-calculator",
  related: ["instagram-engagement-rate-calculator", "instagram-bio-generator", "instagram-caption-generator"],
} satisfies ToolEntry;
