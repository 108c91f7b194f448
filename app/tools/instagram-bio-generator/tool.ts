import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "instagram-bio-generator",
  path: "/instagram/bio-generator",
  platform: "instagram",
  ...en,
  hi,
  icon: "id-card",
  kind: "generator",
  searchedInHindi: true,
  folder: "instagram-bio-generator",
  related: ["stylish-name-generator", "instagram-username-generator", "instagram-niche-finder"],
  footer: true,
} satisfies ToolEntry;
