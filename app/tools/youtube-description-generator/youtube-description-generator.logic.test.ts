import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import { createDeck } from "~/lib/text/deck";
import { seededRng } from "~/lib/text/random";
import { utf8ByteLength } from "~/lib/text/text";
import { SUBJECT_KINDS, type TopicReading, inLatin, readTopic } from "~/lib/topic";
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";
import {
  DESCRIPTION_TEMPLATES,
  type DescriptionTemplate,
  FORMAT_TAG,
  PLATFORM_TAG,
  SHORTS_TAG,
} from "./banks/en/descriptions.data";
import { sentenceStart, topicPhrase } from "~/lib/text/template-fit";
import { DESCRIPTION_BYTE_LIMIT, isTitleTooLong, normaliseTitle } from "./youtube-description-generator.form";
import {
  descriptionDeckKey,
  descriptionTags,
  descriptionTemplatesFor,
  generateDescription,
  isShortsTitle,
  renderDescription,
} from "./youtube-description-generator.logic";

const SEEDS = Array.from({ length: 5 }, (_, seed) => seed);
const TITLES = [...new Set(EVALUATION_SET.map((item) => normaliseTitle(item.keyword)))];
const STAMPS = ["00:00 Intro", "\n01:15 ", "\n03:45 ", "\n05:30 Conclusion"];
const HOW_TO_WORDS = /recipe|tutorial|step[ -]by[ -]step/iu;

/** Read straight from the declaration, not through the tool's own matching. */
function declaredFor(template: DescriptionTemplate, reading: TopicReading): boolean {
  const { kinds, formats } = template.fit;
  return (kinds === "any" || kinds.includes(reading.kind)) && (formats === "any" || formats.includes(reading.format));
}

/** The templates a description could have come from, found by writing every one out for the same title. */
function templatesBehind(text: string, title: string, reading: TopicReading): DescriptionTemplate[] {
  const hashtags = text.split("\n\n").at(-1) ?? "";
  return DESCRIPTION_TEMPLATES.filter((template) => renderDescription(template, title, reading, hashtags) === text);
}

describe("normaliseTitle, isTitleTooLong and isShortsTitle", () => {
  it("trims and collapses whitespace; empty for blank input", () => {
    expect(normaliseTitle("  My   First\tVlog  ")).toBe("My First Vlog");
    expect(normaliseTitle(" \t\n ")).toBe("");
  });

  itGives(isTitleTooLong, {
    "counts code points against YouTube's 100": [
      ["a".repeat(100), false],
      ["a".repeat(101), true],
      ["🔥".repeat(50), false],
    ],
  });
  it("reads #shorts as a whole word, anywhere in the title", () => {
    for (const title of ["5 gym mistakes #shorts", "Quick chai hack #Shorts", "ytshorts chai", "BGMI shorts"])
      expect(isShortsTitle(title), title).toBe(true);
    for (const title of ["Shortstop drills", "Cargo shortsale", "iPhone 16 review"])
      expect(isShortsTitle(title), title).toBe(false);
  });
});

describe("DESCRIPTION_TEMPLATES", () => {
  const reading = readTopic("masala chai");

  it("each carries the spec's parts: the title, the four sample chapters, link placeholders, hashtags last", () => {
    expect(DESCRIPTION_TEMPLATES.length).toBeGreaterThanOrEqual(60);
    for (const template of DESCRIPTION_TEMPLATES) {
      const text = renderDescription(template, "TITLE", reading, "#tags");
      expect(text, template.intro).toContain("TITLE");
      for (const stamp of STAMPS) expect(text, template.intro).toContain(stamp);
      expect(text, template.intro).toContain("Instagram: [your link]");
      expect(text.endsWith("\n\n#tags"), template.intro).toBe(true);
      expect(template.intro, template.intro).toMatch(/\{(topic|Topic)\}/u);
      expect(template.intro, template.intro).not.toMatch(/\b(a|an) \{topic\}|\babout \{topic\}(?! \p{Ll})/u);
      expect(template.intro, template.intro).not.toMatch(/^\{topic\}/u);
    }
  });

  it("declares real kinds; Shorts templates only for Shorts, the rest never for them", () => {
    for (const { fit, intro } of DESCRIPTION_TEMPLATES) {
      if (fit.kinds !== "any") for (const kind of fit.kinds) expect(SUBJECT_KINDS, intro).toContain(kind);
      const shorts = fit.needs?.includes("shorts") ?? false;
      expect(shorts || (fit.avoids?.includes("shorts") ?? false), intro).toBe(true);
    }
  });

  it("keeps how-to wording to how-to readings, recipes to food, and states no number for the creator", () => {
    for (const template of DESCRIPTION_TEMPLATES) {
      const words = [template.intro, template.facts ?? "", ...template.chapters, template.conclusion].join("\n");
      if (HOW_TO_WORDS.test(words)) expect(template.fit.needs, template.intro).toContain("howTo");
      if (/recipe|ingredients|saamagri/iu.test(words)) expect(template.fit.kinds, template.intro).toEqual(["food"]);
      expect(`${words}\n${template.outro}`.replace(/out of 10/gu, ""), template.intro).not.toMatch(/\d/u);
    }
  });
});

