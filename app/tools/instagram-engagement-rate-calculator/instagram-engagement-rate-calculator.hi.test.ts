import { describe, expect, it } from "vitest";
import { ENGAGEMENT_TIERS } from "~/lib/calculator/engagement-benchmarks";
import { emptyValues } from "~/lib/form/form-fields";
import { devanagariShare } from "~/test/devanagari-text";
import {
  ENGAGEMENT_FIELDS_IN,
  type EngagementFieldName,
  checkEngagement,
  countedFor,
  engagementSummary,
  hiTierRange,
} from "./instagram-engagement-rate-calculator.form";
import { ENGAGEMENT_MESSAGES } from "./instagram-engagement-rate-calculator.logic";
import { ENGAGEMENT_WORDS, HI_ENGAGEMENT_MESSAGES } from "./words";

const FIELDS = ENGAGEMENT_FIELDS_IN.hi;

function hindi(given: Partial<Record<EngagementFieldName, string>>) {
  return checkEngagement({ ...emptyValues(FIELDS), ...given }, "hi");
}

function report(given: Partial<Record<EngagementFieldName, string>>) {
  const parsed = hindi(given);
  if (!("input" in parsed)) throw new Error(JSON.stringify(parsed));
  return parsed.input;
}

function errors(given: Partial<Record<EngagementFieldName, string>>) {
  const parsed = hindi(given);
  if (!("errors" in parsed)) throw new Error("expected messages");
  return parsed.errors;
}

const hindiText = (text: string) => expect(devanagariShare(text), text).toBeGreaterThan(0.6);

describe("the Hindi page's words", () => {
  it("has every English word in Hindi, under the same keys", () => {
    const { en, hi } = ENGAGEMENT_WORDS;
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const text of Object.values(hi)) if (typeof text === "string") hindiText(text);
    expect(Object.keys(HI_ENGAGEMENT_MESSAGES).sort()).toEqual(Object.keys(ENGAGEMENT_MESSAGES).sort());
    for (const message of Object.values(HI_ENGAGEMENT_MESSAGES)) {
      hindiText(message);
      expect(message).toMatch(/।$/u);
    }
  });

  it("labels the fields in Hindi, with the same names in the address", () => {
    expect(Object.keys(FIELDS)).toEqual(Object.keys(ENGAGEMENT_FIELDS_IN.en));
    expect(FIELDS.followers.label).toBe("फ़ॉलोअर्स");
    expect(FIELDS.likes3.label).toBe("लाइक्स");
    expect(FIELDS.shares12.label).toBe("शेयर");
  });

  it("names the tiers and their edges in Hindi", () => {
    expect(ENGAGEMENT_TIERS.map((tier) => hiTierRange(tier))).toEqual([
      "10K से कम फ़ॉलोअर्स",
      "10K–50K फ़ॉलोअर्स",
      "50K–500K फ़ॉलोअर्स",
      "500K–1M फ़ॉलोअर्स",
      "1M+ फ़ॉलोअर्स",
    ]);
    expect(countedFor("hi", ["likes", "comments"])).toBe("लाइक्स और कमेंट्स");
    expect(countedFor("hi", ["likes", "comments", "saves", "shares"])).toBe("लाइक्स, कमेंट्स, सेव और शेयर");
    expect(countedFor("en", ["likes", "comments", "saves"])).toBe("likes, comments and saves");
  });
});

describe("the Hindi page's messages", () => {
  it("asks for followers and posts in Hindi", () => {
    expect(errors({})).toEqual([
      { field: "followers", message: "अपने फ़ॉलोअर्स की संख्या लिखें।", summary: "अपने फ़ॉलोअर्स की संख्या लिखें।" },
      {
        field: "likes1",
        message: "कम से कम एक पोस्ट के लाइक्स और कमेंट्स लिखें।",
        summary: "कम से कम एक पोस्ट के लाइक्स और कमेंट्स लिखें।",
      },
    ]);
    expect(errors({ entry: "averages", followers: "2k" })[0]?.message).toBe(HI_ENGAGEMENT_MESSAGES.noAverages);
  });

  it("names the row and the number in each toast line", () => {
    expect(errors({ followers: "abc", likes1: "10", comments1: "2" })[0]?.summary).toBe(
      "फ़ॉलोअर्स: संख्या अंकों में लिखें, जैसे 12,500, 12.5k या 1.2 लाख।",
    );
    expect(errors({ followers: "5k", likes1: "10", comments1: "2", likes2: "12" })).toEqual([
      {
        field: "comments2",
        message: "इस पोस्ट के कमेंट्स लिखें, कोई न हो तो 0।",
        summary: "पोस्ट 2 के कमेंट्स: इस पोस्ट के कमेंट्स लिखें, कोई न हो तो 0।",
      },
    ]);
    expect(
      errors({ followers: "5k", likes1: "10", comments1: "2", saves1: "1", likes2: "12", comments2: "3" }),
    ).toEqual([
      {
        field: "saves2",
        message: HI_ENGAGEMENT_MESSAGES.partialSaves,
        summary: `पोस्ट 2 के सेव: ${HI_ENGAGEMENT_MESSAGES.partialSaves}`,
      },
    ]);
    expect(errors({ followers: "5k", likes1: "-3", comments1: "2" })[0]?.summary).toBe(
      "पोस्ट 1 के लाइक्स: संख्या माइनस में नहीं हो सकती।",
    );
    expect(errors({ entry: "averages", followers: "5k", likes1: "10.5" })[0]?.summary).toBe(
      `औसत कमेंट्स: ${HI_ENGAGEMENT_MESSAGES.averageCommentsEmpty}`,
    );
  });
});

