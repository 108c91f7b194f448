import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "youtube-hashtag-generator",
  path: "/youtube/hashtag-generator",
  platform: "youtube",
  ...en,
  hi,
  icon: "hash",
  kind: "generator",
  searchedInHindi: true,
  folder: "youtube-hashtag-generator",
  related: ["youtube-description-generator", "youtube-idea-generator", "instagram-hashtag-generator"],
  topic: { field: "topic", alone: true, writing: true },
  home: true,
  footer: true,
} satisfies ToolEntry;
