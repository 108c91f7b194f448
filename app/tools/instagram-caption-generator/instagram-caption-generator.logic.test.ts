import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import { createDeck } from "~/lib/text/deck";
import { seededRng } from "~/lib/text/random";
import { codePointLength } from "~/lib/text/text";
import { dealProblems } from "~/test/deck-properties";
import { HINDI_CAPTIONS } from "./banks/hi/captions.data";
import { HINGLISH_CAPTIONS } from "./banks/hinglish/captions.data";
import { CAPTIONS, CAPTION_CATEGORIES } from "./banks/en/captions.data";
import { HINDI_SHAYARI } from "./banks/hi/shayari.data";
import { HINGLISH_SHAYARI } from "./banks/hinglish/shayari.data";
import { shayariText } from "./banks/shayari-bank";
import { LIST_CATEGORIES, SHAYARI_MOODS } from "./categories";
import {
  CAPTIONS_PER_GENERATION,
  CAPTION_LIMIT,
  captionBank,
  captionDeck,
  captionsFrom,
  generateCaptions,
  isCaptionCategory,
} from "./instagram-caption-generator.logic";

const SEEDS = Array.from({ length: 200 }, (_, seed) => seed);
const MIN_PER_CATEGORY = 30;
// Roughly what the feed shows before "more"; most captions should be read without a tap.
const FEED_PREVIEW = 125;
// Words that only occur in Hindi written in Latin letters: enough to tell a Hinglish caption.
const HINGLISH =
  /\b(hai|hain|nahi|mein|kya|toh|yaar|bhi|ka|ki|ke|ko|se|apna|apni|dil|bas|wala|wali|kuch|sab|aur|mera|meri|mere|tum|tumhara|tumhare|hoon|ho|gaya|gayi|karo|kar|lagta|raha|rahe|hota|hoti|pe|ek|jo|woh|yeh|aaj|kal|pehli|ghar|abhi|matlab|saath|garam|bilkul|khana|khaya|mubarak|thoda|zyada|baaki)\b/i;
const all = Object.values(CAPTIONS).flat();

describe("caption bank", () => {
  it("offers the spec's six categories first, in its order, then the later six, shayari last", () => {
    expect(CAPTION_CATEGORIES.map((c) => c.label)).toEqual([
      "Attitude",
      "Love",
      "Sad",
      "Funny",
      "Motivation",
      "Travel",
      "Birthday",
      "Festival",
      "Friendship",
      "Food",
      "Selfie",
      "Shayari",
    ]);
    // Shayari's bank is by its own moods (./banks/*/shayari.data.ts); every other category is one list.
    expect(Object.keys(CAPTIONS)).toEqual(LIST_CATEGORIES);
  });

  it("holds at least 30 distinct, trimmed captions per category, all within Instagram's limit", () => {
    for (const value of LIST_CATEGORIES) {
      const bank = CAPTIONS[value];
      expect(bank.length, value).toBeGreaterThanOrEqual(MIN_PER_CATEGORY);
      expect(new Set(bank).size, value).toBe(bank.length);
      for (const caption of bank) {
        expect(caption.trim(), caption).toBe(caption);
        for (const line of caption.split("\n")) expect(line.trim(), caption).toBe(line);
        expect(codePointLength(caption), caption).toBeLessThanOrEqual(CAPTION_LIMIT);
      }
    }
  });

  it("keeps most captions short enough to read in the feed", () => {
    for (const value of LIST_CATEGORIES) {
      const short = CAPTIONS[value].filter((caption) => codePointLength(caption) <= FEED_PREVIEW);
      expect(short.length / CAPTIONS[value].length, value).toBeGreaterThanOrEqual(0.8);
    }
  });

  it("never repeats a caption across categories", () => {
    expect(new Set(all).size).toBe(all.length);
  });

  it("writes about a third of every category in Hinglish", () => {
    for (const value of LIST_CATEGORIES) {
      const share = CAPTIONS[value].filter((caption) => HINGLISH.test(caption)).length / CAPTIONS[value].length;
      expect(share, value).toBeGreaterThanOrEqual(0.25);
      expect(share, value).toBeLessThanOrEqual(0.45);
    }
  });

  it("has no years that go stale, no follower counts and no emoji pile-ups", () => {
    for (const caption of all) {
      expect(caption, caption).not.toMatch(/\b(19|20)\d\d\b/);
      expect(caption, caption).not.toMatch(/\d\s*[km]\+?(?![a-z])/i);
      expect(caption, caption).not.toMatch(/\bfollowers?\b/i);
      expect(caption.match(/\p{Extended_Pictographic}/gu)?.length ?? 0, caption).toBeLessThanOrEqual(3);
    }
  });
});

