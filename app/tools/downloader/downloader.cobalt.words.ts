// What the page says about the download server's answers, in each language: cobalt's error codes
// (./downloader.cobalt-errors.ts), the lookups' own refusals (./downloader.backend.ts), the checks
// of a file link (./downloader.tunnel.ts) and the names of a carousel's files (./downloader.cobalt-media.ts).
import type { Lang } from "~/lib/lang/lang";
import type { CobaltErrorContext } from "./downloader.cobalt";

/** What a message may name: the service ("Instagram", "YouTube") and the error's context. */
export interface Facts {
  service: string;
  context: CobaltErrorContext;
}

/** One message per kind of cobalt error the page tells apart (the codes are matched in downloader.cobalt-errors.ts). */
export type CobaltMessage =
  | "unrecognised"
  | "unsupported"
  | "shortLink"
  | "disabled"
  | "tooManyDownloads"
  | "slowedDown"
  | "tooLong"
  | "videoPrivate"
  | "postPrivate"
  | "ageRestricted"
  | "live"
  | "region"
  | "paid"
  | "drm"
  | "nothingFound"
  | "botCheck"
  | "accessKey"
  | "signInCheck"
  | "youtubeChanged"
  | "fetchFailed"
  | "badRequest"
  | "fallback";

export interface TunnelMessage {
  title: string;
  message: string;
}

export interface ServerWords {
  cobalt: Readonly<Record<CobaltMessage, (facts: Facts) => string>>;
  refused: string;
  /** `httpStatus` is given only for an HTTP error (400 and up). */
  unreadable: (httpStatus: number | null) => string;
  localProcessing: string;
  timeout: string;
  unreachable: string;
  notAVideo: string;
  storiesNeedLogin: string;
  noProfilePictures: string;
  youtubePicker: string;
  severalFiles: string;
  tunnel: { expired: TunnelMessage; busy: TunnelMessage; failed: TunnelMessage; unreachable: TunnelMessage };
  /** "Photo 1 of 4" */
  carouselItem: (type: "photo" | "video" | "gif", place: number, count: number) => string;
  /** The alt text of a carousel file's preview. */
  previewOf: (label: string) => string;
  photoPreview: string;
}

function limitText(limit: number | undefined, unit: string, fallback: string): string {
  if (limit === undefined) return fallback;
  // The duration limit arrives in minutes with up to two decimals (cobalt divides seconds by 60).
  const rounded = Math.round(limit * 100) / 100;
  return `${rounded} ${unit}${rounded === 1 ? "" : "s"}`;
}

/** Hindi names a unit the same for one and for many: "1 मिनट", "90 मिनट". */
function hindiLimit(limit: number): string {
  return String(Math.round(limit * 100) / 100);
}

const PICKER_NAMES = { photo: "Photo", video: "Video", gif: "GIF" } as const;
const HINDI_PICKER_NAMES = { photo: "फ़ोटो", video: "वीडियो", gif: "GIF" } as const;

