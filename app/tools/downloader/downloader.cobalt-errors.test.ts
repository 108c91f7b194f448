import { describe, expect, it } from "vitest";
import type { Platform } from "~/lib/site/tool-entry";
import { readCobaltAnswer } from "./downloader.cobalt";
import { type Problem, explainCode, explainTrouble } from "./downloader.cobalt-errors";
import { fixture } from "./fixtures/replay";

function explainFixture(name: string, platform: Platform) {
  const { response } = fixture(name);
  const answer = readCobaltAnswer(response.body, response.status);
  if (answer.kind === "file" || answer.kind === "picker") throw new Error(`${name} is not trouble`);
  return explainTrouble(answer, platform);
}

describe("explainTrouble: every error fixture gets a clear message", () => {
  it.each<[string, Platform, Problem, string]>([
    [
      "error-fetch-fail-instagram",
      "instagram",
      "platform-failed",
      "Couldn't get this from Instagram right now. Try again in a minute.",
    ],
    [
      "error-fetch-fail-youtube",
      "youtube",
      "platform-failed",
      "Couldn't get this from YouTube right now. Try again in a minute.",
    ],
    [
      "error-link-invalid",
      "youtube",
      "invalid-link",
      "The download server doesn't recognise this link. Check it and try again.",
    ],
    [
      "error-link-unsupported-story",
      "instagram",
      "invalid-link",
      "This kind of Instagram link can't be downloaded. Paste the link of a reel, post or video.",
    ],
    [
      "error-invalid-body",
      "instagram",
      "other",
      "The download server didn't understand this site's request. Please try again later.",
    ],
    [
      "error-header-accept",
      "youtube",
      "other",
      "The download server didn't understand this site's request. Please try again later.",
    ],
    ["error-rate-exceeded", "youtube", "rate-limited", "Too many downloads in a short time. Try again in 60 seconds."],
    [
      "error-fetch-rate-youtube",
      "youtube",
      "rate-limited",
      "YouTube is slowing the download server down right now. Try again in a few minutes.",
    ],
    [
      "error-auth-key-missing",
      "instagram",
      "auth-needed",
      "This site's download server turned the request away (access key). Downloads are paused until it's fixed.",
    ],
    [
      "error-auth-key-not-found",
      "instagram",
      "auth-needed",
      "This site's download server turned the request away (access key). Downloads are paused until it's fixed.",
    ],
    [
      "error-auth-key-invalid",
      "instagram",
      "auth-needed",
      "This site's download server turned the request away (access key). Downloads are paused until it's fixed.",
    ],
    [
      "error-service-disabled",
      "youtube",
      "other",
      "Downloads from YouTube are switched off on this site's download server.",
    ],
    [
      "error-content-post-private",
      "instagram",
      "unavailable",
      "This post is from a private account, so it can't be downloaded.",
    ],
    ["error-content-video-private", "youtube", "unavailable", "This video is private, so it can't be downloaded."],
    [
      "error-content-too-long",
      "youtube",
      "unavailable",
      "This video is longer than the download server allows (180 minutes). Try a shorter one.",
    ],
    [
      "error-fetch-empty",
      "instagram",
      "unavailable",
      "Nothing downloadable was found. The post or video may be deleted, hidden or restricted.",
    ],
    [
      "error-youtube-login",
      "youtube",
      "auth-needed",
      "YouTube asked the download server to prove it isn't a bot. Try again in a few minutes.",
    ],
    [
      "error-critical-core",
      "youtube",
      "platform-failed",
      "Couldn't get this from YouTube right now. Try again in a minute.",
    ],
    [
      "local-processing-youtube",
      "youtube",
      "other",
      "This download server wants the browser to finish the file itself, which this site can't do yet. Please try again later.",
    ],
  ])("%s", (name, platform, problem, message) => {
    expect(explainFixture(name, platform)).toEqual({ problem, message });
  });
});

describe("explainCode: the rest of cobalt's codes", () => {
  it.each<[string, Problem]>([
    ["error.api.link.missing", "invalid-link"],
    ["error.api.service.unsupported", "invalid-link"],
    ["error.api.fetch.short_link", "invalid-link"],
    ["error.api.youtube.disabled_main_instance", "other"],
    ["error.api.content.video.age", "unavailable"],
    ["error.api.content.post.age", "unavailable"],
    ["error.api.content.video.live", "unavailable"],
    ["error.api.content.video.region", "unavailable"],
    ["error.api.content.region", "unavailable"],
    ["error.api.content.paid", "unavailable"],
    ["error.api.content.post.unavailable", "unavailable"],
    ["error.api.content.video.unavailable", "unavailable"],
    ["error.api.youtube.drm", "unavailable"],
    ["error.api.auth.jwt.missing", "auth-needed"],
    ["error.api.auth.turnstile.invalid", "auth-needed"],
    ["error.api.auth.key.ip_not_allowed", "auth-needed"],
    ["error.api.youtube.decipher", "platform-failed"],
    ["error.api.youtube.no_matching_format", "platform-failed"],
    ["error.api.youtube.no_session_tokens", "platform-failed"],
    ["error.api.fetch.critical", "platform-failed"],
    ["error.api.generic", "other"],
    ["error.api.capacity", "other"],
    ["something.new", "other"],
  ])("%s is %s", (code, problem) => {
    const explanation = explainCode(code, {}, "youtube");
    expect(explanation.problem).toBe(problem);
    expect(explanation.message).toMatch(/^[A-Z].+\.$/);
  });

  it("names the service from the context, else from the page", () => {
    expect(explainCode("fetch.fail", { service: "youtube" }, "instagram").message).toContain("YouTube");
    expect(explainCode("fetch.fail", {}, "instagram").message).toContain("Instagram");
    expect(explainCode("fetch.fail", { service: "twitter" }, "youtube").message).toContain("YouTube");
  });

  it("words limits naturally", () => {
    expect(explainCode("rate_exceeded", {}, "youtube").message).toContain("Try again in a minute.");
    expect(explainCode("rate_exceeded", { limit: 1 }, "youtube").message).toContain("in 1 second.");
    expect(explainCode("content.too_long", { limit: 2.5 }, "youtube").message).toContain("(2.5 minutes)");
    expect(explainCode("content.too_long", {}, "youtube").message).toContain("(its limit)");
  });
});

describe("explainTrouble: transport failures", () => {
  it.each<[string, number | null, Problem, RegExp]>([
    ["unreachable", null, "server-down", /^Couldn't reach the download server/],
    ["timeout", null, "server-down", /took too long/],
    ["unreadable", 502, "server-down", /couldn't read \(error 502\)/],
    ["unreadable", 200, "server-down", /couldn't read\. Try/],
    ["unreadable", 429, "rate-limited", /Too many downloads/],
    ["unreadable", 403, "auth-needed", /turned the request away/],
  ])("%s with HTTP %s", (reason, httpStatus, problem, message) => {
    const explanation = explainTrouble(
      { kind: "failure", reason: reason as "unreachable" | "timeout" | "unreadable", httpStatus },
      "instagram",
    );
    expect(explanation.problem).toBe(problem);
    expect(explanation.message).toMatch(message);
  });
});
