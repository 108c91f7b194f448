import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "youtube-tag-generator",
  path: "/youtube/tag-generator",
  platform: "youtube",
  ...en,
  hi,
  icon: "tag",
  kind: "generator",
  searchedInHindi: true,
  folder: "youtube-tag-generator",
  related: ["youtube-title-generator", "youtube-hashtag-generator", "youtube-description-generator"],
  topic: { field: "topic", alone: true, writing: true },
} satisfies ToolEntry;
