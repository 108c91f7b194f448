import type { ToolEntry } from "~/lib/tool-entry";

export default {
  id: "instagram-engagement-rate-calculator",
  path: "/instagram/engagement-rate-calculator",
  platform: "instagram",
  name: "Engagement Rate Calculator",
  title: "Instagram Engagement Rate Calculator",
  description:
    "Your engagement rate from recent posts, with the working shown and how it compares with accounts your size.",
  icon: "calculator",
  kind: "calculator",
  folder: "instagram-engagement-rate-calculator",
  related: ["instagram-sponsorship-rate-calculator", "instagram-growth-strategy", "instagram-hashtag-generator"],
} satisfies ToolEntry;
