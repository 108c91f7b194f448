// What the username generator's screen says, in English (its shape: ./shape.ts).
import { plural } from "~/lib/text/plural";

import type { UsernameWords } from "./shape";

export const words: UsernameWords = {
  keyword: "Keyword or Name",
  keywordPlaceholder: "e.g. Priya or travel diaries",
  keywordHint:
    "Letters, numbers, dots and underscores are used, and Hindi is written in English letters; spaces and other characters are left out.",
  numbers: "Add numbers",
  numbersHint: "Off by default: numbers like _84 read as a birth year and make a handle harder to remember.",
  emptyMessage: "Please enter a keyword.",
  submit: "Generate Usernames",
  results: "Your usernames",
  ready: (count) => plural("en", count, { one: "{count} username ready.", other: "{count} usernames ready." }),
  copyLabel: (name) => `Copy username ${name}`,
  copied: (name) => `@${name} copied to your clipboard.`,
  nothingLeft: "Nothing is left of that keyword for a handle. Try your name or your topic.",
  tooLong: (max, length) =>
    `Usernames here are kept to ${max} characters, and your keyword has ${length}, so no username can hold it. Try a shorter keyword, like a first name.`,
  fit: (found) =>
    plural("en", found, {
      "=0": "No valid username fits",
      one: "Only {count} valid username fits",
      other: "Only {count} valid usernames fit",
    }),
  fitReason: (max, count) =>
    `: usernames here are kept to ${max} characters, so a long keyword leaves little room for prefixes, words and numbers. Try a shorter keyword for all ${count}.`,
  youtubeLeftOut: (words, one) =>
    `${words} ${one ? "was" : "were"} left out: YouTube words make an Instagram handle look like a channel's spare account.`,
  yearsLeftOut: (years, one) =>
    `${years} ${one ? "was" : "were"} left out: a year in a handle reads as a birth year and dates the account. Tick Add numbers to keep ${one ? "it" : "them"}.`,
  and: "and",
  topicNote: (topic) => `Your keyword is too long for a handle, so these are built on its topic, “${topic}”.`,
};
