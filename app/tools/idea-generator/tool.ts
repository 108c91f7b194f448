import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

// One idea screen serves both platforms; each platform has its own page and niches.

export const instagram = {
  id: "instagram-idea-generator",
  path: "/instagram/idea-generator",
  platform: "instagram",
  ...en.instagram,
  hi: hi.instagram,
  icon: "lightbulb",
  kind: "generator",
  searchedInHindi: true,
  folder: "idea-generator",
  related: ["instagram-post-generator", "instagram-caption-generator", "instagram-growth-strategy"],
  topic: { field: "topic", alone: false, writing: true },
  home: true,
} satisfies ToolEntry;

export const youtube = {
  id: "youtube-idea-generator",
  path: "/youtube/idea-generator",
  platform: "youtube",
  ...en.youtube,
  hi: hi.youtube,
  icon: "lightbulb",
  kind: "generator",
  searchedInHindi: true,
  folder: "idea-generator",
  related: ["youtube-description-generator", "youtube-hashtag-generator", "youtube-channel-name-generator"],
  topic: { field: "topic", alone: false, writing: true },
  home: true,
} satisfies ToolEntry;
