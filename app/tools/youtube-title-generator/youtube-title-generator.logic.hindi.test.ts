import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/text/random";
import { codePointLength } from "~/lib/text/text";
import { readTopic } from "~/lib/topic";
import { devanagariShare } from "~/test/devanagari-text";
import { HINDI_TITLES } from "./banks/hi/titles.data";
import { HINGLISH_TITLES } from "./banks/hinglish/titles.data";
import type { TitleGroup } from "./banks/shape";
import {
  type DeckSource,
  type HindiWriting,
  type TitleOutcome,
  dealHindiTitles,
  generateTitles,
  seededDecks,
} from "./youtube-title-generator.logic";
import { TITLES_PER_GENERATION, TITLE_LIMIT, VIDEO_TYPES } from "./youtube-title-generator.form";
import { TITLE_WORDS } from "./words";

/** The one pipeline, asked for a Hindi writing. */
const generateHindiTitles = (topic: string, type: string, writing: HindiWriting, decks: DeckSource) =>
  generateTitles(topic, type, { year: 2026, decks, writing });

const TYPES = VIDEO_TYPES.map(({ value }) => value);

function titles(outcome: TitleOutcome) {
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.titles;
}

const texts = (topic: string, type: string, writing: HindiWriting, seed = 7) =>
  titles(generateHindiTitles(topic, type, writing, seededDecks(seededRng(seed)))).map((title) => title.text);

/** One keyword of each kind the reader knows, typed as a Hindi-speaking creator might. */
const SAMPLES = {
  product: "iPhone 16",
  brand: "Nike",
  place: "Goa",
  food: "biryani",
  activity: "योग",
  animal: "बिल्ली",
  person: "Virat Kohli",
  event: "दिवाली",
  study: "NEET ki taiyari",
  game: "BGMI",
  show: "Bigg Boss",
  field: "stock market",
  general: "xyzzy",
} as const;

