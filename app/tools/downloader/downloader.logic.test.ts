import { describe, expect, it } from "vitest";
import { instagramLinkKind, instagramUser, mediaTypeFor, parseMediaLink, serverLink } from "./downloader.logic";

// How any pasted link is read (schemes, length, look-alike YouTube hosts, video ids) is tested
// with the reader itself (app/lib/text/youtube-link.test.ts); these are the downloader's own rules.

const ID = "dQw4w9WgXcQ";

describe("parseMediaLink: Instagram", () => {
  it.each([
    "https://www.instagram.com/reel/C8xYz12AbCd/",
    "https://instagram.com/p/C7aBcDeFgHi/?igsh=MWQ1ZGUxMzBkMA==",
    "http://www.instagram.com/stories/mumbai.eats/3412345678901234567/",
    "https://m.instagram.com/priya.travels/",
    "www.instagram.com/reel/C8xYz12AbCd",
    "HTTPS://WWW.INSTAGRAM.COM/REEL/C8xYz12AbCd/",
    "https://www.instagram.com./reel/C8xYz12AbCd/",
  ])("accepts %j", (input) => {
    expect(parseMediaLink("instagram", input)).not.toBeNull();
  });

  it.each([
    ["empty", ""],
    ["a query that mentions the host", "https://evil.example/?instagram.com"],
    ["a path that mentions the host", "https://evil.example/instagram.com/reel/x"],
    ["the host as a prefix", "https://instagram.com.evil.example/reel/x"],
    ["the host as a suffix of another name", "https://notinstagram.com/reel/x"],
    ["the host as user info", "https://instagram.com@evil.example/reel/x"],
    ["a Cyrillic look-alike", "https://www.instagrаm.com/reel/x"],
    ["data:", "data:text/html,instagram.com"],
    ["a YouTube link", "https://youtu.be/dQw4w9WgXcQ"],
    ["a bare word", "instagram"],
    ["a 10,000-character link", `https://www.instagram.com/reel/${"a".repeat(10_000)}`],
  ])("refuses %s", (_name, input) => {
    expect(parseMediaLink("instagram", input)).toBeNull();
  });

  it("adds the missing scheme, drops credentials and gives no video id", () => {
    const link = parseMediaLink("instagram", "user:secret@instagram.com/p/C7aBcDeFgHi");
    expect(link?.url.href).toBe("https://instagram.com/p/C7aBcDeFgHi");
    expect(link?.videoId).toBeNull();
  });
});

describe("parseMediaLink: YouTube", () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}&t=42s`, ID],
    [`youtu.be/${ID}?t=90`, ID],
    ["https://www.youtube.com/shorts/aB3_-xYz9Q0", "aB3_-xYz9Q0"],
    [`https://www.youtube-nocookie.com/embed/${ID}`, ID],
  ])("%s → %s", (input, id) => {
    expect(parseMediaLink("youtube", input)?.videoId).toBe(id);
  });

  it.each([
    "https://www.youtube.com/@CreatorGrowStudio",
    "https://www.youtube.com/playlist?list=PL9tY0BWXOZFt",
    `https://www.youtube.com/watch?v=${ID}X`,
    "https://youtu.be/",
  ])("a YouTube link without a video is still YouTube's, with no id: %s", (input) => {
    const link = parseMediaLink("youtube", input);
    expect(link).not.toBeNull();
    expect(link?.videoId).toBeNull();
  });

  it.each([
    ["whitespace only", "   "],
    ["the host as a prefix", `https://youtube.com.evil.example/watch?v=${ID}`],
    ["an Instagram link", "https://www.instagram.com/reel/C8xYz12AbCd/"],
    ["10,000 characters", "y".repeat(10_000)],
  ])("refuses %s", (_name, input) => {
    expect(parseMediaLink("youtube", input)).toBeNull();
  });
});

describe("mediaTypeFor", () => {
  it.each([
    ["Reels Downloader", "video"],
    ["Post Downloader", "video"],
    ["Story Downloader", "image"],
    ["DP Viewer & Downloader", "image"],
    ["Caption Downloader", "image"],
  ] as const)("%s → %s", (name, type) => {
    expect(mediaTypeFor(name)).toBe(type);
  });
});

describe("Instagram link details", () => {
  const url = (path: string) => new URL(`https://www.instagram.com${path}`);

  it.each([
    ["/reel/C8xYz12AbCd/", "media", null],
    ["/p/C7aBcDeFgHi/", "media", null],
    ["/tv/C7aBcDeFgHi", "media", null],
    ["/share/AbC123xyz/", "media", null],
    ["/chai.with.riya/p/C7aBcDeFgHi/", "media", "chai.with.riya"],
    ["/Priya_Travels/reel/C8xYz12AbCd/", "media", "priya_travels"],
    ["/stories/mumbai.eats/3412345678901234567/", "story", "mumbai.eats"],
    ["/chai.with.riya/", "profile", "chai.with.riya"],
    ["/explore/", "other", null],
    ["/", "other", null],
    [`/${"a".repeat(31)}/`, "other", null],
    ["/%3Cscript%3E/", "other", null],
  ])("%s is %s by %s", (path, kind, user) => {
    expect(instagramLinkKind(url(path))).toBe(kind);
    expect(instagramUser(url(path))).toBe(user);
  });
});

describe("serverLink", () => {
  function link(platform: "instagram" | "youtube", input: string) {
    const parsed = parseMediaLink(platform, input);
    if (!parsed) throw new Error(input);
    return serverLink(parsed);
  }

  it.each([
    ["instagram", "instagram.com/reel/C8xYz12AbCd/?igsh=MWQ1ZGUx#x", "https://www.instagram.com/reel/C8xYz12AbCd/"],
    ["instagram", "https://m.instagram.com/p/C7aBcDeFgHi", "https://www.instagram.com/p/C7aBcDeFgHi"],
    ["youtube", `https://www.youtube.com/watch?feature=share&v=${ID}&t=90s`, `https://www.youtube.com/watch?v=${ID}`],
    ["youtube", `https://youtube.com/live/${ID}?si=abc`, `https://www.youtube.com/watch?v=${ID}`],
    ["youtube", "https://www.youtube.com/playlist?list=PL123", null],
  ] as const)("%s %s → %s", (platform, input, expected) => {
    expect(link(platform, input)).toBe(expected);
  });
});
