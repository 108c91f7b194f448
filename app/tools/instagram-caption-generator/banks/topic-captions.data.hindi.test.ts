import { describe, expect, it } from "vitest";
import { codePointLength } from "~/lib/text/text";
import { SUBJECT_KINDS, type SubjectKind, type TopicReading } from "~/lib/topic";
import { slotsIn } from "~/lib/topic/template-slots";
import { devanagariShare } from "~/test/devanagari-text";
import { LIST_CATEGORIES } from "../categories";
import { CAPTIONS_PER_GENERATION } from "../instagram-caption-generator.logic";
import { TOPIC_CAPTIONS } from "./en/topic-captions.data";
import { HINDI_TOPIC_CAPTIONS } from "./hi/topic-captions.data";
import { HINGLISH_TOPIC_CAPTIONS } from "./hinglish/topic-captions.data";
import { topicCaptionBank } from "../topic-captions.logic";
import type { CaptionTemplate } from "./caption-template";

// Shayari is never written for a topic (topic-captions.logic.ts): the other moods are.
const CATEGORIES = LIST_CATEGORIES;
const KNOWN_KINDS = SUBJECT_KINDS.filter((kind) => kind !== "general");
const WRITINGS = { hi: HINDI_TOPIC_CAPTIONS, hinglish: HINGLISH_TOPIC_CAPTIONS } as const;

/** A template's group, as the English files are laid out: a kind, the comparisons, or the formats. */
const groupOf = (template: CaptionTemplate) =>
  template.formats ? "formats" : template.kinds.length > 1 ? "comparison" : (template.kinds[0] ?? "");

function counts(templates: readonly CaptionTemplate[]): Record<string, number> {
  const result: Record<string, number> = {};
  for (const template of templates) result[groupOf(template)] = (result[groupOf(template)] ?? 0) + 1;
  return result;
}

/** Lower case, letters only: two lines that differ only in punctuation or emoji count as the same. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{M}]/gu, "");

function plain(kind: SubjectKind, subject: string): TopicReading {
  return {
    input: subject,
    subject,
    kind,
    format: null,
    place: null,
    topics: [],
    known: true,
    timeBound: false,
    howTo: false,
    latin: subject.toLowerCase(),
  };
}

describe.each(Object.entries(WRITINGS))("%s topic captions", (writing, templates) => {
  const texts = templates.map((template) => template.text);

  it("have at least as many lines for each kind, the comparisons and the formats as the English page", () => {
    const english = counts(TOPIC_CAPTIONS);
    const own = counts(templates);
    for (const [group, count] of Object.entries(english)) expect(own[group] ?? 0, group).toBeGreaterThanOrEqual(count);
  });

  it("for each format the English page writes for, as many lines", () => {
    const byFormat = (list: readonly CaptionTemplate[], format: string) =>
      list.filter((template) => template.formats?.includes(format as never)).length;
    const formats = new Set(TOPIC_CAPTIONS.flatMap((template) => template.formats ?? []));
    for (const format of formats) {
      expect(byFormat(templates, format), format).toBeGreaterThanOrEqual(byFormat(TOPIC_CAPTIONS, format));
    }
  });

  it("never repeat a line, and share none with the English page", () => {
    expect(new Set(texts.map(bare)).size).toBe(texts.length);
    const english = new Set(TOPIC_CAPTIONS.map((template) => bare(template.text)));
    expect(texts.filter((text) => english.has(bare(text)))).toEqual([]);
  });

  it("use only the slots Hindi can fill (never {where}), in moods the page offers, short and tidy", () => {
    for (const { text, kinds, moods } of templates) {
      expect(text.trim(), text).toBe(text);
      expect(kinds, text).not.toContain("general");
      expect(moods.length, text).toBeGreaterThan(0);
      for (const mood of moods) expect(CATEGORIES, text).toContain(mood);
      expect(slotsIn(text).length, text).toBeGreaterThan(0);
      for (const slot of slotsIn(text)) expect(["s", "S", "place", "a", "b", "A", "B"], text).toContain(slot);
      expect(codePointLength(text), text).toBeLessThanOrEqual(125);
      expect(text, text).not.toMatch(/\b(19|20)\d\d\b|[#@]/u);
      const emoji = text.match(/\p{Extended_Pictographic}/gu)?.length ?? 0;
      expect(emoji, text).toBeGreaterThanOrEqual(1);
      expect(emoji, text).toBeLessThanOrEqual(3);
    }
  });

  it("give every kind at least five captions in every mood, for a name and a common noun", () => {
    const short: string[] = [];
    for (const kind of KNOWN_KINDS) {
      for (const subject of ["Zorbania", "zorb", "ज़ोरब"]) {
        for (const category of CATEGORIES) {
          const size = topicCaptionBank(plain(kind, subject), category, writing as "hi" | "hinglish").length;
          if (size < CAPTIONS_PER_GENERATION) short.push(`${kind} ${subject} ${category}: ${size}`);
        }
      }
    }
    expect(short).toEqual([]);
  });

  it("never add preparation or studying to a study subject, which may already say it", () => {
    for (const { text, kinds } of templates) {
      if (kinds.length === 1 && kinds[0] === "study") expect(text, text).not.toMatch(/तैयारी|पढ़ाई|taiyari|padhai/iu);
    }
  });
});

describe("the two writings", () => {
  it("writes the Hindi lines in Devanagari", () => {
    for (const { text } of HINDI_TOPIC_CAPTIONS) {
      expect(devanagariShare(text.replace(/\{[A-Za-z]+\}/gu, "")), text).toBeGreaterThan(0.9);
    }
  });

  it("writes the Hinglish lines in Roman letters only", () => {
    for (const { text } of HINGLISH_TOPIC_CAPTIONS) expect(text, text).not.toMatch(/[\u0900-\u097F]/u);
  });

  it("shares no line between them", () => {
    const hindi = new Set(HINDI_TOPIC_CAPTIONS.map((template) => bare(template.text)));
    expect(HINGLISH_TOPIC_CAPTIONS.filter((template) => hindi.has(bare(template.text)))).toEqual([]);
  });

  it("keeps the subject off a word that would have to agree with it", () => {
    // "मेरा {s}", "का {s}", "ढेर सारा {s}": the word before the subject would need its gender.
    for (const { text } of HINDI_TOPIC_CAPTIONS) {
      expect(text, text).not.toMatch(/(?:^|\s)(?:का|के|मेरा|मेरी|अपना|अपनी|नया|नई|सारा|सारी|पूरा|पूरी) \{s\}/u);
    }
  });
});
