// What the engagement calculator's screen says, in English.
import { MAX_POSTS } from "../instagram-engagement-rate-calculator.data";
import type { EngagementWords } from "./shape";

export const words: EngagementWords = {
  submit: "Calculate Engagement Rate",
  loading: "Calculating...",
  followers: "Followers",
  followersHint: "As your profile shows them: 12500, 12.5k or 1.2 lakh all work.",
  followersPlaceholder: "e.g. 12.5k",
  entry: "Entry",
  averagesToggle: "I only know my averages per post",
  averagesHint:
    "Put in your average likes and comments per post. Decimals are fine. Saves and shares count only if you fill them in.",
  postsHint: `Take your last few posts in a row, up to ${MAX_POSTS}; leave out a pinned post or a giveaway. Saves and shares are optional: fill them in for every post or for none.`,
  averagesLegend: "Your averages per post",
  postLegend: (row) => `Post ${row}`,
  remove: "Remove",
  removeLabel: (row) => `Remove post ${row}`,
  addPost: "Add a post",
  postsFull: `${MAX_POSTS} posts is the most the calculator takes.`,
  postsCount: (count) => `${count} of up to ${MAX_POSTS} posts.`,
  metrics: { likes: "Likes", comments: "Comments", saves: "Saves", shares: "Shares" },
  title: "Your engagement rate",
  status: (rate, position) => `Your engagement rate is ${rate}. ${position}`,
  figureLabel: (counted) => `Engagement rate by followers, counting ${counted}`,
  copyLabel: "Copy engagement rate and working",
  copied: "Your engagement rate and its working are on your clipboard.",
  workedOut: "How it was worked out",
  likesCommentsOnly: (rate) => `Likes and comments only: ${rate}, the figure compared below.`,
  postByPost: "Post by post",
  postColumns: ["Post", "Interactions", "Rate"],
  post: (number) => `Post ${number}`,
  against: "Against accounts your size",
  tableCaption: (source, year) =>
    `Typical engagement by account size, likes and comments over followers (${source}, ${year})`,
  tierColumns: ["Account size", "Followers", "Typical rate"],
  yourSize: "your size",
  tiers: null,
};
