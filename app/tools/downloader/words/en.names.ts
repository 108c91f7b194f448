// The seven downloader pages' names, page titles and card lines in English, for ../tool.ts. Apart
// from the screen's words (./en.ts): every page's header and footer read the registry, so a page
// loads these lines of each tool and no tool's screen words.
import type { ToolNames } from "~/lib/site/tool-entry";
// Relative: the route config loads this file (through tool.ts) where the "~" alias is not set up.
import { site } from "../../../config/site";

/**
 * A card and meta description say what the page does as the site is configured: with a download
 * server it saves files (within what that server can reach); without one it checks the link and
 * shows a sample card.
 */
export const describe = (withServer: string, withoutServer: string): string =>
  site.downloaderBackend ? withServer : withoutServer;

export const names = {
  reelsDownloader: {
    name: "Reels Downloader",
    title: "Instagram Reels Downloader",
    description: describe(
      "Paste a public Reel link to fetch the video and save it to your device.",
      "Checks a Reel link and shows a sample download card. Saving videos isn't switched on here yet.",
    ),
  },
  postDownloader: {
    name: "Post Downloader",
    title: "Instagram Post Downloader",
    description: describe(
      "Paste a public post link to save its photo or video, every file of a carousel included.",
      "Checks an Instagram post link and shows a sample card. Saving photos and videos isn't switched on here yet.",
    ),
  },
  storyDownloader: {
    name: "Story Downloader",
    title: "Instagram Story Downloader",
    description: describe(
      "Paste a story link to save it before it disappears. Stories work only if the download server is signed in to Instagram.",
      "Checks a story link and shows a sample card. Saving stories isn't switched on here yet.",
    ),
  },
  dpDownloader: {
    name: "DP Viewer & Downloader",
    title: "DP Viewer & Downloader",
    description: describe(
      "Checks a profile link, but this site's download server can't fetch profile pictures. Reels and posts work.",
      "Checks a profile link and shows a sample picture card. Full-size profile pictures aren't switched on here yet.",
    ),
  },
  captionDownloader: {
    name: "Caption Downloader",
    title: "Instagram Caption Downloader",
    description: describe(
      "Paste a post link to save the post's photo or video. The download server gives files, not caption text.",
      "Checks a post link and shows a sample caption card. Fetching caption text isn't switched on here yet.",
    ),
  },
  videoDownloader: {
    name: "Video Downloader",
    title: "YouTube Video Downloader",
    description: describe(
      "Paste a video link and save it in HD (1080p) or SD (720p).",
      "Checks a YouTube link, reads its video ID and shows a sample card. Video downloads aren't switched on here yet.",
    ),
  },
  shortsDownloader: {
    name: "Shorts Downloader",
    title: "YouTube Shorts Downloader",
    description: describe(
      "Paste a Shorts link and save the clip in HD (1080p) or SD (720p).",
      "Checks a Shorts link and shows a sample card. Downloads aren't switched on here yet.",
    ),
  },
} satisfies Readonly<Record<string, ToolNames>>;