describe("generateDescription: exact text for a seeded rng", () => {
  it("gives a review its specs and verdict", () => {
    expect(generateDescription("iPhone 16 Review", seededRng(5))).toBe(`⭐ iPhone 16 Review

iPhone 16, reviewed after real day-to-day use: what's great, what's annoying, and who should skip it.

📋 At a glance
Price: [what you paid, and where]
Key specs: [the three that matter most]
Verdict: [one line: buy, wait or skip]

⏱️ Timestamps
00:00 Intro
01:15 First look and key specs
03:45 Daily use: the good and the bad
05:30 Conclusion and verdict

📲 Stay connected
Instagram: [your link]
Twitter / X: [your link]
Website: [your link]

Disclosure: [paid partnership / sent by the brand / bought with my own money]

Would you buy it? Tell me in the comments 👇 and Subscribe 🔔 for more honest reviews.

#iphone16 #iphone #iphoneindia #iphonecamera #review`);
  });

  it("gives food eaten out a food walk, with no recipe anywhere", () => {
    expect(generateDescription("Delhi street food under 100 rupees", seededRng(1)))
      .toBe(`🌶️ Delhi street food under 100 rupees

Eating through Delhi street food, one plate at a time: the hits, the misses, and the one I'd go back for.

📍 Where we ate: [names and areas]
⏰ Best time to go: [when it's open and least crowded]

⏱️ Timestamps
00:00 Intro
01:15 Starting off
03:45 The best plate
05:30 Conclusion: final ranking

🤝 Let's connect
Instagram: [your link]
LinkedIn: [your link]
Gear I use: [your link]

Tell me your favourite spot for this in the comments 👇 Subscribe 🔔 so you don't miss the next one.

#streetfood #delhistreetfood #delhifoodie #indianstreetfood #streetfoodlover`);
  });
});

describe("generateDescription over the whole evaluation set and many seeds", () => {
  const runs = TITLES.flatMap((title) => {
    // The English page writes a Devanagari subject in Latin letters.
    const reading = inLatin(readTopic(title));
    return SEEDS.map((seed) => ({ title, reading, text: generateDescription(title, seededRng(seed)) }));
  });

  it("uses only shapes declared for the reading's kind and format", () => {
    for (const { title, reading, text } of runs) {
      const behind = templatesBehind(text, title, reading);
      expect(behind.length, `${title}\n${text}`).toBeGreaterThan(0);
      expect(
        behind.some((template) => declaredFor(template, reading)),
        title,
      ).toBe(true);
    }
  });

  it("gives every reading but an unknown one a shape written for it", () => {
    for (const title of TITLES) {
      const reading = readTopic(title);
      const templates = descriptionTemplatesFor(reading, isShortsTitle(title));
      expect(templates.length, title).toBeGreaterThan(0);
      if (reading.kind !== "general")
        expect(
          templates.some((template) => template.fit.fallback),
          title,
        ).toBe(false);
    }
  });

  it("keeps the spec's parts, the subject in its casing, and no how-to wording for what is not a how-to", () => {
    for (const { title, reading, text } of runs) {
      for (const stamp of STAMPS) expect(text, title).toContain(stamp);
      expect(text, title).toContain("Instagram: [your link]");
      const intro = text.split("\n\n")[1] ?? "";
      const subject = reading.subject;
      expect(intro.includes(subject) || intro.includes(sentenceStart(subject)), `${title}: ${intro}`).toBe(true);
      const body = text.split("\n\n").slice(1).join("\n\n");
      if (!reading.howTo && !HOW_TO_WORDS.test(topicPhrase(reading))) expect(body, title).not.toMatch(HOW_TO_WORDS);
      expect(utf8ByteLength(text), title).toBeLessThan(DESCRIPTION_BYTE_LIMIT);
    }
  });

  it("tags: one to five short ones, each the subject's own, its map topics', its format's or the spec's #youtube", () => {
    for (const { title, reading, text } of runs) {
      const tags = (text.split("\n").at(-1) ?? "").split(" ").map((tag) => tag.slice(1));
      expect(tags.length, title).toBeGreaterThanOrEqual(1);
      expect(tags.length, title).toBeLessThanOrEqual(5);
      expect(new Set(tags).size, title).toBe(tags.length);
      const fromMap = new Set(
        reading.topics
          .filter((match) => !match.near)
          .flatMap(({ topic }) => [...topic.broad, ...topic.mid, ...topic.niche]),
      );
      const words = `${reading.subject} ${reading.latin} ${readTopic(title).subject}`
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}]+/gu, "");
      for (const tag of tags) {
        expect(tag, title).toMatch(/^[\p{L}\p{M}\p{N}_]{1,20}$/u);
        const own = words.includes(tag);
        const allowed =
          own ||
          fromMap.has(tag) ||
          Object.values(FORMAT_TAG).includes(tag) ||
          [SHORTS_TAG, PLATFORM_TAG].includes(tag);
        expect(allowed, `${title}: #${tag}`).toBe(true);
        if (!own && /recipe/u.test(tag))
          expect(reading.kind === "food" && reading.howTo, `${title}: #${tag}`).toBe(true);
        if (!own && /review/u.test(tag)) expect(reading.format, `${title}: #${tag}`).toBe("review");
      }
    }
  });
});

