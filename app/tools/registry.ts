import type { IconName } from "~/components/icon";

export type Platform = "instagram" | "youtube";
export type ToolKind = "generator" | "downloader";

export interface ToolEntry {
  /** Stable id; also the route id. */
  id: string;
  path: `/${string}`;
  platform: Platform;
  /** Short name for grids, cards and footer links. */
  name: string;
  /** Page heading and <title>. */
  title: string;
  /** One line for cards and the meta description. */
  description: string;
  icon: IconName;
  kind: ToolKind;
  /** Folder under app/tools holding the screen; absent until the tool is built. */
  folder?: string;
  /** Listed in the platform card on the home page. */
  home?: boolean;
  /** Listed in the footer's platform column. */
  footer?: boolean;
}

// Order here is the order of every grid, card and footer list.
export const tools: readonly ToolEntry[] = [
  {
    id: "instagram-reels-downloader",
    path: "/instagram/reels-downloader",
    platform: "instagram",
    name: "Reels Downloader",
    title: "Instagram Reels Downloader",
    description: "Paste a Reel link to look up the video and save it for offline viewing.",
    icon: "film",
    kind: "downloader",
    folder: "downloader",
    home: true,
    footer: true,
  },
  {
    id: "instagram-post-downloader",
    path: "/instagram/post-downloader",
    platform: "instagram",
    name: "Post Downloader",
    title: "Instagram Post Downloader",
    description: "Fetch the photo or video from any public Instagram post link.",
    icon: "image",
    kind: "downloader",
    folder: "downloader",
  },
  {
    id: "instagram-story-downloader",
    path: "/instagram/story-downloader",
    platform: "instagram",
    name: "Story Downloader",
    title: "Instagram Story Downloader",
    description: "Look up a public story link and keep a copy before it disappears.",
    icon: "circle-play",
    kind: "downloader",
    folder: "downloader",
  },
  {
    id: "instagram-dp-downloader",
    path: "/instagram/dp-downloader",
    platform: "instagram",
    name: "DP Viewer & Downloader",
    title: "DP Viewer & Downloader",
    description: "See any public profile picture at full size and download it.",
    icon: "user",
    kind: "downloader",
    folder: "downloader",
  },
  {
    id: "instagram-caption-downloader",
    path: "/instagram/caption-downloader",
    platform: "instagram",
    name: "Caption Downloader",
    title: "Instagram Caption Downloader",
    description: "Pull the caption text out of a post link so you can reuse or study it.",
    icon: "file-text",
    kind: "downloader",
    folder: "downloader",
  },
  {
    id: "instagram-hashtag-generator",
    path: "/instagram/hashtag-generator",
    platform: "instagram",
    name: "Hashtag Generator",
    title: "Instagram Hashtag Generator",
    description: "Turn one keyword into 30 ready-to-paste hashtags, with the top 5 picked out.",
    icon: "hash",
    kind: "generator",
    folder: "instagram-hashtag-generator",
    home: true,
    footer: true,
  },
  {
    id: "instagram-caption-generator",
    path: "/instagram/caption-generator",
    platform: "instagram",
    name: "Caption Generator",
    title: "Instagram Caption Generator",
    description: "Pick a mood and get five fresh captions, from attitude to travel.",
    icon: "message",
    kind: "generator",
    folder: "instagram-caption-generator",
    home: true,
    footer: true,
  },
  {
    id: "instagram-bio-generator",
    path: "/instagram/bio-generator",
    platform: "instagram",
    name: "Bio Generator",
    title: "Instagram Bio Generator",
    description: "Bios that fit in 150 characters, written for your kind of profile.",
    icon: "id-card",
    kind: "generator",
    folder: "instagram-bio-generator",
    footer: true,
  },
  {
    id: "instagram-username-generator",
    path: "/instagram/username-generator",
    platform: "instagram",
    name: "Username Generator",
    title: "Instagram Username Generator",
    description: "Twenty valid, catchy handle ideas built from your name or keyword.",
    icon: "at-sign",
    kind: "generator",
    folder: "instagram-username-generator",
  },
  {
    id: "instagram-niche-finder",
    path: "/instagram/niche-finder",
    platform: "instagram",
    name: "Niche Finder",
    title: "Instagram Niche Finder",
    description: "Choose what you love and get a focused niche to build your page around.",
    icon: "compass",
    kind: "generator",
    folder: "instagram-niche-finder",
  },
  {
    id: "instagram-idea-generator",
    path: "/instagram/idea-generator",
    platform: "instagram",
    name: "Idea Generator",
    title: "Instagram Content Idea Generator",
    description: "Stuck on what to post? Get a specific content idea for your niche.",
    icon: "lightbulb",
    kind: "generator",
    folder: "idea-generator",
    home: true,
  },
  {
    id: "instagram-growth-strategy",
    path: "/instagram/growth-strategy",
    platform: "instagram",
    name: "Growth Strategy",
    title: "Instagram Growth Strategy Generator",
    description: "A practical plan for your niche and format: Reels, posts or stories.",
    icon: "trending-up",
    kind: "generator",
    folder: "instagram-growth-strategy",
  },
  {
    id: "instagram-post-generator",
    path: "/instagram/post-generator",
    platform: "instagram",
    name: "Post Generator",
    title: "Instagram Post Generator",
    description: "A complete post caption with emoji and hashtags from a single topic.",
    icon: "pen",
    kind: "generator",
    folder: "instagram-post-generator",
  },
  {
    id: "stylish-name-generator",
    path: "/stylish-name-generator",
    platform: "instagram",
    name: "Stylish Name Generator",
    title: "Stylish Name & Font Generator",
    description: "Type once and copy your name in 8 fancy Unicode font styles.",
    icon: "type",
    kind: "generator",
    folder: "stylish-name-generator",
  },
  {
    id: "youtube-video-downloader",
    path: "/youtube/video-downloader",
    platform: "youtube",
    name: "Video Downloader",
    title: "YouTube Video Downloader",
    description: "Paste a video link to look it up and pick HD or SD quality.",
    icon: "download",
    kind: "downloader",
    folder: "downloader",
    home: true,
    footer: true,
  },
  {
    id: "youtube-shorts-downloader",
    path: "/youtube/shorts-downloader",
    platform: "youtube",
    name: "Shorts Downloader",
    title: "YouTube Shorts Downloader",
    description: "Look up any Shorts link and save the clip for reference.",
    icon: "smartphone",
    kind: "downloader",
    folder: "downloader",
  },
  {
    id: "youtube-description-generator",
    path: "/youtube/description-generator",
    platform: "youtube",
    name: "Description Generator",
    title: "YouTube Description Generator",
    description: "A structured description with timestamps, links and hashtags from your title.",
    icon: "file-text",
    kind: "generator",
    folder: "youtube-description-generator",
    home: true,
    footer: true,
  },
  {
    id: "youtube-bio-generator",
    path: "/youtube/bio-generator",
    platform: "youtube",
    name: "Channel Bio Generator",
    title: "YouTube Channel Bio Generator",
    description: "Ready-made About-section bios for tech, vlog, gaming and education channels.",
    icon: "id-card",
    kind: "generator",
    folder: "youtube-bio-generator",
  },
  {
    id: "youtube-hashtag-generator",
    path: "/youtube/hashtag-generator",
    platform: "youtube",
    name: "Hashtag Generator",
    title: "YouTube Hashtag Generator",
    description: "Up to 10 relevant hashtags for your video topic, copied in one tap.",
    icon: "hash",
    kind: "generator",
    folder: "youtube-hashtag-generator",
    home: true,
    footer: true,
  },
  {
    id: "youtube-channel-name-generator",
    path: "/youtube/channel-name-generator",
    platform: "youtube",
    name: "Channel Name Generator",
    title: "YouTube Channel Name Generator",
    description: "Fifteen brandable channel names from your topic or keyword.",
    icon: "tv",
    kind: "generator",
    folder: "youtube-channel-name-generator",
    footer: true,
  },
  {
    id: "youtube-idea-generator",
    path: "/youtube/idea-generator",
    platform: "youtube",
    name: "Idea Generator",
    title: "YouTube Video Idea Generator",
    description: "A concrete video idea for tech, gaming, vlog or education channels.",
    icon: "lightbulb",
    kind: "generator",
    folder: "idea-generator",
    home: true,
  },
];

export const platforms = {
  instagram: {
    path: "/instagram",
    label: "Instagram",
    title: "Instagram Tools",
    description:
      "Free Instagram tools: hashtag, caption, bio and username generators, niche and idea finders, growth strategies and downloaders.",
  },
  youtube: {
    path: "/youtube",
    label: "YouTube",
    title: "YouTube Tools",
    description:
      "Free YouTube tools: description, bio, hashtag, channel name and video idea generators, plus video and Shorts downloaders.",
  },
} as const satisfies Record<Platform, { path: string; label: string; title: string; description: string }>;

export function toolsFor(platform: Platform): ToolEntry[] {
  return tools.filter((tool) => tool.platform === platform);
}

/** Tools whose screen exists; only these get a route, a prerendered page and a sitemap entry. */
export function builtTools(): ToolEntry[] {
  return tools.filter((tool) => tool.folder !== undefined);
}

export function toolById(id: string): ToolEntry | undefined {
  return tools.find((tool) => tool.id === id);
}

/** The prerenderer renders "/x/" while browsers are served "/x": both mean the same page. */
export function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

export function toolByPath(path: string): ToolEntry | undefined {
  const bare = normalisePath(path);
  return tools.find((tool) => tool.path === bare);
}
