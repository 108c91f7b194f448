import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/text/random";
import type { Platform } from "~/lib/site/tool-entry";
import { SUBJECT_KINDS, type SubjectKind, type TopicReading } from "~/lib/topic";
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";
import { IDEAS, NICHES } from "./banks/en/ideas.data";
import { TOPIC_IDEAS } from "./banks/en/topic-ideas.data";
import { ideaFrom } from "./idea-generator.logic";
import {
  ideaTemplatesFor,
  pickTopicIdea as pickWritten,
  readPostTopic,
  tieredDeck,
  topicIdeaBank,
  topicIdeaDeck,
  topicIdeaTiers,
  slotsFor,
} from "./topic-ideas.logic";
import { slotsIn } from "~/lib/topic/template-slots";

const PLATFORMS: readonly Platform[] = ["instagram", "youtube"];
const MIN_PER_KIND = 12;
const FORMAT_TWICE =
  /\b(review|unboxing|haul|recipe|vlog|tutorial|tips|challenge|grwm|tour|reaction|highlights|gameplay|ideas|explained)\s+\1\b/i;
const STARTS: Readonly<Record<Platform, RegExp>> = {
  instagram: /^(Reel|Reel series|Carousel|Stories): /,
  youtube: /^('|(Short|Shorts series): )/,
};

/** What the screen does with a typed topic: the idea written for it, or the niche's own. */
const pickTopicIdea = (platform: Platform, niche: string, topic: string, rng: () => number = Math.random) =>
  ideaFrom(pickWritten(platform, topic, rng), platform, niche, rng);

const reading = (keyword: string): TopicReading => {
  const read = readPostTopic(keyword);
  if (!read) throw new Error(`no reading for ${keyword}`);
  return read;
};

/** A reading for a kind without the reader: the bank's own rules, apart from the reader's. */
function plain(kind: SubjectKind, subject: string, extra: Partial<TopicReading> = {}): TopicReading {
  return {
    input: subject,
    subject,
    kind,
    format: null,
    place: null,
    topics: [],
    known: kind !== "general",
    timeBound: false,
    howTo: false,
    latin: subject.toLowerCase(),
    ...extra,
  };
}

/** What an idea for this reading must name: the subject, or both sides of a comparison. */
function namesOf(read: TopicReading): string[] {
  // The English page names a Devanagari subject in Latin letters.
  const slots = slotsFor(read);
  return slots.a !== null && slots.b !== null ? [slots.a, slots.b] : [slots.s];
}

describe("topic idea templates", () => {
  it("name the subject, use only known slots and read as one card", () => {
    for (const platform of PLATFORMS) {
      const texts = TOPIC_IDEAS.filter((t) => t.platform === platform).map((t) => t.text);
      expect(new Set(texts).size, platform).toBe(texts.length);
    }
    for (const { text, kinds, platform } of TOPIC_IDEAS) {
      expect(kinds.length, text).toBeGreaterThan(0);
      expect(text.trim(), text).toBe(text);
      expect(text, text).not.toContain("\n");
      expect(text, text).toMatch(STARTS[platform]);
      expect(text.length, text).toBeGreaterThan(40);
      expect(text.length, text).toBeLessThanOrEqual(320);
      const slots = slotsIn(text);
      expect(slots.length, text).toBeGreaterThan(0);
      for (const slot of slots) expect(["s", "S", "place", "where", "a", "b", "A", "B"], text).toContain(slot);
    }
  });

  it("carry no stale years, and numbers only as things to film, never as claims", () => {
    for (const { text } of TOPIC_IDEAS) {
      expect(text, text).not.toMatch(/\b(19|20)\d\d\b/);
      expect(text, text).not.toMatch(/\d[\d,.]*\s*[km]?\s+(followers|subscribers|views)\b/i);
    }
  });

  it("give every kind at least twelve ideas per platform, for every kind of subject it can have", () => {
    const short: string[] = [];
    const variants: [string, Partial<TopicReading>, string][] = [
      ["common noun", {}, "zorb"],
      ["proper name", {}, "Zorb"],
      ["region", { place: "Zorb" }, "Zorb"],
      ["made at home", { howTo: true }, "zorb"],
      ["comparison", { format: "comparison" }, "zorb vs blorp"],
    ];
    for (const platform of PLATFORMS) {
      for (const kind of SUBJECT_KINDS) {
        for (const [label, extra, subject] of variants) {
          const size = topicIdeaBank(platform, plain(kind, subject, extra)).length;
          if (size < MIN_PER_KIND) short.push(`${platform} ${kind} ${label}: ${size}`);
        }
      }
    }
    expect(short).toEqual([]);
  });

  it("write Instagram ideas as Reels, carousels and Stories, YouTube ideas as videos and Shorts", () => {
    const ig = TOPIC_IDEAS.filter((t) => t.platform === "instagram").map((t) => t.text);
    const yt = TOPIC_IDEAS.filter((t) => t.platform === "youtube").map((t) => t.text);
    for (const start of ["Reel: ", "Carousel: ", "Stories: "])
      expect(
        ig.some((t) => t.startsWith(start)),
        start,
      ).toBe(true);
    expect(yt.some((t) => t.startsWith("Short: "))).toBe(true);
    expect(yt.some((t) => t.startsWith("'"))).toBe(true);
    expect(yt.some((t) => /\bReels?\b|\bcarousel\b|\bStories\b/.test(t))).toBe(false);
  });
});

describe("pickTopicIdea: exact output for a seeded source", () => {
  it("biryani on Instagram: a dish you can make", () => {
    expect(pickTopicIdea("instagram", "Food", "biryani", seededRng(42))).toEqual({
      niche: "Food",
      subject: "biryani",
      text: "Reel: the sound-only cut. Film biryani with no talking, just its own sounds up close (whatever sizzles, pours or crunches), natural light, and the details in the caption for anyone who wants to try it. 🎧",
    });
  });

  it("BGMI on YouTube keeps its casing", () => {
    expect(pickTopicIdea("youtube", "Gaming", "bgmi", seededRng(7))).toEqual({
      niche: "Gaming",
      subject: "BGMI",
      text: "'Playing BGMI with one rule': a self-imposed challenge, start to finish, and whether you pulled it off.",
    });
  });

  it("street food in Delhi is hunted down in Delhi, not cooked", () => {
    const bank = topicIdeaBank("instagram", reading("delhi street food"));
    expect(bank).toContain(
      "Carousel: 'Where to find the best street food in Delhi'. One place per slide with a photo, what to order, the price and the timings, and the list of map pins on the last slide.",
    );
    expect(bank.some((idea) => idea.includes("recipe"))).toBe(false);
  });

  it("cricket is drilled, skincare layered, mehndi drawn: each gets its own side's ideas", () => {
    expect(topicIdeaBank("instagram", reading("cricket"))).toContain(
      "Reel: match-day routine. What you eat, pack and do before a cricket match, in quick cuts with the time on screen.",
    );
    expect(topicIdeaBank("youtube", reading("skincare"))).toContain(
      "'My skincare routine, step by step': why each step, a budget swap for each product, and a patch-test reminder where it applies.",
    );
    expect(topicIdeaBank("instagram", reading("mehndi"))).toContain(
      "Reel: the full mehndi process as a time-lapse, the finished piece in the first second and the time it took on screen. ✨",
    );
    const cricket = topicIdeaBank("instagram", reading("cricket")).join("\n");
    expect(cricket).not.toMatch(/routine in order|time-lapse/);
  });

  it("a goa trip gets the region's ideas and the vlog's", () => {
    const bank = topicIdeaBank("youtube", reading("goa trip"));
    expect(bank).toContain(
      "'3 days in Goa': day-by-day, with what each day cost and what you'd change, and the itinerary in the description. 🧳",
    );
    expect(bank).toContain(
      "'Goa vlog': the whole day, kept honest, with chapters and one moment you almost didn't film.",
    );
  });
});

describe("pickTopicIdea: properties over the evaluation set", () => {
  const readings = EVALUATION_SET.map((item) => ({ keyword: item.keyword, read: reading(item.keyword) }));

  it("uses only templates of the topic's kind, format and kind of subject", () => {
    const problems: string[] = [];
    for (const { keyword, read } of readings) {
      const slots = slotsFor(read);
      for (const platform of PLATFORMS) {
        for (const t of ideaTemplatesFor(platform, read)) {
          const where = `${keyword} ${platform}: ${t.text}`;
          if (t.platform !== platform) problems.push(`${where} (platform)`);
          if (!t.kinds.includes(read.kind)) problems.push(`${where} (kind)`);
          if (t.formats && (read.format === null || !t.formats.includes(read.format)))
            problems.push(`${where} (format)`);
          if (t.subject === "named" && !slots.named) problems.push(`${where} (named)`);
          if (t.subject === "common" && slots.named) problems.push(`${where} (common)`);
          if (t.subject === "region" && !slots.region) problems.push(`${where} (region)`);
          if (t.howTo !== undefined && t.howTo !== read.howTo) problems.push(`${where} (howTo)`);
          const flavour = read.topics[0]?.topic.kind;
          if (t.flavours && (flavour === undefined || !t.flavours.includes(flavour)))
            problems.push(`${where} (flavour)`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("has at least twelve ideas for every keyword, each naming the subject, with no leftovers", () => {
    const problems: string[] = [];
    for (const { keyword, read } of readings) {
      const names = namesOf(read);
      for (const platform of PLATFORMS) {
        const bank = topicIdeaBank(platform, read);
        if (bank.length < MIN_PER_KIND) problems.push(`${keyword} ${platform}: ${bank.length} ideas`);
        for (const idea of bank) {
          const where = `${keyword} ${platform}: ${idea}`;
          if (/undefined|null|\{|\}/.test(idea)) problems.push(`${where} (leftover)`);
          if (FORMAT_TWICE.test(idea)) problems.push(`${where} (format word twice)`);
          if (!names.every((name) => idea.toLowerCase().includes(name.toLowerCase())))
            problems.push(`${where} (subject missing)`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("over many seeds: deals the closest ideas first, the whole bank before any comes back, never one twice in a row", () => {
    const problems: string[] = [];
    for (const { keyword, read } of readings.filter((_, index) => index % 20 === 0)) {
      for (const platform of PLATFORMS) {
        const [closest, rest] = topicIdeaTiers(platform, read);
        const size = closest.length + rest.length;
        for (const seed of [1, 2, 3, 4, 5]) {
          const deck = tieredDeck([closest, rest], seededRng(seed));
          const shown = Array.from({ length: size * 3 }, () => deck.deal(1)[0] ?? "");
          for (let round = 0; round < 3; round++) {
            const dealt = shown.slice(round * size, (round + 1) * size);
            if (new Set(dealt).size !== size) problems.push(`${keyword} ${platform} ${seed}: repeat in round ${round}`);
            if (!dealt.slice(0, closest.length).every((idea) => closest.includes(idea)))
              problems.push(`${keyword} ${platform} ${seed}: closest not first in round ${round}`);
          }
          if (shown.some((idea, i) => i > 0 && idea === shown[i - 1]))
            problems.push(`${keyword} ${platform} ${seed}: twice in a row`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("puts the format's, the side's and the place's ideas first", () => {
    const [review] = topicIdeaTiers("youtube", reading("iphone 16 review"));
    expect(review.length).toBeGreaterThan(0);
    expect(review.every((idea) => /review|verdict|viewer/i.test(idea))).toBe(true);
    const [cricket] = topicIdeaTiers("instagram", reading("cricket"));
    expect(cricket).toContain(
      "Reel: match-day routine. What you eat, pack and do before a cricket match, in quick cuts with the time on screen.",
    );
    const [delhi] = topicIdeaTiers("instagram", reading("delhi street food"));
    expect(delhi.every((idea) => idea.includes("Delhi"))).toBe(true);
  });

  it("one keyword per kind goes through the whole path: the idea is from the topic's bank", () => {
    const byKind = new Map(readings.map((entry) => [entry.read.kind, entry]));
    for (const { keyword, read } of byKind.values()) {
      for (const platform of PLATFORMS) {
        const niche = NICHES[platform][0] ?? "";
        const idea = pickTopicIdea(platform, niche, keyword, seededRng(3));
        expect(idea.niche).toBe(niche);
        expect(idea.subject, keyword).toBe(read.subject);
        expect(topicIdeaBank(platform, read), keyword).toContain(idea.text);
      }
    }
  });
});

// The keywords the browser test once sent through the address, one page load each: a dish, a
// routine, a cause, a festival, a role, a place, a brand, a comparison and an unknown word on
// Instagram; a product, a sport, an exam, a film, money, a person, an art and a game on YouTube. The
// page only passes the topic on (two of each still go through the address there); what is written
// for each is checked here, over ten seeds.
const BY_ADDRESS: Readonly<Record<Platform, readonly string[]>> = {
  instagram: [
    "biryani",
    "skincare",
    "street dogs",
    "diwali",
    "teacher",
    "taj mahal",
    "zara",
    "chai vs coffee",
    "zorblaxian",
  ],
  youtube: ["iphone 16 review", "cricket", "neet", "pushpa 2", "mutual funds", "virat kohli", "mehndi", "bgmi"],
};

describe("pickTopicIdea: the keywords a visitor sends through the address", () => {
  for (const platform of PLATFORMS) {
    const niche = NICHES[platform][0] ?? "";
    it.each(BY_ADDRESS[platform])(`${platform}: %s gets an idea from its own bank that names it`, (keyword) => {
      const read = reading(keyword);
      const bank = topicIdeaBank(platform, read);
      const problems: string[] = [];
      for (let seed = 1; seed <= 10; seed++) {
        const idea = pickTopicIdea(platform, niche, keyword, seededRng(seed));
        if (idea.subject !== read.subject) problems.push(`seed ${seed}: about ${idea.subject ?? "nothing"}`);
        if (!bank.includes(idea.text)) problems.push(`seed ${seed}: not from the bank: ${idea.text}`);
        for (const side of read.subject.split(" vs ")) {
          if (!idea.text.toLowerCase().includes(side.toLowerCase()))
            problems.push(`seed ${seed}: no "${side}": ${idea.text}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe("pickTopicIdea: without a usable topic, the niche's own ideas", () => {
  it.each(["", "   ", "🔥🎉😀", "!!!"])("%j", (topic) => {
    expect(readPostTopic(topic)).toBeNull();
    const idea = pickTopicIdea("instagram", "Travel", topic, seededRng(2));
    expect(idea.subject).toBeUndefined();
    expect(IDEAS.instagram.Travel).toContain(idea.text);
  });

  it("keeps one deck per topic and platform for the visit, whatever the niche", () => {
    const read = reading("masala chai");
    const deck = topicIdeaDeck("instagram", read, seededRng(4));
    expect(topicIdeaDeck("instagram", read)).toBe(deck);
    expect(topicIdeaDeck("youtube", read)).not.toBe(deck);
    const first = pickTopicIdea("instagram", "Food", "masala chai");
    const second = pickTopicIdea("instagram", "Travel", "masala chai");
    expect(second.text).not.toBe(first.text);
  });

  it("survives hostile input", () => {
    for (const topic of ["a".repeat(10_000), `<img src=x onerror="alert(1)">`, "مرحبا بالعالم", "🐱 cat 🐱"]) {
      const idea = pickTopicIdea("youtube", "Vlogs", topic, seededRng(1));
      expect(idea.text.length).toBeGreaterThan(0);
      expect(idea.text).not.toMatch(/[<>]/);
    }
  });
});
