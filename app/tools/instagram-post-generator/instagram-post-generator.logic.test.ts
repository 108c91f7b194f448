import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/random";
import { EMOJI_LINES, POST_TEMPLATES } from "./instagram-post-generator.data";
import { generatePost, hashtagTopic, postHashtags } from "./instagram-post-generator.logic";

const SEEDS = Array.from({ length: 200 }, (_, seed) => seed);
const TOPICS = [
  "Street Food",
  "  morning run  ",
  "Diwali\tOutfits",
  "चाय",
  "C++ tips!",
  "☕☕",
  "?!...",
  "<img src=x onerror=alert(1)>",
];

describe("hashtagTopic", () => {
  it("removes whitespace, lower-cases and keeps only hashtag characters", () => {
    expect(hashtagTopic("  Street Food ")).toBe("streetfood");
    expect(hashtagTopic("Diwali\u00a0Outfits 2025")).toBe("diwalioutfits2025");
    expect(hashtagTopic("C++ tips!")).toBe("ctips");
    expect(hashtagTopic("मेरा शहर")).toBe("मेराशहर");
    expect(hashtagTopic("🔥🎉")).toBe("");
    expect(hashtagTopic("?!...")).toBe("");
  });
});

describe("postHashtags", () => {
  it("lists topic, instadaily, topic+love, trending, explorepage", () => {
    expect(postHashtags("Street Food")).toEqual([
      "#streetfood",
      "#instadaily",
      "#streetfoodlove",
      "#trending",
      "#explorepage",
    ]);
  });

  it("drops the two topic tags when the topic has no tag form", () => {
    expect(postHashtags("🔥🎉")).toEqual(["#instadaily", "#trending", "#explorepage"]);
  });
});

describe("generatePost", () => {
  it("gives the same post for the same seed", () => {
    expect(generatePost("  Street Food ", seededRng(42))).toBe(
      "Ek post, ek feeling: Street Food 🌟\nTag the one friend who would love this as much as you do!\n\n🔥🙌❤️\n\n#streetfood #instadaily #streetfoodlove #trending #explorepage",
    );
    expect(generatePost("Diwali Outfits", seededRng(7))).toBe(
      "Some days are just made for Diwali Outfits, and today was one of them. ✨\nKya aapko bhi aisa lagta hai? Drop your thoughts below 👇\n\n✨📸💫\n\n#diwalioutfits #instadaily #diwalioutfitslove #trending #explorepage",
    );
  });

  it("still writes the post for an emoji-only topic, with the fixed tags only", () => {
    expect(generatePost("☕☕", seededRng(1))).toBe(
      "Ek post, ek feeling: ☕☕ 🌟\nTag the one friend who would love this as much as you do!\n\n✨📸💫\n\n#instadaily #trending #explorepage",
    );
  });

  it("gives nothing for an empty or blank topic", () => {
    expect(generatePost("", seededRng(1))).toBe("");
    expect(generatePost(" \t\n ", seededRng(1))).toBe("");
  });

  it("keeps $-patterns in the topic literally", () => {
    expect(generatePost("$& $1 $$", seededRng(3))).toContain("$& $1 $$");
  });

  it("over many seeds: one of the four templates with the trimmed topic, an emoji line, then the tags", () => {
    expect(POST_TEMPLATES).toHaveLength(4);
    for (const raw of TOPICS) {
      const topic = raw.trim();
      const openings = new Set(POST_TEMPLATES.map((template) => template(topic)));
      for (const seed of SEEDS) {
        const parts = generatePost(raw, seededRng(seed)).split("\n\n");
        expect(parts).toHaveLength(3);
        const [caption = "", emoji = "", tags = ""] = parts;
        expect(openings.has(caption)).toBe(true);
        expect(caption).toContain(topic);
        expect(EMOJI_LINES).toContain(emoji);
        expect(tags).toBe(postHashtags(raw).join(" "));
      }
    }
  });

  it("over many seeds: every template and emoji line turns up", () => {
    const posts = SEEDS.map((seed) => generatePost("chai", seededRng(seed)));
    for (const template of POST_TEMPLATES) expect(posts.some((post) => post.startsWith(template("chai")))).toBe(true);
    for (const emoji of EMOJI_LINES) expect(posts.some((post) => post.includes(`\n\n${emoji}\n\n`))).toBe(true);
  });

  it("handles a 10,000-character topic without trouble", () => {
    const topic = "a".repeat(10_000);
    const post = generatePost(topic, seededRng(5));
    expect(post).toContain(topic);
    expect(post.endsWith(`#${topic}love #trending #explorepage`)).toBe(true);
  });
});
