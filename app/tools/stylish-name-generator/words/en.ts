// What the stylish name generator's screen says, in English (its shape: ./shape.ts).
import { DEFAULT_TEXT } from "../stylish-name-generator.data";
import type { StylishWords } from "./shape";

export const words: StylishWords = {
  defaultText: DEFAULT_TEXT,
  text: "Your text",
  textHint:
    "English letters change in every style, digits where Unicode has a matching form. Some styles also flip, underline or frame the whole line; emoji and other scripts, such as Devanagari, stay as typed.",
  style: "Find a style",
  stylePlaceholder: "e.g. bold, script, frames",
  styleHint: "Matches style names and families. Leave it empty to see every style.",
  families: "Style families",
  names: null,
  searchNote:
    "Styled letters are look-alike symbols, not a font: screen readers may read them as maths symbols or skip them, and search won't match them to plain words. Keep the name people search for in plain letters.",
  useLatin: (latin) => `Use “${latin}” in English letters`,
  writeLatin: "Write it in English letters",
  empty: (total) => `Type your name or a line of text above to see it in ${total} styles.`,
  noneForText: (query, framesNote) =>
    `No style matching “${query}” changes this text.${framesNote ? " Frames work with any script." : ""}`,
  noMatch: (query) => `No style matches “${query}”. Try a family such as Script, Frames or Lines.`,
  showAll: (total) => `Show all ${total} styles`,
  showForText: (count) => `Show the ${count} styles for this text`,
  title: (count) => `Your text in ${count} styles`,
  titleMatching: (query) => `Styles matching “${query}”`,
  ready: (total) => `${total} styles ready.`,
  change: (count, total) => `${count} of ${total} styles change this text.`,
  match: (shown, count, query) => `${shown} of ${count} styles match “${query}”.`,
  copyLabel: (name) => `Copy ${name} text`,
  copied: (name) => `${name} text copied to clipboard.`,
  mixedNote: (devanagari) =>
    `These styles change English letters (A–Z) only: the English part changes, the ${devanagari ? "Devanagari" : "rest"} stays as typed.`,
  otherNote: (devanagari, offered, onlyFrames) =>
    `These styles change English letters (A–Z) only, so ${devanagari ? "Devanagari" : "text in other scripts"} stays as typed. Shown here: ${
      onlyFrames
        ? `the ${offered} frames, which work with any script`
        : `the ${offered} styles that still change something in it`
    }.`,
};
