import { describe, expect, it } from "vitest";
import { generateTags } from "./youtube-tag-generator.logic";

// A keyword of each kind: searches its viewers type (the place both ways round, the format, what
// suits its kind), and never a piece of the keyword, a lone generic word or a phrase written for
// another kind of thing. The page's browser test walks three of these through the address.
const BY_KIND: readonly { topic: string; has: readonly string[]; never: RegExp; dated?: boolean }[] = [
  {
    topic: "street food delhi",
    has: ["street food in delhi", "delhi street food"],
    never: /^(?:food delhi|street|food|delhi|street food delhi recipe)$/u,
  },
  {
    topic: "iphone 16 review",
    has: ["iphone 16", "iphone 16 honest review"],
    never: /^(?:16 review|review|16)$/u,
    dated: true,
  },
  { topic: "bangalore cafe", has: ["cafe in bangalore", "best cafe in bangalore"], never: /recipe|at home|^cafe$/u },
  { topic: "diwali decor", has: ["diwali decor ideas"], never: /outfit|recipe|^decor$/u, dated: true },
  { topic: "cat", has: ["cat care", "funny cat videos"], never: /recipe|tutorial|outfit/u },
  { topic: "tortoise", has: ["tortoise care", "tortoise facts"], never: /recipe|kaise sikhe/u },
  { topic: "stock market", has: ["stock market for beginners"], never: /recipe|price in india|^stock$|^market$/u },
  { topic: "study with me", has: ["study with me live"], never: /study preparation|study syllabus|^study$/u },
  { topic: "bgmi", has: ["bgmi tips and tricks"], never: /recipe|price in india/u },
  { topic: "neet", has: ["neet preparation"], never: /recipe|gameplay/u, dated: true },
  { topic: "virat kohli", has: ["virat kohli biography"], never: /recipe|^virat$|^kohli$/u },
  { topic: "nykaa", has: ["nykaa haul"], never: /recipe|gameplay/u },
  { topic: "masala chai", has: ["masala chai recipe"], never: /^masala$|^chai$|unboxing/u },
  { topic: "खाना", has: ["खाना", "khana"], never: /kaise sikhe/u },
];

const YEAR = 2026;

describe("tags for each kind of topic", () => {
  for (const { topic, has, never, dated = false } of BY_KIND) {
    it(`"${topic}" gets its own searches`, () => {
      const outcome = generateTags(topic, YEAR);
      if (!outcome.ok) throw new Error(`${topic}: ${outcome.message}`);
      const { tags } = outcome.result;
      for (const tag of has) expect(tags, topic).toContain(tag);
      for (const tag of tags) {
        expect(tag, topic).not.toMatch(never);
        if (!dated) expect(tag, topic).not.toContain(String(YEAR));
      }
    });
  }
});

describe("tags by the subject's shape and modifiers", () => {
  const tags = (keyword: string, writing: "en" | "hi" | "hinglish" = "en") => {
    const outcome = generateTags(keyword, 2026, writing);
    return outcome.ok ? outcome.result.tags : [];
  };

  it("keeps what the keyword says the subject is for, and its head noun", () => {
    expect(tags("winter skincare for dry skin").slice(0, 5)).toEqual([
      "winter skincare for dry skin",
      "winter skincare",
      "skincare for dry skin",
      "skincare",
      "winter skincare tips",
    ]);
    expect(tags("first salary budgeting tips")).toContain("first salary budgeting");
    expect(tags("first salary budgeting tips")).not.toContain("first budgeting");
  });

  it("never words an everyday routine as a skill to learn, in any writing", () => {
    for (const keyword of ["morning walk", "winter skincare", "salary budgeting", "ghar ki safai"])
      for (const writing of ["en", "hi", "hinglish"] as const)
        for (const tag of tags(keyword, writing))
          expect(tag, `${keyword} ${writing}`).not.toMatch(
            /beginner|tutorial|how to start|shuru|sikhe|बिगिनर्स|शुरू|ट्यूटोरियल/u,
          );
  });

  it("still gives a skill its learner's searches", () => {
    expect(tags("coding")).toEqual(expect.arrayContaining(["coding for beginners", "how to start coding"]));
  });
});
