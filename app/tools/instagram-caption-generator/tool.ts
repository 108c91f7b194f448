import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "instagram-caption-generator",
  path: "/instagram/caption-generator",
  platform: "instagram",
  ...en,
  hi,
  icon: "message",
  kind: "generator",
  searchedInHindi: true,
  folder: "instagram-caption-generator",
  related: ["instagram-hashtag-generator", "instagram-post-generator", "stylish-name-generator"],
  topic: { field: "topic", alone: false, writing: true },
  home: true,
  footer: true,
} satisfies ToolEntry;
