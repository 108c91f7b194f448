import { describe, expect, it } from "vitest";
import { benchmarkPosition, tierFor } from "~/lib/calculator/engagement-benchmarks";
import { NUMBER_MESSAGES, tooLargeMessage, MAX_COUNT } from "~/lib/text/numbers";
import { randomInt, seededRng } from "~/lib/text/random";
import { MAX_POSTS } from "./instagram-engagement-rate-calculator.data";
import {
  ENGAGEMENT_MESSAGES,
  type EngagementOutcome,
  type EngagementReport,
  type PostCounts,
  calculateEngagement,
} from "./instagram-engagement-rate-calculator.logic";

function report(outcome: EngagementOutcome): EngagementReport {
  if (!outcome.ok) throw new Error(outcome.errors.map((error) => error.summary).join("; "));
  return outcome.report;
}

function errors(outcome: EngagementOutcome) {
  if (!("errors" in outcome)) throw new Error("expected errors");
  return outcome.errors;
}

describe("calculateEngagement: hand-checked figures", () => {
  it("one row of averages: (1,240 + 85) ÷ 25,000 × 100 = 5.3%, above the micro range", () => {
    const result = report(calculateEngagement({ followers: "25,000", posts: [{ likes: "1,240", comments: "85" }] }));
    expect(result.followers).toBe(25_000);
    expect(result.averageInteractions).toBe(1_325);
    expect(result.rate).toBeCloseTo(5.3, 10);
    expect(result.likesCommentsRate).toBeCloseTo(5.3, 10);
    expect(result.counted).toEqual(["likes", "comments"]);
    expect(result.formula).toBe("(likes + comments) ÷ followers × 100, for one post");
    expect(result.working).toBe("(1,240 + 85) ÷ 25,000 × 100 = 5.3%");
    expect(result.tier.id).toBe("micro");
    expect(result.position).toBe("above");
    expect(result.positionText).toBe("Above the typical range for micro accounts (10K–50K followers): 2–3.5%.");
    expect(result.notes).toEqual(["One row is a snapshot. Averaging 6 to 12 recent posts gives a fairer figure."]);
  });

  it("three posts with saves: averaged per post, compared on likes and comments", () => {
    const posts: PostCounts[] = [
      { likes: "400", comments: "20", saves: "30" },
      { likes: "500", comments: "30", saves: "50" },
      { likes: "600", comments: "40", saves: "70" },
    ];
    const result = report(calculateEngagement({ followers: "10k", posts }));
    expect(result.posts.map((post) => post.interactions)).toEqual([450, 580, 710]);
    [4.5, 5.8, 7.1].forEach((rate, i) => expect(result.posts[i]?.rate).toBeCloseTo(rate, 10));
    expect(result.rate).toBeCloseTo(5.8, 10);
    expect(result.likesCommentsRate).toBeCloseTo(5.3, 10);
    expect(result.formula).toBe("(likes + comments + saves) ÷ followers × 100, averaged over 3 posts");
    expect(result.working).toBe("(500 + 30 + 50) ÷ 10,000 × 100 = 5.8%");
    expect(result.tier.id).toBe("micro");
    expect(result.notes).toContain(
      "Benchmarks count likes and comments only, so your likes-and-comments rate (5.3%) is the one compared.",
    );
  });

  it("counts shares too, and shows fractional averages to one decimal", () => {
    const result = report(
      calculateEngagement({
        followers: "1.2 lakh",
        posts: [
          { likes: "2,000", comments: "45", saves: "100", shares: "31" },
          { likes: "2,401", comments: "50", saves: "120", shares: "40" },
        ],
      }),
    );
    expect(result.counted).toEqual(["likes", "comments", "saves", "shares"]);
    expect(result.working).toBe("(2,200.5 + 47.5 + 110 + 35.5) ÷ 1,20,000 × 100 = 1.99%");
    expect(result.tier.id).toBe("mid");
    expect(result.position).toBe("within");
    expect(result.positionText).toBe("Within the typical range for mid-tier accounts (50K–500K followers): 1.5–2.5%.");
  });

  it("skips blank rows but keeps each post's place in the input", () => {
    const result = report(
      calculateEngagement({
        followers: "5000",
        posts: [
          { likes: "", comments: "", saves: " ", shares: "" },
          { likes: "200", comments: "10" },
          { likes: " ", comments: "" },
          { likes: "180", comments: "0" },
        ],
      }),
    );
    expect(result.posts.map((post) => post.index)).toEqual([1, 3]);
    expect(result.rate).toBeCloseTo(3.9, 10);
    expect(result.position).toBe("within");
  });

  it("notes small accounts, outliers and posts that reach past the follower count", () => {
    const small = report(calculateEngagement({ followers: "800", posts: [{ likes: "1,500", comments: "20" }] }));
    expect(small.tier.id).toBe("nano");
    expect(small.notes[0]).toBe(
      "Benchmarks start at 1,000 followers, so the nano range is only a rough guide for an account your size.",
    );
    expect(small.notes.some((note) => note.startsWith("A post with more interactions than you have followers"))).toBe(
      true,
    );

    const viral = report(
      calculateEngagement({
        followers: "20k",
        posts: [
          { likes: "100", comments: "0" },
          { likes: "120", comments: "0" },
          { likes: "110", comments: "0" },
          { likes: "1000", comments: "0" },
        ],
      }),
    );
    expect(viral.notes).toEqual([
      "Post 4 is far above your others and lifts the average. Try the calculation without it to see your usual rate.",
    ]);
  });
});

