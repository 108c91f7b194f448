import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "youtube-channel-name-generator",
  path: "/youtube/channel-name-generator",
  platform: "youtube",
  ...en,
  hi,
  icon: "tv",
  kind: "generator",
  searchedInHindi: true,
  folder: "youtube-channel-name-generator",
  related: ["youtube-bio-generator", "youtube-idea-generator", "youtube-description-generator"],
  topic: { field: "keyword", alone: true, writing: true },
  footer: true,
} satisfies ToolEntry;
