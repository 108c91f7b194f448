// What the caption formatter's screen says, in English (its shape: ./shape.ts).
import { plural } from "~/lib/text/plural";

import type { FormatterWords } from "./shape";

export const words: FormatterWords = {
  caption: "Your caption",
  placeholder:
    "Stop scrolling! Yeh recipe sirf 10 minute ki hai 🔥\n\nSave it for your next chai break.\n\n#masalachai #chailover",
  hint: "Line breaks and blank lines are kept. Spaces at the end of a line are dropped, since they are a common reason Instagram loses a line break.",
  preview: "Feed preview",
  statusEmpty: "Write or paste a caption to see how the feed shows it.",
  statusClean: "Preview ready: nothing to fix.",
  statusChecks: (count) =>
    plural("en", count, {
      one: "Preview ready: {count} thing to check.",
      other: "Preview ready: {count} things to check.",
    }),
  copyLabel: "Copy Caption",
  copied: "Caption copied with its line breaks. Paste it into Instagram.",
  nothingTitle: "Nothing to copy",
  nothingMessage: "Write or paste a caption first: there is nothing to copy yet.",
  checks: "Check before you post",
  counters: { characters: "Characters", hashtags: "Hashtags", mentions: "Mentions", lines: "Lines" },
  over: "over the limit",
  previewEmpty: "Your caption shows here, cut where the feed cuts it.",
  more: "more",
  moreContext: ", show the whole caption",
  feedAgain: "Show the feed view again",
  styled:
    "Styled letters from fancy-font generators can be read out as symbol names by screen readers, and search does not match them to normal words. Keep them to a word or two.",
  hookCut: (chars) =>
    `Your opening line runs past the "… more" cut, so the feed shows only part of it. Land the hook in the first ${chars} characters.`,
  tooLong: (limit, characters, cut) =>
    `Instagram allows ${limit} characters; this caption has ${characters}. Cut ${cut}.`,
  tooManyHashtags: (limit, count) =>
    `Instagram allows ${limit} hashtags per post; this caption has ${count}. Keep your best ${limit}.`,
  tooManyMentions: (limit, count) => `Instagram allows ${limit} @mentions per post; this caption has ${count}.`,
  banned: (list, one) =>
    one
      ? `${list} is a tag our hashtag generator leaves out: it trades follows or says nothing about the post, so it won't bring the right viewers. Swap it for one that describes this post.`
      : `${list} are tags our hashtag generator leaves out: they trade follows or say nothing about the post, so they won't bring the right viewers. Swap them for ones that describe this post.`,
};
