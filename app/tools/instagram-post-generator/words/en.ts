// What the post generator's screen says, in English (its shape: ./shape.ts).

import type { PostWords } from "./shape";

export const words: PostWords = {
  topic: "Post Topic",
  topicPlaceholder: "e.g. Sunday brunch, Diwali outfits, morning run",
  topicMessage: "Please enter a topic for your post.",
  submit: "Generate Post",
  results: "Your post",
  ready: "Post ready.",
  copyLabel: "Copy Post",
  copied: "Post copied to your clipboard.",
};
