import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "instagram-engagement-rate-calculator",
  path: "/instagram/engagement-rate-calculator",
  platform: "instagram",
  name: "Engagement Rate Calculator",
  title: "Instagram Engagement Rate Calculator",
  description:
    "Your engagement rate from recent posts, with the working shown and how it compares with accounts your size.",
  hi: {
    name: "एंगेजमेंट रेट कैलकुलेटर",
    title: "Instagram एंगेजमेंट रेट कैलकुलेटर",
    description: "हाल की पोस्ट से आपका एंगेजमेंट रेट, पूरे हिसाब के साथ, और यह भी कि आपके साइज़ के अकाउंट्स के मुकाबले यह कहां है।",
  },
  icon: "calculator",
  kind: "calculator",
  folder: "instagram-engagement-rate-calculator",
  related: ["instagram-sponsorship-rate-calculator", "instagram-growth-strategy", "instagram-hashtag-generator"],
} satisfies ToolEntry;
