import { describe, expect, it } from "vitest";
import { createDeck } from "~/lib/deck";
import { seededRng } from "~/lib/random";
import { readTopic } from "~/lib/topic";
import { devanagariShare } from "~/test/hindi-text";
import { fillHindiPost, generatePost, hindiDeckKeys, typedTopic } from "./instagram-post-generator.logic";
import { HINDI_CALLS, HINDI_POSTS, HINGLISH_CALLS, HINGLISH_POSTS } from "./posts-hi.data";

const SEEDS = Array.from({ length: 8 }, (_, seed) => seed + 1);
const BANKS = {
  hi: { posts: HINDI_POSTS, calls: HINDI_CALLS },
  hinglish: { posts: HINGLISH_POSTS, calls: HINGLISH_CALLS },
} as const;

/** A post's parts: the post itself, its call to action, the emoji line and the tags. */
function partsOf(post: string) {
  const parts = post.split("\n\n");
  return { body: parts[0] ?? "", call: parts[1] ?? "", emoji: parts[2] ?? "", tags: parts.at(-1) ?? "" };
}

describe.each(["hi", "hinglish"] as const)("a post written in %s", (writing) => {
  const { posts, calls } = BANKS[writing];

  it("is one of the writing's posts with the topic as typed, then a call, the emoji and the English page's tags", () => {
    // Decks dealt from their own rng, so the emoji and tags draw the same numbers in both writings.
    const apart = (_key: string, templates: readonly { text: string }[]) =>
      createDeck(templates, seededRng(99)) as never;
    for (const seed of SEEDS) {
      const post = generatePost("  Delhi   street food under 100 rupees ", seededRng(seed), apart, writing);
      const { body, call, tags } = partsOf(post);
      expect(post.split("\n\n"), post).toHaveLength(4);
      expect(posts.map((text) => fillHindiPost(text, "Delhi street food under 100 rupees"))).toContain(body);
      expect(calls).toContain(call);
      // The tags are the tag judge's, exactly as on the English page for the same seed.
      const english = generatePost("Delhi street food under 100 rupees", seededRng(seed), apart).split("\n\n");
      expect(tags).toBe(english.at(-1));
      expect(partsOf(post).emoji).toBe(english.at(-2));
      expect(tags.split(" ")[0]).toBe("#streetfood");
    }
  });

  it("uses the same bank for every kind of topic, with the kind's emoji and tags", () => {
    for (const [topic, emoji, tag] of [
      ["cricket", "🏏", "#cricket"],
      ["iphone 16 review", "📱", "#iphone16"],
      ["खाना", "", "#खाना"],
    ] as const) {
      const { body, emoji: line, tags } = partsOf(generatePost(topic, seededRng(3), undefined, writing));
      expect(posts.map((text) => fillHindiPost(text, topic))).toContain(body);
      expect(line).toContain(emoji);
      expect(tags.split(" ")).toContain(tag);
    }
  });

  it("deals every post and every call once before any comes back", () => {
    const keys = hindiDeckKeys(writing);
    const decks = new Map<string, ReturnType<typeof createDeck<{ text: string }>>>();
    const rng = seededRng(7);
    const seen = Array.from({ length: posts.length }, () => {
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
      return partsOf(post).body;
    });
    expect(new Set(seen).size).toBe(posts.length);
    expect([...decks.keys()].sort()).toEqual([keys.calls, keys.posts].sort());
  });
});

describe("the Hindi page's posts", () => {
  it("are mostly Devanagari in Hindi, and have no Devanagari in Hinglish but a Devanagari topic", () => {
    for (const seed of SEEDS) {
      const hindi = generatePost("बारिश", seededRng(seed), undefined, "hi");
      expect(devanagariShare(hindi), hindi).toBeGreaterThan(0.9);
      const hinglish = generatePost("monsoon", seededRng(seed), undefined, "hinglish");
      expect(hinglish, hinglish).not.toMatch(/[\u0900-\u097F]/u);
    }
  });

  it("keeps the topic as typed: no casing, no place moved, no words dropped, markup left out", () => {
    expect(typedTopic(readTopic("दिल्ली स्ट्रीट फ़ूड"))).toBe("दिल्ली स्ट्रीट फ़ूड");
    expect(typedTopic(readTopic(" iphone  16 review "))).toBe("iphone 16 review");
    expect(typedTopic(readTopic("<b>chai</b>"))).not.toMatch(/[<>]/u);
    expect(typedTopic(readTopic("a".repeat(10_000)))).toHaveLength(300);
    const post = generatePost("दिल्ली स्ट्रीट फ़ूड", seededRng(1), undefined, "hi");
    expect(post).toContain("दिल्ली स्ट्रीट फ़ूड");
    expect(post).not.toMatch(/\bin Delhi\b/u);
  });

  it("puts a topic holding a marker or a replacement pattern in as typed", () => {
    expect(fillHindiPost("आज {topic} ✨", "$& {topic}")).toBe("आज $& {topic} ✨");
  });

  it("writes nothing for an empty topic, and English by default", () => {
    expect(generatePost("  ", seededRng(1), undefined, "hi")).toBe("");
    expect(generatePost("cat", seededRng(1))).toBe(generatePost("cat", seededRng(1), undefined, "en"));
  });
});
