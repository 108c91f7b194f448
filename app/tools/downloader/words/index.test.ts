import { describe, expect, it } from "vitest";
import { devanagariShare, latinWords } from "~/test/devanagari-text";
import { THUMBNAIL_WORDS } from "../../youtube-thumbnail-downloader/words";
import { DOWNLOADER_WORDS } from "./";
import { SERVER_WORDS } from "./cobalt";

// Every word the downloaders' Hindi pages show: the same keys as English, in Hindi, sentences ending in "।".

const SIZES = THUMBNAIL_WORDS.hi.sizes.slice(0, 2);

/** What each worded function is asked with, by its key. */
const ARGUMENTS: Readonly<Record<string, readonly unknown[]>> = {
  fieldLabel: [DOWNLOADER_WORDS.hi.platforms.instagram],
  urlRequired: [DOWNLOADER_WORDS.hi.platforms.youtube],
  invalidBanner: [DOWNLOADER_WORDS.hi.platforms.instagram],
  invalidToast: [DOWNLOADER_WORDS.hi.platforms.youtube],
  youtubeBackend: ["1080p HD"],
  qualityLabel: ["HD (1080p)"],
  carousel: [4],
  heading: [null, "video"],
  downloadItem: ["फ़ोटो 1 (4 में से)"],
  started: ["clip.mp4"],
  unreadable: [502],
  carouselItem: ["photo", 1, 4],
  previewOf: ["वीडियो 2 (4 में से)"],
  ready: [3],
  missing: [SIZES],
  failed: [SIZES],
  alt: ["स्टैंडर्ड (640 × 480)"],
  downloadLabel: ["स्टैंडर्ड (640 × 480)"],
  openLabel: ["स्टैंडर्ड (640 × 480)"],
};
const FACTS = [{ service: "YouTube", context: { limit: 60 } }];

/** Not words: an example link, a platform's name, English's article. */
const NOT_WORDS = new Set(["placeholder", "label", "article", "id"]);

function texts(value: unknown, path: string[] = []): [string, string][] {
  const key = path.at(-1) ?? "";
  if (typeof value === "string") return NOT_WORDS.has(key) ? [] : [[path.join("."), value]];
  if (typeof value === "function") {
    const args = path.at(-2) === "cobalt" ? FACTS : ARGUMENTS[key];
    if (!args) throw new Error(`no arguments for ${path.join(".")}`);
    return texts((value as (...args: unknown[]) => unknown)(...args), path);
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, [...path, String(index)]));
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([name, item]) => texts(item, [...path, name]));
  }
  return [];
}

const KEPT: ReadonlySet<string> = new Set(["youtu", "be", "DRM", "p"]);

/** The same keys, all the way down. */
function shape(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return typeof value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
}

describe.each([
  ["downloader", DOWNLOADER_WORDS],
  ["download server", SERVER_WORDS],
  ["thumbnail downloader", THUMBNAIL_WORDS],
] as const)("the %s's words", (_name, words) => {
  it("Hindi has every key English has", () => {
    const english = shape(words.en) as Record<string, unknown>;
    const hindi = shape(words.hi) as Record<string, unknown>;
    // English takes its sample pictures' own descriptions; Hindi names them.
    if ("sample" in english) delete english.sample;
    if ("sample" in hindi) delete hindi.sample;
    expect(hindi).toEqual(english);
  });

  const hindi = texts(words.hi).filter(([, text]) => /\p{L}/u.test(text));

  it.each(hindi)("%s is Hindi", (_path, text) => {
    expect(devanagariShare(text)).toBeGreaterThan(0.75);
    // Only names kept in Latin letters, the youtu.be address, DRM and the p of 1080p.
    expect(latinWords(text).filter((word) => !KEPT.has(word))).toEqual([]);
  });

  it.each(hindi)("%s ends its sentences in Hindi", (_path, text) => {
    expect(text).not.toMatch(/[^.]\.$|\.\s/u);
  });
});
