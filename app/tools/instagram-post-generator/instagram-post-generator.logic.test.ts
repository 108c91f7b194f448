import { describe, expect, it } from "vitest";
import { createDeck } from "~/lib/text/deck";
import { TOPICS } from "~/lib/topic-map/topic-map.data";
import { seededRng } from "~/lib/text/random";
import { SUBJECT_KINDS, type TopicReading, VIDEO_FORMATS, inLatin, readTopic } from "~/lib/topic";
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";
import { POST_TEMPLATES, type PostTemplate } from "./banks/en/posts.data";
import { EMOJI_COUNT, emojiLine, subjectEmoji } from "./instagram-post-generator.emoji";
import { sentenceStart, topicPhrase } from "~/lib/text/template-fit";
import {
  fillPost,
  generatePost,
  postDeckKey,
  postHashtagLine,
  postTags,
  postTemplatesFor,
} from "./instagram-post-generator.logic";

const SEEDS = Array.from({ length: 6 }, (_, seed) => seed);
const KEYWORDS = unique(EVALUATION_SET.map((item) => item.keyword));
const HOW_TO_WORDS = /recipe|tutorial|step[ -]by[ -]step/iu;
const FORMAT_VALUES = [null, ...VIDEO_FORMATS];

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** The templates a written opening could have come from, found by writing every one out. */
function templatesBehind(opening: string, reading: TopicReading): PostTemplate[] {
  return POST_TEMPLATES.filter((template) => fillPost(template, reading) === opening);
}

/** Read straight from the declaration, not through the tool's own matching. */
function declaredFor(template: PostTemplate, reading: TopicReading): boolean {
  const { kinds, formats } = template.fit;
  return (kinds === "any" || kinds.includes(reading.kind)) && (formats === "any" || formats.includes(reading.format));
}

/** Every tag a post on this reading may carry: the subject's own, or a tag of one of its map topics. */
function mapTagsOf(reading: TopicReading): Set<string> {
  return new Set(
    reading.topics
      .filter((match) => !match.near)
      .flatMap(({ topic }) => [...topic.broad, ...topic.mid, ...topic.niche]),
  );
}

/** The subject as it must show: its own casing, or a capital for a plain word opening a sentence. */
function showsSubject(text: string, reading: TopicReading): boolean {
  return text.includes(reading.subject) || text.includes(sentenceStart(reading.subject));
}

describe("POST_TEMPLATES", () => {
  it("has well over the 12 templates DECISIONS asks for, each naming the topic once per line at most", () => {
    expect(POST_TEMPLATES.length).toBeGreaterThanOrEqual(100);
    expect(new Set(POST_TEMPLATES.map((template) => template.text)).size).toBe(POST_TEMPLATES.length);
    for (const { text } of POST_TEMPLATES) {
      expect(text, text).toMatch(/\{(topic|Topic)\}/u);
      expect(text.split("\n"), text).toHaveLength(2);
      // A bare "phone" or "cat" would break after "a" (a/an) or "about" ("about cat care" is fine).
      expect(text, text).not.toMatch(/\b(a|an) \{topic\}|\babout \{topic\}(?! \p{Ll})/u);
      // Only "{Topic}" opens a line; "{topic}" is for mid-sentence.
      expect(text, text).not.toMatch(/(^|\n)\{topic\}/u);
    }
  });

  it("declares real kinds and formats; only the general ones are fallbacks, and they fit anything", () => {
    for (const { fit, text } of POST_TEMPLATES) {
      if (fit.kinds !== "any") for (const kind of fit.kinds) expect(SUBJECT_KINDS, text).toContain(kind);
      if (fit.formats !== "any") for (const format of fit.formats) expect(FORMAT_VALUES, text).toContain(format);
      if (fit.fallback)
        expect([fit.kinds, fit.formats, fit.needs, fit.avoids], text).toEqual(["any", "any", undefined, undefined]);
    }
  });

  it("keeps how-to wording to how-to readings and recipes to food", () => {
    for (const { fit, text } of POST_TEMPLATES) {
      if (HOW_TO_WORDS.test(text)) expect(fit.needs, text).toContain("howTo");
      if (/recipe/iu.test(text)) expect(fit.kinds, text).toEqual(["food"]);
    }
  });

  it("states no numbers a visitor would pass off as their own (a rating out of 10 is a question)", () => {
    for (const { text } of POST_TEMPLATES) expect(text.replace(/out of 10/gu, ""), text).not.toMatch(/\d/u);
  });
});

