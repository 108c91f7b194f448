import { describe, expect, it } from "vitest";
import { devanagariShare } from "~/test/devanagari-text";
import { HINDI_TAGS } from "./hi.data";
import { isUsableTag, normaliseKeyword } from "~/lib/hashtags/tags";
import { TOPICS } from "./topic-map.data";

const entries = Object.entries(HINDI_TAGS);

describe("the Hindi tags", () => {
  it("has an entry for every topic of the map, and only for those", () => {
    expect(Object.keys(HINDI_TAGS).sort()).toEqual(TOPICS.map((topic) => topic.id).sort());
  });

  it("gives every topic Roman Hindi tags, and nearly every one Devanagari tags", () => {
    for (const [id, { roman }] of entries) expect(roman.length, id).toBeGreaterThanOrEqual(2);
    const withDevanagari = entries.filter(([, { devanagari }]) => devanagari.length > 0).length;
    expect(withDevanagari).toBeGreaterThanOrEqual(200);
    const total = entries.reduce((sum, [, tags]) => sum + tags.devanagari.length + tags.roman.length, 0);
    expect(total).toBeGreaterThan(1000);
  });

  it("holds only tags a generator may output, each once per topic", () => {
    for (const [id, { devanagari, roman }] of entries) {
      for (const tag of roman) expect(isUsableTag(tag), `${id}: ${tag}`).toBe(true);
      // Devanagari words are spaced once, and glue into a usable tag.
      for (const words of devanagari) {
        expect(words, id).toBe(words.trim().replace(/\s+/gu, " "));
        expect(isUsableTag(normaliseKeyword(words)), `${id}: ${words}`).toBe(true);
      }
      expect(new Set(devanagari.map(normaliseKeyword)).size, id).toBe(devanagari.length);
      expect(new Set(roman).size, id).toBe(roman.length);
    }
  });

  it("writes the Devanagari tags in Devanagari and the Roman ones in Latin letters and digits only", () => {
    for (const [id, { devanagari, roman }] of entries) {
      for (const words of devanagari) expect(devanagariShare(words), `${id}: ${words}`).toBe(1);
      for (const tag of roman) expect(tag, id).toMatch(/^[a-z][a-z0-9]*$/u);
    }
  });
});
