import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "youtube-description-generator",
  path: "/youtube/description-generator",
  platform: "youtube",
  ...en,
  hi,
  icon: "file-text",
  kind: "generator",
  searchedInHindi: true,
  folder: "youtube-description-generator",
  related: ["youtube-hashtag-generator", "youtube-idea-generator", "youtube-bio-generator"],
  topic: { field: "title", alone: true, writing: true },
  home: true,
  footer: true,
} satisfies ToolEntry;
