import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import { seededRng } from "~/lib/text/random";
import { BANNED_TAGS } from "./banned.data";
import { PLATFORM_FLOOR } from "./kind-floor.data";
import {
  descriptionHashtags,
  formatHashtags,
  instagramHashtags,
  isPlace,
  normaliseKeyword,
  prepareKeyword,
  postHashtags,
  relatedPhrases,
  topicsFor,
  youtubeHashtags,
} from "./hashtags";
import { SAMPLE_KEYWORDS, UNRELATED_PAIRS } from "./sample-keywords";
import { TOPICS } from "~/lib/topic-map/topic-map.data";

const SEEDS = [1, 2, 3, 42, 99];
const VALID_TAG = /^[\p{L}\p{M}\p{N}_]{1,50}$/u;
const YEAR = 2026;

const topicIds = (keyword: string) => topicsFor(keyword).map((match) => match.topic.id);

/** City and state tags: every place topic's tags, plus any tag naming a big city. */
const PLACE_TAGS = new Set(TOPICS.filter(isPlace).flatMap((topic) => [...topic.broad, ...topic.mid, ...topic.niche]));
const CITY_NAMES = ["mumbai", "bombay", "delhi", "bangalore", "bengaluru", "kolkata", "chennai", "hyderabad", "jaipur"];
const isCityTag = (tag: string) => PLACE_TAGS.has(tag) || CITY_NAMES.some((city) => tag.includes(city));

/** What is wrong with a tag list: repeats, invalid or banned tags. Empty when all is well. */
function tagProblems(tags: readonly string[]): string[] {
  const problems = tags.filter((tag, i) => tags.indexOf(tag) !== i).map((tag) => `repeated ${tag}`);
  for (const tag of tags) {
    if (!VALID_TAG.test(tag)) problems.push(`invalid ${tag}`);
    if (BANNED_TAGS.has(tag)) problems.push(`banned ${tag}`);
  }
  return problems;
}

function expectValidTags(tags: readonly string[]): void {
  expect(tagProblems(tags)).toEqual([]);
}

describe("normaliseKeyword and formatHashtags", () => {
  it("keeps only hashtag characters, lower-cased, whitespace removed", () => {
    expect(normaliseKeyword("  Street \t Food\n")).toBe("streetfood");
    expect(normaliseKeyword("#Travel!")).toBe("travel");
    expect(normaliseKeyword("दिल्ली Food")).toBe("दिल्लीfood");
    expect(normaliseKeyword("vlog_day-1")).toBe("vlog_day1");
    for (const empty of ["", "   ", "🔥🎉", "!!!", "\u200b"]) expect(normaliseKeyword(empty)).toBe("");
  });

  itGives(prepareKeyword, {
    "prepares what was typed for the topic map: words kept apart, empty when no tag can be made": [
      ["  Mumbai   Street Food ", "Mumbai Street Food"],
      ["🔥🎉", ""],
      [" \t ", ""],
    ],
  });
  it("formats tags as they are pasted", () => {
    expect(formatHashtags(["chai", "cuttingchai"])).toBe("#chai #cuttingchai");
    expect(formatHashtags([])).toBe("");
  });
});

