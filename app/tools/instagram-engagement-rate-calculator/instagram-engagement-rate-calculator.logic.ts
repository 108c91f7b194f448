import {
  BENCHMARK_FLOOR,
  type BenchmarkPosition,
  type EngagementTier,
  benchmarkPosition,
  formatRangePercent,
  tierFor,
  tierRangeLabel,
} from "~/lib/calculator/engagement-benchmarks";
import { NUMBER_MESSAGES, formatCount, formatPercent, readCount } from "~/lib/text/numbers";
import { MAX_POSTS, OUTLIER_FACTOR } from "./instagram-engagement-rate-calculator.data";
import { numberFormat } from "~/config/intl";

/** One row as typed: a recent post, or a single row of averages. Saves and shares are optional. */
export interface PostCounts {
  likes: string;
  comments: string;
  saves?: string;
  shares?: string;
}

export interface EngagementInput {
  followers: string;
  posts: readonly PostCounts[];
  /**
   * The first row holds averages per post rather than one post's counts: decimals are then fine
   * ("85.4 comments"), later rows are ignored, and the messages, formula and notes say "average".
   */
  averages?: boolean;
}

export type Metric = "likes" | "comments" | "saves" | "shares";
export type EngagementField = "followers" | "posts" | Metric;

export interface FieldError {
  field: EngagementField;
  /** Index of the row in the input, or null for the followers field and the posts as a whole. */
  post: number | null;
  /** For inline display next to the field. */
  message: string;
  /** For a toast: the message with the row it belongs to ("Post 3 likes: …"). */
  summary: string;
}

export interface PostResult {
  /** Index of the row in the input (blank rows are skipped, so this can jump). */
  index: number;
  likes: number;
  comments: number;
  saves: number | null;
  shares: number | null;
  interactions: number;
  /** Percent of followers. */
  rate: number;
}

export interface EngagementReport {
  followers: number;
  posts: PostResult[];
  /** What went into the rate, always starting with likes and comments. */
  counted: Metric[];
  averageInteractions: number;
  /** Percent, with everything entered counted. */
  rate: number;
  /** Percent, likes and comments only: what the benchmarks measure, so what is compared. */
  likesCommentsRate: number;
  /** "(likes + comments + saves) ÷ followers × 100, averaged over 5 posts" */
  formula: string;
  /** The formula with the visitor's averages: "(1,240 + 85.4 + 60) ÷ 25,000 × 100 = 5.54%" */
  working: string;
  tier: EngagementTier;
  position: BenchmarkPosition;
  /** "Within the typical range for micro accounts (10K–50K followers): 2–3.5%." */
  positionText: string;
  notes: string[];
}

export type EngagementOutcome = { ok: true; report: EngagementReport } | { ok: false; errors: FieldError[] };

export const ENGAGEMENT_MESSAGES = {
  followersEmpty: "Please enter your follower count.",
  noPosts: "Enter likes and comments for at least one post.",
  tooManyPosts: `You can add up to ${MAX_POSTS} posts.`,
  likesEmpty: "Enter the likes for this post.",
  commentsEmpty: "Enter the comments for this post, 0 if there were none.",
  partialSaves: "Enter saves for every post, or leave saves empty for all of them.",
  partialShares: "Enter shares for every post, or leave shares empty for all of them.",
  noAverages: "Enter your average likes and comments per post.",
  averageLikesEmpty: "Enter your average likes per post.",
  averageCommentsEmpty: "Enter your average comments per post, 0 if there are none.",
} as const;

const oneDecimal = () => numberFormat({ maximumFractionDigits: 1 });

function positionText(position: BenchmarkPosition, tier: EngagementTier): string {
  const lead = { below: "Below", within: "Within", above: "Above" }[position];
  return `${lead} the typical range for ${tier.label.toLowerCase()} accounts (${tierRangeLabel(tier)}): ${formatRangePercent(tier.typical)}.`;
}

function isBlank(value: string | undefined): boolean {
  return value === undefined || value.trim() === "";
}

function rowIsBlank(row: PostCounts): boolean {
  return isBlank(row.likes) && isBlank(row.comments) && isBlank(row.saves) && isBlank(row.shares);
}

function fieldError(field: EngagementField, post: number | null, message: string, averages = false): FieldError {
  const where = post === null ? "" : averages ? `Average ${field}: ` : `Post ${post + 1} ${field}: `;
  return { field, post, message, summary: `${where}${message}` };
}

