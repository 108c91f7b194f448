import { describe, expect, it } from "vitest";
import { createDeck } from "~/lib/text/deck";
import { seededRng } from "~/lib/text/random";
import { readTopic } from "~/lib/topic";
import { fill } from "~/lib/topic/template-slots";
import { devanagariShare } from "~/test/devanagari-text";
import {
  fillHindiPost,
  generatePost,
  hindiDeckKeys,
  hindiSlots,
  hindiTemplatesFor,
  hindiTopicDeckKey,
  typedTopic,
} from "./instagram-post-generator.logic";
import { HINDI_CALLS, HINDI_POSTS } from "./banks/hi/posts.data";
import { HINGLISH_CALLS, HINGLISH_POSTS } from "./banks/hinglish/posts.data";

const SEEDS = Array.from({ length: 8 }, (_, seed) => seed + 1);
const BANKS = {
  hi: { posts: HINDI_POSTS, calls: HINDI_CALLS },
  hinglish: { posts: HINGLISH_POSTS, calls: HINGLISH_CALLS },
} as const;

/** Decks dealt from their own rng, so the emoji and tags draw the same numbers in every writing. */
const apart = (_key: string, templates: readonly { text: string }[]) => createDeck(templates, seededRng(99)) as never;

/** The openings a keyword gets in a writing, written out. */
const openings = (keyword: string, writing: "hi" | "hinglish") => {
  const reading = readTopic(keyword);
  return hindiTemplatesFor(reading, writing).map((template) => fill(template.text, hindiSlots(reading, writing)));
};

describe.each(["hi", "hinglish"] as const)("a post written in %s", (writing) => {
  const { posts, calls } = BANKS[writing];

  it("opens with a line written for what the topic is, then the English page's emoji and tags", () => {
    for (const seed of SEEDS) {
      const post = generatePost("  Delhi   street food ", seededRng(seed), apart, writing);
      const parts = post.split("\n\n");
      expect(parts, post).toHaveLength(3);
      expect(openings("Delhi street food", writing)).toContain(parts[0]);
      // The emoji and tags are the tag judge's, exactly as on the English page for the same seed.
      const english = generatePost("Delhi street food", seededRng(seed), apart).split("\n\n");
      expect(parts.slice(1)).toEqual(english.slice(1));
      expect(parts.at(-1)?.split(" ")[0]).toBe("#streetfood");
    }
  });

  it("answers each kind and format for itself, in the writing's letters", () => {
    const cases: Readonly<Record<typeof writing, readonly (readonly [string, string])[]>> = {
      hi: [
        ["मसाला चाय", "मसाला चाय"],
        ["goa trip", "Goa"],
        ["iphone 16 review", "iPhone 16"],
        ["cricket", "cricket"],
        ["बिल्ली", "बिल्ली"],
        ["chai vs coffee", "coffee"],
      ],
      hinglish: [
        ["मसाला चाय", "masala chai"],
        ["goa trip", "Goa"],
        ["iphone 16 review", "iPhone 16"],
        ["cricket", "cricket"],
        ["बिल्ली", "billi"],
        ["chai vs coffee", "coffee"],
      ],
    };
    for (const [keyword, name] of cases[writing]) {
      const bank = openings(keyword, writing);
      expect(bank.length, keyword).toBeGreaterThanOrEqual(2);
      const opening = generatePost(keyword, seededRng(4), undefined, writing).split("\n\n")[0] ?? "";
      expect(bank, keyword).toContain(opening);
      expect(opening.toLowerCase(), keyword).toContain(name.toLowerCase());
      if (writing === "hi") expect(devanagariShare(opening), opening).toBeGreaterThan(0.6);
      else expect(opening, opening).not.toMatch(/[\u0900-\u097F]/u);
    }
    // The review's and the trip's own lines come first in what they get.
    expect(openings("iphone 16 review", writing).join(" ")).toMatch(/रिव्यू|review/iu);
    expect(openings("goa trip", writing).some((line) => /व्लॉग|vlog|ट्रिप डंप|trip dump/iu.test(line))).toBe(true);
  });

  it("keeps the whole posts and calls for a word the reader does not know, with the topic as typed", () => {
    for (const seed of SEEDS) {
      const post = generatePost(" zorblaxian  ", seededRng(seed), apart, writing);
      const [body, call] = post.split("\n\n");
      expect(posts.map((text) => fillHindiPost(text, "zorblaxian"))).toContain(body);
      expect(calls).toContain(call);
    }
  });

  it("deals every opening a topic gets once before any comes back, from its own deck", () => {
    const reading = readTopic("cat");
    const bank = openings("cat", writing);
    const decks = new Map<string, ReturnType<typeof createDeck<{ text: string }>>>();
    const rng = seededRng(7);
    const seen = bank.map(() => {
      const post = generatePost(
        "cat",
        rng,
        (key, templates) => {
          const deck = decks.get(key) ?? createDeck(templates, rng);
          decks.set(key, deck);
          return deck as never;
        },
        writing,
      );
      return post.split("\n\n")[0];
    });
    expect(new Set(seen).size).toBe(bank.length);
    expect([...decks.keys()]).toEqual([hindiTopicDeckKey(reading, writing)]);
    expect([...decks.keys()]).not.toContain(hindiDeckKeys(writing).posts);
  });
});

describe("the Hindi page's posts", () => {
  it("are mostly Devanagari in Hindi, and have no Devanagari at all in Hinglish, tags included", () => {
    for (const seed of SEEDS) {
      const hindi = generatePost("बारिश", seededRng(seed), undefined, "hi");
      expect(devanagariShare(hindi), hindi).toBeGreaterThan(0.9);
      const hinglish = generatePost("monsoon", seededRng(seed), undefined, "hinglish");
      expect(hinglish, hinglish).not.toMatch(/[\u0900-\u097F]/u);
      // A topic typed in Devanagari is written, and tagged, as the reader spells it in Latin.
      for (const topic of ["मसाला चाय", "मोमोज़", "दिवाली", "झुमका ब्लॉग"]) {
        const typedInHindi = generatePost(topic, seededRng(seed), undefined, "hinglish");
        expect(typedInHindi, typedInHindi).not.toMatch(/[\u0900-\u097F]/u);
      }
    }
  });

  it("keeps the topic as typed in the whole posts: no casing, no place moved, markup left out", () => {
    expect(typedTopic(readTopic("दिल्ली स्ट्रीट फ़ूड"))).toBe("दिल्ली स्ट्रीट फ़ूड");
    expect(typedTopic(readTopic(" iphone  16 review "))).toBe("iphone 16 review");
    expect(typedTopic(readTopic("<b>chai</b>"))).not.toMatch(/[<>]/u);
    expect(typedTopic(readTopic("a".repeat(10_000)))).toHaveLength(300);
  });

  it("puts a topic holding a marker or a replacement pattern in as typed", () => {
    expect(fillHindiPost("आज {topic} ✨", "$& {topic}")).toBe("आज $& {topic} ✨");
    for (const writing of ["hi", "hinglish"] as const) {
      expect(generatePost("$& {s}", seededRng(2), undefined, writing)).toContain("$& {s}");
    }
  });

  it("writes nothing for an empty topic, and English by default", () => {
    expect(generatePost("  ", seededRng(1), undefined, "hi")).toBe("");
    expect(generatePost("cat", seededRng(1))).toBe(generatePost("cat", seededRng(1), undefined, "en"));
  });
});
