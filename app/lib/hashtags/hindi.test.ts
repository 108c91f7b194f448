import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/text/random";
import { readTopic } from "~/lib/topic";
import { HINDI_TAGS } from "~/lib/topic-map/hi.data";
import {
  HINDI_IN_TOP,
  HINDI_ON_INSTAGRAM,
  HINDI_ON_YOUTUBE,
  type HindiWriting,
  hindiTagsFor,
  inWriting,
  instagramHindiHashtags,
  youtubeHindiHashtagResult,
} from "./hindi";
import { instagramHashtags } from "./instagram";
import {
  INSTAGRAM_TAG_COUNT,
  MAX_TAG_LENGTH,
  TOP_COUNT,
  YOUTUBE_TAG_COUNT,
  isUsableTag,
  normaliseKeyword,
  tagSpellingKey,
} from "./tags";
import { youtubeHashtagResult } from "./youtube";
import { PLATFORM_FLOOR } from "./kind-floor.data";

const DEVANAGARI = /\p{Script=Devanagari}/u;
const WRITINGS: readonly HindiWriting[] = ["hi", "hinglish"];
const KEYWORDS = [
  "खाना",
  "desi khana",
  "बिरयानी",
  "street food delhi",
  "दिवाली",
  "gym",
  "yaariyan",
  "शायरी",
  "बिल्ली",
  "upsc ki taiyari",
  "iPhone 16 review",
  "मसाला चाय रेसिपी",
  "valorant",
  "मोमोज़",
  "माँ",
];
/** Their creators post no Devanagari tag of their own. */
const NO_DEVANAGARI = new Set(["iPhone 16 review", "valorant"]);
const YEAR = 2026;

const bankOf = (id: string, writing: HindiWriting) =>
  new Set((HINDI_TAGS[id]?.[writing === "hi" ? "devanagari" : "roman"] ?? []).map(normaliseKeyword));

describe("instagramHindiHashtags", () => {
  it("mixes Hindi tags for the topic into the five to post and their own group", () => {
    const tags = instagramHindiHashtags("khana", "hi", seededRng(1));
    expect(tags.top).toHaveLength(TOP_COUNT);
    expect(tags.top.filter((tag) => DEVANAGARI.test(tag))).toHaveLength(HINDI_IN_TOP);
    expect(tags.top).toEqual(expect.arrayContaining(["khana", "खाना", "देसीखाना"]));
    expect(tags.hindi.length).toBeGreaterThan(0);
    for (const tag of tags.hindi) expect(bankOf("food", "hi").has(tag), tag).toBe(true);
    expect(tags.all).toHaveLength(INSTAGRAM_TAG_COUNT);
    // The English tags stay.
    expect(tags.all).toEqual(expect.arrayContaining(["indianfood", "food"]));
  });

  it("writes the Hindi part in Roman letters for Hinglish, the typed Devanagari word too", () => {
    const tags = instagramHindiHashtags("खाना", "hinglish", seededRng(1));
    expect(tags.all.filter((tag) => DEVANAGARI.test(tag))).toEqual([]);
    expect(tags.top[0]).toBe("khana");
    expect(tags.all).toEqual(expect.arrayContaining(["gharkakhana", "indianfood"]));
    expect(instagramHindiHashtags("बिरयानी", "hinglish", seededRng(1)).top[0]).toBe("biryani");
  });

  it.each(WRITINGS)("keeps every limit of the English generator (%s)", (writing) => {
    for (const keyword of KEYWORDS) {
      for (const seed of [1, 2, 3]) {
        const tags = instagramHindiHashtags(keyword, writing, seededRng(seed));
        expect(tags.all, keyword).toEqual([...tags.top, ...tags.hindi, ...tags.niche, ...tags.mid, ...tags.broad]);
        expect(tags.all.length, keyword).toBe(INSTAGRAM_TAG_COUNT);
        expect(tags.top.length, keyword).toBe(TOP_COUNT);
        expect(new Set(tags.all).size, keyword).toBe(tags.all.length);
        for (const tag of tags.all) expect(isUsableTag(tag), tag).toBe(true);
        const devanagari = tags.all.filter((tag) => DEVANAGARI.test(tag));
        if (writing === "hinglish") expect(devanagari, keyword).toEqual([]);
        else if (!NO_DEVANAGARI.has(keyword)) expect(devanagari.length, keyword).toBeGreaterThan(0);
      }
    }
  });

  it("gives the same five to post on every call", () => {
    for (const keyword of KEYWORDS) {
      const first = instagramHindiHashtags(keyword, "hi", seededRng(1)).top;
      expect(instagramHindiHashtags(keyword, "hi", seededRng(99)).top, keyword).toEqual(first);
    }
  });

  it("adds no more Hindi tags than its share", () => {
    for (const keyword of KEYWORDS) {
      for (const writing of WRITINGS) {
        const tags = instagramHindiHashtags(keyword, writing, seededRng(4));
        const bank = new Set(hindiTagsFor(readTopic(keyword), writing));
        const english = new Set(instagramHashtags(keyword, seededRng(4)).all);
        const added = tags.all.filter((tag) => bank.has(tag) && !english.has(tag));
        expect(added.length, keyword).toBeLessThanOrEqual(HINDI_ON_INSTAGRAM);
      }
    }
  });

  it("reads the topic from Devanagari and Hinglish keywords", () => {
    expect(instagramHindiHashtags("गोलगप्पे", "hi", seededRng(1)).all).toEqual(
      expect.arrayContaining(["गोलगप्पे", "स्ट्रीटफूड", "streetfood"]),
    );
    expect(instagramHindiHashtags("yaariyan", "hi", seededRng(1)).all).toEqual(
      expect.arrayContaining(["yaariyan", "दोस्ती", "friendship"]),
    );
    expect(instagramHindiHashtags("shaadi", "hinglish", seededRng(1)).all).toEqual(
      expect.arrayContaining(["shaadi", "dulhan", "wedding"]),
    );
  });

  it("answers as the English generator does when nothing is known or nothing is usable", () => {
    const unknown = instagramHindiHashtags("zorblax", "hi", seededRng(1));
    const anyPost = PLATFORM_FLOOR.instagram.slice(0, 4);
    expect(unknown).toMatchObject({ all: ["zorblax", ...anyPost], hindi: [], unknown: true });
    expect(instagramHindiHashtags("ज़ोरब्लैक्स", "hinglish", seededRng(1)).all).toEqual(["zorablaiks", ...anyPost]);
    expect(instagramHindiHashtags("instagram", "hi", seededRng(1)).all).toEqual([]);
    expect(instagramHindiHashtags("  ", "hi", seededRng(1)).all).toEqual([]);
    expect(instagramHindiHashtags("क".repeat(MAX_TAG_LENGTH + 1), "hi", seededRng(1)).all).toEqual([]);
  });
});

