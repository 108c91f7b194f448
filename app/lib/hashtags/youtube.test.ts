import { describe, expect, it } from "vitest";
import { PLATFORM_FLOOR } from "./kind-floor.data";
import { type TopicReading, readTopic } from "~/lib/topic";
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";
import { randomInt, seededRng } from "~/lib/text/random";
import {
  SHOWN_ABOVE_TITLE,
  isUsableTag,
  normaliseKeyword,
  youtubeHashtagResult,
  youtubeHashtags,
  youtubeHashtagsFor,
} from "./hashtags";
import { SAMPLE_KEYWORDS } from "./sample-keywords";
import { KITES_MATCH, KITE_FESTIVAL, reading as readingOf } from "~/test/topic-reading";

const YEAR = 2026;
const KEYWORDS = [...new Set([...EVALUATION_SET.map((item) => item.keyword), ...SAMPLE_KEYWORDS])];
/** Hundreds of keywords on a shared machine: room for a slow run, not for a hang. */
const SLOW = { timeout: 60_000 };
const HOW_TO_TAG = /tutorial|tips/u;
const A_YEAR = /(?:19|20)\d\d/u;

/** A known subject that the reader matched to the kites topic, unless `fields` say otherwise. */
const reading = (fields: Partial<TopicReading>) => readingOf({ topics: [KITES_MATCH], known: true, ...fields });

// The topics the YouTube hashtag page's browser test once sent through the address, a page load
// each (two still go that way): the three YouTube shows above the title are the most specific real
// tags, never a year, and tips or a tutorial only for a how-to.
describe("youtubeHashtagResult for a topic of each kind", () => {
  it.each([
    ["cat", ["cat", "desicat", "catlife"]],
    ["iphone 16 review", ["iphone16review", "iphone16", "iphonereview"]],
    ["street food delhi", ["delhistreetfood", "streetfood", "delhifoodie"]],
    ["खाना", ["खाना", "desikhana", "indianfood"]],
    ["gym", ["gym", "gymmotivation", "gymlife"]],
  ] as const)("%s leads with %j, and ten tags in all", (topic, first) => {
    const { tags, unknown } = youtubeHashtagResult(topic, YEAR);
    expect(unknown).toBe(false);
    expect(tags).toHaveLength(10);
    expect(tags.slice(0, SHOWN_ABOVE_TITLE)).toEqual(first);
    expect(tags.filter((tag) => A_YEAR.test(tag))).toEqual([]);
    if (topic !== "gym") expect(tags.filter((tag) => HOW_TO_TAG.test(tag))).toEqual([]);
  });
});

describe("youtubeHashtagsFor", () => {
  it("puts the subject's most specific real tags in the three YouTube shows, then the rest of its topic", () => {
    expect(youtubeHashtagsFor(reading({ input: "kite", kind: "activity" }), YEAR)).toEqual([
      "kite",
      "desikite",
      "kitelife",
      "kitelovers",
      "kitemaking",
      "kitefighter",
      "kitefestival",
      "rooftopkites",
      "kiteflying",
      "patangutsav",
    ]);
  });

  it("adds tips and tutorial only to a how-to, and after the first three", () => {
    const howTo = youtubeHashtagsFor(reading({ input: "kite", kind: "activity", howTo: true }), YEAR);
    expect(howTo.slice(0, 6)).toEqual(["kite", "desikite", "kitelife", "kitetips", "kitetutorial", "kitelovers"]);
    expect(howTo).toContain("kitetutorial");
  });

  it("dates only a time-bound reading, fourth, with the year the keyword names", () => {
    const festival = reading({
      ...KITE_FESTIVAL,
      timeBound: true,
    });
    expect(youtubeHashtagsFor(festival, YEAR).slice(0, 5)).toEqual([
      "ahmedabadkitefestival",
      "kitefestivalvlog",
      "kitefestival",
      "kitefestival2026",
      "desikite",
    ]);
    const named = reading({ input: "kite festival 2027", subject: "kite festival", kind: "event", timeBound: true });
    expect(youtubeHashtagsFor(named, YEAR)[3]).toBe("kitefestival2027");
    expect(youtubeHashtagsFor(reading({ input: "kite", kind: "activity" }), YEAR).some((tag) => A_YEAR.test(tag))).toBe(
      false,
    );
  });

  it("glues no Latin word to a Devanagari subject", () => {
    const patang = reading({ input: "पतंग", kind: "activity", latin: "patang", howTo: true, timeBound: true });
    const tags = youtubeHashtagsFor(patang, YEAR);
    expect(tags[0]).toBe("पतंग");
    for (const tag of tags)
      expect(tag, tag).not.toMatch(/\p{Script=Devanagari}.*[a-z0-9]|[a-z0-9].*\p{Script=Devanagari}/u);
  });
});

