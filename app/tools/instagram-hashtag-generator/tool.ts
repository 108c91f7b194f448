import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "instagram-hashtag-generator",
  path: "/instagram/hashtag-generator",
  platform: "instagram",
  ...en,
  hi,
  icon: "hash",
  kind: "generator",
  searchedInHindi: true,
  folder: "instagram-hashtag-generator",
  related: ["instagram-caption-generator", "instagram-post-generator", "youtube-hashtag-generator"],
  topic: { field: "keyword", alone: true, writing: true },
  home: true,
  footer: true,
} satisfies ToolEntry;
