import type { ToolEntry } from "~/lib/tool-entry";

export default {
  id: "instagram-sponsorship-rate-calculator",
  path: "/instagram/sponsorship-rate-calculator",
  platform: "instagram",
  name: "Sponsorship Rate Calculator",
  title: "Instagram Sponsorship Rate Calculator",
  description: "A starting rupee range for a Reel, carousel, post or Story, with every step of the method editable.",
  icon: "tag",
  kind: "calculator",
  folder: "instagram-sponsorship-rate-calculator",
  related: ["instagram-engagement-rate-calculator", "instagram-bio-generator", "instagram-caption-generator"],
} satisfies ToolEntry;
