import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "stylish-name-generator",
  path: "/stylish-name-generator",
  platform: "instagram",
  name: "Stylish Name Generator",
  title: "Stylish Name & Font Generator",
  description: "Type once and copy your name in 43 fancy Unicode styles: cursive, bold, bubbles, frames and more.",
  hi: {
    name: "स्टाइलिश नेम जनरेटर",
    title: "स्टाइलिश नेम और फ़ॉन्ट जनरेटर",
    description: "एक बार टाइप करें और अपना नाम 43 फ़ैंसी Unicode स्टाइल में कॉपी करें: कर्सिव, बोल्ड, बबल, फ़्रेम और भी बहुत कुछ।",
  },
  icon: "type",
  kind: "generator",
  folder: "stylish-name-generator",
  related: ["instagram-bio-generator", "instagram-username-generator", "instagram-caption-generator"],
} satisfies ToolEntry;