function readFollowers(raw: string): { ok: true; value: number } | { ok: false; error: FieldError } {
  const result = readCount(raw, { wholeNumber: true, orMore: true });
  if (result.ok) return result;
  const message = result.message === NUMBER_MESSAGES.empty ? ENGAGEMENT_MESSAGES.followersEmpty : result.message;
  return { ok: false, error: fieldError("followers", null, message) };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Posts far above the median of the rest: a viral Reel that lifts the whole average. */
export function outlierPosts(posts: readonly PostResult[]): PostResult[] {
  if (posts.length < 3) return [];
  return posts.filter((post) => {
    const others = posts.filter((other) => other !== post).map((other) => other.interactions);
    const typical = median(others);
    return typical > 0 && post.interactions > OUTLIER_FACTOR * typical;
  });
}

function buildNotes(report: Omit<EngagementReport, "notes">, averages: boolean): string[] {
  const notes: string[] = [];
  if (report.followers < BENCHMARK_FLOOR) {
    notes.push(
      `Benchmarks start at ${formatCount(BENCHMARK_FLOOR)} followers, so the nano range is only a rough guide for an account your size.`,
    );
  }
  if (report.counted.length > 2) {
    notes.push(
      `Benchmarks count likes and comments only, so your likes-and-comments rate (${formatPercent(report.likesCommentsRate)}) is the one compared.`,
    );
  }
  if (report.posts.length === 1 && !averages) {
    notes.push("One row is a snapshot. Averaging 6 to 12 recent posts gives a fairer figure.");
  }
  for (const post of outlierPosts(report.posts)) {
    notes.push(
      `Post ${post.index + 1} is far above your others and lifts the average. Try the calculation without it to see your usual rate.`,
    );
  }
  if (report.posts.some((post) => post.rate > 100)) {
    notes.push(
      "A post with more interactions than you have followers reached well beyond them, as Reels often do. Engagement by reach (in Insights) describes such posts better.",
    );
  }
  return notes;
}

/**
 * Engagement rate by followers: for each post (likes + comments [+ saves + shares]) ÷ followers ×
 * 100, averaged over the posts. Blank rows are skipped. Saves and shares count only when given for
 * every post, since a blank in some rows would quietly pull the average down. With `averages`, the
 * one row of averages is taken as a post with those counts.
 */
export function calculateEngagement(input: EngagementInput): EngagementOutcome {
  const asAverages = input.averages === true;
  const errors: FieldError[] = [];
  const followers = readFollowers(input.followers);
  if (!followers.ok) errors.push(followers.error);

  if (!asAverages && input.posts.length > MAX_POSTS) {
    return { ok: false, errors: [...errors, fieldError("posts", null, ENGAGEMENT_MESSAGES.tooManyPosts)] };
  }
  const given = asAverages ? input.posts.slice(0, 1) : input.posts;
  const rows = given.map((row, index) => ({ row, index })).filter(({ row }) => !rowIsBlank(row));
  if (rows.length === 0) {
    const message = asAverages ? ENGAGEMENT_MESSAGES.noAverages : ENGAGEMENT_MESSAGES.noPosts;
    return { ok: false, errors: [...errors, fieldError("posts", null, message)] };
  }

  const withSaves = rows.filter(({ row }) => !isBlank(row.saves)).length;
  const withShares = rows.filter(({ row }) => !isBlank(row.shares)).length;
  const countSaves = withSaves > 0;
  const countShares = withShares > 0;

  const posts: PostResult[] = [];
  for (const { row, index } of rows) {
    const read = (metric: Metric, raw: string | undefined, emptyMessage: string): number | null => {
      if (isBlank(raw)) {
        errors.push(fieldError(metric, index, emptyMessage, asAverages));
        return null;
      }
      // An average can have decimals; one post's count cannot.
      const result = readCount(raw ?? "", { allowZero: true, wholeNumber: !asAverages, orMore: true });
      if (result.ok) return result.value;
      errors.push(fieldError(metric, index, result.message, asAverages));
      return null;
    };
    const likes = read(
      "likes",
      row.likes,
      asAverages ? ENGAGEMENT_MESSAGES.averageLikesEmpty : ENGAGEMENT_MESSAGES.likesEmpty,
    );
    const comments = read(
      "comments",
      row.comments,
      asAverages ? ENGAGEMENT_MESSAGES.averageCommentsEmpty : ENGAGEMENT_MESSAGES.commentsEmpty,
    );
    const saves = countSaves ? read("saves", row.saves, ENGAGEMENT_MESSAGES.partialSaves) : null;
    const shares = countShares ? read("shares", row.shares, ENGAGEMENT_MESSAGES.partialShares) : null;
    if (likes === null || comments === null || (countSaves && saves === null) || (countShares && shares === null)) {
      continue;
    }
    const interactions = likes + comments + (saves ?? 0) + (shares ?? 0);
    posts.push({ index, likes, comments, saves, shares, interactions, rate: 0 });
  }
  if (errors.length > 0 || !followers.ok) return { ok: false, errors };

  const count = followers.value;
  for (const post of posts) post.rate = (post.interactions / count) * 100;
  const counted: Metric[] = ["likes", "comments"];
  if (countSaves) counted.push("saves");
  if (countShares) counted.push("shares");

  const average = (pick: (post: PostResult) => number) =>
    posts.reduce((sum, post) => sum + pick(post), 0) / posts.length;
  const averages: Record<Metric, number> = {
    likes: average((post) => post.likes),
    comments: average((post) => post.comments),
    saves: average((post) => post.saves ?? 0),
    shares: average((post) => post.shares ?? 0),
  };
  const averageInteractions = average((post) => post.interactions);
  const rate = (averageInteractions / count) * 100;
  const likesCommentsRate = ((averages.likes + averages.comments) / count) * 100;
  const tier = tierFor(count);
  const position = benchmarkPosition(likesCommentsRate, tier.typical);
  const over = asAverages
    ? "from your averages per post"
    : posts.length === 1
      ? "for one post"
      : `averaged over ${posts.length} posts`;

  const report: Omit<EngagementReport, "notes"> = {
    followers: count,
    posts,
    counted,
    averageInteractions,
    rate,
    likesCommentsRate,
    formula: `(${counted.join(" + ")}) ÷ followers × 100, ${over}`,
    working: `(${counted.map((metric) => oneDecimal().format(averages[metric])).join(" + ")}) ÷ ${formatCount(count)} × 100 = ${formatPercent(rate)}`,
    tier,
    position,
    positionText: positionText(position, tier),
  };
  return { ok: true, report: { ...report, notes: buildNotes(report, asAverages) } };
}
