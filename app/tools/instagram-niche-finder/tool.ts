import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "instagram-niche-finder",
  path: "/instagram/niche-finder",
  platform: "instagram",
  ...en,
  hi,
  icon: "compass",
  kind: "generator",
  folder: "instagram-niche-finder",
  related: ["instagram-idea-generator", "instagram-growth-strategy", "instagram-bio-generator"],
} satisfies ToolEntry;
