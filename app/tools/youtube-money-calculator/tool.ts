import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

export default {
  id: "youtube-money-calculator",
  path: "/youtube/money-calculator",
  platform: "youtube",
  ...en,
  hi,
  icon: "rupee",
  kind: "calculator",
  folder: "youtube-money-calculator",
  related: ["youtube-idea-generator", "youtube-description-generator", "youtube-channel-name-generator"],
} satisfies ToolEntry;
