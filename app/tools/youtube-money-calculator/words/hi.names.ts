// The YouTube Money Calculator's name, page title and card line in Hindi, for ../tool.ts and the
// pages under /hi; apart from the screen's words (./hi.ts) as ./en.names.ts says why.
import type { ToolNames } from "~/lib/site/tool-entry";

export const names: ToolNames = {
  name: "मनी कैलकुलेटर",
  title: "YouTube मनी कैलकुलेटर",
  description:
    "रोज़, महीने और साल की अपनी ऐड कमाई का रुपयों में अंदाज़ा लगाएं; हिसाब जिन RPM पर टिका है, वो सामने दिखते हैं और आप उन्हें बदल सकते हैं।",
  search: {
    title: "YouTube से कितनी कमाई होती है – फ़्री मनी कैलकुलेटर",
    description:
      "मनी कैलकुलेटर: व्यूज़ डालें और यूट्यूब से रोज़, महीने और साल की ऐड कमाई का रुपयों में अंदाज़ा पाएं, RPM आप खुद बदल सकते हैं। फ़्री, बिना साइन-इन।",
  },
};