describe("the Hindi page's answer", () => {
  it("works out the same rate and says it in Hindi", () => {
    const three = report({
      followers: "25k",
      likes1: "1,240",
      comments1: "85",
      likes2: "900",
      comments2: "60",
      likes3: "1500",
      comments3: "120",
    });
    expect(three.rate).toBeCloseTo(5.2067, 3);
    expect(three.formula).toBe("(लाइक्स + कमेंट्स) ÷ फ़ॉलोअर्स × 100, 3 पोस्ट का औसत");
    expect(three.working).toBe("(1,213.3 + 88.3) ÷ 25,000 × 100 = 5.21%");
    expect(three.positionText).toBe("आपका रेट माइक्रो अकाउंट्स (10K–50K फ़ॉलोअर्स) की आम रेंज 2–3.5% से ज़्यादा है।");
    expect(three.notes).toEqual([]);
    expect(engagementSummary(three, "hi")).toBe(
      [
        "Instagram एंगेजमेंट रेट: 5.21% (25,000 फ़ॉलोअर्स)",
        "फ़ॉर्मूला: (लाइक्स + कमेंट्स) ÷ फ़ॉलोअर्स × 100, 3 पोस्ट का औसत",
        "हिसाब: (1,213.3 + 88.3) ÷ 25,000 × 100 = 5.21%",
        "आपका रेट माइक्रो अकाउंट्स (10K–50K फ़ॉलोअर्स) की आम रेंज 2–3.5% से ज़्यादा है। बेंचमार्क: Untapper, Influencer Marketing Benchmarks & KPIs (2026)।",
      ].join("\n"),
    );
  });

  it("says below, within and above, one post and averages", () => {
    expect(report({ followers: "1.2 lakh", likes1: "1000", comments1: "20" }).positionText).toBe(
      "आपका रेट मिड-टियर अकाउंट्स (50K–500K फ़ॉलोअर्स) की आम रेंज 1.5–2.5% से कम है।",
    );
    const one = report({ followers: "20 lakh", likes1: "20000", comments1: "400" });
    expect(one.positionText).toBe("आपका रेट मेगा अकाउंट्स (1M+ फ़ॉलोअर्स) की आम रेंज 0.7–1.2% के अंदर है।");
    expect(one.formula).toBe("(लाइक्स + कमेंट्स) ÷ फ़ॉलोअर्स × 100, एक पोस्ट के लिए");
    expect(one.notes).toEqual(["एक पोस्ट बस एक झलक है। हाल की 6 से 12 पोस्ट का औसत ज़्यादा सही आंकड़ा देता है।"]);
    const averages = report({ entry: "averages", followers: "2000", likes1: "150.5", comments1: "4" });
    expect(averages.formula).toBe("(लाइक्स + कमेंट्स) ÷ फ़ॉलोअर्स × 100, हर पोस्ट के आपके औसत से");
    expect(averages.working).toBe("(150.5 + 4) ÷ 2,000 × 100 = 7.73%");
    expect(averages.notes).toEqual([]);
  });

  it("writes every note in Hindi, with the figures of the English", () => {
    const all = report({
      followers: "500",
      likes1: "40",
      comments1: "2",
      saves1: "3",
      likes2: "45",
      comments2: "1",
      saves2: "2",
      likes3: "900",
      comments3: "30",
      saves3: "20",
    });
    expect(all.formula).toBe("(लाइक्स + कमेंट्स + सेव) ÷ फ़ॉलोअर्स × 100, 3 पोस्ट का औसत");
    expect(all.notes).toHaveLength(4);
    expect(all.notes[0]).toContain("1,000 फ़ॉलोअर्स");
    expect(all.notes[1]).toContain(`(${String(Math.round(all.likesCommentsRate * 100) / 100)}%)`);
    expect(all.notes[2]).toMatch(/^पोस्ट 3 /u);
    expect(all.notes[3]).toContain("(इनसाइट्स में)");
    for (const note of all.notes) {
      hindiText(note);
      expect(note).toMatch(/।$/u);
    }
    expect(engagementSummary(all, "hi")).toContain("सिर्फ़ लाइक्स और कमेंट्स: ");
  });
});
