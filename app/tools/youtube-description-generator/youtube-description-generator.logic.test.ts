import { describe, expect, it } from "vitest";
import { createDeck } from "~/lib/deck";
import { seededRng } from "~/lib/random";
import { utf8ByteLength } from "~/lib/text";
import { DESCRIPTION_TEMPLATES, type VideoType } from "./youtube-description-generator.data";
import {
  DESCRIPTION_BYTE_LIMIT,
  descriptionDeckKey,
  descriptionTags,
  generateDescription,
  isTitleTooLong,
  normaliseTitle,
  videoTypeFor,
} from "./youtube-description-generator.logic";

const TYPES: readonly VideoType[] = ["tutorial", "vlog", "review", "shorts"];
const STAMPS = ["00:00 Intro", "01:15 ", "03:45 ", "05:30 Conclusion"];

describe("normaliseTitle and isTitleTooLong", () => {
  it("trims and collapses whitespace; empty for blank input", () => {
    expect(normaliseTitle("  My   First\tVlog  ")).toBe("My First Vlog");
    expect(normaliseTitle(" \t\n ")).toBe("");
  });

  it("counts code points against YouTube's 100", () => {
    expect(isTitleTooLong("a".repeat(100))).toBe(false);
    expect(isTitleTooLong("a".repeat(101))).toBe(true);
    expect(isTitleTooLong("🔥".repeat(50))).toBe(false);
  });
});

describe("videoTypeFor", () => {
  it("reads the type from the title's words, a named type before a hint", () => {
    const cases: [string, VideoType][] = [
      ["How to Make Masala Chai at Home", "tutorial"],
      ["Chai kaise banaye", "tutorial"],
      ["Goa trip vlog", "vlog"],
      ["A Day in My Life as a Medico", "vlog"],
      ["Budget Travel in Goa", "vlog"],
      ["How to plan a Goa trip", "tutorial"],
      ["iPhone 16 Review", "review"],
      ["Redmi vs Realme", "review"],
      ["Unboxing my new camera", "review"],
      ["5 gym mistakes #shorts", "shorts"],
      ["Quick chai hack #Shorts", "shorts"],
    ];
    for (const [title, type] of cases) expect(videoTypeFor(title), title).toBe(type);
  });

  it("matches whole words only and defaults to tutorial", () => {
    expect(videoTypeFor("Tourism in Kerala")).toBe("tutorial");
    expect(videoTypeFor("Oil on canvas")).toBe("tutorial");
    expect(videoTypeFor("Masala Chai at Home")).toBe("tutorial");
    expect(videoTypeFor("🔥🎉")).toBe("tutorial");
  });
});

describe("DESCRIPTION_TEMPLATES", () => {
  it("has several variants per type, each with the spec's parts", () => {
    for (const type of TYPES) {
      const bank = DESCRIPTION_TEMPLATES[type];
      expect(bank.length).toBeGreaterThanOrEqual(3);
      expect(new Set(bank).size).toBe(bank.length);
      for (const template of bank) {
        for (const stamp of STAMPS) expect(template).toContain(stamp);
        expect(template).toContain("{title}");
        expect(template.endsWith("{hashtags}")).toBe(true);
        expect(template).toContain("Instagram: [your link]");
      }
    }
  });
});

describe("descriptionTags", () => {
  it("gives short keyword tags, the type's tag last; food tutorials end with #recipe", () => {
    expect(descriptionTags("How to Make Masala Chai at Home", "tutorial", seededRng(3))).toEqual([
      "masalachai",
      "chai",
      "tealover",
      "adrakchai",
      "recipe",
    ]);
    expect(descriptionTags("Goa trip vlog", "vlog", seededRng(1)).at(-1)).toBe("vlog");
    expect(descriptionTags("5 gym mistakes #shorts", "shorts", seededRng(1))).toContain("shorts");
    expect(descriptionTags("🔥🎉", "review", seededRng(1))).toEqual(["review", "honestreview", "unboxing"]);
  });
});

