import type { ToolEntry } from "~/lib/site/tool-entry";
import { names as en } from "./words/en.names";
import { names as hi } from "./words/hi.names";

// Seven downloader pages share one screen; each is its own tool with its own page. What each card
// says depends on whether the site has a download server (./words/en.names.ts).

export const reelsDownloader = {
  id: "instagram-reels-downloader",
  path: "/instagram/reels-downloader",
  platform: "instagram",
  ...en.reelsDownloader,
  hi: hi.reelsDownloader,
  icon: "film",
  kind: "downloader",
  folder: "downloader",
  related: ["instagram-post-downloader", "instagram-story-downloader", "instagram-caption-downloader"],
  home: true,
  footer: true,
} satisfies ToolEntry;

export const postDownloader = {
  id: "instagram-post-downloader",
  path: "/instagram/post-downloader",
  platform: "instagram",
  ...en.postDownloader,
  hi: hi.postDownloader,
  icon: "image",
  kind: "downloader",
  folder: "downloader",
  related: ["instagram-reels-downloader", "instagram-dp-downloader", "instagram-caption-downloader"],
} satisfies ToolEntry;

export const storyDownloader = {
  id: "instagram-story-downloader",
  path: "/instagram/story-downloader",
  platform: "instagram",
  ...en.storyDownloader,
  hi: hi.storyDownloader,
  icon: "circle-play",
  kind: "downloader",
  folder: "downloader",
  related: ["instagram-reels-downloader", "instagram-post-downloader", "instagram-dp-downloader"],
} satisfies ToolEntry;

export const dpDownloader = {
  id: "instagram-dp-downloader",
  path: "/instagram/dp-downloader",
  platform: "instagram",
  ...en.dpDownloader,
  hi: hi.dpDownloader,
  icon: "user",
  kind: "downloader",
  folder: "downloader",
  related: ["instagram-story-downloader", "instagram-username-generator", "instagram-bio-generator"],
} satisfies ToolEntry;

export const captionDownloader = {
  id: "instagram-caption-downloader",
  path: "/instagram/caption-downloader",
  platform: "instagram",
  ...en.captionDownloader,
  hi: hi.captionDownloader,
  icon: "file-text",
  kind: "downloader",
  folder: "downloader",
  related: ["instagram-caption-generator", "instagram-hashtag-generator", "instagram-post-downloader"],
} satisfies ToolEntry;

export const videoDownloader = {
  id: "youtube-video-downloader",
  path: "/youtube/video-downloader",
  platform: "youtube",
  ...en.videoDownloader,
  hi: hi.videoDownloader,
  icon: "download",
  kind: "downloader",
  folder: "downloader",
  related: ["youtube-shorts-downloader", "youtube-description-generator", "youtube-hashtag-generator"],
  home: true,
  footer: true,
} satisfies ToolEntry;

export const shortsDownloader = {
  id: "youtube-shorts-downloader",
  path: "/youtube/shorts-downloader",
  platform: "youtube",
  ...en.shortsDownloader,
  hi: hi.shortsDownloader,
  icon: "smartphone",
  kind: "downloader",
  folder: "downloader",
  related: ["youtube-video-downloader", "youtube-hashtag-generator", "youtube-idea-generator"],
} satisfies ToolEntry;
