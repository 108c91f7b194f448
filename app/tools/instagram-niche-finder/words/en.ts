// What the niche finder's screen says, in English (its shape: ./shape.ts).
import type { NicheWords } from "./shape";

export const words: NicheWords = {
  question: "What are you into?",
  interests: null,
  messageTitle: "Select an Interest",
  message: "Please pick an interest to get a niche idea.",
  submit: "Find My Niche",
  loading: "Finding...",
  results: "Your Suggested Niche",
  status: null,
  copyLabel: "Copy niche",
  copyText: "Copy",
  copied: (niche) => `${niche} copied to your clipboard.`,
  why: "Why it fits:",
  firstPost: "Your first post:",
};
