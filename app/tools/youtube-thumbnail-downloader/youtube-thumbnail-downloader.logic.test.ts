import { describe, expect, it } from "vitest";
import { REASON_MESSAGES, THUMBNAIL_SIZES, type ThumbnailSize } from "./youtube-thumbnail-downloader.data";
import {
  MAX_INPUT_LENGTH,
  isMissingSize,
  isPlaceholderImage,
  parseYoutubeVideo,
  thumbnailFilename,
  thumbnailOptions,
  thumbnailUrl,
} from "./youtube-thumbnail-downloader.logic";

const ID = "dQw4w9WgXcQ";
const SHORT_ID = "aB3_-xYz9Q0";

function size(id: ThumbnailSize["id"]): ThumbnailSize {
  const found = THUMBNAIL_SIZES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
}

describe("parseYoutubeVideo: links it reads", () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`, ID],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&list=PL1&index=3`, ID],
    [`https://youtube.com/watch?v=${ID}&t=1m30s`, ID],
    [`https://www.youtube.com/watch?v=${ID}#t=90`, ID],
    [`https://youtu.be/${ID}`, ID],
    [`https://youtu.be/${ID}?si=Xy12AbCdEf&t=42`, ID],
    [`youtu.be/${ID}`, ID],
    [`https://www.youtube.com/shorts/${SHORT_ID}`, SHORT_ID],
    [`https://youtube.com/shorts/${SHORT_ID}?feature=share`, SHORT_ID],
    [`https://www.youtube.com/embed/${ID}?start=30&autoplay=1`, ID],
    [`https://www.youtube.com/live/${ID}?si=abc`, ID],
    [`https://www.youtube.com/v/${ID}?version=3`, ID],
    [`https://www.youtube.com/watch/${ID}`, ID],
    [`https://m.youtube.com/watch?v=${ID}`, ID],
    [`https://music.youtube.com/watch?v=${ID}&list=RDAMVM`, ID],
    [`https://www.youtube-nocookie.com/embed/${ID}`, ID],
    [`youtube-nocookie.com/embed/${ID}`, ID],
    [`http://www.youtube.com/watch?v=${ID}`, ID],
    [`HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`, ID],
    [`https://www.youtube.com./watch?v=${ID}`, ID],
    [`  https://youtu.be/${ID}\n`, ID],
    [`\t${ID}  `, ID],
    [ID, ID],
    [SHORT_ID, SHORT_ID],
  ])("%j → %s", (input, videoId) => {
    expect(parseYoutubeVideo(input)).toEqual({ ok: true, videoId });
  });
});

