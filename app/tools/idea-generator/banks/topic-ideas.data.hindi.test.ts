import { describe, expect, it } from "vitest";
import type { Platform } from "~/lib/site/tool-entry";
import { SUBJECT_KINDS, type TopicReading } from "~/lib/topic";
import { slotsIn } from "~/lib/topic/template-slots";
import { devanagariShare } from "~/test/devanagari-text";
import { TOPIC_IDEAS } from "./en/topic-ideas.data";
import { HINDI_TOPIC_IDEAS } from "./hi/topic-ideas.data";
import { HINGLISH_TOPIC_IDEAS } from "./hinglish/topic-ideas.data";
import { topicIdeaBank } from "../topic-ideas.logic";
import type { IdeaTemplate } from "./idea-template";

const PLATFORMS: readonly Platform[] = ["instagram", "youtube"];
const MIN_PER_KIND = 12;
const WRITINGS = { hi: HINDI_TOPIC_IDEAS, hinglish: HINGLISH_TOPIC_IDEAS } as const;
const STARTS: Readonly<Record<keyof typeof WRITINGS, Readonly<Record<Platform, RegExp>>>> = {
  hi: { instagram: /^(रील|रील सीरीज़|कैरोसेल|स्टोरीज़): /u, youtube: /^('|(शॉर्ट|शॉर्ट्स सीरीज़): )/u },
  hinglish: { instagram: /^(Reel|Reel series|Carousel|Stories): /, youtube: /^('|(Short|Shorts series): )/ },
};

/** A template's group, as the English files are laid out: a kind, the comparisons, a format or a side. */
const groupOf = (template: IdeaTemplate) =>
  `${template.platform}:${
    template.formats
      ? `format ${template.formats.join("/")}`
      : template.flavours
        ? `side ${template.flavours.join("/")}`
        : template.kinds.length > 1
          ? "comparison"
          : (template.kinds[0] ?? "")
  }`;

function counts(templates: readonly IdeaTemplate[]): Record<string, number> {
  const result: Record<string, number> = {};
  for (const template of templates) result[groupOf(template)] = (result[groupOf(template)] ?? 0) + 1;
  return result;
}

function plain(kind: TopicReading["kind"], subject: string, extra: Partial<TopicReading> = {}): TopicReading {
  return {
    input: subject,
    subject,
    kind,
    format: null,
    place: null,
    topics: [],
    known: kind !== "general",
    timeBound: false,
    howTo: false,
    latin: subject.toLowerCase(),
    ...extra,
  };
}

describe.each(Object.entries(WRITINGS))("%s topic ideas", (name, templates) => {
  const writing = name as keyof typeof WRITINGS;

  it("have at least as many ideas as the English page for each platform and kind, comparison, format and side", () => {
    const english = counts(TOPIC_IDEAS);
    const own = counts(templates);
    const short = Object.entries(english).filter(([group, count]) => (own[group] ?? 0) < count);
    expect(short).toEqual([]);
  });

  it("never repeat an idea on a platform, and share none with the English page", () => {
    for (const platform of PLATFORMS) {
      const texts = templates.filter((t) => t.platform === platform).map((t) => t.text);
      expect(new Set(texts).size, platform).toBe(texts.length);
    }
    const english = new Set(TOPIC_IDEAS.map((t) => t.text));
    expect(templates.filter((t) => english.has(t.text)).map((t) => t.text)).toEqual([]);
  });

  it("name the subject with the slots Hindi can fill (never {where}) and read as one card of the platform", () => {
    for (const { text, platform, kinds } of templates) {
      expect(kinds.length, text).toBeGreaterThan(0);
      expect(text.trim(), text).toBe(text);
      expect(text, text).not.toContain("\n");
      expect(text, text).toMatch(STARTS[writing][platform]);
      expect(text.length, text).toBeGreaterThan(40);
      expect(text.length, text).toBeLessThanOrEqual(320);
      expect(slotsIn(text).length, text).toBeGreaterThan(0);
      for (const slot of slotsIn(text)) expect(["s", "S", "place", "a", "b", "A", "B"], text).toContain(slot);
      expect(text, text).not.toMatch(/\b(19|20)\d\d\b/);
    }
  });

  it("give every kind at least twelve ideas per platform, for every kind of subject it can have", () => {
    const short: string[] = [];
    const variants: [string, Partial<TopicReading>, string][] = [
      ["common noun", {}, "zorb"],
      ["proper name", {}, "Zorb"],
      ["Devanagari", {}, "ज़ोरब"],
      ["region", { place: "Zorb" }, "Zorb"],
      ["made at home", { howTo: true }, "zorb"],
      ["comparison", { format: "comparison" }, "zorb vs blorp"],
    ];
    for (const platform of PLATFORMS) {
      for (const kind of SUBJECT_KINDS) {
        for (const [label, extra, subject] of variants) {
          const size = topicIdeaBank(platform, plain(kind, subject, extra), writing).length;
          if (size < MIN_PER_KIND) short.push(`${platform} ${kind} ${label}: ${size}`);
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
  it("writes the Hindi ideas in Devanagari, brand and format names aside", () => {
    for (const { text } of HINDI_TOPIC_IDEAS) {
      expect(devanagariShare(text.replace(/\{[A-Za-z]+\}/gu, "")), text).toBeGreaterThan(0.9);
    }
  });

  it("writes the Hinglish ideas in Roman letters only", () => {
    for (const { text } of HINGLISH_TOPIC_IDEAS) expect(text, text).not.toMatch(/[\u0900-\u097F]/u);
  });

  it("keeps the subject off a word that would have to agree with it", () => {
    for (const { text } of HINDI_TOPIC_IDEAS) {
      // "मेरा {s} सेटअप" is fine (the word agrees with सेटअप); "घर का {s}?" is not.
      expect(text, text).not.toMatch(
        /(?:^|\s|')(?:का|के|मेरा|अपना|नया|नई|सारा|पूरा|वाला|सस्ता|महंगा) \{s\}(?=[,।?!']|\s(?:को|से|में|पर|ने|का|की|के)\s)/u,
      );
    }
  });
});