describe("one tag spelt two ways", () => {
  it("is given once, as the first spelling met: the typed one", () => {
    for (const writing of WRITINGS)
      for (const keyword of KEYWORDS) {
        const instagram = instagramHindiHashtags(keyword, writing, seededRng(3)).all;
        const youtube = youtubeHindiHashtagResult(keyword, writing, YEAR).tags;
        for (const tags of [instagram, youtube])
          expect(new Set(tags.map(tagSpellingKey)).size, `${keyword}: ${tags.join(" ")}`).toBe(tags.length);
      }
    const momos = instagramHindiHashtags("मोमोज़", "hi", seededRng(3)).top;
    expect(momos[0]).toBe("मोमोज़");
    expect(momos).not.toContain("मोमोज");
    expect(momos).toContain("momos");
  });
});

describe("youtubeHindiHashtagResult", () => {
  it("puts a Hindi tag among the three shown above the title, and more after", () => {
    const { tags, unknown } = youtubeHindiHashtagResult("दिवाली", "hi", YEAR);
    expect(unknown).toBe(false);
    expect(tags).toHaveLength(YOUTUBE_TAG_COUNT);
    expect(tags.slice(0, 3).filter((tag) => DEVANAGARI.test(tag)).length).toBeGreaterThanOrEqual(2);
    expect(tags).toEqual(expect.arrayContaining(["diwali", "शुभदीपावली"]));
  });

  it.each(WRITINGS)("keeps the English limits and order rules (%s)", (writing) => {
    for (const keyword of KEYWORDS) {
      const { tags } = youtubeHindiHashtagResult(keyword, writing, YEAR);
      const english = youtubeHashtagResult(keyword, YEAR).tags;
      expect(tags.length, keyword).toBe(YOUTUBE_TAG_COUNT);
      expect(new Set(tags).size, keyword).toBe(tags.length);
      for (const tag of tags) expect(isUsableTag(tag), tag).toBe(true);
      const [lead] = english.map((tag) => inWriting(tag, readTopic(keyword), writing)).filter((tag) => tag !== null);
      expect(tags[0], keyword).toBe(lead);
      const bank = new Set(hindiTagsFor(readTopic(keyword), writing));
      const added = tags.filter((tag) => bank.has(tag) && !english.includes(tag));
      expect(added.length, keyword).toBeLessThanOrEqual(HINDI_ON_YOUTUBE);
      if (writing === "hinglish")
        expect(
          tags.filter((tag) => DEVANAGARI.test(tag)),
          keyword,
        ).toEqual([]);
    }
  });

  it("never puts a year or a how-to tag where the English generator would not", () => {
    expect(youtubeHindiHashtagResult("android", "hinglish", YEAR).tags).not.toContain("androidtipshindi");
    expect(youtubeHindiHashtagResult("android tips", "hinglish", YEAR).tags).toContain("androidtipshindi");
  });

  it("answers as the English generator does when nothing is known or nothing is usable", () => {
    expect(youtubeHindiHashtagResult("zorblax", "hi", YEAR)).toEqual({
      topic: "zorblax",
      tags: ["zorblax", ...PLATFORM_FLOOR.youtube.slice(0, 4)],
      unknown: true,
    });
    expect(youtubeHindiHashtagResult("instagram", "hinglish", YEAR).tags).toEqual([]);
    expect(youtubeHindiHashtagResult("", "hi", YEAR).tags).toEqual([]);
  });
});
