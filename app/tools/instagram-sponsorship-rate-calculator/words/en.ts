// What the sponsorship calculator's screen says, in English.

import { cite } from "~/lib/calculator/sources";
import { SOURCES } from "../instagram-sponsorship-rate-calculator.data";
import type { RateWords } from "./shape";

export const words: RateWords = {
  submit: "Estimate My Rate",
  fields: {
    followers: { label: "Followers", hint: "12500, 12.5k or 1.2 lakh all work.", placeholder: "e.g. 25k" },
    engagementRate: {
      label: "Engagement rate (%)",
      hint: "Likes and comments per post as a share of followers.",
      placeholder: "e.g. 3.5",
    },
    format: { label: "Format", placeholder: "Choose a format" },
    views: {
      label: "Average views per Reel",
      hint: "Optional. From Insights, over your last few Reels: brands weigh views as well as followers.",
      placeholder: "e.g. 40k",
    },
    niche: {
      label: "Niche",
      hint: "Optional. Only niches with a published price per view are listed; for any other, leave it blank.",
      placeholder: "Another niche, or not sure",
    },
    baseRateLow: { label: "Base rate, low (₹)" },
    baseRateHigh: { label: "Base rate, high (₹)" },
    engagementMultiplier: { label: "Engagement multiplier" },
    nicheMultiplier: { label: "Niche multiplier" },
    formatMultiplier: { label: "Format multiplier" },
  },
  formats: null,
  niches: null,
  formatPhrases: {
    reel: "one Reel",
    carousel: "one carousel post",
    post: "one single-image post",
    story: "one Story of up to 3 frames",
  },
  notSure: "Not sure? ",
  engagementLink: "Work it out with the engagement rate calculator",
  linkEnd: ".",
  method: "The method",
  title: "Your suggested rate",
  status: (format, text) => `Suggested rate for ${format}: ${text}.`,
  figureLabel: (format) => `for ${format}, before GST and extras`,
  copyLabel: "Copy rate and method",
  copied: "Your rate and its method are on your clipboard.",
  workedOut: "How it was worked out",
  formula: "followers ÷ 1,000 × base rate × engagement × niche × format",
  formulaViews: ", then halfway to average views × price per view",
  sources: `The base rate follows a smooth curve through our own starting points, checked against published Reel prices (${cite(SOURCES.kofluenceReport)}; ${cite(SOURCES.moneycontrol)}). Prices per view and the niche multipliers: ${cite(SOURCES.moneycontrol)}. Format gaps: ${cite(SOURCES.ryme)}.`,
  extras: "Usage rights, exclusivity and raw footage are priced on top; so is GST if you are registered.",
};
