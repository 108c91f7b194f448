import { describe, expect, it } from "vitest";
import { REASON_MESSAGES, THUMBNAIL_SIZES, type ThumbnailSize } from "./youtube-thumbnail-downloader.data";
import {
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

// Which links are YouTube's and which id they carry is tested with the reader itself
// (app/lib/text/youtube-link.test.ts); here, what this page adds: bare ids and a reason for each message.
describe("parseYoutubeVideo", () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}&t=1m30s`, ID],
    [`youtu.be/${ID}`, ID],
    [`https://www.youtube.com/shorts/${SHORT_ID}`, SHORT_ID],
    [`https://www.youtube.com/watch/${ID}`, ID],
    [ID, ID],
    [SHORT_ID, SHORT_ID],
    [`\t${ID}  `, ID],
  ])("reads %j as %s", (input, videoId) => {
    expect(parseYoutubeVideo(input)).toEqual({ ok: true, videoId });
  });

  it.each([
    ["empty", "   \n\t ", "empty"],
    ["10,000 characters", "a".repeat(10_000), "too-long"],
    ["a sentence with a link", `watch this https://youtu.be/${ID}`, "not-a-link"],
    ["javascript:", `javascript:alert(1)//youtube.com/watch?v=${ID}`, "not-a-link"],
    ["a 12-character bare id", `${ID}x`, "not-a-link"],
    ["a look-alike host", `https://youtube.com.evil.example/watch?v=${ID}`, "not-youtube"],
    ["another host with youtube in the query", `https://evil.example/?u=https://youtu.be/${ID}`, "not-youtube"],
    ["a playlist", "https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs", "no-video"],
    ["a cut-off id", "https://youtu.be/dQw4w9W", "bad-id"],
  ])("refuses %s: %s", (_name, input, reason) => {
    expect(parseYoutubeVideo(input)).toEqual({ ok: false, reason });
  });

  it("has a message for every reason", () => {
    for (const message of Object.values(REASON_MESSAGES)) expect(message).toMatch(/^[A-Z].+\.$/);
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