describe("isCaptionCategory", () => {
  itGives(isCaptionCategory, {
    "accepts the twelve keys only": [
      ["travel", true],
      ["selfie", true],
      ["shayari", true],
      ["", false],
      ["Travel", false],
      ["toString", false],
    ],
  });
});

describe("generateCaptions", () => {
  it("deals exact captions for a seeded deck", () => {
    const deck = createDeck(CAPTIONS.travel, seededRng(42));
    expect(generateCaptions(deck)).toEqual([
      "Sunrise at the ghats, and suddenly the 4 am alarm made sense. 🌅",
      "Woke up to mountains outside the window and forgot every email. 🏔️",
      "Cold hands, warm chai, a view worth every bumpy kilometre. ❄️",
      "Fog so thick the mountains played hide and seek all day. 🌫️",
      "Maggi at a mountain chai stall beats every hotel breakfast. 🍜",
    ]);
    expect(generateCaptions(deck)).toEqual([
      "Google Maps said 6 hours. The dhaba stops said 9. 🚗🍛",
      "Sleeper class, window seat, chai in a kulhad: the real first class. 🚂☕",
      "Every trip ends with 'next time, longer'. 🗺️",
      "Collecting sunsets from Goa to Gokarna. 🌅",
      "Backwaters, slow boats and zero hurry. Kerala gets it. 🛶",
    ]);
  });

  it("over many seeds: five distinct captions a time, none back before the category is used up", () => {
    for (const value of LIST_CATEGORIES) {
      expect(dealProblems(CAPTIONS[value], generateCaptions, CAPTIONS_PER_GENERATION, SEEDS), value).toEqual([]);
    }
  });

  it("does not reorder the bank itself", () => {
    const before = [...CAPTIONS.sad];
    generateCaptions(createDeck(CAPTIONS.sad, seededRng(1)));
    expect(CAPTIONS.sad).toEqual(before);
  });
});

describe("captionDeck", () => {
  it("keeps one deck per category for the visit, dealing only that category", () => {
    const festival = captionDeck("festival", seededRng(5));
    expect(captionDeck("festival")).toBe(festival);
    expect(captionDeck("food")).not.toBe(festival);
    expect(festival.size).toBe(CAPTIONS.festival.length);

    const shown = Array.from({ length: Math.floor(festival.size / CAPTIONS_PER_GENERATION) }, () =>
      generateCaptions(captionDeck("festival")),
    ).flat();
    expect(new Set(shown).size).toBe(shown.length);
    for (const caption of shown) expect(CAPTIONS.festival).toContain(caption);
  });
});

describe("captions in Hindi and Hinglish", () => {
  it("keeps a deck per writing, each dealing only its own bank", () => {
    const hindi = captionDeck("love", seededRng(3), "hi");
    const hinglish = captionDeck("love", seededRng(3), "hinglish");
    expect(hindi).not.toBe(captionDeck("love"));
    expect(hinglish).not.toBe(hindi);
    expect(hindi.size).toBe(HINDI_CAPTIONS.love.length);
    for (const caption of generateCaptions(hindi)) expect(HINDI_CAPTIONS.love).toContain(caption);
    for (const caption of captionsFrom(null, "love", seededRng(3), "hinglish"))
      expect(HINGLISH_CAPTIONS.love).toContain(caption);
  });
});

