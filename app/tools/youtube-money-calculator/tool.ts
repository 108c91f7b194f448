import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "youtube-money-calculator",
  path: "/youtube/money-calculator",
  platform: "youtube",
  name: "Money Calculator",
  title: "YouTube Money Calculator",
  description:
    "Estimate your ad earnings in rupees per day, month and year, with the RPMs it assumes shown and editable.",
  hi: {
    name: "मनी कैलकुलेटर",
    title: "YouTube मनी कैलकुलेटर",
    description:
      "रोज़, महीने और साल की अपनी ऐड कमाई का रुपयों में अंदाज़ा लगाएं; हिसाब जिन RPM पर टिका है, वो सामने दिखते हैं और आप उन्हें बदल सकते हैं।",
  },
  icon: "rupee",
  kind: "calculator",
  folder: "youtube-money-calculator",
  related: ["youtube-idea-generator", "youtube-description-generator", "youtube-channel-name-generator"],
} satisfies ToolEntry;
