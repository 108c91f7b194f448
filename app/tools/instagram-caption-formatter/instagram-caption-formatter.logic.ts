import type { Lang } from "~/lib/lang/lang";
import { formatCount } from "~/lib/text/numbers";
import { codePointLength, graphemeBoundaryAtOrBefore, indexAfterCodePoints } from "~/lib/text/text";
import {
  CAPTION_LIMIT,
  EMOJI_PRESENTATION,
  HASHTAG_LIMIT,
  MENTION_LIMIT,
  PREVIEW_CHARS,
  PREVIEW_LINES,
  STYLED_EXCEPTIONS,
  STYLED_RANGES,
  STYLED_SINGLES,
} from "./instagram-caption-formatter.data";
import { FORMATTER_WORDS } from "./words";

/*
 * What is counted: characters are Unicode code points, so "🔥" is 1 and "नमस्ते" is 6 (न म स ् त े),
 * the same unit as every counter on the site. The "… more" cut is placed by code points too, then
 * moved back to the start of the grapheme cluster it falls in, so it never splits an emoji sequence
 * (👨‍👩‍👧, 🇮🇳) or a Devanagari conjunct from its vowel sign.
 */

/**
 * The caption as Instagram will show it, and exactly what Copy puts on the clipboard. Windows
 * (CRLF) and old Mac (CR) line breaks become LF. Spaces and tabs at the end of a line are dropped:
 * they are invisible, and a space before a line break is a well-known reason line breaks got lost
 * when pasted into Instagram. Blank lines inside the caption are kept; blank space around it is not.
 */
export function formatCaption(raw: string): string {
  return raw
    .replace(/\r\n?|[\u2028\u2029]/gu, "\n")
    .split("\n")
    .map(trimLineEnd)
    .join("\n")
    .trim();
}

/** An index loop rather than /[ \t]+$/: that regex backtracks badly on a long run of inner spaces. */
function trimLineEnd(line: string): string {
  let end = line.length;
  while (end > 0 && (line.charAt(end - 1) === " " || line.charAt(end - 1) === "\t")) end--;
  return line.slice(0, end);
}

export interface CaptionPreview {
  /**
   * What the feed shows before "… more" (all of it when nothing is cut). It can end in a space or
   * line break: trim that for display next to "… more", never for what is copied.
   */
  visible: string;
  /** The rest; `visible + hidden` is always the whole caption. */
  hidden: string;
  truncated: boolean;
  /** Which rule cut the caption, or null when it fits. */
  cutBy: "characters" | "lines" | null;
}

/** Where the feed cuts the caption: after 125 characters or two lines, whichever comes first. */
export function previewCut(text: string): CaptionPreview {
  let lineCut = -1;
  let from = 0;
  for (let line = 0; line < PREVIEW_LINES; line++) {
    lineCut = text.indexOf("\n", from);
    if (lineCut === -1) break;
    from = lineCut + 1;
  }
  const charCut =
    codePointLength(text) > PREVIEW_CHARS
      ? graphemeBoundaryAtOrBefore(text, indexAfterCodePoints(text, PREVIEW_CHARS))
      : -1;
  const candidates = [
    { at: charCut, by: "characters" as const },
    { at: lineCut, by: "lines" as const },
  ].filter((candidate) => candidate.at >= 0);
  if (candidates.length === 0) return { visible: text, hidden: "", truncated: false, cutBy: null };
  const cut = candidates.reduce((first, candidate) => (candidate.at < first.at ? candidate : first));
  return { visible: text.slice(0, cut.at), hidden: text.slice(cut.at), truncated: true, cutBy: cut.by };
}

// A tag starts at the beginning or after a character that cannot be part of a word, so "a#b" and
// "&#39;" hold no hashtag. Lookbehind is avoided because older Safari cannot compile it.
const HASHTAG = /(^|[^\p{L}\p{M}\p{N}_&#])#([\p{L}\p{M}\p{N}_]+)/gu;
const MENTION = /(^|[^\p{L}\p{M}\p{N}_.@])@([A-Za-z0-9._]+)/gu;

/** Every hashtag in order, with its "#", repeats included (each use counts against the limit). */
export function findHashtags(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(HASHTAG)) {
    const tag = match[2] ?? "";
    // "#1" reads as "number one", not a tag; a tag needs something besides digits and underscores.
    if (/[^\p{N}_]/u.test(tag)) found.push(`#${tag}`);
  }
  return found;
}

/** Every @mention in order, with its "@". Usernames are up to 30 of a–z, 0–9, "." and "_", never ending in ".". */
export function findMentions(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(MENTION)) {
    const name = (match[2] ?? "").replace(/\.+$/u, "");
    if (name.length > 0 && name.length <= 30 && /[a-z0-9]/iu.test(name)) found.push(`@${name}`);
  }
  return found;
}

function inRanges(code: number, ranges: readonly (readonly [number, number])[]): boolean {
  return ranges.some(([first, last]) => code >= first && code <= last);
}

