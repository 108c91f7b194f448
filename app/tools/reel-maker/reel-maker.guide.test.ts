// @vitest-environment node
import { describe, expect, it } from "vitest";
import { guideText } from "~/test/guide-text";
import { COVER_MAX_BYTES, COVERS, PRESETS, SHAPES } from "./reel-maker.data";

// The two guides keep to what the pages do and say where the platforms' rules come from.
const read = (id: string) => guideText(new URL(`./guide/${id}/en.md`, import.meta.url));
const reel = read("instagram-reel-maker");
const shorts = read("youtube-shorts-maker");
const size = (id: string) => {
  const shape = SHAPES.find((s) => s.id === id);
  return `${shape?.sizes["1080p"].width ?? 0} × ${shape?.sizes["1080p"].height ?? 0}`;
};

describe("Reel and Shorts maker guides", () => {
  it("name the page's own buttons and sizes", () => {
    for (const text of [reel, shorts]) {
      expect(text).toContain("Choose a video");
      expect(text).toContain(size("9:16"));
      expect(text).toMatch(/MP4, MOV (and|or) WebM/);
    }
    expect(reel).toContain(`Export ${PRESETS.instagram.word}`);
    expect(shorts).toContain(`Export ${PRESETS.youtube.word}`);
    expect(shorts).toContain(`${COVERS.thumbnail.width} × ${COVERS.thumbnail.height}`);
  });

  it("give each platform's length limit with its source and date", () => {
    expect(PRESETS.instagram.limitSeconds).toBe(180);
    expect(PRESETS.youtube.limitSeconds).toBe(180);
    expect(reel).toContain(
      "Since January 2025, when Adam Mosseri, head of Instagram, announced it, Reels can be up to 3 minutes long",
    );
    expect(shorts).toContain("from 15 October 2024, square or vertical videos of up to 3 minutes are Shorts");
  });

  it("say where text is covered, and what a phone upload of a thumbnail allows", () => {
    expect(reel).toMatch(/top 14%, the bottom 35% and 6% at each side/);
    const tall = SHAPES.find((s) => s.id === "9:16");
    expect(tall?.safe).toMatchObject({ top: 0.14, bottom: 0.35 });
    expect(COVER_MAX_BYTES).toBe(2_000_000);
    expect(shorts).toMatch(/2 MB for a thumbnail uploaded from a phone/);
  });

  it("promise nothing is uploaded", () => {
    expect(reel).toMatch(/never uploaded/);
    expect(shorts).toMatch(/never leaves the phone/);
  });
});