export const SERVER_WORDS: Readonly<Record<Lang, ServerWords>> = {
  en: {
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
  },
  hi: {
    cobalt: {
      unrecognised: () => "डाउनलोड सर्वर इस लिंक को नहीं पहचानता। लिंक जांचें और फिर कोशिश करें।",
      unsupported: ({ service }) =>
        `इस तरह का ${service} लिंक डाउनलोड नहीं हो सकता। किसी रील, पोस्ट या वीडियो का लिंक पेस्ट करें।`,
      shortLink: () => "यह छोटा लिंक नहीं खुला। इसकी जगह ऐप के शेयर मेन्यू से पूरा लिंक पेस्ट करें।",
      disabled: ({ service }) => `इस साइट के डाउनलोड सर्वर पर ${service} से डाउनलोड बंद हैं।`,
      tooManyDownloads: ({ context }) =>
        `थोड़े समय में बहुत ज़्यादा डाउनलोड हो गए। ${context.limit === undefined ? "एक मिनट" : `${hindiLimit(context.limit)} सेकंड`} बाद फिर कोशिश करें।`,
      slowedDown: ({ service }) => `${service} अभी डाउनलोड सर्वर को धीमा कर रहा है। कुछ मिनट बाद फिर कोशिश करें।`,
      tooLong: ({ context }) =>
        `यह वीडियो डाउनलोड सर्वर की लिमिट${context.limit === undefined ? "" : ` (${hindiLimit(context.limit)} मिनट)`} से लंबा है। कोई छोटा वीडियो आज़माएं।`,
      videoPrivate: () => "यह वीडियो प्राइवेट है, इसलिए डाउनलोड नहीं हो सकता।",
      postPrivate: () => "यह पोस्ट एक प्राइवेट अकाउंट की है, इसलिए डाउनलोड नहीं हो सकती।",
      ageRestricted: () => "इस पर उम्र की पाबंदी है, इसलिए साइन-इन किए बिना यह डाउनलोड नहीं हो सकता।",
      live: () => "यह लाइव स्ट्रीम है। स्ट्रीम खत्म होने के बाद फिर कोशिश करें।",
      region: () => "डाउनलोड सर्वर जिस देश में चलता है, वहां यह ब्लॉक है।",
      paid: () => "यह पेड कंटेंट है, इसलिए डाउनलोड नहीं हो सकता।",
      drm: () => "यह वीडियो कॉपी-प्रोटेक्टेड (DRM) है, इसलिए डाउनलोड नहीं हो सकता।",
      nothingFound: () => "डाउनलोड करने लायक कुछ नहीं मिला। हो सकता है पोस्ट या वीडियो डिलीट, छिपा हुआ या रिस्ट्रिक्टेड हो।",
      botCheck: () => "YouTube ने डाउनलोड सर्वर से साबित करने को कहा कि वह बॉट नहीं है। कुछ मिनट बाद फिर कोशिश करें।",
      accessKey: () => "इस साइट के डाउनलोड सर्वर ने रिक्वेस्ट लौटा दी (ऐक्सेस-की)। जब तक यह ठीक नहीं होता, डाउनलोड रुके हुए हैं।",
      signInCheck: () => "इस साइट का डाउनलोड सर्वर साइन-इन की ऐसी जांच मांगता है, जो यह साइट सपोर्ट नहीं करती।",
      youtubeChanged: () => "YouTube ने कुछ बदला है और डाउनलोड सर्वर यह वीडियो नहीं पढ़ पाया। बाद में फिर कोशिश करें।",
      fetchFailed: ({ service }) => `अभी ${service} से यह नहीं मिल पाया। एक मिनट बाद फिर कोशिश करें।`,
      badRequest: () => "डाउनलोड सर्वर इस साइट की रिक्वेस्ट नहीं समझ पाया। बाद में फिर कोशिश करें।",
      fallback: () => "डाउनलोड सर्वर यह लिंक नहीं ला पाया। एक मिनट बाद फिर कोशिश करें।",
    },
    refused: "इस साइट के डाउनलोड सर्वर ने रिक्वेस्ट लौटा दी।",
    unreadable: (httpStatus) =>
      `डाउनलोड सर्वर ने ऐसा जवाब भेजा, जो यह साइट पढ़ नहीं पाई${httpStatus === null ? "" : ` (एरर ${httpStatus})`}। कुछ मिनट बाद फिर कोशिश करें।`,
    localProcessing:
      "यह डाउनलोड सर्वर चाहता है कि फ़ाइल ब्राउज़र खुद पूरी करे, जो यह साइट अभी नहीं कर सकती। बाद में फिर कोशिश करें।",
    timeout: "डाउनलोड सर्वर ने जवाब देने में बहुत देर लगा दी। एक मिनट बाद फिर कोशिश करें।",
    unreachable: "डाउनलोड सर्वर तक नहीं पहुंच पाए। अपना कनेक्शन देखें और फिर कोशिश करें।",
    notAVideo: "यह YouTube लिंक किसी वीडियो का नहीं है। किसी वीडियो या शॉर्ट का लिंक पेस्ट करें।",
    storiesNeedLogin:
      "स्टोरी तभी सेव हो सकती है, जब इस साइट का डाउनलोड सर्वर Instagram में साइन-इन हो, और अभी वह साइन-इन नहीं है। रील्स और पोस्ट सेव हो जाती हैं।",
    noProfilePictures: "इस साइट का डाउनलोड सर्वर प्रोफ़ाइल फ़ोटो नहीं ला सकता। रील्स और पोस्ट सेव हो जाती हैं।",
    youtubePicker: "डाउनलोड सर्वर ने इस वीडियो के लिए कई फ़ाइलें दीं, जिन्हें यह साइट अभी नहीं दिखा सकती।",
    severalFiles: "डाउनलोड सर्वर ने इस लिंक के लिए कई फ़ाइलें दीं। इनमें से एक चुनने के लिए लिंक दोबारा लाएं।",
    tunnel: {
      expired: {
        title: "इस डाउनलोड लिंक का समय खत्म हो गया",
        message: "डाउनलोड लिंक करीब डेढ़ मिनट तक ही चलते हैं। नया लिंक पाने के लिए डाउनलोड बटन फिर दबाएं।",
      },
      busy: {
        title: "डाउनलोड सर्वर अभी बिज़ी है",
        message: "यह हर विज़िटर को एक मिनट में कुछ ही डाउनलोड देता है। एक मिनट रुकें, फिर डाउनलोड बटन दोबारा दबाएं।",
      },
      failed: {
        title: "डाउनलोड सर्वर फ़ाइल नहीं भेज पाया",
        message: "सर्वर की तरफ़ कुछ गड़बड़ हो गई। थोड़ी देर में डाउनलोड बटन फिर दबाएं।",
      },
      unreachable: {
        title: "डाउनलोड सर्वर तक नहीं पहुंच पाए",
        message: "अपना कनेक्शन देखें, फिर डाउनलोड बटन दोबारा दबाएं।",
      },
    },
    carouselItem: (type, place, count) => `${HINDI_PICKER_NAMES[type]} ${place} (${count} में से)`,
    previewOf: (label) => `${label} का प्रीव्यू`,
    photoPreview: "फ़ोटो का प्रीव्यू",
  },
};
