import { describe, expect, it } from "vitest";
import { SUBJECT_KINDS } from "~/lib/topic";
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";
import {
  CONTENT_TYPES,
  type ContentType,
  STRATEGIES,
  STRATEGY_NICHES,
  type StrategyNiche,
} from "./instagram-growth-strategy.data";
import { FLAVOUR_PLANS, KIND_PLANS, NICHE_BRIDGES, TYPE_PLANS } from "./topic-strategy.data";
import { strategyFrom } from "./instagram-growth-strategy.logic";
import {
  neighbourTopics,
  readPostTopic,
  strategyTags,
  topicStrategy as writeStrategy,
  topicStrategyText,
} from "./topic-strategy.logic";

const COMBINATIONS = STRATEGY_NICHES.flatMap((niche) => CONTENT_TYPES.map((type) => [niche, type] as const));
/** The only figures a plan may state: Instagram's limits (sourced in the guide) and clip lengths to aim for. */
const ALLOWED_FIGURES = /\b(5 hashtags|20 slides|15 seconds|30 seconds)\b/g;

/** What the screen does with a typed topic: the plan written for it, or the combination's own. */
const topicStrategy = (niche: StrategyNiche, type: ContentType, topic: string) =>
  strategyFrom(writeStrategy(niche, type, topic), niche, type);

const reading = (keyword: string) => {
  const read = readPostTopic(keyword);
  if (!read) throw new Error(`no reading for ${keyword}`);
  return read;
};

const allSentences: string[] = [
  ...Object.values(KIND_PLANS).flatMap((plan) => [...Object.values(plan.first), plan.series, plan.collab]),
  ...Object.values(FLAVOUR_PLANS).flatMap((plan) =>
    plan ? [...Object.values(plan.first), plan.series, plan.collab, plan.fashion ?? ""] : [],
  ),
  ...Object.values(TYPE_PLANS).flatMap((plan): string[] => Object.values(plan)),
  ...Object.values(NICHE_BRIDGES).flatMap((bridges) => Object.values(bridges).map((line) => line ?? "")),
].filter((sentence) => sentence !== "");

