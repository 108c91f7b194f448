import type { ToolEntry } from "~/lib/site/tool-entry";

export default {
  id: "youtube-title-generator",
  path: "/youtube/title-generator",
  platform: "youtube",
  name: "Title Generator",
  title: "YouTube Title Generator",
  description:
    "Twelve title ideas for your topic and video type, each measured against YouTube's 100 and the search cut.",
  hi: {
    name: "टाइटल जनरेटर",
    title: "YouTube टाइटल जनरेटर",
    description:
      "आपके टॉपिक और वीडियो टाइप के लिए 12 टाइटल आइडिया, हर एक YouTube की 100 की लिमिट और सर्च वाले कट से नापा हुआ।",
  },
  icon: "heading",
  kind: "generator",
  folder: "youtube-title-generator",
  related: ["youtube-tag-generator", "youtube-description-generator", "youtube-idea-generator"],
  topic: { field: "topic", alone: true, writing: true },
} satisfies ToolEntry;