describe("shapes by kind", () => {
  const everySeed = (title: string) => SEEDS.map((seed) => generateDescription(title, seededRng(seed)));

  it("a product review has specs and a verdict; a place a travel guide; an exam a study plan; a game gameplay or settings", () => {
    for (const text of everySeed("iphone 16 review")) {
      expect(text).toMatch(/spec/iu);
      expect(text).toMatch(/verdict/iu);
    }
    for (const text of everySeed("manali itinerary"))
      expect(text).toMatch(/how to reach|getting there|kaise pahunchein/iu);
    for (const text of everySeed("neet preparation")) expect(text).toMatch(/syllabus|study plan/iu);
    for (const text of everySeed("bgmi")) expect(text).toMatch(/gameplay|settings/iu);
    for (const text of everySeed("masala chai")) expect(text).toMatch(/ingredients|saamagri/iu);
    for (const text of everySeed("Delhi street food under 100 rupees")) {
      expect(text).not.toMatch(/recipe|tutorial|step by step|ingredients/iu);
      expect(text).toMatch(/place|stop|where we ate|jagah/iu);
    }
  });

  it("a Short gets a Short's template pointing to the full video, and #shorts", () => {
    for (const text of everySeed("5 gym mistakes #shorts")) {
      expect(text).toContain("[link to the full video]");
      expect(text.split("\n").at(-1)).toContain("#shorts");
    }
  });
});

describe("descriptionTags", () => {
  it("keep the topic's other things out: no #applewatch on an iPhone, no #recipe on street food", () => {
    for (const seed of SEEDS) {
      const iphone = descriptionTags(readTopic("iphone 16 review"), false, seededRng(seed));
      expect(iphone[0]).toBe("iphone16");
      expect(iphone.at(-1)).toBe("review");
      expect(iphone.join(" ")).not.toMatch(/applewatch|airpods|macbook|ipad|unboxing/u);
      const street = descriptionTags(readTopic("Delhi street food under 100 rupees"), false, seededRng(seed));
      expect(street.join(" ")).not.toMatch(/recipe|tutorial|howto/u);
    }
  });

  it("shorten a long model's tag to the model, and fall back to the spec's #youtube when the title gives too few", () => {
    expect(descriptionTags(readTopic("samsung galaxy s24 ultra"), false, seededRng(1))[0]).toBe("galaxys24ultra");
    expect(descriptionTags(readTopic("xqzvbn"), false, seededRng(1))).toEqual(["xqzvbn", "youtube"]);
    expect(descriptionTags(readTopic("🔥🎉"), false, seededRng(1))).toEqual(["youtube"]);
    expect(descriptionTags(readTopic("xqzvbn flibber"), false, seededRng(1))).toEqual([
      "xqzvbnflibber",
      "xqzvbn",
      "flibber",
    ]);
  });
});

describe("decks and bad input", () => {
  it("deals a reading's shapes from a deck: none repeats before all were shown", () => {
    const reading = readTopic("Goa trip vlog");
    const templates = descriptionTemplatesFor(reading, false);
    const deck = createDeck(templates, seededRng(8));
    const rng = seededRng(9);
    const intros = templates.map(() => generateDescription("Goa trip vlog", rng, () => deck).split("\n\n")[1]);
    expect(new Set(intros).size).toBe(templates.length);
    expect(descriptionDeckKey(reading, false)).not.toBe(descriptionDeckKey(reading, true));
  });

  it("inserts the title literally, even with $ patterns or template markers", () => {
    const title = "Save $& and {hashtags} $1";
    for (const seed of SEEDS) {
      const text = generateDescription(title, seededRng(seed));
      expect(text).toContain(title);
      expect(text).not.toMatch(/\{title\}/u);
    }
  });

  it("answers emoji, right-to-left text and markup sensibly; a 10,000-character title passes the byte limit, which the counter flags", () => {
    expect(generateDescription("🔥🎉", seededRng(1)).split("\n").at(-1)).toBe("#youtube");
    expect(generateDescription("مرحبا بالعالم", seededRng(1))).toContain("مرحبا بالعالم");
    const started = performance.now();
    const text = generateDescription("a".repeat(10_000), seededRng(1));
    expect(utf8ByteLength(text)).toBeGreaterThan(DESCRIPTION_BYTE_LIMIT);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