describe("generatePost: exact posts for a seeded rng", () => {
  it("writes for what the topic is", () => {
    expect(generatePost("cat", seededRng(1))).toBe(
      "Pet tax paid: cat edition 📸\nYour turn: post your pet tax in the comments.\n\n🐱🥰🐾\n\n#cat #indiancats #catstagram #catlife #catlovers",
    );
    expect(generatePost("iphone 16 review", seededRng(1))).toBe(
      "Spec sheet vs real life: iPhone 16 🔍\nWhat matters most to you when you buy?\n\n📱✨🔍\n\n#iphone16 #iphonelover #iphoneindia #iphone #iphonereview",
    );
    expect(generatePost("Delhi street food under 100 rupees", seededRng(2))).toBe(
      "Kuch bhi bolo, Delhi street food ka koi comparison nahi 🤤\nTag the friend who's always up for a food walk.\n\n🌶️😋✨\n\n#streetfood #delhistreetfood #delhifood #delhifoodie #streetfoodofindia",
    );
    expect(generatePost("manali itinerary", seededRng(1))).toBe(
      "First time in Manali? Start here 📍\nSave it for when you finally book those tickets 🎟️\n\n🏔️🧳🗺️\n\n#manali #manalidiaries",
    );
  });

  it("gives an unknown word an honest general post and its own tag alone", () => {
    expect(generatePost("xqzvbn", seededRng(1))).toBe(
      "Current mood: xqzvbn ✨\nSame? Drop a 🙋 below.\n\n📌💬✨\n\n#xqzvbn",
    );
  });
});