describe("topicsFor", () => {
  it("reaches a topic through synonyms, plurals and stems", () => {
    for (const keyword of ["gym", "workout", "Workouts", "fitness coach", "FITNESS", "kasrat"]) {
      expect(topicIds(keyword)[0]).toBe("fitness");
    }
    expect(topicIds("puppies")[0]).toBe("dogs");
    expect(topicIds("runners")[0]).toBe("running");
    expect(topicIds("khana")[0]).toBe("food");
    expect(topicIds("shaadi")[0]).toBe("wedding");
    expect(topicIds("what i eat in a day")[0]).toBe("vlog");
  });

  it("blends the topics of a multi-word keyword, the subject ahead of the place", () => {
    expect(topicIds("mumbai street food")).toEqual(["streetfood", "mumbai"]);
    expect(topicIds("Street-food, Mumbai!")).toEqual(["streetfood", "mumbai"]);
    expect(topicIds("diwali decor")).toEqual(["diwali", "homedecor"]);
  });

  it("splits a joined keyword into known words", () => {
    expect(topicIds("streetfoodmumbai")).toEqual(["streetfood", "mumbai"]);
    expect(topicIds("myfirstmarathon")).toEqual(["running"]);
    // Not car + to + on.
    expect(topicIds("cartoon")).toEqual(["cartoons"]);
  });

  it("lets India lead only when nothing else matched", () => {
    expect(topicIds("phones in india")).toEqual(["smartphones"]);
    expect(topicIds("india")).toEqual(["india"]);
  });

  it("falls back to the nearest topics by shared stems and letters, never to a place", () => {
    const near = topicsFor("photograpy");
    expect(near.map((match) => match.topic.id)).toEqual(["photography"]);
    expect(near.every((match) => match.near)).toBe(true);
    expect(topicsFor("mumbay").every((match) => !isPlace(match.topic))).toBe(true);
    expect(topicsFor("zzqx")).toEqual([]);
  });

  it("reorders only tied topics when given a random source", () => {
    // "beauty" reaches makeup and skincare equally.
    expect(topicIds("beauty")).toEqual(["makeup", "skincare"]);
    const leaders = new Set(Array.from({ length: 20 }, (_, seed) => topicsFor("beauty", seededRng(seed))[0]?.topic.id));
    expect(leaders).toEqual(new Set(["makeup", "skincare"]));
    for (const seed of SEEDS) expect(topicsFor("mumbai street food", seededRng(seed))[0]?.topic.id).toBe("streetfood");
  });
});

