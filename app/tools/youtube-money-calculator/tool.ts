import type { ToolEntry } from "~/lib/tool-entry";

export default {
  id: "youtube-money-calculator",
  path: "/youtube/money-calculator",
  platform: "youtube",
  name: "Money Calculator",
  title: "YouTube Money Calculator",
  description:
    "Estimate your ad earnings in rupees per day, month and year, with the RPMs it assumes shown and editable.",
  icon: "rupee",
  kind: "calculator",
  folder: "youtube-money-calculator",
  related: ["youtube-idea-generator", "youtube-description-generator", "youtube-channel-name-generator"],
} satisfies ToolEntry;