describe("calculateEngagement: validation", () => {
  it("asks for followers, with the number reader's messages for bad values", () => {
    const posts = [{ likes: "10", comments: "1" }];
    expect(errors(calculateEngagement({ followers: "", posts }))[0]?.message).toBe(ENGAGEMENT_MESSAGES.followersEmpty);
    expect(errors(calculateEngagement({ followers: "lots", posts }))[0]?.message).toBe(NUMBER_MESSAGES.notANumber);
    expect(errors(calculateEngagement({ followers: "0", posts }))[0]?.message).toBe(NUMBER_MESSAGES.zero);
    expect(errors(calculateEngagement({ followers: "-5k", posts }))[0]?.message).toBe(NUMBER_MESSAGES.negative);
    expect(errors(calculateEngagement({ followers: "12.5", posts }))[0]?.message).toBe(NUMBER_MESSAGES.wholeNumber);
    expect(errors(calculateEngagement({ followers: "20bn", posts }))[0]?.message).toBe(tooLargeMessage(MAX_COUNT));
    expect(errors(calculateEngagement({ followers: "1".repeat(10_000), posts }))[0]?.message).toBe(
      NUMBER_MESSAGES.tooLong,
    );
  });

  it("needs at least one post and at most twelve", () => {
    expect(errors(calculateEngagement({ followers: "1000", posts: [] }))).toEqual([
      { field: "posts", post: null, message: ENGAGEMENT_MESSAGES.noPosts, summary: ENGAGEMENT_MESSAGES.noPosts },
    ]);
    expect(errors(calculateEngagement({ followers: "1000", posts: [{ likes: " ", comments: "" }] }))[0]?.field).toBe(
      "posts",
    );
    const thirteen = Array.from({ length: MAX_POSTS + 1 }, () => ({ likes: "1", comments: "1" }));
    expect(errors(calculateEngagement({ followers: "1000", posts: thirteen }))[0]?.message).toBe(
      ENGAGEMENT_MESSAGES.tooManyPosts,
    );
    const twelve = thirteen.slice(1);
    expect(calculateEngagement({ followers: "1000", posts: twelve }).ok).toBe(true);
  });

  it("names the post and field of every bad value, and reports all of them at once", () => {
    const found = errors(
      calculateEngagement({
        followers: "",
        posts: [
          { likes: "100", comments: "" },
          { likes: "-3", comments: "2" },
          { likes: "12 likes", comments: "1" },
        ],
      }),
    );
    expect(found.map((error) => error.summary)).toEqual([
      ENGAGEMENT_MESSAGES.followersEmpty,
      `Post 1 comments: ${ENGAGEMENT_MESSAGES.commentsEmpty}`,
      `Post 2 likes: ${NUMBER_MESSAGES.negative}`,
      `Post 3 likes: ${NUMBER_MESSAGES.notANumber}`,
    ]);
    expect(found[1]).toMatchObject({ field: "comments", post: 0 });
  });

  it("refuses saves or shares given for some posts but not others", () => {
    const found = errors(
      calculateEngagement({
        followers: "5000",
        posts: [
          { likes: "100", comments: "5", saves: "10" },
          { likes: "100", comments: "5", saves: "" },
          { likes: "100", comments: "5", shares: "4" },
        ],
      }),
    );
    expect(found.map((error) => [error.field, error.post, error.message])).toEqual([
      ["shares", 0, ENGAGEMENT_MESSAGES.partialShares],
      ["saves", 1, ENGAGEMENT_MESSAGES.partialSaves],
      ["shares", 1, ENGAGEMENT_MESSAGES.partialShares],
      ["saves", 2, ENGAGEMENT_MESSAGES.partialSaves],
    ]);
  });
});

