import { describe, expect, it } from "vitest";
import { OFFERED_SIZES } from "./youtube-thumbnail-downloader.data";
import { type LoadedImage, thumbnailOptions } from "./youtube-thumbnail-downloader.logic";
import { type ImageLoader, checkSizes } from "./youtube-thumbnail-downloader.probe";

const ID = "dQw4w9WgXcQ";
const GREY = { naturalWidth: 120, naturalHeight: 90 };

/** A loader that answers each size by its file name: the picture's size, null, or a throw. */
function loader(answers: Record<string, LoadedImage | null | "throw">): ImageLoader {
  return (url) => {
    const name = /\/(\w+)\.jpg$/.exec(url)?.[1] ?? "";
    const answer = answers[name];
    if (answer === "throw") return Promise.reject(new Error("boom"));
    return Promise.resolve(answer ?? null);
  };
}

const options = thumbnailOptions(ID, OFFERED_SIZES);
const ids = (list: readonly { size: { id: string } }[]) => list.map((option) => option.size.id);

describe("checkSizes", () => {
  it("offers the four useful sizes, largest first, not the 120 × 90 one", () => {
    expect(ids(options)).toEqual(["maxresdefault", "sddefault", "hqdefault", "mqdefault"]);
  });

  it("keeps every size that came back at its own size", async () => {
    const checked = await checkSizes(
      ID,
      options,
      loader({
        maxresdefault: { naturalWidth: 1280, naturalHeight: 720 },
        sddefault: { naturalWidth: 640, naturalHeight: 480 },
        hqdefault: { naturalWidth: 480, naturalHeight: 360 },
        mqdefault: { naturalWidth: 320, naturalHeight: 180 },
      }),
    );
    expect(checked.videoId).toBe(ID);
    expect(ids(checked.ready)).toEqual(["maxresdefault", "sddefault", "hqdefault", "mqdefault"]);
    expect(checked.missing).toEqual([]);
    expect(checked.failed).toEqual([]);
  });

  it("sorts YouTube's grey stand-in into missing and a picture that never came into failed", async () => {
    const checked = await checkSizes(
      ID,
      options,
      loader({
        maxresdefault: GREY,
        sddefault: GREY,
        hqdefault: { naturalWidth: 480, naturalHeight: 360 },
        mqdefault: null,
      }),
    );
    expect(ids(checked.ready)).toEqual(["hqdefault"]);
    expect(ids(checked.missing)).toEqual(["maxresdefault", "sddefault"]);
    expect(ids(checked.failed)).toEqual(["mqdefault"]);
  });

  it("counts a loader that throws as a failed load, never as a crash", async () => {
    const checked = await checkSizes(ID, options, loader({ maxresdefault: "throw" }));
    expect(checked.ready).toEqual([]);
    expect(ids(checked.failed)).toEqual(["maxresdefault", "sddefault", "hqdefault", "mqdefault"]);
  });

  it("asks for each size once, at YouTube's image host", async () => {
    const asked: string[] = [];
    await checkSizes(ID, options, (url) => {
      asked.push(url);
      return Promise.resolve(GREY);
    });
    expect(asked).toEqual(options.map((option) => option.url));
    for (const url of asked) expect(url.startsWith(`https://i.ytimg.com/vi/${ID}/`)).toBe(true);
  });
});
