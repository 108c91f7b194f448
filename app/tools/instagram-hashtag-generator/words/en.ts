// What the Instagram hashtag generator's screen says, in English (its shape: ./shape.ts).
import { plural } from "~/lib/text/plural";

import type { InstagramHashtagWords } from "./shape";

export const words: InstagramHashtagWords = {
  keyword: "Keyword",
  placeholder: "e.g. travel, street food, fitness",
  keywordMessage: "Please enter a keyword.",
  submit: "Generate Hashtags",
  tooLong: (max) =>
    `No hashtag can be made from that keyword: tags hold letters, digits and underscores, up to ${max} of them. Try a shorter keyword, like the topic of your post.`,
  unhelpful:
    "No hashtag worth posting comes from that keyword: a tag like #instagram or #explore is one Instagram says doesn't help. Try the topic of your post, like street food or fitness.",
  topTitle: (count) => `The ${count} to post`,
  hindiTitle: "",
  nicheTitle: "Specific to your topic",
  midTitle: "Mid-size",
  broadTitle: "Broad",
  copyAllLabel: (count) => plural("en", count, { one: "Copy all {count} hashtag", other: "Copy all {count} hashtags" }),
  copyAllText: "Copy All",
  copyTopLabel: (count) => `Copy top ${count} hashtags`,
  copyTopText: (count) => `Copy top ${count}`,
  noteMore: (top) =>
    `Instagram now allows up to ${top} hashtags per post: copy the top ${top} for this one, keep the rest for other posts.`,
  noteAll: (top) => `Instagram now allows up to ${top} hashtags per post, so all of these fit in one.`,
  unknown: (keyword) =>
    `We don't know "${keyword}" yet: the first tags are made from the word itself, the rest are creator-community tags that suit any post, not 30 guesses. A more common word for the same idea gets a full set.`,
  fewer: (keyword, count) =>
    `Only ${count} tags fit "${keyword}" closely, and we don't pad the list with tags about something else.`,
};
