import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "youtube-bio-generator",
  path: "/youtube/bio-generator",
  platform: "youtube",
  ...en,
  hi,
  icon: "id-card",
  kind: "generator",
  searchedInHindi: true,
  folder: "youtube-bio-generator",
  related: ["youtube-channel-name-generator", "youtube-description-generator", "youtube-idea-generator"],
} satisfies ToolEntry;
