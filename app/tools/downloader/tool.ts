import type { ToolEntry } from "~/lib/site/tool-entry";
// Relative: the route config loads this file where the "~" alias is not set up.
import { site } from "../../config/site";

// Seven downloader pages share one screen; each is its own tool with its own page.

/**
 * A card and meta description say what the page does as the site is configured: with a download
 * server it saves files (within what that server can reach); without one it checks the link and
 * shows a sample card.
 */
const describe = (withServer: string, withoutServer: string): string =>
  site.downloaderBackend ? withServer : withoutServer;

export const reelsDownloader = {
  id: "instagram-reels-downloader",
  path: "/instagram/reels-downloader",
  platform: "instagram",
  name: "Reels Downloader",
  title: "Instagram Reels Downloader",
  description: describe(
    "Paste a public Reel link to fetch the video and save it to your device.",
    "Checks a Reel link and shows a sample download card. Saving videos isn't switched on here yet.",
  ),
  hi: {
    name: "रील्स डाउनलोडर",
    title: "Instagram रील्स डाउनलोडर",
    description: describe(
      "किसी पब्लिक रील का लिंक पेस्ट करें, वीडियो लाएं और उसे अपने डिवाइस में सेव करें।",
      "रील का लिंक चेक करता है और एक सैंपल डाउनलोड कार्ड दिखाता है। यहां वीडियो सेव करना अभी चालू नहीं है।",
    ),
  },
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
  description: describe(
    "Paste a public post link to save its photo or video, every file of a carousel included.",
    "Checks an Instagram post link and shows a sample card. Saving photos and videos isn't switched on here yet.",
  ),
  hi: {
    name: "पोस्ट डाउनलोडर",
    title: "Instagram पोस्ट डाउनलोडर",
    description: describe(
      "किसी पब्लिक पोस्ट का लिंक पेस्ट करें और उसकी फ़ोटो या वीडियो सेव करें, कैरोसेल की हर फ़ाइल समेत।",
      "Instagram पोस्ट का लिंक चेक करता है और एक सैंपल कार्ड दिखाता है। यहां फ़ोटो और वीडियो सेव करना अभी चालू नहीं है।",
    ),
  },
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
  description: describe(
    "Paste a story link to save it before it disappears. Stories work only if the download server is signed in to Instagram.",
    "Checks a story link and shows a sample card. Saving stories isn't switched on here yet.",
  ),
  hi: {
    name: "स्टोरी डाउनलोडर",
    title: "Instagram स्टोरी डाउनलोडर",
    description: describe(
      "स्टोरी का लिंक पेस्ट करें और गायब होने से पहले उसे सेव कर लें। स्टोरी तभी सेव होती है जब डाउनलोड सर्वर Instagram में साइन-इन हो।",
      "स्टोरी का लिंक चेक करता है और एक सैंपल कार्ड दिखाता है। यहां स्टोरी सेव करना अभी चालू नहीं है।",
    ),
  },
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
  description: describe(
    "Checks a profile link, but this site's download server can't fetch profile pictures. Reels and posts work.",
    "Checks a profile link and shows a sample picture card. Full-size profile pictures aren't switched on here yet.",
  ),
  hi: {
    name: "DP व्यूअर और डाउनलोडर",
    title: "DP व्यूअर और डाउनलोडर",
    description: describe(
      "प्रोफ़ाइल लिंक चेक करता है, पर इस साइट का डाउनलोड सर्वर प्रोफ़ाइल फ़ोटो नहीं ला सकता। रील्स और पोस्ट सेव हो जाती हैं।",
      "प्रोफ़ाइल लिंक चेक करता है और सैंपल फ़ोटो वाला कार्ड दिखाता है। फ़ुल-साइज़ प्रोफ़ाइल फ़ोटो दिखाना यहां अभी चालू नहीं है।",
    ),
  },
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
  description: describe(
    "Paste a post link to save the post's photo or video. The download server gives files, not caption text.",
    "Checks a post link and shows a sample caption card. Fetching caption text isn't switched on here yet.",
  ),
  hi: {
    name: "कैप्शन डाउनलोडर",
    title: "Instagram कैप्शन डाउनलोडर",
    description: describe(
      "पोस्ट का लिंक पेस्ट करें और उसकी फ़ोटो या वीडियो सेव करें। डाउनलोड सर्वर फ़ाइलें देता है, कैप्शन का टेक्स्ट नहीं।",
      "पोस्ट का लिंक चेक करता है और एक सैंपल कैप्शन कार्ड दिखाता है। यहां कैप्शन का टेक्स्ट लाना अभी चालू नहीं है।",
    ),
  },
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
  description: describe(
    "Paste a video link and save it in HD (1080p) or SD (720p).",
    "Checks a YouTube link, reads its video ID and shows a sample card. Video downloads aren't switched on here yet.",
  ),
  hi: {
    name: "वीडियो डाउनलोडर",
    title: "YouTube वीडियो डाउनलोडर",
    description: describe(
      "वीडियो का लिंक पेस्ट करें और उसे HD (1080p) या SD (720p) में सेव करें।",
      "YouTube लिंक चेक करता है, उसकी वीडियो ID पढ़ता है और एक सैंपल कार्ड दिखाता है। यहां वीडियो डाउनलोड अभी चालू नहीं है।",
    ),
  },
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
  description: describe(
    "Paste a Shorts link and save the clip in HD (1080p) or SD (720p).",
    "Checks a Shorts link and shows a sample card. Downloads aren't switched on here yet.",
  ),
  hi: {
    name: "शॉर्ट्स डाउनलोडर",
    title: "YouTube शॉर्ट्स डाउनलोडर",
    description: describe(
      "शॉर्ट्स का लिंक पेस्ट करें और क्लिप को HD (1080p) या SD (720p) में सेव करें।",
      "शॉर्ट्स का लिंक चेक करता है और एक सैंपल कार्ड दिखाता है। यहां डाउनलोड अभी चालू नहीं है।",
    ),
  },
  icon: "smartphone",
  kind: "downloader",
  folder: "downloader",
  related: ["youtube-video-downloader", "youtube-hashtag-generator", "youtube-idea-generator"],
} satisfies ToolEntry;
