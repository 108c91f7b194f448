// What the YouTube hashtag generator's screen says, in English (its shape: ./shape.ts).

import type { YoutubeHashtagWords } from "./shape";

export const words: YoutubeHashtagWords = {
  topic: "Video Topic",
  placeholder: "e.g. masala chai, video editing, iPhone review",
  topicMessage: "Please enter a video topic.",
  submit: "Generate Hashtags",
  tooLong: (max) =>
    `No hashtag can be made from that topic: tags hold letters, digits and underscores, up to ${max} of them. Try a shorter topic, like the subject of your video.`,
  unhelpful:
    "No hashtag worth adding comes from that topic: a tag like #viral or #trending says nothing about your video. Try its subject, like masala chai or iPhone review.",
  copyAll: "Copy All Hashtags",
  note: "Paste them at the end of your description; YouTube can show the first three next to your video title.",
  unknown: (topic) =>
    `We don't know "${topic}" yet: the first tags are made from the word itself, the rest suit any creator's video, not guesses about something else.`,
};
