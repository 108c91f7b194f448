import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "stylish-name-generator",
  path: "/stylish-name-generator",
  platform: "instagram",
  ...en,
  hi,
  icon: "type",
  kind: "generator",
  searchedInHindi: true,
  folder: "stylish-name-generator",
  related: ["instagram-bio-generator", "instagram-username-generator", "instagram-caption-generator"],
} satisfies ToolEntry;