describe("calculateEngagement: one row of averages", () => {
  it("takes decimals, says 'averages' in the formula and drops the one-post note", () => {
    const result = report(
      calculateEngagement({
        followers: "25k",
        posts: [{ likes: "1,240", comments: "85.4", saves: "60" }],
        averages: true,
      }),
    );
    expect(result.formula).toBe("(likes + comments + saves) ÷ followers × 100, from your averages per post");
    expect(result.working).toBe("(1,240 + 85.4 + 60) ÷ 25,000 × 100 = 5.54%");
    expect(result.likesCommentsRate).toBeCloseTo(5.3016, 10);
    expect(result.notes).toEqual([
      "Benchmarks count likes and comments only, so your likes-and-comments rate (5.3%) is the one compared.",
    ]);
  });

  it("reads only the first row and words its messages as averages", () => {
    const ignored = report(
      calculateEngagement({
        followers: "10000",
        posts: [
          { likes: "300", comments: "20" },
          { likes: "not read", comments: "" },
        ],
        averages: true,
      }),
    );
    expect(ignored.posts).toHaveLength(1);
    expect(ignored.rate).toBeCloseTo(3.2, 10);

    const found = errors(
      calculateEngagement({ followers: "10000", posts: [{ likes: "", comments: "-1" }], averages: true }),
    );
    expect(found.map((error) => error.summary)).toEqual([
      `Average likes: ${ENGAGEMENT_MESSAGES.averageLikesEmpty}`,
      `Average comments: ${NUMBER_MESSAGES.negative}`,
    ]);
    expect(errors(calculateEngagement({ followers: "10000", posts: [], averages: true }))[0]?.message).toBe(
      ENGAGEMENT_MESSAGES.noAverages,
    );
  });
});

describe("calculateEngagement: properties over many random accounts", () => {
  it("equals the mean of per-post rates, stays finite, and compares likes and comments", () => {
    for (let seed = 0; seed < 300; seed++) {
      const rng = seededRng(seed);
      const followers = 1 + randomInt(5_000_000, rng);
      const count = 1 + randomInt(MAX_POSTS, rng);
      const withSaves = rng() < 0.5;
      const posts = Array.from({ length: count }, () => ({
        likes: String(randomInt(followers, rng)),
        comments: String(randomInt(1 + Math.floor(followers / 20), rng)),
        ...(withSaves ? { saves: String(randomInt(1 + Math.floor(followers / 30), rng)) } : {}),
      }));
      const result = report(calculateEngagement({ followers: String(followers), posts }));
      const meanOfRates = result.posts.reduce((sum, post) => sum + post.rate, 0) / result.posts.length;
      expect(result.rate).toBeCloseTo(meanOfRates, 8);
      expect(Number.isFinite(result.rate)).toBe(true);
      expect(result.likesCommentsRate).toBeLessThanOrEqual(result.rate + 1e-9);
      expect(result.tier).toBe(tierFor(followers));
      expect(result.position).toBe(benchmarkPosition(result.likesCommentsRate, result.tier.typical));
      expect(result.working.endsWith("%")).toBe(true);
    }
  });
});
