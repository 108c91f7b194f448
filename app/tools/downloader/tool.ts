import type { ToolEntry } from "~/lib/tool-entry";

// Seven downloader pages share one screen; each is its own tool with its own page.

export const reelsDownloader = {
  id: "instagram-reels-downloader",
  path: "/instagram/reels-downloader",
  platform: "instagram",
  name: "Reels Downloader",
  title: "Instagram Reels Downloader",
  description: "Paste a Reel link to look up the video and save it for offline viewing.",
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
  name: "Post Downloader",
  title: "Instagram Post Downloader",
  description: "Fetch the photo or video from any public Instagram post link.",
  icon: "image",
  kind: "downloader",
  folder: "downloader",
  related: ["instagram-reels-downloader", "instagram-dp-downloader", "instagram-caption-downloader"],
} satisfies ToolEntry;

export const storyDownloader = {
  id: "instagram-story-downloader",
  path: "/instagram/story-downloader",
  platform: "instagram",
  name: "Story Downloader",
  title: "Instagram Story Downloader",
  description: "Look up a public story link and keep a copy before it disappears.",
  icon: "circle-play",
  kind: "downloader",
  folder: "downloader",
  related: ["instagram-reels-downloader", "instagram-post-downloader", "instagram-dp-downloader"],
} satisfies ToolEntry;

export const dpDownloader = {
  id: "instagram-dp-downloader",
  path: "/instagram/dp-downloader",
  platform: "instagram",
  name: "DP Viewer & Downloader",
  title: "DP Viewer & Downloader",
  description: "See any public profile picture at full size and download it.",
  icon: "user",
  kind: "downloader",
  folder: "downloader",
  related: ["instagram-story-downloader", "instagram-username-generator", "instagram-bio-generator"],
} satisfies ToolEntry;

export const captionDownloader = {
  id: "instagram-caption-downloader",
  path: "/instagram/caption-downloader",
  platform: "instagram",
  name: "Caption Downloader",
  title: "Instagram Caption Downloader",
  description: "Pull the caption text out of a post link so you can reuse or study it.",
  icon: "file-text",
  kind: "downloader",
  folder: "downloader",
  related: ["instagram-caption-generator", "instagram-hashtag-generator", "instagram-post-downloader"],
} satisfies ToolEntry;

export const videoDownloader = {
  id: "youtube-video-downloader",
  path: "/youtube/video-downloader",
  platform: "youtube",
  name: "Video Downloader",
  title: "YouTube Video Downloader",
  description: "Paste a video link to look it up and pick HD or SD quality.",
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
  name: "Shorts Downloader",
  title: "YouTube Shorts Downloader",
  description: "Look up any Shorts link and save the clip for reference.",
  icon: "smartphone",
  kind: "downloader",
  folder: "downloader",
  related: ["youtube-video-downloader", "youtube-hashtag-generator", "youtube-idea-generator"],
} satisfies ToolEntry;
