// What the money calculator's screen says, in English.
import type { MoneyWords } from "./shape";

export const words: MoneyWords = {
  submit: "Estimate Earnings",
  fields: {
    dailyViews: {
      label: "Daily views",
      hint: "YouTube Studio shows views for the last 28 days: divide by 28. 12,000, 12k or 1.2 lakh all work.",
      placeholder: "e.g. 12k",
    },
    shortsPercent: {
      label: "Shorts share (%)",
      hint: "How many of those views are Shorts. Blank counts as 0%.",
      placeholder: "0",
    },
    category: { label: "Content category", placeholder: "Choose a category" },
    longFormRpmLow: { label: "Long-form RPM, low" },
    longFormRpmHigh: { label: "Long-form RPM, high" },
    shortsRpmLow: { label: "Shorts RPM, low" },
    shortsRpmHigh: { label: "Shorts RPM, high" },
  },
  categories: null,
  rpmHeading: "The RPM it assumes (₹ per 1,000 views)",
  rpmLead:
    "Blank boxes use the range drawn from published figures. For your real figure, copy the RPM from YouTube Studio (Analytics → Revenue) into both boxes.",
  longForm: "Long-form videos",
  shorts: "Shorts",
  chooseCategory: "Choose a category to see its default range.",
  longFormDefault: (category, rpm) => `Default for ${category}: ${rpm}.`,
  shortsDefault: (category, rpm) => `Default for Shorts in ${category}: ${rpm}.`,
  title: "Your estimated YouTube earnings",
  status: (central, range) => `About ${central} a month from ads (likely ${range}). An estimate, not a promise.`,
  figureLead: "a month from YouTube ads, central estimate; likely ",
  copyLabel: "Copy earnings estimate",
  copied: "Your earnings estimate is on your clipboard.",
  tableCaption: "Estimated ad earnings: the central figure, and the range around it",
  columns: ["Period", "Central estimate", "Range"],
  periods: { daily: "Per day", monthly: "Per month (30 days)", yearly: "Per year (365 days)" },
  made: "How it was made",
  viewsLine: (views, longForm, shorts, share) =>
    `${views} views a day: ${longForm} long-form and ${shorts} Shorts (${share} Shorts).`,
  longFormLine: (rpm) => `Long-form RPM ${rpm} per 1,000 views. `,
  shortsLine: (rpm) => `Shorts RPM ${rpm} per 1,000 views. `,
  daysLine: (month, year) => `A month counts as ${month} days and a year as ${year}.`,
  sentenceEnd: ".",
  footer:
    "Change the RPM boxes above and press Estimate Earnings again to see your own numbers. Brand deals and affiliate income come on top of this.",
};
