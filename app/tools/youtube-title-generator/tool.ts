import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "youtube-title-generator",
  path: "/youtube/title-generator",
  platform: "youtube",
  ...en,
  hi,
  icon: "heading",
  kind: "generator",
  searchedInHindi: true,
  folder: "youtube-title-generator",
  related: ["youtube-tag-generator", "youtube-description-generator", "youtube-idea-generator"],
  topic: { field: "topic", alone: true, writing: true },
} satisfies ToolEntry;
