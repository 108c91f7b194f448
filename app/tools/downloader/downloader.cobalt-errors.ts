import type { Platform } from "~/lib/tool-entry";
import type { CobaltAnswer, CobaltErrorContext } from "./downloader.cobalt";

/** What kind of trouble a lookup hit; the screen may style or retry by it. */
export type Problem =
  /** The link is wrong or of a kind the server cannot use. */
  | "invalid-link"
  /** The post or video is private, removed, restricted or otherwise out of reach. */
  | "unavailable"
  | "rate-limited"
  /** The download server itself could not be reached or answered nonsense. */
  | "server-down"
  /** The server is up but could not get the media from Instagram or YouTube. */
  | "platform-failed"
  /** A key, a sign-in or a browser check is missing. */
  | "auth-needed"
  | "other";

export interface Explanation {
  problem: Problem;
  message: string;
}

export type CobaltTrouble = Extract<CobaltAnswer, { kind: "error" | "failure" | "local-processing" }>;

const SERVICE_NAMES: Readonly<Record<string, string>> = { instagram: "Instagram", youtube: "YouTube" };
const PLATFORM_NAMES: Readonly<Record<Platform, string>> = { instagram: "Instagram", youtube: "YouTube" };

interface Facts {
  service: string;
  context: CobaltErrorContext;
}

type Rule = readonly [matches: (code: string) => boolean, problem: Problem, message: (facts: Facts) => string];

const is =
  (...codes: string[]) =>
  (code: string) =>
    codes.includes(code);
const family = (prefix: string) => (code: string) => code.startsWith(prefix);

function limitText(limit: number | undefined, unit: string, fallback: string): string {
  if (limit === undefined) return fallback;
  // The duration limit arrives in minutes with up to two decimals (cobalt divides seconds by 60).
  const rounded = Math.round(limit * 100) / 100;
  return `${rounded} ${unit}${rounded === 1 ? "" : "s"}`;
}

/** Codes from cobalt 11 (api/src and its web client's list); the first rule that matches wins. */
const RULES: readonly Rule[] = [
  [
    is("link.invalid", "link.missing", "service.unsupported"),
    "invalid-link",
    () => "The download server doesn't recognise this link. Check it and try again.",
  ],
  [
    is("link.unsupported"),
    "invalid-link",
    ({ service }) => `This kind of ${service} link can't be downloaded. Paste the link of a reel, post or video.`,
  ],
  [
    is("fetch.short_link"),
    "invalid-link",
    () => "This short link didn't open. Paste the full link from the app's Share menu instead.",
  ],
  [
    is("service.disabled", "youtube.disabled_main_instance"),
    "other",
    ({ service }) => `Downloads from ${service} are switched off on this site's download server.`,
  ],
  [
    is("rate_exceeded"),
    "rate-limited",
    ({ context }) =>
      `Too many downloads in a short time. Try again in ${limitText(context.limit, "second", "a minute")}.`,
  ],
  [
    is("fetch.rate"),
    "rate-limited",
    ({ service }) => `${service} is slowing the download server down right now. Try again in a few minutes.`,
  ],
  [
    is("content.too_long"),
    "unavailable",
    ({ context }) =>
      `This video is longer than the download server allows (${limitText(context.limit, "minute", "its limit")}). Try a shorter one.`,
  ],
  [is("content.video.private"), "unavailable", () => "This video is private, so it can't be downloaded."],
  [is("content.post.private"), "unavailable", () => "This post is from a private account, so it can't be downloaded."],
  [
    is("content.video.age", "content.post.age"),
    "unavailable",
    () => "This is age-restricted, so it can't be downloaded without signing in.",
  ],
  [is("content.video.live"), "unavailable", () => "This is a live stream. Try again once the stream has ended."],
  [
    is("content.video.region", "content.region"),
    "unavailable",
    () => "This is blocked in the country the download server runs in.",
  ],
  [is("content.paid"), "unavailable", () => "This is paid content, so it can't be downloaded."],
  [is("youtube.drm"), "unavailable", () => "This video is copy-protected (DRM), so it can't be downloaded."],
  [
    is("content.post.unavailable", "content.video.unavailable", "fetch.empty"),
    "unavailable",
    () => "Nothing downloadable was found. The post or video may be deleted, hidden or restricted.",
  ],
  [
    is("youtube.login"),
    "auth-needed",
    () => "YouTube asked the download server to prove it isn't a bot. Try again in a few minutes.",
  ],
  [
    family("auth.key."),
    "auth-needed",
    () => "This site's download server turned the request away (access key). Downloads are paused until it's fixed.",
  ],
  [
    family("auth."),
    "auth-needed",
    () => "This site's download server asks for a sign-in check this site doesn't support.",
  ],
  [
    family("youtube."),
    "platform-failed",
    () => "YouTube changed something and the download server couldn't read this video. Try again later.",
  ],
  [
    family("fetch."),
    "platform-failed",
    ({ service }) => `Couldn't get this from ${service} right now. Try again in a minute.`,
  ],
  [
    is("invalid_body", "header.accept", "header.content_type", "service.audio_not_supported"),
    "other",
    () => "The download server didn't understand this site's request. Please try again later.",
  ],
];

const FALLBACK: Explanation = {
  problem: "other",
  message: "The download server couldn't get this link. Try again in a minute.",
};

/** What an error code means for the visitor. `code` may carry cobalt's "error.api." prefix. */
export function explainCode(fullCode: string, context: CobaltErrorContext, platform: Platform): Explanation {
  const code = fullCode.replace(/^error\.api\./, "");
  const service = SERVICE_NAMES[context.service?.toLowerCase() ?? ""] ?? PLATFORM_NAMES[platform];
  const rule = RULES.find(([matches]) => matches(code));
  return rule ? { problem: rule[1], message: rule[2]({ service, context }) } : FALLBACK;
}

function explainHttp(httpStatus: number | null, platform: Platform): Explanation {
  // A reverse proxy in front of cobalt may answer without cobalt's JSON.
  if (httpStatus === 429) return explainCode("rate_exceeded", {}, platform);
  if (httpStatus === 401 || httpStatus === 403) {
    return { problem: "auth-needed", message: "This site's download server turned the request away." };
  }
  const detail = httpStatus && httpStatus >= 400 ? ` (error ${httpStatus})` : "";
  return {
    problem: "server-down",
    message: `The download server sent an answer this site couldn't read${detail}. Try again in a few minutes.`,
  };
}

export function explainTrouble(trouble: CobaltTrouble, platform: Platform): Explanation {
  switch (trouble.kind) {
    case "error":
      return explainCode(trouble.code, trouble.context, platform);
    case "local-processing":
      return {
        problem: "other",
        message:
          "This download server wants the browser to finish the file itself, which this site can't do yet. Please try again later.",
      };
    case "failure":
      if (trouble.reason === "timeout") {
        return {
          problem: "server-down",
          message: "The download server took too long to answer. Try again in a minute.",
        };
      }
      if (trouble.reason === "unreachable") {
        return {
          problem: "server-down",
          message: "Couldn't reach the download server. Check your connection and try again.",
        };
      }
      return explainHttp(trouble.httpStatus, platform);
  }
}
