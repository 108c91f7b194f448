import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "instagram-caption-formatter",
  path: "/instagram/caption-formatter",
  platform: "instagram",
  ...en,
  hi,
  icon: "align-left",
  kind: "preview",
  folder: "instagram-caption-formatter",
  related: ["instagram-caption-generator", "instagram-hashtag-generator", "stylish-name-generator"],
} satisfies ToolEntry;