describe("instagramHashtags", () => {
  it("gives the same groups for the same seed", () => {
    const result = instagramHashtags("street food", seededRng(42));
    expect(result.top).toEqual(["streetfood", "streetfoodlover", "streetfoodofindia", "streetfoodie", "chaatlover"]);
    expect(result.niche).toEqual([
      "puchka",
      "alootikki",
      "bhelpuri",
      "streetfoodvlog",
      "sevpuri",
      "golgappa",
      "kathiroll",
      "kachori",
      "dahipuri",
      "samosa",
    ]);
    // Street food relates to food alone now, so the filler is the food topic's, never chai or curry tags.
    expect(result.mid).toEqual(["pavbhaji", "vadapav", "panipuri", "momos", "golgappe", "desifood", "indianfood"]);
    expect(result.broad).toEqual([
      "streetfoodindia",
      "indianstreetfood",
      "chaat",
      "food",
      "foodstagram",
      "foodlover",
      "foodblogger",
      "foodie",
    ]);
    expect(result.all).toEqual([...result.top, ...result.niche, ...result.mid, ...result.broad]);
  });

  it("puts the keyword first and its own topic's tags in the top five, whatever the seed", () => {
    const { top } = instagramHashtags("masala chai", seededRng(1));
    expect(top).toHaveLength(5);
    expect(top[0]).toBe("masalachai");
    const chai = TOPICS.find((topic) => topic.id === "chai");
    for (const tag of top.slice(1))
      expect([...(chai?.niche ?? []), ...(chai?.mid ?? []), ...(chai?.broad ?? [])]).toContain(tag);
    for (const seed of SEEDS) expect(instagramHashtags("masala chai", seededRng(seed)).top).toEqual(top);
  });

  it("adds keyword suffixes only where they make real tags", () => {
    const gym = instagramHashtags("gym", seededRng(1)).all;
    expect(gym).toEqual(expect.arrayContaining(["gymlife", "gymmotivation"]));
    const mapTags = new Set(TOPICS.flatMap((topic) => [...topic.broad, ...topic.mid, ...topic.niche]));
    const invented: string[] = [];
    for (const keyword of SAMPLE_KEYWORDS) {
      const key = normaliseKeyword(keyword);
      const all = instagramHashtags(keyword, seededRng(1)).all;
      for (const suffix of ["photography", "style", "love", "life", "india"]) {
        const compound = `${key}${suffix}`;
        if (all.includes(compound) && !mapTags.has(compound)) {
          invented.push(compound);
        }
      }
    }
    expect(invented).toEqual([]);
    expect(instagramHashtags("fitness coach", seededRng(1)).all).not.toContain("fitnesscoachphotography");
  });

  it("holds for 100 everyday keywords and many seeds: 30 valid, unique, allowed tags in four groups", () => {
    expect(new Set(SAMPLE_KEYWORDS).size).toBe(100);
    const problems: string[] = [];
    for (const keyword of SAMPLE_KEYWORDS) {
      for (const seed of SEEDS) {
        const { top, niche, mid, broad, all } = instagramHashtags(keyword, seededRng(seed));
        if (all.length !== 30 || top.length !== 5)
          problems.push(`${keyword}: ${all.length} tags, ${top.length} on top`);
        if (all.join() !== [...top, ...niche, ...mid, ...broad].join())
          problems.push(`${keyword}: groups out of order`);
        problems.push(...tagProblems(all).map((problem) => `${keyword}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it("keeps city tags out unless the keyword names a place", () => {
    const leaks: string[] = [];
    for (const keyword of SAMPLE_KEYWORDS) {
      for (const seed of SEEDS) {
        const cityTags = instagramHashtags(keyword, seededRng(seed)).all.filter(isCityTag);
        leaks.push(...cityTags.map((tag) => `${keyword}: ${tag}`));
      }
    }
    expect(leaks).toEqual([]);
    for (const keyword of ["mumbai street food", "goa trip", "kerala food", "manali"]) {
      expect(instagramHashtags(keyword, seededRng(1)).all.some(isCityTag), keyword).toBe(true);
    }
  });

  it("shares at most three tags between unrelated keywords", () => {
    expect(UNRELATED_PAIRS.length).toBeGreaterThanOrEqual(10);
    for (const [a, b] of UNRELATED_PAIRS) {
      for (const seed of SEEDS) {
        const first = new Set(instagramHashtags(a, seededRng(seed)).all);
        const shared = instagramHashtags(b, seededRng(seed + 1)).all.filter((tag) => first.has(tag));
        expect(shared.length, `${a} / ${b}`).toBeLessThanOrEqual(3);
      }
    }
  });

  it("gives a keyword the map does not know its own tags, then tags that suit any post to five, never another topic's", () => {
    expect(instagramHashtags("zzqx", seededRng(1)).all).toEqual(["zzqx", ...PLATFORM_FLOOR.instagram.slice(0, 4)]);
    expect(instagramHashtags("🔥🎉", seededRng(1)).all).toEqual([]);
  });
});

describe("youtubeHashtags", () => {
  it("leads with the topic's most specific tags, then its recipe tag for a dish, then the map's", () => {
    expect(youtubeHashtags("masala chai", YEAR)).toEqual([
      "masalachai",
      "chaiaddict",
      "chailovers",
      "masalachairecipe",
      "chai",
      "tealover",
      "chaipecharcha",
      "chaiwala",
      "chaitime",
      "iranichai",
    ]);
    // The year passed in, fourth, and only for a topic that dates.
    expect(youtubeHashtags("diwali", 2031)[3]).toBe("diwali2031");
    expect(youtubeHashtags("masala chai", 2031).some((tag) => tag.includes("2031"))).toBe(false);
  });

  it("holds for 100 keywords: one to 10 valid tags, the same each time", () => {
    const problems: string[] = [];
    for (const keyword of SAMPLE_KEYWORDS) {
      const tags = youtubeHashtags(keyword, YEAR);
      if (tags.length === 0 || tags.length > 10) problems.push(`${keyword}: ${tags.length} tags`);
      problems.push(...tagProblems(tags).map((problem) => `${keyword}: ${problem}`));
      if (youtubeHashtags(keyword, YEAR).join() !== tags.join()) problems.push(`${keyword}: not stable`);
    }
    expect(problems).toEqual([]);
  });

  it("gives a topic nothing knows its own tag, then tags for any creator's video to five, never another topic's", () => {
    expect(youtubeHashtags("zzqx", YEAR)).toEqual(["zzqx", ...PLATFORM_FLOOR.youtube.slice(0, 4)]);
  });
});

describe("postHashtags", () => {
  it("gives the topic, then four related tags from the map", () => {
    expect(postHashtags("masala chai", seededRng(7))).toEqual([
      "masalachai",
      "chaiwala",
      "adrakchai",
      "chaipecharcha",
      "darjeelingtea",
    ]);
  });

  it("holds for 100 keywords: five valid tags, the topic first", () => {
    const problems: string[] = [];
    for (const keyword of SAMPLE_KEYWORDS) {
      for (const seed of SEEDS) {
        const tags = postHashtags(keyword, seededRng(seed));
        if (tags.length !== 5 || tags[0] !== normaliseKeyword(keyword)) problems.push(`${keyword}: ${tags.join()}`);
        problems.push(...tagProblems(tags).map((problem) => `${keyword}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("descriptionHashtags", () => {
  it("takes short keyword tags from the title, never the title glued together", () => {
    const title = "How to Make Masala Chai at Home";
    expect(descriptionHashtags(title, seededRng(3))).toEqual([
      "masalachai",
      "chai",
      "tealover",
      "adrakchai",
      "tutorial",
    ]);
    expect(descriptionHashtags(title, seededRng(3), ["recipe", "tutorial"]).at(-1)).toBe("recipe");
    for (let seed = 0; seed < 20; seed++) {
      expect(descriptionHashtags(title, seededRng(seed))).not.toContain("howtomakemasalachaiathome");
    }
  });

  it("keeps a title that is itself a known phrase or one word", () => {
    expect(descriptionHashtags("Goa Trip", seededRng(1))[0]).toBe("goatrip");
    expect(descriptionHashtags("Cartoon", seededRng(1))[0]).toBe("cartoon");
  });

  it("gives three to five short tags for any title, padding with the extras", () => {
    expect(descriptionHashtags("🔥🎉😀", seededRng(1))).toEqual(["tutorial", "howto", "youtube"]);
    const problems: string[] = [];
    for (const title of [...SAMPLE_KEYWORDS, "My Honest Thoughts", "<b>x</b>", "a".repeat(10_000)]) {
      const tags = descriptionHashtags(title, seededRng(5));
      if (tags.length < 3 || tags.length > 5) problems.push(`${title}: ${tags.length} tags`);
      if (tags.some((tag) => tag.length > 20)) problems.push(`${title}: long tag`);
      problems.push(...tagProblems(tags).map((problem) => `${title}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
});

describe("relatedPhrases", () => {
  it("gives spaced phrases for a YouTube tag list", () => {
    expect(relatedPhrases("Masala Chai")).toEqual([
      "masala chai",
      "masala chai recipe",
      "masala chai at home",
      "masala chai easy recipe",
      "masala chai taste test",
      "cutting chai",
      "adrak chai",
      "chai lover",
      "ginger tea",
      "tea time",
    ]);
    expect(relatedPhrases("How to Make Masala Chai at Home")[1]).toBe("masala chai recipe");
    expect(relatedPhrases("zzqx")).toEqual(["zzqx"]);
    expect(relatedPhrases("🔥")).toEqual([]);
  });
});

describe("hostile and extreme keywords", () => {
  const cases = {
    long: "a".repeat(10_000),
    longWords: "fitness ".repeat(1_250),
    emoji: "🔥🎉😀",
    rtl: "طعام منزلي",
    markup: `<img src=x onerror="window.__pwned=1">`,
  };

  it("answer quickly and sensibly", () => {
    instagramHashtags("warm up", seededRng(1));
    for (const [name, keyword] of Object.entries(cases)) {
      const started = performance.now();
      const instagram = instagramHashtags(keyword, seededRng(1));
      const youtube = youtubeHashtags(keyword, YEAR);
      const post = postHashtags(keyword, seededRng(1));
      expect(performance.now() - started, name).toBeLessThan(250);
      for (const tags of [instagram.all, youtube, post]) expectValidTags(tags);
    }
    // Too long to be a tag, and nothing in it to reach a topic.
    expect(instagramHashtags(cases.long, seededRng(1)).all).toEqual([]);
    // Only the start is read, and it is plainly about fitness.
    expect(instagramHashtags(cases.longWords, seededRng(1)).all).toHaveLength(30);
    expect(instagramHashtags(cases.emoji, seededRng(1)).all).toEqual([]);
    expect(instagramHashtags(cases.rtl, seededRng(1)).all).toEqual([
      "طعاممنزلي",
      ...PLATFORM_FLOOR.instagram.slice(0, 4),
    ]);
    expect(instagramHashtags(cases.markup, seededRng(1)).top[0]).toBe("imgsrcxonerrorwindow__pwned1");
  });
});