describe("shayari", () => {
  const WRITINGS = ["en", "hi", "hinglish"] as const;
  const byWriting = { en: HINGLISH_SHAYARI, hi: HINDI_SHAYARI, hinglish: HINGLISH_SHAYARI };
  const lines = (caption: string) => caption.split("\n").length;

  it("deals exact shayari for a seeded deck in the chosen mood, each line under the one before", () => {
    expect(captionsFrom(null, "shayari", seededRng(7), "hi", "sad")).toEqual([
      "दरवाज़ा खुला छोड़ा था तुम्हारे लिए,\nआई तो बस सर्द हवा और कुछ पुराने गिले। 🚪",
      "सबको लगता है हम बहुत मज़बूत हैं,\nकौन जाने, ये चुप्पी ही टूटने का सबूत है। 🖤",
      "घर की छत पर अब भी दो कुर्सियां हैं,\nएक खाली है, और ढेर सारी चुप्पियां हैं।",
      "चाय ठंडी हो गई, बात अधूरी रह गई,\nतुम उठकर चले गए, मैं वहीं की वहीं रह गई।",
      "महफ़िल में हंसना हमें खूब आ गया,\nघर लौटे तो सन्नाटा गले लगा गया। 🌑",
    ]);
    expect(captionsFrom(null, "shayari", seededRng(7), "en", "friendship")).toEqual([
      "Hostel ke kamre se shuru hui kahani,\nAaj bhi wahi Maggi, wahi raat ki shaitani. 🍜",
      "Kismat ne jo diya, usmein sabse khaas tu,\nDoor hoke bhi rehta hai har pal paas tu. ✨",
      "Jab sabne kaha 'rehne de', tune kaha 'chal',\nTere saath aasaan laga mushkil ka har pal. 🚶",
      "Group chat mein bakwaas bahut hai, maana,\nPar mushkil mein yahi hai apna thikana. 💬",
      "Meri har bewakoofi ka gawah hai tu,\nAur har mushkil mein meri panah hai tu. 🫂",
    ]);
  });

  it("over many seeds, writings and moods: every shayari shown has two to four lines, from the chosen mood", () => {
    const problems: string[] = [];
    for (const writing of WRITINGS) {
      for (const mood of SHAYARI_MOODS) {
        const own = new Set(byWriting[writing][mood].map(shayariText));
        for (const seed of SEEDS) {
          const deck = createDeck(captionBank("shayari", writing, mood), seededRng(seed));
          for (const caption of [...generateCaptions(deck), ...generateCaptions(deck)]) {
            if (lines(caption) < 2 || lines(caption) > 4) problems.push(`${writing} ${mood} ${seed}: ${caption}`);
            if (!own.has(caption)) problems.push(`${writing} ${mood} ${seed}: not the mood's own: ${caption}`);
          }
        }
        expect(
          dealProblems(captionBank("shayari", writing, mood), generateCaptions, CAPTIONS_PER_GENERATION, SEEDS),
        ).toEqual([]);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it("with no mood chosen deals all five moods, and the mood means nothing to another category", () => {
    const all = SHAYARI_MOODS.flatMap((mood) => HINDI_SHAYARI[mood].map(shayariText));
    expect(captionBank("shayari", "hi")).toEqual(all);
    expect(captionDeck("shayari", seededRng(2), "hi").size).toBe(all.length);
    expect(captionBank("love", "hi", "sad")).toBe(HINDI_CAPTIONS.love);
  });

  it("keeps a deck per mood, apart from the all-moods deck and the love category's", () => {
    const sad = captionDeck("shayari", seededRng(4), "hinglish", "sad");
    expect(captionDeck("shayari", seededRng(4), "hinglish", "sad")).toBe(sad);
    expect(captionDeck("shayari", seededRng(4), "hinglish", "love")).not.toBe(sad);
    expect(captionDeck("shayari", seededRng(4), "hinglish")).not.toBe(sad);
    expect(captionDeck("love", seededRng(4), "hinglish", "love").size).toBe(HINGLISH_CAPTIONS.love.length);
  });

  it("offers the English page the Hinglish shayari, in Roman letters", () => {
    for (const mood of SHAYARI_MOODS) {
      expect(captionBank("shayari", "en", mood)).toEqual(captionBank("shayari", "hinglish", mood));
    }
  });
});
