import type { Source } from "~/lib/calculator/sources";
import type { Range } from "~/lib/text/numbers";

/** Where the published figures come from; each is named with its date wherever it is used. */
export const SOURCES = {
  /** Long-form and Shorts RPM by niche, in one table. */
  fluxnote: { name: "Fluxnote, YouTube Shorts RPM in India", date: "25 February 2026" },
  /** RPM for three groups of niches and for Shorts. */
  upgrowth: { name: "Upgrowth, YouTube CPM in India", date: "5 February 2026" },
  /** Monthly views of India's most-watched channel. */
  radioAndMusic: { name: "Radio and Music", date: "29 February 2020" },
} as const satisfies Record<string, Source>;

/** One guide's RPM range for a category, in rupees per 1,000 views. */
export interface PublishedRpm {
  source: Source;
  /** The guide's own name for the niche, where it differs from the category's. */
  as?: string;
  range: Range;
}

export type CategoryId = "finance" | "tech" | "education" | "health" | "food" | "gaming" | "entertainment";

export interface Category {
  id: CategoryId;
  label: string;
  /** Long-form RPMs published for a mostly Indian audience. */
  longForm: readonly PublishedRpm[];
  /** Shorts RPMs published for the category (the guides' all-niche Shorts figure is added to these). */
  shorts: readonly PublishedRpm[];
}

const fluxnote = (low: number, high: number, as?: string): PublishedRpm => ({
  source: SOURCES.fluxnote,
  range: { low, high },
  ...(as === undefined ? {} : { as }),
});
const upgrowth = (low: number, high: number, as: string): PublishedRpm => ({
  source: SOURCES.upgrowth,
  range: { low, high },
  as,
});

/**
 * The published RPMs behind each category's default. Upgrowth gives one figure for finance and
 * education together and one for entertainment and vlogs; its other niches are not broken out.
 * Guides that give no date or no method are left out.
 */
export const CATEGORIES: readonly Category[] = [
  {
    id: "finance",
    label: "Finance & business",
    longForm: [fluxnote(40, 110, "finance"), upgrowth(100, 150, "finance and education")],
    shorts: [fluxnote(20, 40, "finance")],
  },
  {
    id: "tech",
    label: "Tech & gadgets",
    longForm: [fluxnote(30, 80, "technology"), upgrowth(80, 120, "tech and gadget reviews")],
    shorts: [fluxnote(15, 35, "technology")],
  },
  {
    id: "education",
    label: "Education & study",
    longForm: [fluxnote(25, 65, "education"), upgrowth(100, 150, "finance and education")],
    shorts: [fluxnote(12, 30, "education")],
  },
  {
    id: "health",
    label: "Health & fitness",
    longForm: [fluxnote(20, 55, "health")],
    shorts: [fluxnote(10, 25, "health")],
  },
  {
    id: "food",
    label: "Food & cooking",
    longForm: [fluxnote(12, 40, "cooking")],
    shorts: [fluxnote(8, 20, "cooking")],
  },
  {
    id: "gaming",
    label: "Gaming",
    longForm: [fluxnote(8, 28, "gaming")],
    shorts: [fluxnote(5, 15, "gaming")],
  },
  {
    id: "entertainment",
    label: "Entertainment, comedy & vlogs",
    longForm: [fluxnote(5, 22, "entertainment"), upgrowth(40, 80, "entertainment and vlogs")],
    shorts: [fluxnote(5, 12, "entertainment")],
  },
];

/** Upgrowth's Shorts RPM for every niche, weighed with each category's own. */
export const ALL_NICHE_SHORTS: PublishedRpm = upgrowth(5, 30, "Shorts in any niche");

/**
 * YouTube's Partner Program shares: 55% of the ad revenue on long-form videos and 45% of the Shorts
 * revenue allocated to a channel (Shorts revenue sharing began on 1 February 2023). Published RPMs
 * are already after these shares and already count views that showed no ad.
 */
export const CREATOR_SHARE = { longForm: 55, shorts: 45 } as const;

/** A month is counted as 30 days and a year as 365, and the screen says so. */
export const DAYS_PER_MONTH = 30;
export const DAYS_PER_YEAR = 365;

/**
 * Daily views above this are questioned, not computed: T-Series, India's most-watched channel, drew
 * about 3.7 billion views in January 2020 (Radio and Music, 29 February 2020), some 12 crore a day.
 * The ceiling leaves room for growth since; a figure past it is most likely a month's or a lifetime's
 * views typed as a day's.
 */
export const MAX_DAILY_VIEWS = 200_000_000;

/** No published Indian RPM comes near this; a higher figure is a typo (or dollars typed as rupees × 100). */
export const MAX_RPM = 5_000;