describe("parseYoutubeVideo: what it refuses, and why", () => {
  it.each([
    ["empty", "", "empty"],
    ["only spaces", "   \n\t ", "empty"],
    ["10,000 characters", "a".repeat(10_000), "too-long"],
    ["a 10,000-character link", `https://www.youtube.com/watch?v=${ID}&x=${"a".repeat(10_000)}`, "too-long"],
    ["markup", `<a href="https://youtu.be/${ID}">watch</a>`, "not-a-link"],
    ["a script tag", "<script>alert(1)</script>", "not-a-link"],
    ["a sentence with a link", `watch this https://youtu.be/${ID}`, "not-a-link"],
    ["a bare word", "youtube", "not-a-link"],
    ["javascript:", `javascript:alert(1)//youtube.com/watch?v=${ID}`, "not-a-link"],
    ["data:", `data:text/html,youtu.be/${ID}`, "not-a-link"],
    ["a look-alike host", `https://youtube.com.evil.example/watch?v=${ID}`, "not-youtube"],
    ["a look-alike short host", `https://youtu.be.evil.example/${ID}`, "not-youtube"],
    ["another host with youtube in the path", `https://evil.example/youtube.com/watch?v=${ID}`, "not-youtube"],
    ["another host with youtube in the query", `https://evil.example/?u=https://youtu.be/${ID}`, "not-youtube"],
    ["the host as user info", `https://youtube.com@evil.example/watch?v=${ID}`, "not-youtube"],
    ["a host ending in youtube.com", `https://notyoutube.com/watch?v=${ID}`, "not-youtube"],
    ["a Cyrillic look-alike", `https://www.yоutube.com/watch?v=${ID}`, "not-youtube"],
    ["ftp", `ftp://youtube.com/watch?v=${ID}`, "not-a-link"],
    ["a channel", "https://www.youtube.com/@riya.makes", "no-video"],
    ["a playlist", "https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs", "no-video"],
    ["the home page", "https://www.youtube.com/", "no-video"],
    ["watch without v", "https://www.youtube.com/watch?list=PL1", "no-video"],
    ["a cut-off id", "https://youtu.be/dQw4w9W", "bad-id"],
    ["an id too long", `https://www.youtube.com/watch?v=${ID}x`, "bad-id"],
    ["an id with markup", "https://www.youtube.com/shorts/<b>x</b>abc", "bad-id"],
    ["a 12-character bare id", `${ID}x`, "not-a-link"],
  ])("%s", (_name, input, reason) => {
    expect(parseYoutubeVideo(input)).toEqual({ ok: false, reason });
  });

  it("has a message for every reason", () => {
    for (const message of Object.values(REASON_MESSAGES)) expect(message).toMatch(/^[A-Z].+\.$/);
  });

  it("never throws, whatever the input", () => {
    const samples = ["%", "http://", "https://[::1", "youtu.be/%E0%A4%A", "\u0000", "💥".repeat(3000), "//youtu.be/"];
    for (const input of samples) expect(() => parseYoutubeVideo(input)).not.toThrow();
    expect(MAX_INPUT_LENGTH).toBe(2048);
  });
});

describe("thumbnail sizes", () => {
  it("lists YouTube's five sizes, largest first, with their pixel sizes", () => {
    expect(THUMBNAIL_SIZES.map(({ id, width, height }) => `${id} ${width}x${height}`)).toEqual([
      "maxresdefault 1280x720",
      "sddefault 640x480",
      "hqdefault 480x360",
      "mqdefault 320x180",
      "default 120x90",
    ]);
    for (const option of THUMBNAIL_SIZES) {
      expect(option.label).not.toBe("");
      expect(option.note).toMatch(/\.$/);
    }
  });

  it("builds the image address and file name", () => {
    expect(thumbnailUrl(ID, size("maxresdefault"))).toBe(`https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`);
    expect(thumbnailUrl(SHORT_ID, size("mqdefault"))).toBe(`https://i.ytimg.com/vi/${SHORT_ID}/mqdefault.jpg`);
    expect(thumbnailFilename(ID, size("sddefault"))).toBe(`${ID}-sddefault.jpg`);
  });

  it("gives one option per size", () => {
    const options = thumbnailOptions(ID);
    expect(options.map((option) => option.url)).toEqual([
      `https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`,
      `https://i.ytimg.com/vi/${ID}/sddefault.jpg`,
      `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
      `https://i.ytimg.com/vi/${ID}/mqdefault.jpg`,
      `https://i.ytimg.com/vi/${ID}/default.jpg`,
    ]);
    expect(thumbnailOptions(ID, [size("hqdefault")])).toHaveLength(1);
  });
});

describe("isMissingSize: YouTube's grey stand-in", () => {
  it.each([
    ["maxresdefault", 1280, 720, false],
    ["maxresdefault", 120, 90, true],
    ["sddefault", 640, 480, false],
    ["sddefault", 120, 90, true],
    ["hqdefault", 480, 360, false],
    ["mqdefault", 320, 180, false],
    ["mqdefault", 120, 90, true],
    ["default", 120, 90, false],
    ["hqdefault", 0, 0, true],
    ["maxresdefault", 1280, 960, true],
  ] as const)("%s loaded at %i×%i → missing %s", (id, naturalWidth, naturalHeight, missing) => {
    expect(isMissingSize(size(id), { naturalWidth, naturalHeight })).toBe(missing);
  });

  it("recognises the stand-in's own size", () => {
    expect(isPlaceholderImage({ naturalWidth: 120, naturalHeight: 90 })).toBe(true);
    expect(isPlaceholderImage({ naturalWidth: 1280, naturalHeight: 720 })).toBe(false);
  });
});
