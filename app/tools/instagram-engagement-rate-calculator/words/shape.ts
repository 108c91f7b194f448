// The shape of what the engagement calculator's screen says: each language's file fills it in. The English answer's sentences
// are the logic's own; the Hindi page writes its answer here, from the same report.
import { type TierId } from "~/lib/calculator/engagement-benchmarks";
import { type Metric } from "../instagram-engagement-rate-calculator.logic";

export interface EngagementWords {
  submit: string;
  loading: string;
  followers: string;
  followersHint: string;
  followersPlaceholder: string;
  entry: string;
  averagesToggle: string;
  averagesHint: string;
  postsHint: string;
  averagesLegend: string;
  postLegend: (row: number) => string;
  remove: string;
  removeLabel: (row: number) => string;
  addPost: string;
  postsFull: string;
  postsCount: (count: number) => string;
  metrics: Readonly<Record<Metric, string>>;
  title: string;
  status: (rate: string, position: string) => string;
  figureLabel: (counted: string) => string;
  copyLabel: string;
  copied: string;
  workedOut: string;
  likesCommentsOnly: (rate: string) => string;
  postByPost: string;
  postColumns: readonly [string, string, string];
  post: (number: number) => string;
  against: string;
  tableCaption: (source: string, year: number) => string;
  tierColumns: readonly [string, string, string];
  yourSize: string;
  /** The tiers' names; English takes the benchmarks' own labels. */
  tiers: Readonly<Record<TierId, string>> | null;
}
