import { describe, expect, it } from "vitest";
import { MAX_LINK_LENGTH, isVideoId, isYoutubeHost, readLink, youtubeVideoId } from "./youtube-link";

const ID = "dQw4w9WgXcQ";
const SHORT_ID = "aB3_-xYz9Q0";

function hostOf(input: string): string | null {
  const link = readLink(input);
  return link.ok ? link.host : null;
}

function videoOf(input: string) {
  const link = readLink(input);
  if (!link.ok) throw new Error(`not a link: ${input}`);
  return youtubeVideoId(link.url);
}

describe("readLink: what it reads", () => {
  it.each([
    ["https://www.instagram.com/reel/C8xYz12AbCd/", "www.instagram.com"],
    ["http://www.youtube.com/watch?v=x", "www.youtube.com"],
    [`youtu.be/${ID}`, "youtu.be"],
    ["instagram.com/p/C7aBcDeFgHi", "instagram.com"],
    ["  https://youtu.be/x\n", "youtu.be"],
    ["\thttps://www.instagram.com/reel/C8xYz12AbCd/  ", "www.instagram.com"],
    ["HTTPS://WWW.YOUTUBE.COM/watch?v=x", "www.youtube.com"],
    ["https://www.youtube.com./watch?v=x", "www.youtube.com"],
    ["instagram.com:443/p/C7aBcDeFgHi", "instagram.com"],
  ])("%j is a link to %s", (input, host) => {
    expect(hostOf(input)).toBe(host);
  });

  it("adds the missing scheme and drops credentials", () => {
    const link = readLink("user:secret@instagram.com/p/C7aBcDeFgHi");
    expect(link.ok && link.url.href).toBe("https://instagram.com/p/C7aBcDeFgHi");
  });

  it("keeps links up to the length limit", () => {
    const base = "https://www.youtube.com/watch?v=";
    expect(MAX_LINK_LENGTH).toBe(2048);
    expect(readLink(base + "a".repeat(MAX_LINK_LENGTH - base.length)).ok).toBe(true);
    expect(readLink(base + "a".repeat(MAX_LINK_LENGTH - base.length + 1))).toEqual({ ok: false, reason: "too-long" });
  });
});

describe("readLink: what it refuses, and why", () => {
  it.each([
    ["empty", "", "empty"],
    ["whitespace only", "   \n\t ", "empty"],
    ["10,000 characters", "a".repeat(10_000), "too-long"],
    ["a 10,000-character link", `https://www.youtube.com/watch?v=${ID}&x=${"a".repeat(10_000)}`, "too-long"],
    ["markup", `<a href="https://youtu.be/${ID}">watch</a>`, "not-a-link"],
    ["a script tag", "<script>alert(1)</script>", "not-a-link"],
    ["a link inside a sentence", `watch this https://youtu.be/${ID}`, "not-a-link"],
    ["a bare word", "youtube", "not-a-link"],
    ["javascript:", `javascript:alert(1)//youtube.com/watch?v=${ID}`, "not-a-link"],
    ["javascript: with slashes", "javascript://instagram.com/%0Aalert(1)", "not-a-link"],
    ["data:", `data:text/html,youtu.be/${ID}`, "not-a-link"],
    ["ftp:", `ftp://youtube.com/watch?v=${ID}`, "not-a-link"],
  ])("%s", (_name, input, reason) => {
    expect(readLink(input)).toEqual({ ok: false, reason });
  });

  it("never throws, whatever the input", () => {
    const samples = ["%", "http://", "https://[::1", "youtu.be/%E0%A4%A", "\u0000", "💥".repeat(3000), "//youtu.be/"];
    for (const input of samples) expect(() => readLink(input)).not.toThrow();
  });
});

