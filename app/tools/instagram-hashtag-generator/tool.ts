import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "instagram-hashtag-generator",
  path: "/instagram/hashtag-generator",
  platform: "instagram",
  name: "Hashtag Generator",
  title: "Instagram Hashtag Generator",
  description:
    "Instagram allows five hashtags a post: get the 5 to post for your keyword, plus 25 more on the same topic.",
  hi: {
    name: "हैशटैग जनरेटर",
    title: "Instagram हैशटैग जनरेटर",
    description: "Instagram एक पोस्ट पर पांच हैशटैग लगाने देता है: अपने कीवर्ड के लिए लगाने लायक 5 पाएं, साथ में उसी टॉपिक के 25 और।",
  },
  icon: "hash",
  kind: "generator",
  folder: "instagram-hashtag-generator",
  related: ["instagram-caption-generator", "instagram-post-generator", "youtube-hashtag-generator"],
  topic: { field: "keyword", alone: true, writing: true },
  home: true,
  footer: true,
} satisfies ToolEntry;