describe("generatePost over the whole evaluation set and many seeds", () => {
  const posts = KEYWORDS.flatMap((keyword) => {
    // The English page writes a Devanagari subject in Latin letters; its hashtags keep the typed script.
    const typed = readTopic(keyword);
    const reading = inLatin(typed);
    return SEEDS.map((seed) => ({ keyword, reading, typed, seed, post: generatePost(keyword, seededRng(seed)) }));
  });

  it("uses only templates declared for the reading's kind and format", () => {
    for (const { keyword, reading, post } of posts) {
      const [opening = ""] = post.split("\n\n");
      const behind = templatesBehind(opening, reading);
      expect(behind.length, `${keyword}: ${opening}`).toBeGreaterThan(0);
      expect(
        behind.some((template) => declaredFor(template, reading)),
        `${keyword}: ${opening}`,
      ).toBe(true);
    }
  });

  it("gives every reading but an unknown one a template written for it, never a general fallback", () => {
    for (const keyword of KEYWORDS) {
      const reading = readTopic(keyword);
      const templates = postTemplatesFor(reading);
      expect(templates.length, keyword).toBeGreaterThanOrEqual(2);
      if (reading.kind !== "general")
        expect(
          templates.some((template) => template.fit.fallback),
          keyword,
        ).toBe(false);
    }
  });

  it("shows the subject in its own casing, and no qualifier or format word the reader cut", () => {
    for (const { keyword, reading, post } of posts) {
      const [opening = ""] = post.split("\n\n");
      expect(showsSubject(opening, reading), `${keyword}: ${opening}`).toBe(true);
      if (/under \d+|rupees|for beginners|in hindi/iu.test(keyword)) expect(opening, keyword).not.toContain(keyword);
    }
  });

  it("says recipe, tutorial or step by step only for a how-to", () => {
    for (const { keyword, reading, post } of posts) {
      if (reading.howTo || HOW_TO_WORDS.test(topicPhrase(reading))) continue;
      expect(post, `${keyword}: ${post}`).not.toMatch(HOW_TO_WORDS);
    }
  });

  it("tags: at most five, the subject's own first, the rest from its own map topics, none naming another format", () => {
    for (const { keyword, typed: reading, post } of posts) {
      const parts = post.split("\n\n");
      const tags = parts.length === 3 ? (parts[2] ?? "").split(" ").map((tag) => tag.slice(1)) : [];
      expect(tags.length, keyword).toBeLessThanOrEqual(5);
      expect(new Set(tags).size, keyword).toBe(tags.length);
      const own = reading.subject
        .split(/\s+vs\.?\s+/iu)
        .map((side) => side.replace(/[^\p{L}\p{M}\p{N}_]+/gu, "").toLowerCase());
      const fromMap = mapTagsOf(reading);
      for (const tag of tags) expect(own.includes(tag) || fromMap.has(tag), `${keyword}: #${tag}`).toBe(true);
      if (tags.length > 0 && own[0] && own[0].length <= 50) expect(tags[0], keyword).toBe(own[0]);
      for (const tag of tags.filter((tag) => !own.includes(tag))) {
        if (/review/u.test(tag)) expect(reading.format, `${keyword}: #${tag}`).toBe("review");
        if (/unbox/u.test(tag)) expect(reading.format, `${keyword}: #${tag}`).toBe("unboxing");
        if (/vlog/u.test(tag)) expect(reading.format, `${keyword}: #${tag}`).toBe("vlog");
        if (/recipe/u.test(tag)) expect(reading.kind === "food" && reading.howTo, `${keyword}: #${tag}`).toBe(true);
        if (/tutorial|tips|hacks|tricks/u.test(tag)) expect(reading.howTo, `${keyword}: #${tag}`).toBe(true);
      }
    }
  });

  it("puts three emoji between the caption and the tags", () => {
    for (const { keyword, post } of posts) {
      const emoji = post.split("\n\n")[1] ?? "";
      expect([...new Intl.Segmenter().segment(emoji)].length, `${keyword}: ${emoji}`).toBe(EMOJI_COUNT);
    }
  });
});

describe("postTags", () => {
  it("keeps the topic map's other things off a post: no #applewatch on an iPhone, no #recipe on street food", () => {
    const iphone = readTopic("iphone 16 review");
    const street = readTopic("Delhi street food under 100 rupees");
    const gym = readTopic("gym");
    for (const seed of SEEDS) {
      const iphoneTags = postTags(iphone, seededRng(seed));
      expect(iphoneTags[0]).toBe("iphone16");
      for (const other of ["applewatch", "airpods", "macbook", "ipad", "iphoneunboxing"])
        expect(iphoneTags).not.toContain(other);
      const streetTags = postTags(street, seededRng(seed));
      expect(streetTags[0]).toBe("streetfood");
      expect(streetTags.join(" ")).not.toMatch(/recipe|momos|panipuri|delhimetro|chandnichowk/u);
      expect(postTags(gym, seededRng(seed)).join(" ")).not.toMatch(/coach|trainer|calisthenics/u);
    }
  });

  it("gives a subject the map does not know its own tag alone, and nothing for a word with no tag form", () => {
    expect(postHashtagLine(readTopic("xqzvbn flibber"), seededRng(1))).toBe("#xqzvbnflibber");
    expect(postHashtagLine(readTopic("☕☕"), seededRng(1))).toBe("");
  });

  it("holds the DECISIONS rule for a known topic: five, the topic first", () => {
    for (const seed of SEEDS) {
      const tags = postTags(readTopic("Street Food"), seededRng(seed));
      expect(tags).toHaveLength(5);
      expect(tags[0]).toBe("streetfood");
    }
  });
});

