import type { Platform } from "~/lib/tool-entry";

/** The two platform sections: their grid page, label and meta. */
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
} as const satisfies Record<Platform, { path: `/${string}`; label: string; title: string; description: string }>;
