import { describe, expect, it } from "vitest";
import { createDeck } from "~/lib/deck";
import { seededRng } from "~/lib/random";
import { EMOJI_LINES, POST_TEMPLATES } from "./instagram-post-generator.data";
import { POST_DECK_KEY, generatePost, postHashtagLine } from "./instagram-post-generator.logic";

const SEEDS = Array.from({ length: 100 }, (_, seed) => seed);
const SAMPLE_TOPICS = ["5 tips for better sleep", "masala chai", "BGMI", "my first marathon"];
const HOSTILE_TOPICS = [
  "  morning run  ",
  "Diwali\tOutfits",
  "चाय",
  "C++ tips!",
  "☕☕",
  "?!...",
  "<img src=x onerror=alert(1)>",
];

describe("POST_TEMPLATES", () => {
  it("has at least 12 templates, each naming the topic without opening with it", () => {
    expect(POST_TEMPLATES.length).toBeGreaterThanOrEqual(12);
    for (const topic of SAMPLE_TOPICS) {
      const openings = POST_TEMPLATES.map((template) => template(topic));
      expect(new Set(openings).size).toBe(POST_TEMPLATES.length);
      for (const opening of openings) {
        expect(opening).toContain(topic);
        expect(opening.startsWith(topic)).toBe(false);
        // The topic sits after a colon, an arrow, "about" or "on", or in quotes: a noun phrase.
        expect(opening).toMatch(
          new RegExp(`(: |➜ |about "|on "|"|: )${topic.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}`, "u"),
        );
      }
    }
  });
});

describe("postHashtagLine", () => {
  it("gives the topic's tag, then four related tags from the map", () => {
    expect(postHashtagLine("masala chai", seededRng(7))).toBe(
      "#masalachai #chaiwala #adrakchai #chaipecharcha #darjeelingtea",
    );
    for (const seed of SEEDS.slice(0, 20)) {
      const tags = postHashtagLine("Street Food", seededRng(seed)).split(" ");
      expect(tags).toHaveLength(5);
      expect(tags[0]).toBe("#streetfood");
      for (const banned of ["#instadaily", "#trending", "#explorepage"]) expect(tags).not.toContain(banned);
    }
  });

  it("is empty when nothing in the topic can be tagged", () => {
    expect(postHashtagLine("☕☕", seededRng(1))).toBe("");
  });
});

describe("generatePost", () => {
  it("gives the same post for the same seed", () => {
    expect(generatePost("  Street Food ", seededRng(42))).toBe(
      'Everything I wish someone had told me earlier about "Street Food" 💡\nSave this before it gets lost in your feed.\n\n🔥🙌❤️\n\n#streetfood #streetfoodlover #dahipuri #streetfoodvlog #streetfoodie',
    );
    expect(generatePost("my first marathon", seededRng(7))).toBe(
      "You asked, so here it is: my first marathon 🙌\nSend this to the friend who keeps asking you about it.\n\n📍✨🤍\n\n#myfirstmarathon #sundayrun #runninglife #runningtips #runnersofindia",
    );
  });

  it("still writes the post for an emoji-only topic, without a hashtag line", () => {
    expect(generatePost("☕☕", seededRng(1))).toBe(
      'Chalo, let\'s talk about "☕☕" ☕\nWhat would you add? Comment karo.\n\n🌟💯🥰',
    );
  });

  it("gives nothing for an empty or blank topic", () => {
    expect(generatePost("", seededRng(1))).toBe("");
    expect(generatePost(" \t\n ", seededRng(1))).toBe("");
  });

  it("keeps $-patterns in the topic literally", () => {
    expect(generatePost("$& $1 $$", seededRng(3))).toContain("$& $1 $$");
  });

  it("deals templates from a deck: one visit shows every template before any repeats", () => {
    const deck = createDeck(POST_TEMPLATES, seededRng(11));
    const rng = seededRng(12);
    const openings = POST_TEMPLATES.map(() => generatePost("BGMI", rng, deck).split("\n\n")[0]);
    expect(new Set(openings).size).toBe(POST_TEMPLATES.length);
    expect(POST_DECK_KEY).toBe("instagram-post-templates");
  });

  it("over many seeds: a known opening with the trimmed topic, an emoji line, then the tags", () => {
    for (const raw of [...SAMPLE_TOPICS, ...HOSTILE_TOPICS]) {
      const topic = raw.trim();
      const openings = new Set(POST_TEMPLATES.map((template) => template(topic)));
      for (const seed of SEEDS) {
        const [opening = "", emoji = "", tags] = generatePost(raw, seededRng(seed)).split("\n\n");
        expect(openings.has(opening)).toBe(true);
        expect(EMOJI_LINES).toContain(emoji);
        if (tags !== undefined) expect(tags).toMatch(/^(#[\p{L}\p{M}\p{N}_]+ ?){1,5}$/u);
      }
    }
  });

  it("handles a 10,000-character topic without trouble", () => {
    const topic = "a".repeat(10_000);
    const post = generatePost(topic, seededRng(5));
    expect(post).toContain(topic);
    expect(post.includes(`#${topic}`)).toBe(false);
  });
});