describe("emoji", () => {
  it("are chosen by the subject where it is known", () => {
    const first = (keyword: string) => subjectEmoji(readTopic(keyword))[0];
    expect(first("cricket")).toBe("🏏");
    expect(first("gym")).toBe("🏋️");
    expect(first("cat")).toBe("🐱");
    expect(first("बिल्ली")).toBe("🐱");
    expect(first("tortoise")).toBe("🐢");
    expect(first("iphone 16 review")).toBe("📱");
    expect(first("chicken biryani recipe")).toBe("🍛");
    expect(first("virat kohli")).toBe("🏏");
    expect(first("diwali")).toBe("🪔");
  });

  it("differ for gym and cricket on every seed, and lead with the subject's own", () => {
    for (const seed of SEEDS) {
      const gym = emojiLine(readTopic("gym"), seededRng(seed));
      const cricket = emojiLine(readTopic("cricket"), seededRng(seed));
      expect(gym).not.toBe(cricket);
      expect(gym.startsWith("🏋️")).toBe(true);
      expect(cricket.startsWith("🏏")).toBe(true);
    }
  });

  it("never claim a kind for a word nothing knows, nor a phone for a game called Mobile", () => {
    expect(subjectEmoji(readTopic("xqzvbn"))).toEqual([]);
    expect(subjectEmoji(readTopic("cod mobile"))).not.toContain("📱");
  });
});

describe("the topic in a post", () => {
  it("puts the topic in once per marker, whatever it holds", () => {
    const reading = { ...readTopic("masala chai"), subject: "$& {Topic} $1", place: null };
    const text = fillPost({ fit: { kinds: "any", formats: "any" }, text: "Chalo: {topic} ☕\n{Topic} again" }, reading);
    expect(text).toBe("Chalo: $& {Topic} $1 ☕\n$& {Topic} $1 again");
  });
});

describe("decks and bad input", () => {
  it("deals a reading's templates from a deck: one visit shows every one before any repeats", () => {
    const reading = readTopic("cat");
    const templates = postTemplatesFor(reading);
    const deck = createDeck(templates, seededRng(11));
    const rng = seededRng(12);
    const openings = templates.map(() => generatePost("cat", rng, () => deck).split("\n\n")[0]);
    expect(new Set(openings).size).toBe(templates.length);
    expect(postDeckKey(reading)).toBe(postDeckKey(readTopic("dog")));
    expect(postDeckKey(reading)).not.toBe(postDeckKey(readTopic("tiger")));
  });

  it("gives nothing for an empty or blank topic", () => {
    expect(generatePost("", seededRng(1))).toBe("");
    expect(generatePost(" \t\n ", seededRng(1))).toBe("");
  });

  it("answers emoji, right-to-left text, markup and 10,000 characters sensibly and quickly", () => {
    const started = performance.now();
    expect(generatePost("☕☕", seededRng(1))).toMatch(/^.*☕☕.*\n.*\n\n.+$/u);
    expect(generatePost("مرحبا بالعالم", seededRng(1))).toContain("مرحبا بالعالم");
    const markup = generatePost('<img src=x onerror="alert(1)">', seededRng(1));
    expect(markup).not.toMatch(/[<>]/u);
    // The reader looks at the first 300 characters; no tag is made of them.
    const long = generatePost("a".repeat(10_000), seededRng(5));
    expect(long).toContain("a".repeat(300));
    expect(long.length).toBeLessThan(2200);
    expect(long).not.toContain("#aaaa");
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("the topic map", () => {
  it("still holds the tags these tests name", () => {
    const all = new Set(TOPICS.flatMap((topic) => [...topic.broad, ...topic.mid, ...topic.niche]));
    for (const tag of ["applewatch", "calisthenics", "delhistreetfood", "fitnesscoach"])
      expect(all.has(tag), tag).toBe(true);
  });
});