describe("youtubeHashtags", () => {
  it("gives the exact tags for everyday topics", () => {
    expect(youtubeHashtags("cat", YEAR).slice(0, SHOWN_ABOVE_TITLE)).toEqual(["cat", "desicat", "catlife"]);
    expect(youtubeHashtags("iphone 16 review", YEAR).slice(0, SHOWN_ABOVE_TITLE)).toEqual([
      "iphone16review",
      "iphone16",
      "iphonereview",
    ]);
    expect(youtubeHashtags("street food delhi", YEAR).slice(0, SHOWN_ABOVE_TITLE)).toEqual([
      "delhistreetfood",
      "streetfood",
      "delhifoodie",
    ]);
    expect(youtubeHashtags("खाना", YEAR).slice(0, SHOWN_ABOVE_TITLE)).toEqual(["खाना", "desikhana", "indianfood"]);
    expect(youtubeHashtags("ipl 2026 highlights", 2031).slice(0, 4)).toEqual([
      "iplhighlights",
      "ipl",
      "iplfever",
      "ipl2026",
    ]);
    expect(youtubeHashtags("zorblax", YEAR)).toEqual(["zorblax", ...PLATFORM_FLOOR.youtube.slice(0, 4)]);
  });

  it("never leads with a year, nor with tips or a tutorial for a topic that is no how-to", SLOW, () => {
    const problems: string[] = [];
    for (const keyword of KEYWORDS) {
      const read = readTopic(keyword);
      const first = youtubeHashtagsFor(read, YEAR).slice(0, SHOWN_ABOVE_TITLE);
      for (const tag of first) {
        if (A_YEAR.test(tag) && !A_YEAR.test(keyword)) problems.push(`${keyword}: ${tag}`);
        if (!read.howTo && HOW_TO_TAG.test(tag)) problems.push(`${keyword}: ${tag}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it(
    "holds for every keyword: at most 10 usable, unique tags, the same each time, a year only for a time-bound topic",
    SLOW,
    () => {
      const problems: string[] = [];
      for (const keyword of KEYWORDS) {
        const read = readTopic(keyword);
        const tags = youtubeHashtagsFor(read, YEAR);
        if (tags.length > 10 || new Set(tags).size !== tags.length) problems.push(`${keyword}: ${tags.join()}`);
        if (tags.some((tag) => !isUsableTag(tag))) problems.push(`${keyword}: unusable in ${tags.join()}`);
        if (youtubeHashtagsFor(read, YEAR).join() !== tags.join()) problems.push(`${keyword}: not stable`);
        const dated = tags.filter((tag) => tag.endsWith(String(YEAR)));
        if (dated.length > 0 && !read.timeBound) problems.push(`${keyword}: ${dated.join()} on an evergreen topic`);
        if (!read.howTo && tags.some((tag) => HOW_TO_TAG.test(tag)))
          problems.push(`${keyword}: how-to tag in ${tags.join()}`);
      }
      expect(problems).toEqual([]);
    },
  );

  it("gives a topic the map knows ten tags, and a word nothing knows its own, then tags for any video to five", () => {
    expect(youtubeHashtags("gym", YEAR)).toHaveLength(10);
    expect(youtubeHashtags("masala chai", YEAR)).toHaveLength(10);
    expect(youtubeHashtags("zorblax vlog", YEAR)).toEqual([
      "zorblaxvlog",
      "zorblax",
      ...PLATFORM_FLOOR.youtube.slice(0, 3),
    ]);
    expect(youtubeHashtags("🔥🎉", YEAR)).toEqual([]);
  });
});

describe("youtubeHashtagResult", () => {
  it("says when nothing knows the topic, so it has its own tag and tags for any video", () => {
    expect(youtubeHashtagResult("zorblax", YEAR)).toEqual({
      topic: "zorblax",
      tags: ["zorblax", ...PLATFORM_FLOOR.youtube.slice(0, 4)],
      unknown: true,
    });
    expect(youtubeHashtagResult("cat", YEAR).unknown).toBe(false);
    expect(youtubeHashtagResult("🔥", YEAR)).toEqual({ topic: "🔥", tags: [], unknown: false });
  });

  it("holds for many random topics: at most 10, unique, hashtag-safe, never a tag longer than 50", () => {
    const alphabet = ["a", "B", "z", "Ö", "न", "्", "5", "_", " ", "-", "#", "🔥", "\t", "YouTube", "tutorial", "chai"];
    for (let seed = 0; seed < 300; seed++) {
      const rng = seededRng(seed);
      const length = 1 + randomInt(20, rng);
      const raw = Array.from({ length }, () => alphabet[randomInt(alphabet.length, rng)]).join("");
      const { tags } = youtubeHashtagResult(raw, YEAR);
      if (!normaliseKeyword(raw)) expect(tags).toEqual([]);
      expect(tags.length).toBeLessThanOrEqual(10);
      expect(new Set(tags).size).toBe(tags.length);
      for (const tag of tags) expect(tag).toMatch(/^[\p{L}\p{M}\p{N}_]{1,50}$/u);
    }
  });

  it("copes with a 10,000-character topic: no over-long tag, so nothing at all", () => {
    expect(youtubeHashtagResult("a".repeat(10_000), YEAR).tags).toEqual([]);
  });
});
