import type { ToolEntry } from "~/lib/tool-entry";

export default {
  id: "instagram-hashtag-generator",
  path: "/instagram/hashtag-generator",
  platform: "instagram",
  name: "Hashtag Generator",
  title: "Instagram Hashtag Generator",
  description:
    "Instagram allows five hashtags a post: get the 5 to post for your keyword, plus 25 more on the same topic.",
  icon: "hash",
  kind: "generator",
  folder: "instagram-hashtag-generator",
  related: ["instagram-caption-generator", "instagram-post-generator", "youtube-hashtag-generator"],
  home: true,
  footer: true,
} satisfies ToolEntry;