/** Characters from "fancy font" alphabets, in order; emoji that share their blocks are left out. */
export function findStyledLetters(text: string): string[] {
  const points = Array.from(text);
  return points.filter((char, i) => {
    const code = char.codePointAt(0) ?? 0;
    if (!inRanges(code, STYLED_RANGES) && !STYLED_SINGLES.includes(code)) return false;
    if (inRanges(code, STYLED_EXCEPTIONS)) return false;
    return points[i + 1]?.codePointAt(0) !== EMOJI_PRESENTATION;
  });
}

/** The opening line, or its first sentence when the line holds more than one. */
export function findHook(text: string): string {
  const firstLine = text.split("\n", 1)[0] ?? "";
  const sentence = /^.*?[.!?।](?=\s|$)/u.exec(firstLine);
  return (sentence?.[0] ?? firstLine).trim();
}

function normaliseTag(tag: string): string {
  return tag.replace(/^#/u, "").normalize("NFKC").toLowerCase();
}

export type CaptionWarning =
  | { kind: "too-long"; message: string }
  | { kind: "too-many-hashtags"; message: string }
  | { kind: "too-many-mentions"; message: string }
  | { kind: "banned-hashtags"; tags: string[]; message: string }
  | { kind: "styled-letters"; letters: string[]; message: string }
  | { kind: "hook-cut"; message: string };

export interface CaptionCounts {
  characters: number;
  hashtags: number;
  mentions: number;
  lines: number;
}

export interface CaptionAnalysis {
  /** The formatted caption: what the preview shows and what Copy copies. */
  text: string;
  preview: CaptionPreview;
  counts: CaptionCounts;
  limits: { characters: number; hashtags: number; mentions: number };
  hashtags: string[];
  mentions: string[];
  hook: string;
  hookFits: boolean;
  warnings: CaptionWarning[];
}

export const CAPTION_MESSAGES = {
  styled: FORMATTER_WORDS.en.styled,
  hookCut: FORMATTER_WORDS.en.hookCut(PREVIEW_CHARS),
} as const;

export function tooLongMessage(characters: number, lang: Lang = "en"): string {
  return FORMATTER_WORDS[lang].tooLong(
    formatCount(CAPTION_LIMIT),
    formatCount(characters),
    formatCount(characters - CAPTION_LIMIT),
  );
}

export function tooManyHashtagsMessage(count: number, lang: Lang = "en"): string {
  return FORMATTER_WORDS[lang].tooManyHashtags(HASHTAG_LIMIT, count);
}

export function tooManyMentionsMessage(count: number, lang: Lang = "en"): string {
  return FORMATTER_WORDS[lang].tooManyMentions(MENTION_LIMIT, count);
}

/**
 * The list holds two kinds of tag (follow-for-follow bait and generic ones like #love or #reels),
 * and neither is "banned" by Instagram, so the message says what they have in common instead.
 */
export function bannedMessage(tags: readonly string[], lang: Lang = "en"): string {
  return FORMATTER_WORDS[lang].banned(tags.join(", "), tags.length === 1);
}

/**
 * Everything a caption screen shows, from one formatted text. `banned` holds the tags to flag (an
 * array or a Set, with or without "#", any case), passed in so this stays independent of where the
 * list lives.
 */
export function analyseCaption(raw: string, banned: Iterable<string>, lang: Lang = "en"): CaptionAnalysis {
  const words = FORMATTER_WORDS[lang];
  const text = formatCaption(raw);
  const preview = previewCut(text);
  const hashtags = findHashtags(text);
  const mentions = findMentions(text);
  const counts: CaptionCounts = {
    characters: codePointLength(text),
    hashtags: hashtags.length,
    mentions: mentions.length,
    lines: text === "" ? 0 : text.split("\n").length,
  };
  const hook = findHook(text);
  const hookFits = !preview.truncated || preview.visible.startsWith(hook);

  const warnings: CaptionWarning[] = [];
  if (counts.characters > CAPTION_LIMIT)
    warnings.push({ kind: "too-long", message: tooLongMessage(counts.characters, lang) });
  if (counts.hashtags > HASHTAG_LIMIT) {
    warnings.push({ kind: "too-many-hashtags", message: tooManyHashtagsMessage(counts.hashtags, lang) });
  }
  if (counts.mentions > MENTION_LIMIT) {
    warnings.push({ kind: "too-many-mentions", message: tooManyMentionsMessage(counts.mentions, lang) });
  }
  const bannedSet = new Set([...banned].map(normaliseTag));
  const seen = new Set<string>();
  const bannedFound = hashtags.filter((tag) => {
    const key = normaliseTag(tag);
    if (!bannedSet.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (bannedFound.length > 0) {
    warnings.push({ kind: "banned-hashtags", tags: bannedFound, message: bannedMessage(bannedFound, lang) });
  }
  const letters = findStyledLetters(text);
  if (letters.length > 0) warnings.push({ kind: "styled-letters", letters, message: words.styled });
  if (!hookFits) warnings.push({ kind: "hook-cut", message: words.hookCut(PREVIEW_CHARS) });

  return {
    text,
    preview,
    counts,
    limits: { characters: CAPTION_LIMIT, hashtags: HASHTAG_LIMIT, mentions: MENTION_LIMIT },
    hashtags,
    mentions,
    hook,
    hookFits,
    warnings,
  };
}
