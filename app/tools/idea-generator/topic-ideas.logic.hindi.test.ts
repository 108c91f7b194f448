import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/text/random";
import type { Platform } from "~/lib/site/tool-entry";
import { hasDevanagari } from "~/lib/topic";
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";
import { devanagariShare } from "~/test/devanagari-text";
import { ideaFrom, ideasFor } from "./idea-generator.logic";
import { pickTopicIdea, readPostTopic, slotsFor, topicIdeaBank, topicIdeaDeck } from "./topic-ideas.logic";

type HindiWriting = "hi" | "hinglish";
const PLATFORMS: readonly Platform[] = ["instagram", "youtube"];

/** What the Hindi screen does with a typed topic: the idea written for it in the writing, or the niche's own. */
const pick = (platform: Platform, niche: string, topic: string, rng: () => number, writing: HindiWriting) =>
  ideaFrom(pickTopicIdea(platform, topic, rng, writing), platform, niche, rng, writing);

const reading = (keyword: string) => {
  const read = readPostTopic(keyword);
  if (!read) throw new Error(`no reading for ${keyword}`);
  return read;
};

describe("Hindi topic ideas: the thing itself, in the writing chosen", () => {
  it("मसाला चाय on Instagram: a Devanagari idea that names it, a Hinglish one that spells it in Roman letters", () => {
    const hindi = pick("instagram", "Food", "मसाला चाय", seededRng(3), "hi");
    expect(hindi.subject).toBe("मसाला चाय");
    expect(hindi.text).toContain("मसाला चाय");
    expect(devanagariShare(hindi.text)).toBeGreaterThan(0.9);
    const hinglish = pick("instagram", "Food", "मसाला चाय", seededRng(3), "hinglish");
    expect(hinglish.text.toLowerCase()).toContain("masala chai");
    expect(hinglish.text).not.toMatch(/[\u0900-\u097F]/u);
  });

  it("मसाला चाय is made at home: the recipe ideas are among its Hindi ones", () => {
    expect(topicIdeaBank("instagram", reading("मसाला चाय"), "hi")).toContain(
      "रील: तीस सेकंड में मसाला चाय की रेसिपी। मात्रा स्क्रीन पर, हर स्टेप एक शॉट, तैयार डिश सबसे पहले ताकि लोग रुकें, और पूरी रेसिपी कैप्शन में। 👩‍🍳",
    );
  });

  it("goa trip: the region's ideas and the vlog's, the vlog first", () => {
    const closest = topicIdeaBank("youtube", reading("goa trip"), "hi");
    expect(closest[0]).toBe("'Goa व्लॉग': पूरा दिन, ईमानदारी से, चैप्टर्स के साथ, और एक पल जिसे फ़िल्म करना लगभग भूल गए।");
    expect(closest).toContain("'Goa में तीन दिन': दिन-ब-दिन, हर दिन का खर्च और क्या बदलेंगे, पूरा प्लान डिस्क्रिप्शन में। 🧳");
    for (const idea of topicIdeaBank("instagram", reading("goa trip"), "hinglish")) expect(idea).toContain("Goa");
  });

  it("iphone 16 review: the review ideas first, with the product in its makers' casing", () => {
    const bank = topicIdeaBank("youtube", reading("iphone 16 review"), "hi");
    expect(bank.slice(0, 2)).toEqual([
      "'iPhone 16 रिव्यू: फ़ैसला पहले': पहले दस सेकंड में आपका स्कोर, फिर चैप्टर-दर-चैप्टर सबूत, ताकि किसी को इंतज़ार न करना पड़े।",
      "'iPhone 16: एक रिव्यू, तीन तरह के दर्शक': नए इंसान, रोज़ इस्तेमाल करने वाले और फ़ैन के लिए क्या मतलब है, हर एक का टाइमस्टैम्प।",
    ]);
  });

  it("मनाली in Hinglish is Manali, a region by its name", () => {
    expect(slotsFor(reading("मनाली"), "hinglish").s).toBe("Manali");
    expect(topicIdeaBank("instagram", reading("मनाली"), "hinglish")).toContain(
      "Reel: 'Manali mein teen din'. Day by day cut, rehne, khaane aur travel ka asli kharcha screen pe, aur ek cheez jo agli baar skip karoge. 🧳",
    );
  });

  it("street food in Delhi may name the city", () => {
    expect(topicIdeaBank("youtube", reading("delhi street food"), "hi")[0]).toBe(
      "'Delhi में street food: हर गली, हर स्टॉल': कीमत, स्कोर और रास्ते का मैप डिस्क्रिप्शन में। 📍",
    );
    expect(topicIdeaBank("instagram", reading("delhi street food"), "hinglish")[0]).toContain("Delhi mein street food");
  });

  it("exact output for a seeded source: बिरयानी on Instagram", () => {
    expect(pick("instagram", "Food", "बिरयानी", seededRng(42), "hi")).toEqual({
      niche: "Food",
      subject: "बिरयानी",
      text: "रील: सिर्फ़ आवाज़ वाला कट। बिरयानी को बिना बोले फ़िल्म करें, बस उसकी अपनी आवाज़ें पास से, नैचुरल लाइट में, और डिटेल कैप्शन में। 🎧",
    });
  });
});

describe("Hindi topic ideas over the evaluation set", () => {
  const readings = EVALUATION_SET.map((item) => ({ keyword: item.keyword, read: reading(item.keyword) }));

  it.each(["hi", "hinglish"] as const)(
    "%s: at least twelve ideas per keyword, each naming the subject, no leftovers",
    (writing) => {
      const problems: string[] = [];
      for (const { keyword, read } of readings) {
        const slots = slotsFor(read, writing);
        const names = slots.a !== null && slots.b !== null ? [slots.a, slots.b] : [slots.s];
        for (const platform of PLATFORMS) {
          const bank = topicIdeaBank(platform, read, writing);
          if (bank.length < 12) problems.push(`${platform} ${keyword}: ${bank.length} ideas`);
          for (const idea of bank) {
            const where = `${platform} ${keyword}: ${idea}`;
            if (/undefined|null|\{|\}/.test(idea)) problems.push(`${where} (leftover)`);
            if (writing === "hinglish" && hasDevanagari(idea)) problems.push(`${where} (Devanagari in Hinglish)`);
            if (!names.every((name) => idea.toLowerCase().includes(name.toLowerCase())))
              problems.push(`${where} (subject missing)`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );
});

describe("Hindi topic ideas: decks and fallbacks", () => {
  it("keeps one deck per topic, platform and writing, apart from the English page's", () => {
    const read = reading("masala chai");
    const hindi = topicIdeaDeck("instagram", read, seededRng(1), "hi");
    expect(topicIdeaDeck("instagram", read, seededRng(1), "hi")).toBe(hindi);
    expect(topicIdeaDeck("instagram", read, seededRng(1), "hinglish")).not.toBe(hindi);
    expect(topicIdeaDeck("instagram", read, seededRng(1))).not.toBe(hindi);
  });

  it.each(["", "   ", "🔥🎉"])("%j gives the niche's own Hindi idea", (topic) => {
    const idea = pick("youtube", "Tech", topic, seededRng(5), "hi");
    expect(idea.subject).toBeUndefined();
    expect(ideasFor("youtube", "Tech", "hi")).toContain(idea.text);
  });
});
