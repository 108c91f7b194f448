import { describe, expect, it } from "vitest";
import { createDeck } from "~/lib/text/deck";
import { seededRng } from "~/lib/text/random";
import { hasDevanagari } from "~/lib/topic";
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";
import { devanagariShare } from "~/test/devanagari-text";
import { HINDI_CAPTIONS } from "./banks/hi/captions.data";
import { HINGLISH_CAPTIONS } from "./banks/hinglish/captions.data";
import type { CaptionCategory } from "./banks/en/captions.data";
import { LIST_CATEGORIES, type ListCategory } from "./categories";
import { CAPTIONS_PER_GENERATION, captionsFrom } from "./instagram-caption-generator.logic";
import { readPostTopic, slotsFor, topicCaptionBank, topicCaptionDeck } from "./topic-captions.logic";

type HindiWriting = "hi" | "hinglish";
// Shayari is never written for a topic (topic-captions.logic.ts): the other moods are.
const CATEGORIES = LIST_CATEGORIES;
const MOOD_BANKS = { hi: HINDI_CAPTIONS, hinglish: HINGLISH_CAPTIONS } as const;

/** What the Hindi screen does with a typed topic: the topic's deck in the writing, the mood's own if none. */
const topicCaptions = (topic: string, category: CaptionCategory, rng: () => number, writing: HindiWriting) =>
  captionsFrom(topicCaptionDeck(topic, category, rng, writing), category, rng, writing);

const reading = (keyword: string) => {
  const read = readPostTopic(keyword);
  if (!read) throw new Error(`no reading for ${keyword}`);
  return read;
};

describe("Hindi topic captions: the thing itself, in the writing chosen", () => {
  it("मसाला चाय: Devanagari captions that name it, Hinglish ones that spell it in Roman letters", () => {
    const hindi = topicCaptions("मसाला चाय", "food", seededRng(11), "hi");
    expect(hindi).toHaveLength(CAPTIONS_PER_GENERATION);
    for (const caption of hindi) {
      expect(caption).toContain("मसाला चाय");
      expect(devanagariShare(caption), caption).toBeGreaterThan(0.9);
    }
    const hinglish = topicCaptions("मसाला चाय", "food", seededRng(11), "hinglish");
    for (const caption of hinglish) {
      expect(caption.toLowerCase()).toContain("masala chai");
      expect(caption).not.toMatch(/[\u0900-\u097F]/u);
    }
  });

  it("goa trip: Goa by its name, and the vlog lines among them", () => {
    const bank = topicCaptionBank(reading("goa trip"), "travel", "hi");
    expect(bank).toContain("Goa वाला एक दिन, कैमरे में हमेशा के लिए। 🎥");
    for (const caption of bank) expect(caption).toContain("Goa");
    expect(topicCaptionBank(reading("goa trip"), "travel", "hinglish")).toContain(
      "Goa wala ek din, camera mein hamesha ke liye. 🎥",
    );
  });

  it("iphone 16 review: the product in its makers' casing, and the review lines", () => {
    const bank = topicCaptionBank(reading("iphone 16 review"), "attitude", "hi");
    expect(bank).toContain("iPhone 16 पर ईमानदार फ़ैसला, बिना फ़िल्टर। 🎯");
    expect(bank).toContain("अपग्रेड हुआ है तो दिखेगा भी: iPhone 16 एडिशन। 😎");
    expect(topicCaptionBank(reading("iphone 16 review"), "attitude", "hinglish")).toContain(
      "iPhone 16 pe honest faisla, bina filter. 🎯",
    );
  });

  it("मनाली in Hinglish is Manali, a place by its name", () => {
    const slots = slotsFor(reading("मनाली"), "hinglish");
    expect(slots.s).toBe("Manali");
    expect(slots.region).toBe(true);
    expect(slotsFor(reading("मनाली"), "hi").s).toBe("मनाली");
    for (const caption of topicCaptions("मनाली", "travel", seededRng(2), "hinglish"))
      expect(caption).toContain("Manali");
  });

  it("street food in Delhi may name the city in either writing", () => {
    expect(topicCaptionBank(reading("delhi street food"), "travel", "hi")).toContain(
      "Delhi में street food का स्वाद ही अलग है। 📍",
    );
    expect(topicCaptionBank(reading("delhi street food"), "travel", "hinglish")).toContain(
      "Delhi wala street food? Alag hi level. 📍",
    );
  });

  it("a comparison weighs both sides", () => {
    for (const caption of topicCaptions("chai vs coffee", "friendship", seededRng(4), "hi")) {
      expect(caption).toContain("chai");
      expect(caption).toContain("coffee");
    }
  });

  it("exact output for a seeded source: बिरयानी in the Food mood", () => {
    expect(topicCaptions("बिरयानी", "food", seededRng(42), "hi")).toEqual([
      "डाइट कल से। आज सिर्फ़ बिरयानी। 😋",
      "तुम और बिरयानी: दोनों के बिना शाम अधूरी। 💛",
      "बिरयानी पर ही तो असली गप्पें होती हैं। ☕",
      "रात के एक बजे बिरयानी की तलब और किचन खाली। दुख भरी कहानी। 🌙",
      "लोग रिप्लाई करना भूल जाते हैं, बिरयानी से कभी धोखा नहीं मिलता। 🤍",
    ]);
    expect(topicCaptions("biryani", "food", seededRng(42), "hinglish")).toEqual([
      "Aaj cheat day nahi, biryani day hai. 😋",
      "Tum aur biryani, dono ke bina shaam incomplete. 💛",
      "Asli baatein toh biryani ke saath hi hoti hain. ☕",
      "Raat ke do baje biryani ki craving, aur fridge mein sirf paani. 🌙",
      "Log badal jaate hain, biryani ka swaad nahi. 🤍",
    ]);
  });
});

