import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "instagram-post-generator",
  path: "/instagram/post-generator",
  platform: "instagram",
  ...en,
  hi,
  icon: "pen",
  kind: "generator",
  searchedInHindi: true,
  folder: "instagram-post-generator",
  related: ["instagram-caption-generator", "instagram-hashtag-generator", "instagram-idea-generator"],
  topic: { field: "topic", alone: true, writing: true },
} satisfies ToolEntry;