describe("generateDescription", () => {
  it("fills a seeded template of the title's type exactly", () => {
    expect(generateDescription("How to Make Masala Chai at Home", seededRng(42)))
      .toBe(`📌 How to Make Masala Chai at Home

Everything you need to know, without the padding ⚡ I've tried this myself, so you get the honest version: what works, what doesn't, and what I'd do differently next time.

⏱️ Timestamps
00:00 Intro
01:15 Why this matters
03:45 The full breakdown
05:30 Conclusion

🤝 Let's connect
Instagram: [your link]
LinkedIn: [your link]
Gear I use: [your link]

Thanks for watching 🙏 If you learnt something new, a Like and a Subscribe really help the channel grow.

#masalachai #chai #cuttingchai #chaiaddict #recipe`);
  });

  it("picks from the type's own bank", () => {
    const fill = (template: string) => template.split("{title}")[1]?.split("\n\n")[1] ?? "";
    for (const [title, type] of [
      ["Goa trip vlog", "vlog"],
      ["iPhone 16 Review", "review"],
      ["5 gym mistakes #shorts", "shorts"],
    ] as const) {
      const intros = DESCRIPTION_TEMPLATES[type].map(fill);
      for (let seed = 0; seed < 10; seed++) {
        const text = generateDescription(title, seededRng(seed));
        expect(intros.some((intro) => text.includes(intro))).toBe(true);
      }
    }
  });

  it("deals variants from a deck per type: none repeats before all were shown", () => {
    const decks = new Map(TYPES.map((type) => [type, createDeck(DESCRIPTION_TEMPLATES[type], seededRng(8))]));
    const deckFor = (type: VideoType) => decks.get(type) ?? createDeck(DESCRIPTION_TEMPLATES[type], seededRng(1));
    const rng = seededRng(9);
    const texts = DESCRIPTION_TEMPLATES.review.map(() => generateDescription("Camera review", rng, deckFor));
    expect(new Set(texts.map((text) => text.split("\n\n")[1])).size).toBe(DESCRIPTION_TEMPLATES.review.length);
    expect(descriptionDeckKey("review")).toBe("youtube-description:review");
  });

  it("inserts the title literally, even with $ patterns or template markers", () => {
    const title = "Save $& and {hashtags} $1";
    for (let seed = 0; seed < 20; seed++) {
      const text = generateDescription(title, seededRng(seed));
      expect(text).toContain(title);
      expect(text).not.toMatch(/\{title\}/u);
    }
  });

  it("holds for many seeds and titles: chapters, placeholders, 3–5 short tags, within 5,000 bytes", () => {
    for (const title of ["Budget Travel in Goa", "iPhone 16 Review", "Chai kaise banaye", "My First Vlog", "🔥🎉"]) {
      for (let seed = 0; seed < 40; seed++) {
        const text = generateDescription(title, seededRng(seed));
        expect(text).toContain(title);
        for (const stamp of STAMPS) expect(text).toContain(stamp);
        expect(text).toContain("Instagram: [your link]");
        const tags = text.split("\n").at(-1)?.split(" ") ?? [];
        expect(tags.length).toBeGreaterThanOrEqual(3);
        expect(tags.length).toBeLessThanOrEqual(5);
        for (const tag of tags) expect(tag).toMatch(/^#[\p{L}\p{M}\p{N}_]{1,20}$/u);
        expect(utf8ByteLength(text)).toBeLessThan(DESCRIPTION_BYTE_LIMIT);
      }
    }
  });

  it("goes past the byte limit for a 10,000-character title, which the counter then flags", () => {
    const text = generateDescription("a".repeat(10_000), seededRng(1));
    expect(utf8ByteLength(text)).toBeGreaterThan(DESCRIPTION_BYTE_LIMIT);
  });
});