describe("Hindi topic captions over the evaluation set", () => {
  const readings = EVALUATION_SET.map((item) => ({ keyword: item.keyword, read: reading(item.keyword) }));

  it.each(["hi", "hinglish"] as const)("%s: five distinct captions naming the subject, no leftovers", (writing) => {
    const problems: string[] = [];
    for (const [index, { keyword, read }] of readings.entries()) {
      const category = CATEGORIES[index % CATEGORIES.length] as ListCategory;
      const slots = slotsFor(read, writing);
      const names = slots.a !== null && slots.b !== null ? [slots.a, slots.b] : [slots.s];
      const bank = topicCaptionBank(read, category, writing);
      const batch =
        read.kind === "general"
          ? topicCaptions(keyword, category, seededRng(index), writing)
          : createDeck(bank, seededRng(index)).deal(CAPTIONS_PER_GENERATION);
      if (new Set(batch).size !== CAPTIONS_PER_GENERATION) problems.push(`${keyword}: batch of ${batch.length}`);
      for (const caption of batch) {
        const where = `${keyword} ${category}: ${caption}`;
        if (/undefined|null|\{|\}/.test(caption)) problems.push(`${where} (leftover)`);
        if (writing === "hinglish" && hasDevanagari(caption)) problems.push(`${where} (Devanagari in Hinglish)`);
        if (read.kind === "general") {
          if (!MOOD_BANKS[writing][category].includes(caption)) problems.push(`${where} (not the mood's own)`);
        } else if (!names.every((name) => caption.toLowerCase().includes(name.toLowerCase()))) {
          problems.push(`${where} (subject missing)`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("Hindi topic captions: decks and fallbacks", () => {
  it("keeps one deck per topic, mood and writing, apart from the English page's", () => {
    const hindi = topicCaptionDeck("masala chai", "friendship", seededRng(4), "hi");
    expect(hindi).not.toBeNull();
    expect(topicCaptionDeck("masala chai", "friendship", seededRng(4), "hi")).toBe(hindi);
    expect(topicCaptionDeck("masala chai", "friendship", seededRng(4), "hinglish")).not.toBe(hindi);
    expect(topicCaptionDeck("masala chai", "friendship", seededRng(4))).not.toBe(hindi);
  });

  it.each(["", "   ", "🔥🎉", "zorblaxian"])("%j gives the mood's own Hindi captions", (topic) => {
    expect(topicCaptionDeck(topic, "sad", seededRng(1), "hi")).toBeNull();
    for (const caption of topicCaptions(topic, "sad", seededRng(9), "hi"))
      expect(HINDI_CAPTIONS.sad).toContain(caption);
  });
});
