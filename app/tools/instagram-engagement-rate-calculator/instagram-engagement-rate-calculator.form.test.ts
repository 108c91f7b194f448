import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import { emptyValues, toAddress } from "~/lib/form/form-fields";
import { NUMBER_MESSAGES } from "~/lib/text/numbers";
import { MAX_POSTS } from "./instagram-engagement-rate-calculator.data";
import {
  ENGAGEMENT_FIELDS,
  type EngagementFieldName,
  ROW_NUMBERS,
  checkEngagement,
  countedText,
  engagementInput,
  engagementSummary,
  lastFilledRow,
  removeRow,
  shownRows,
} from "./instagram-engagement-rate-calculator.form";
import { ENGAGEMENT_MESSAGES } from "./instagram-engagement-rate-calculator.logic";

function values(given: Partial<Record<EngagementFieldName, string>>) {
  return { ...emptyValues(ENGAGEMENT_FIELDS), ...given };
}

describe("the engagement form's fields", () => {
  it("has followers, the entry switch and four numbers for each of the 12 rows, row by row", () => {
    const names = Object.keys(ENGAGEMENT_FIELDS);
    expect(ROW_NUMBERS).toHaveLength(MAX_POSTS);
    expect(names).toHaveLength(2 + 4 * MAX_POSTS);
    expect(names.slice(0, 7)).toEqual(["followers", "entry", "likes1", "comments1", "saves1", "shares1", "likes2"]);
    expect(names.at(-1)).toBe("shares12");
    expect(toAddress(ENGAGEMENT_FIELDS, values({ followers: "25k", likes2: "90", comments2: "4" }))).toBe(
      "?followers=25k&likes2=90&comments2=4",
    );
  });

  it("shows at least the rows asked for and never hides a filled one", () => {
    expect(lastFilledRow(values({}))).toBe(0);
    expect(lastFilledRow(values({ saves7: "3" }))).toBe(7);
    expect(shownRows(values({}), 3)).toBe(3);
    expect(shownRows(values({ comments5: "1" }), 3)).toBe(5);
    expect(shownRows(values({ likes12: "1" }), 20)).toBe(MAX_POSTS);
    expect(shownRows(values({}), 0)).toBe(1);
  });

  it("removes a row by moving the rows below it up", () => {
    const before = values({ likes1: "10", likes2: "20", comments2: "2", likes3: "30", shares3: "3", likes12: "120" });
    const changes = removeRow(before, 2);
    expect(changes.likes1).toBeUndefined();
    expect(changes).toMatchObject({
      likes2: "30",
      comments2: "",
      shares2: "3",
      likes3: "",
      likes11: "120",
      likes12: "",
    });
    expect(removeRow(before, 12)).toEqual({ likes12: "", comments12: "", saves12: "", shares12: "" });
  });

  it("passes every row post by post, and only the first as averages", () => {
    const typed = values({ followers: "5k", likes1: "10", comments1: "1", likes2: "20", comments2: "2" });
    const posts = engagementInput(typed);
    expect(posts.averages).toBe(false);
    expect(posts.posts).toHaveLength(MAX_POSTS);
    expect(posts.posts[1]).toEqual({ likes: "20", comments: "2", saves: "", shares: "" });
    const averages = engagementInput({ ...typed, entry: "averages" });
    expect(averages.averages).toBe(true);
    expect(averages.posts).toEqual([{ likes: "10", comments: "1", saves: "", shares: "" }]);
    expect(engagementInput({ ...typed, entry: "posts" }).averages).toBe(false);
  });
});

describe("checkEngagement", () => {
  it("puts each message on the field it is about, named for the toast", () => {
    const checked = checkEngagement(values({ followers: "0", likes1: "100", likes3: "-4", comments3: "2" }));
    if (!("errors" in checked)) throw new Error("expected errors");
    expect(checked.errors).toEqual([
      { field: "followers", message: NUMBER_MESSAGES.zero, summary: `Followers: ${NUMBER_MESSAGES.zero}` },
      {
        field: "comments1",
        message: ENGAGEMENT_MESSAGES.commentsEmpty,
        summary: `Post 1 comments: ${ENGAGEMENT_MESSAGES.commentsEmpty}`,
      },
      { field: "likes3", message: NUMBER_MESSAGES.negative, summary: `Post 3 likes: ${NUMBER_MESSAGES.negative}` },
    ]);
  });

  it("shows 'no posts at all' at the first row, and asks for followers by name", () => {
    const checked = checkEngagement(values({}));
    if (!("errors" in checked)) throw new Error("expected errors");
    expect(checked.errors.map((error) => [error.field, error.summary])).toEqual([
      ["followers", ENGAGEMENT_MESSAGES.followersEmpty],
      ["likes1", ENGAGEMENT_MESSAGES.noPosts],
    ]);
    const averages = checkEngagement(values({ followers: "5k", entry: "averages", saves1: "2" }));
    if (!("errors" in averages)) throw new Error("expected errors");
    expect(averages.errors.map((error) => [error.field, error.summary])).toEqual([
      ["likes1", `Average likes: ${ENGAGEMENT_MESSAGES.averageLikesEmpty}`],
      ["comments1", `Average comments: ${ENGAGEMENT_MESSAGES.averageCommentsEmpty}`],
    ]);
  });
});

describe("the answer as text", () => {
  itGives(countedText, {
    "lists what was counted the way a sentence would": [
      [["likes", "comments"], "likes and comments"],
      [["likes", "comments", "saves"], "likes, comments and saves"],
      [["likes", "comments", "saves", "shares"], "likes, comments, saves and shares"],
    ],
  });
  it("copies the rate, formula, working and comparison with its source", () => {
    const checked = checkEngagement(values({ followers: "25,000", likes1: "1,240", comments1: "85" }));
    if (!("input" in checked)) throw new Error("expected a report");
    expect(engagementSummary(checked.input)).toBe(
      [
        "Instagram engagement rate: 5.3% (25,000 followers)",
        "Formula: (likes + comments) ÷ followers × 100, for one post",
        "Working: (1,240 + 85) ÷ 25,000 × 100 = 5.3%",
        "Above the typical range for micro accounts (10K–50K followers): 2–3.5%. Benchmarks: Untapper, Influencer Marketing Benchmarks & KPIs (2026).",
      ].join("\n"),
    );
    const withSaves = checkEngagement(
      values({
        followers: "10k",
        likes1: "400",
        comments1: "20",
        saves1: "30",
        likes2: "600",
        comments2: "40",
        saves2: "70",
      }),
    );
    if (!("input" in withSaves)) throw new Error("expected a report");
    expect(engagementSummary(withSaves.input).split("\n")[3]).toBe("Likes and comments only: 5.3%");
  });
});
