import type { Lang } from "~/lib/lang/lang";
import type { Platform } from "~/lib/site/tool-entry";
import type { CobaltAnswer, CobaltErrorContext } from "./downloader.cobalt";
import { type CobaltMessage, SERVER_WORDS } from "./words/cobalt";

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

type Rule = readonly [matches: (code: string) => boolean, problem: Problem, message: CobaltMessage];

const is =
  (...codes: string[]) =>
  (code: string) =>
    codes.includes(code);
const family = (prefix: string) => (code: string) => code.startsWith(prefix);

/** Codes from cobalt 11 (api/src and its web client's list); the first rule that matches wins. */
const RULES: readonly Rule[] = [
  [is("link.invalid", "link.missing", "service.unsupported"), "invalid-link", "unrecognised"],
  [is("link.unsupported"), "invalid-link", "unsupported"],
  [is("fetch.short_link"), "invalid-link", "shortLink"],
  [is("service.disabled", "youtube.disabled_main_instance"), "other", "disabled"],
  [is("rate_exceeded"), "rate-limited", "tooManyDownloads"],
  [is("fetch.rate"), "rate-limited", "slowedDown"],
  [is("content.too_long"), "unavailable", "tooLong"],
  [is("content.video.private"), "unavailable", "videoPrivate"],
  [is("content.post.private"), "unavailable", "postPrivate"],
  [is("content.video.age", "content.post.age"), "unavailable", "ageRestricted"],
  [is("content.video.live"), "unavailable", "live"],
  [is("content.video.region", "content.region"), "unavailable", "region"],
  [is("content.paid"), "unavailable", "paid"],
  [is("youtube.drm"), "unavailable", "drm"],
  [is("content.post.unavailable", "content.video.unavailable", "fetch.empty"), "unavailable", "nothingFound"],
  [is("youtube.login"), "auth-needed", "botCheck"],
  [family("auth.key."), "auth-needed", "accessKey"],
  [family("auth."), "auth-needed", "signInCheck"],
  [family("youtube."), "platform-failed", "youtubeChanged"],
  [family("fetch."), "platform-failed", "fetchFailed"],
  [is("invalid_body", "header.accept", "header.content_type", "service.audio_not_supported"), "other", "badRequest"],
];

/**
 * What an error code means for the visitor, in the page's language. `code` may carry cobalt's
 * "error.api." prefix.
 */
export function explainCode(
  fullCode: string,
  context: CobaltErrorContext,
  platform: Platform,
  lang: Lang = "en",
): Explanation {
  const code = fullCode.replace(/^error\.api\./, "");
  const service = SERVICE_NAMES[context.service?.toLowerCase() ?? ""] ?? PLATFORM_NAMES[platform];
  const rule = RULES.find(([matches]) => matches(code));
  const [problem, message]: readonly [Problem, CobaltMessage] = rule ? [rule[1], rule[2]] : ["other", "fallback"];
  return { problem, message: SERVER_WORDS[lang].cobalt[message]({ service, context }) };
}

function explainHttp(httpStatus: number | null, platform: Platform, lang: Lang): Explanation {
  // A reverse proxy in front of cobalt may answer without cobalt's JSON.
  if (httpStatus === 429) return explainCode("rate_exceeded", {}, platform, lang);
  const words = SERVER_WORDS[lang];
  if (httpStatus === 401 || httpStatus === 403) return { problem: "auth-needed", message: words.refused };
  return {
    problem: "server-down",
    message: words.unreadable(httpStatus && httpStatus >= 400 ? httpStatus : null),
  };
}

export function explainTrouble(trouble: CobaltTrouble, platform: Platform, lang: Lang = "en"): Explanation {
  const words = SERVER_WORDS[lang];
  switch (trouble.kind) {
    case "error":
      return explainCode(trouble.code, trouble.context, platform, lang);
    case "local-processing":
      return { problem: "other", message: words.localProcessing };
    case "failure":
      if (trouble.reason === "timeout") return { problem: "server-down", message: words.timeout };
      if (trouble.reason === "unreachable") return { problem: "server-down", message: words.unreachable };
      return explainHttp(trouble.httpStatus, platform, lang);
  }
}
