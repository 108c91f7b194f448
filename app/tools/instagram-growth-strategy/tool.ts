import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "instagram-growth-strategy",
  path: "/instagram/growth-strategy",
  platform: "instagram",
  ...en,
  hi,
  icon: "trending-up",
  kind: "generator",
  folder: "instagram-growth-strategy",
  related: ["instagram-idea-generator", "instagram-niche-finder", "instagram-hashtag-generator"],
  topic: { field: "topic", alone: false, writing: true },
} satisfies ToolEntry;