describe("isYoutubeHost: the host of the parsed link, never the text", () => {
  it.each([
    "https://www.youtube.com/watch?v=x",
    "https://youtube.com/shorts/x",
    "https://m.youtube.com/watch?v=x",
    "https://music.youtube.com/watch?v=x",
    "https://www.youtube-nocookie.com/embed/x",
    "youtube-nocookie.com/embed/x",
    "https://youtu.be/x",
  ])("YouTube: %s", (input) => {
    expect(isYoutubeHost(hostOf(input) ?? "")).toBe(true);
  });

  it.each([
    ["the host as a prefix", `https://youtube.com.evil.example/watch?v=${ID}`],
    ["the short host as a prefix", `https://youtu.be.evil.example/${ID}`],
    ["the host in the path", `https://evil.example/youtube.com/watch?v=${ID}`],
    ["the host in the query", `https://evil.example/?u=https://youtu.be/${ID}`],
    ["the host in the fragment", `https://evil.example/#youtube.com`],
    ["the host as user info", `https://youtube.com@evil.example/watch?v=${ID}`],
    ["a host ending in youtube.com", `https://notyoutube.com/watch?v=${ID}`],
    ["an unlisted subdomain", `https://studio.evil.youtube.com/watch?v=${ID}`],
    ["a Cyrillic look-alike", `https://www.yоutube.com/watch?v=${ID}`],
    ["Instagram", "https://www.instagram.com/reel/C8xYz12AbCd/"],
  ])("not YouTube: %s", (_name, input) => {
    const host = hostOf(input);
    expect(host).not.toBeNull();
    expect(isYoutubeHost(host ?? "")).toBe(false);
  });
});

describe("youtubeVideoId", () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, ID],
    [`https://www.youtube.com/watch?v=${ID}&t=42s`, ID],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&list=PL1&index=3`, ID],
    [`https://www.youtube.com/watch?list=PL9tY0BWXOZFt&index=3&v=${ID}&pp=iAQB`, ID],
    [`https://www.youtube.com/watch?v=${ID}#t=90`, ID],
    [`https://m.youtube.com/watch?v=${ID}`, ID],
    [`https://music.youtube.com/watch?v=${ID}&list=RDAMVM`, ID],
    [`https://youtu.be/${ID}`, ID],
    [`https://youtu.be/${ID}?si=Xy12_ab-CD&t=42`, ID],
    [`https://youtu.be./${ID}`, ID],
    [`https://www.youtube.com/shorts/${SHORT_ID}`, SHORT_ID],
    [`https://youtube.com/shorts/${SHORT_ID}?feature=share`, SHORT_ID],
    [`https://www.youtube.com/embed/${ID}?start=30&autoplay=1`, ID],
    [`https://www.youtube.com/embed/${ID}/`, ID],
    [`https://www.youtube-nocookie.com/embed/${ID}`, ID],
    [`https://www.youtube.com/live/${ID}?si=abc`, ID],
    [`https://www.youtube.com/v/${ID}?version=3`, ID],
    [`https://www.youtube.com/watch/${ID}`, ID],
  ])("%s → %s", (input, videoId) => {
    expect(videoOf(input)).toEqual({ ok: true, videoId });
  });

  it.each([
    ["a channel", "https://www.youtube.com/@riya.makes", "no-video"],
    ["a channel by id", "https://www.youtube.com/channel/UC1234567890abcdefghijkl", "no-video"],
    ["a playlist", "https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs", "no-video"],
    ["a search naming an id", `https://www.youtube.com/results?search_query=${ID}`, "no-video"],
    ["the home page", "https://www.youtube.com/", "no-video"],
    ["watch without v", "https://www.youtube.com/watch?list=PL1", "no-video"],
    ["watch with an empty v", "https://www.youtube.com/watch?v=", "no-video"],
    ["Shorts without an id", "https://www.youtube.com/shorts/", "no-video"],
    ["the short host alone", "https://youtu.be/", "no-video"],
    ["a cut-off id", "https://youtu.be/dQw4w9W", "bad-id"],
    ["an id too short", "https://www.youtube.com/watch?v=tooShort", "bad-id"],
    ["an id too long", `https://www.youtube.com/watch?v=${ID}x`, "bad-id"],
    ["an id with a stray character", "https://www.youtube.com/watch?v=dQw4w9WgXc!", "bad-id"],
    ["an id with markup", "https://www.youtube.com/shorts/<b>x</b>abc", "bad-id"],
  ])("%s: %s", (_name, input, reason) => {
    expect(videoOf(input)).toEqual({ ok: false, reason });
  });
});

describe("isVideoId", () => {
  it("is exactly 11 letters, digits, dashes and underscores", () => {
    expect(isVideoId(ID)).toBe(true);
    expect(isVideoId(SHORT_ID)).toBe(true);
    for (const text of ["", `${ID}x`, ID.slice(1), "dQw4w9WgXc!", ` ${ID}`, "dQw4w9WgXcQ\n"]) {
      expect(isVideoId(text), JSON.stringify(text)).toBe(false);
    }
  });
});
