// What the page says about the download server's answers, in English (its shape: ./shape.ts).
import { plural } from "~/lib/text/plural";

import type { ServerWords } from "./shape";

function limitText(limit: number | undefined, unit: string, fallback: string): string {
  if (limit === undefined) return fallback;
  // The duration limit arrives in minutes with up to two decimals (cobalt divides seconds by 60).
  const rounded = Math.round(limit * 100) / 100;
  return `${rounded} ${plural("en", rounded, { one: unit, other: `${unit}s` })}`;
}

const PICKER_NAMES = { photo: "Photo", video: "Video", gif: "GIF" } as const;

export const words: ServerWords = {
  cobalt: {
    unrecognised: () => "The download server doesn't recognise this link. Check it and try again.",
    unsupported: ({ service }) =>
      `This kind of ${service} link can't be downloaded. Paste the link of a reel, post or video.`,
    shortLink: () => "This short link didn't open. Paste the full link from the app's Share menu instead.",
    disabled: ({ service }) => `Downloads from ${service} are switched off on this site's download server.`,
    tooManyDownloads: ({ context }) =>
      `Too many downloads in a short time. Try again in ${limitText(context.limit, "second", "a minute")}.`,
    slowedDown: ({ service }) =>
      `${service} is slowing the download server down right now. Try again in a few minutes.`,
    tooLong: ({ context }) =>
      `This video is longer than the download server allows (${limitText(context.limit, "minute", "its limit")}). Try a shorter one.`,
    videoPrivate: () => "This video is private, so it can't be downloaded.",
    postPrivate: () => "This post is from a private account, so it can't be downloaded.",
    ageRestricted: () => "This is age-restricted, so it can't be downloaded without signing in.",
    live: () => "This is a live stream. Try again once the stream has ended.",
    region: () => "This is blocked in the country the download server runs in.",
    paid: () => "This is paid content, so it can't be downloaded.",
    drm: () => "This video is copy-protected (DRM), so it can't be downloaded.",
    nothingFound: () => "Nothing downloadable was found. The post or video may be deleted, hidden or restricted.",
    botCheck: () => "YouTube asked the download server to prove it isn't a bot. Try again in a few minutes.",
    accessKey: () =>
      "This site's download server turned the request away (access key). Downloads are paused until it's fixed.",
    signInCheck: () => "This site's download server asks for a sign-in check this site doesn't support.",
    youtubeChanged: () =>
      "YouTube changed something and the download server couldn't read this video. Try again later.",
    fetchFailed: ({ service }) => `Couldn't get this from ${service} right now. Try again in a minute.`,
    badRequest: () => "The download server didn't understand this site's request. Please try again later.",
    fallback: () => "The download server couldn't get this link. Try again in a minute.",
  },
  refused: "This site's download server turned the request away.",
  unreadable: (httpStatus) =>
    `The download server sent an answer this site couldn't read${httpStatus === null ? "" : ` (error ${httpStatus})`}. Try again in a few minutes.`,
  localProcessing:
    "This download server wants the browser to finish the file itself, which this site can't do yet. Please try again later.",
  timeout: "The download server took too long to answer. Try again in a minute.",
  unreachable: "Couldn't reach the download server. Check your connection and try again.",
  notAVideo: "This YouTube link doesn't point to a video. Paste the link of a video or a Short.",
  storiesNeedLogin:
    "Stories can only be saved when this site's download server is signed in to Instagram, and it isn't. Reels and posts work.",
  noProfilePictures: "This site's download server can't fetch profile pictures. Reels and posts work.",
  youtubePicker: "The download server offered several files for this video, which this site can't show yet.",
  severalFiles: "The download server offered several files for this link. Fetch it again to choose one.",
  tunnel: {
    expired: {
      title: "This download link has expired",
      message: "Download links work for about a minute and a half. Press Download again for a fresh one.",
    },
    busy: {
      title: "The download server is busy",
      message: "It allows a few downloads a minute for each visitor. Wait a minute, then press Download again.",
    },
    failed: {
      title: "The download server couldn't send the file",
      message: "Something went wrong on the server's side. Press Download again in a moment.",
    },
    unreachable: {
      title: "Couldn't reach the download server",
      message: "Check your connection, then press Download again.",
    },
  },
  carouselItem: (type, place, count) => `${PICKER_NAMES[type]} ${place} of ${count}`,
  previewOf: (label) => `Preview of ${label}`,
  photoPreview: "Preview of the photo",
};
