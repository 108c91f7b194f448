import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "instagram-username-generator",
  path: "/instagram/username-generator",
  platform: "instagram",
  ...en,
  hi,
  icon: "at-sign",
  kind: "generator",
  searchedInHindi: true,
  folder: "instagram-username-generator",
  related: ["instagram-bio-generator", "stylish-name-generator", "instagram-niche-finder"],
  topic: { field: "keyword", alone: true },
} satisfies ToolEntry;