describe("topic strategy data", () => {
  it("has a first move for every format and a series and partners for every kind", () => {
    for (const kind of SUBJECT_KINDS) {
      const plan = KIND_PLANS[kind];
      for (const type of CONTENT_TYPES) expect(plan.first[type], `${kind} ${type}`).toMatch(/\{[sS]\}|'\{S\}/);
      expect(plan.series.length, kind).toBeGreaterThan(60);
      expect(plan.collab, kind).toMatch(/collab|partner|team up|play with|find/i);
    }
  });

  it("writes whole sentences with no posting times, growth figures or stale years", () => {
    for (const sentence of allSentences) {
      expect(sentence.trim(), sentence).toBe(sentence);
      expect(sentence, sentence).toMatch(/[.!?]$/);
      expect(sentence, sentence).not.toMatch(
        /\b\d{1,2}\s?(am|pm)\b|\b(19|20)\d\d\b|%|\bfollowers?\b.*\d|\d.*\bfollowers?\b/i,
      );
      expect(sentence.replace(ALLOWED_FIGURES, "").replace(/\{\w+\}/g, ""), sentence).not.toMatch(/\d/);
    }
  });
});

describe("topicStrategy: exact plans", () => {
  it("biryani, for a Food page's posts", () => {
    expect(topicStrategy("Food", "Posts", "biryani")).toEqual({
      niche: "Food",
      contentType: "Posts",
      subject: "biryani",
      text: "Post carousels on a rhythm you can keep for a month; a carousel holds up to 20 slides, and a useful one keeps getting saved long after it goes up. Make your first carousel a recipe card or a 'where to have it' guide for biryani: the cover photo, then one step or one place per slide. Turn it into series: biryani taste tests across places, versions from different regions, and a fixes-and-tricks series for the people who make it. Let the caption add what the slides can't (the story, the detail, the source) and end with a clear reason to save it. A post can carry 5 hashtags now; for biryani, start from #biryani, #dumbiryani, #biryanilovers, #awadhibiryani and #amburbiryani, and keep a slot for the occasion or your city when it fits. Collaborate on cook-offs and tasting Reels with home cooks, stalls and restaurants known for biryani; tag every place, since many re-share. Creators in neighbouring topics (food) are natural partners too. As a food page, biryani is home ground: go deep on versions, places and the stories behind them. In Insights, compare saves and profile visits per post; the biryani posts that bring profile visits are the ones turning viewers into followers.",
    });
  });

  it("cricket, for a Travel page's Stories: the sport's own plan", () => {
    expect(topicStrategy("Travel", "Stories", "cricket").text).toBe(
      "Post Stories in one or two sittings a day rather than all day long; a tidy sequence gets watched to the end. On match days, post cricket as it happens: the warm-up, a prediction poll and the result, saved to a Highlight. Build series around the game: drills that fix one weakness, rules people get wrong, and match-day routines, one episode each. Keep text large, short and clear of the edges, and add a link sticker whenever you mention something people will ask about. Stories don't need 5 hashtags: a location sticker where it fits and a tag like #cricket on the frames about cricket are enough; save the full set for posts and Reels. Partner with local clubs, academies, coaches and turf owners for cricket; a joint drill Reel or a match-day takeover reaches players near you. Creators in neighbouring topics (sports) are natural partners too. As a travel page, take cricket on the road: where to do it, who to learn from locally and what it costs there. In Insights, watch replies, sticker taps and exits: the cricket frames people reply to are your next Reel or carousel, and the frame where they leave is the one to cut.",
    );
  });
});

describe("topicStrategy: properties over the evaluation set and all nine combinations", () => {
  const readings = EVALUATION_SET.map((item) => ({ keyword: item.keyword, read: reading(item.keyword) }));

  it("names the subject, uses only the topic map's tags, and states no figure beyond Instagram's limits", () => {
    const problems: string[] = [];
    for (const { keyword, read } of readings) {
      const ownTags = new Set(read.topics.flatMap(({ topic }) => [...topic.broad, ...topic.mid, ...topic.niche]));
      const tags = strategyTags(read);
      if (tags.length > 5) problems.push(`${keyword}: ${tags.length} tags`);
      for (const tag of tags) if (!ownTags.has(tag)) problems.push(`${keyword}: #${tag} is not the topic's`);
      for (const [niche, type] of COMBINATIONS) {
        const text = topicStrategyText(niche, type, read);
        const where = `${keyword} ${niche} ${type}`;
        if (!text.includes(read.subject)) problems.push(`${where}: subject missing`);
        if (/undefined|null|\{|\}/.test(text)) problems.push(`${where}: leftover`);
        for (const tag of text.match(/#[\p{L}\p{M}\p{N}_]+/gu) ?? []) {
          if (!tags.includes(tag.slice(1))) problems.push(`${where}: ${tag} not from the map`);
        }
        const bare = text
          .split(read.subject)
          .join("")
          .replace(/#[\p{L}\p{M}\p{N}_]+/gu, "")
          .replace(ALLOWED_FIGURES, "");
        if (/\d/.test(bare)) problems.push(`${where}: unsourced figure`);
        if (type === "Reels" && !text.includes("Reels")) problems.push(`${where}: not about Reels`);
        if (type === "Posts" && !text.includes("carousel")) problems.push(`${where}: not about posts`);
        if (type === "Stories" && !text.includes("Stories")) problems.push(`${where}: not about Stories`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("gives the three formats three different plans for the same topic, the same plan every time", () => {
    for (const { keyword, read } of readings.filter((_, index) => index % 10 === 0)) {
      const texts = CONTENT_TYPES.map((type) => topicStrategyText("Food", type, read));
      expect(new Set(texts).size, keyword).toBe(3);
      expect(topicStrategyText("Food", "Reels", read), keyword).toBe(texts[0]);
    }
  });

  it("names neighbouring topics from the map, never the topic itself", () => {
    for (const { keyword, read } of readings) {
      for (const name of neighbourTopics(read))
        expect(name.toLowerCase(), keyword).not.toBe(read.subject.toLowerCase());
    }
  });
});

describe("topicStrategy: the side of a topic", () => {
  it("drills cricket, layers skincare, draws mehndi and explains mutual funds", () => {
    expect(topicStrategy("Food", "Reels", "cricket").text).toContain("drills that fix one weakness");
    expect(topicStrategy("Fashion", "Reels", "skincare").text).toContain("your skincare routine in order");
    expect(topicStrategy("Fashion", "Stories", "mehndi").text).toContain("Post work-in-progress mehndi frames");
    expect(topicStrategy("Travel", "Posts", "mutual funds").text).toContain("explain rather than advise");
  });

  it("says something for a fashion page only where the topic meets fashion", () => {
    expect(topicStrategy("Fashion", "Reels", "cricket").text).toContain(
      "As a fashion page, show what to wear to play and to watch cricket",
    );
    expect(topicStrategy("Fashion", "Reels", "mutual funds").text).not.toContain("As a fashion page");
  });
});

describe("topicStrategy: without a usable topic, the combination's own plan", () => {
  it.each(["", "   ", "🔥🎉😀", "!!!"])("%j", (topic) => {
    for (const [niche, type] of COMBINATIONS) {
      expect(topicStrategy(niche, type, topic)).toEqual({ niche, contentType: type, text: STRATEGIES[niche][type] });
    }
  });

  it("an unknown word gets an honest, generic plan that names it", () => {
    const plan = topicStrategy("Travel", "Posts", "zorblaxian");
    expect(plan.subject).toBe("zorblaxian");
    expect(plan.text).toContain("Getting started with zorblaxian");
    expect(plan.text).toContain("search zorblaxian on Instagram");
  });

  it("survives hostile input", () => {
    for (const topic of ["a".repeat(10_000), `<img src=x onerror="alert(1)">`, "مرحبا بالعالم", "{s} {tags}"]) {
      const plan = topicStrategy("Food", "Reels", topic);
      expect(plan.text.length).toBeGreaterThan(0);
      expect(plan.text).not.toMatch(/[<>]/);
    }
  });
});