describe("generateHindiTitles", () => {
  it("writes for what the topic is, in Devanagari, exactly, for a seeded visit", () => {
    expect(texts("दाल मखनी", "tutorial", "hi")).toEqual([
      "पहली बार में परफ़ेक्ट दाल मखनी: स्टेप बाय स्टेप रेसिपी",
      "घर पर ढाबा स्टाइल दाल मखनी | आसान रेसिपी",
      "दाल मखनी बनाने का सबसे आसान तरीका",
      "दाल मखनी रेसिपी: परफ़ेक्ट बनाने के सारे टिप्स",
      "दाल मखनी: जो गलतियां मैंने कीं, आप मत कीजिए",
      "दाल मखनी की बेसिक बातें, आसान तरीके से",
      "दाल मखनी: सीधी और साफ़ बात",
      "दाल मखनी: लोग जो सवाल पूछते हैं, उनके जवाब",
      "दाल मखनी: पहली बार से पहले ये ज़रूर देख लें",
      "दाल मखनी पर मेरा अनुभव, बिना लाग-लपेट",
      "दाल मखनी: पूरी जानकारी एक वीडियो में",
      "दाल मखनी: शुरुआत कहां से करें?",
    ]);
  });

  it("gives twelve different titles for every kind and video type, in both writings, within YouTube's 100", () => {
    for (const [kind, keyword] of Object.entries(SAMPLES)) {
      expect(readTopic(keyword).kind, keyword).toBe(kind);
      for (const type of TYPES) {
        for (const writing of ["hi", "hinglish"] as const) {
          const list = titles(generateHindiTitles(keyword, type, writing, seededDecks(seededRng(3))));
          expect(list, `${keyword} ${type} ${writing}`).toHaveLength(TITLES_PER_GENERATION);
          expect(new Set(list.map((title) => title.text)).size).toBe(TITLES_PER_GENERATION);
          for (const title of list) {
            expect(title.length).toBeLessThanOrEqual(TITLE_LIMIT);
            expect(title.text, title.text).not.toMatch(/\{|\}/u);
          }
        }
      }
    }
  });

  it("uses the lines written for the kind, not only the ones that fit anything", () => {
    for (const keyword of Object.values(SAMPLES).filter((keyword) => keyword !== "xyzzy")) {
      for (const type of TYPES) {
        const dealt = dealHindiTitles(keyword, type, "hi", seededDecks(seededRng(5)));
        expect(
          dealt.some(({ pattern }) => pattern.layer === "kind"),
          `${keyword} ${type}`,
        ).toBe(true);
      }
    }
  });

  it("answers a Devanagari keyword in Devanagari, and in Roman letters when Hinglish is chosen", () => {
    for (const type of TYPES) {
      for (const text of texts("बिल्ली", type, "hi")) {
        expect(text).toContain("बिल्ली");
        expect(devanagariShare(text), text).toBeGreaterThan(0.9);
      }
      for (const text of texts("बिल्ली", type, "hinglish")) {
        expect(text).toContain("Billi");
        expect(text, text).not.toMatch(/[\u0900-\u097F]/u);
      }
    }
  });

  it("reads a Hinglish keyword as the English page does, and keeps a brand's own casing", () => {
    const recipe = dealHindiTitles("dal makhani ghar par", "tutorial", "hinglish", seededDecks(seededRng(2)));
    const kinds: readonly TitleGroup[] = HINGLISH_TITLES.kinds;
    const homeCooking = kinds.find((group) => group.when?.includes("how-to"))?.byType?.tutorial ?? [];
    expect(recipe.some(({ pattern }) => homeCooking.some((line) => line === pattern.text))).toBe(true);
    for (const { title } of recipe) expect(title.text).toContain("Dal Makhani");
    for (const text of texts("iphone 16 review", "review", "hi")) expect(text).toContain("iPhone 16");
  });

  it("keeps the place that qualifies the subject, in the visitor's own script", () => {
    for (const text of texts("दिल्ली स्ट्रीट फ़ूड", "vlog", "hi")) expect(text).toContain("दिल्ली स्ट्रीट फ़ूड");
    for (const text of texts("Delhi street food", "vlog", "hi")) expect(text).toContain("Delhi Street Food");
    for (const text of texts("Delhi street food", "vlog", "hinglish")) expect(text).toContain("Delhi Street Food");
  });

  it("writes a comparison only as a comparison, with both sides", () => {
    for (const type of TYPES) {
      for (const text of texts("iPhone 16 vs Galaxy S24", type, "hi")) {
        expect(text).toContain("iPhone 16");
        expect(text).toContain("Galaxy S24");
      }
      for (const text of texts("चाय vs कॉफ़ी", type, "hinglish")) {
        expect(text, text).not.toMatch(/[\u0900-\u097F]/u);
        expect(text, text).not.toContain(" vs vs ");
      }
    }
  });

  it("answers a keyword that is only a format with the lines written for it", () => {
    const groups: readonly TitleGroup[] = [...HINDI_TITLES.bare, ...HINGLISH_TITLES.bare];
    const bare = new Set(groups.flatMap((group) => group.everyType ?? []));
    for (const keyword of ["grwm", "study with me"]) {
      for (const writing of ["hi", "hinglish"] as const) {
        for (const text of texts(keyword, "vlog", writing)) expect(bare.has(text), text).toBe(true);
      }
    }
  });

  it("shortens a long topic to keep within 100 characters, and says so", () => {
    const long = "घर पर बिना ओवन के बनने वाला सबसे आसान और सबसे स्वादिष्ट चॉकलेट केक जो बच्चों और बड़ों दोनों को पसंद आए";
    for (const writing of ["hi", "hinglish"] as const) {
      const list = titles(generateHindiTitles(long, "tutorial", writing, seededDecks(seededRng(4))));
      for (const title of list) {
        expect(codePointLength(title.text)).toBeLessThanOrEqual(TITLE_LIMIT);
        if (title.shortened) expect(title.text).not.toContain(long);
      }
      expect(list.some((title) => title.shortened)).toBe(true);
    }
  });

  it("marks where search results cut a long title", () => {
    const list = titles(
      generateHindiTitles("दिल्ली की सबसे मशहूर पुरानी गलियों वाली स्ट्रीट फ़ूड", "list", "hi", seededDecks(seededRng(1))),
    );
    for (const title of list) {
      expect(`${title.visible}${title.hidden}`).toBe(title.text);
      // About 70: the cut falls between letters, never inside a vowel sign or a conjunct.
      if (title.length <= 70) expect(title.searchCut).toBeNull();
      else expect(title.searchCut).toBeGreaterThan(60);
      if (title.searchCut !== null) expect(title.searchCut).toBeLessThanOrEqual(70);
    }
    expect(list.some((title) => title.searchCut !== null)).toBe(true);
  });

  it("deals the rest of the bank on the next press before any title comes back", () => {
    const decks = seededDecks(seededRng(9));
    const bank = new Set(
      Array.from({ length: 40 }, (_, seed) => dealHindiTitles("बिल्ली", "shorts", "hi", seededDecks(seededRng(seed))))
        .flat()
        .map(({ title }) => title.text),
    );
    const first = titles(generateHindiTitles("बिल्ली", "shorts", "hi", decks)).map((title) => title.text);
    const second = titles(generateHindiTitles("बिल्ली", "shorts", "hi", decks)).map((title) => title.text);
    const unseen = [...bank].filter((text) => !first.includes(text));
    expect(unseen.length).toBeGreaterThan(0);
    for (const text of unseen) expect(second, text).toContain(text);
  });

  it("asks in Hindi for a topic or a video type it cannot use", () => {
    const decks = seededDecks(seededRng(1));
    expect(generateHindiTitles("  ?! ", "tutorial", "hi", decks)).toEqual({
      ok: false,
      message: TITLE_WORDS.hi.topicMessage,
    });
    expect(generateHindiTitles("बिल्ली", "podcast", "hi", decks)).toEqual({
      ok: false,
      message: TITLE_WORDS.hi.typeMessage,
    });
    expect(TITLE_WORDS.hi.topicMessage).toBe("पहले वीडियो का टॉपिक लिखें।");
  });
});
