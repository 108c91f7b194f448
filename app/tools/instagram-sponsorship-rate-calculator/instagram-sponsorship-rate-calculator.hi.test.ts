import { describe, expect, it } from "vitest";
import { type FieldSpec, emptyValues } from "~/lib/form/form-fields";
import { devanagariShare } from "~/test/devanagari-text";
import { FORMATS, NICHES } from "./instagram-sponsorship-rate-calculator.data";
import {
  RATE_FIELDS_IN,
  checkRate,
  methodHint,
  previewDefaults,
  rateSummary,
} from "./instagram-sponsorship-rate-calculator.form";
import { RATE_MESSAGES, type RateField } from "./instagram-sponsorship-rate-calculator.logic";
import { HI_RATE_MESSAGES, RATE_WORDS } from "./words";

const FIELDS = RATE_FIELDS_IN.hi;
const values = (given: Partial<Record<RateField, string>>) => ({ ...emptyValues(FIELDS), ...given });
const hindiText = (text: string) => expect(devanagariShare(text), text).toBeGreaterThan(0.6);

function report(given: Partial<Record<RateField, string>>) {
  const parsed = checkRate(values(given), "hi");
  if (!("input" in parsed)) throw new Error(JSON.stringify(parsed));
  return parsed.input;
}

function errors(given: Partial<Record<RateField, string>>) {
  const parsed = checkRate(values(given), "hi");
  if (!("errors" in parsed)) throw new Error("expected messages");
  return parsed.errors;
}

const REEL = { followers: "1.5 lakh", engagementRate: "2.5%", format: "reel" };

describe("the Hindi page's words", () => {
  it("has every English word in Hindi, under the same keys and in the same address order", () => {
    const { en, hi } = RATE_WORDS;
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(FIELDS)).toEqual(Object.keys(RATE_FIELDS_IN.en));
    for (const field of Object.values(FIELDS)) {
      hindiText(field.label);
      if (field.hint !== undefined) hindiText(field.hint);
    }
    const options = (spec: FieldSpec) => ("options" in spec ? spec.options : []);
    expect(options(FIELDS.format).map((option) => option.value)).toEqual(FORMATS.map((format) => format.id));
    expect(options(FIELDS.niche).map((option) => option.label)).toEqual([
      "फ़ैशन",
      "लाइफ़स्टाइल",
      "हेल्थ, डॉक्टर या एक्सपर्ट की ओर से",
      "फ़ाइनेंस",
    ]);
    expect(NICHES).toHaveLength(4);
    expect(Object.keys(HI_RATE_MESSAGES).sort()).toEqual(Object.keys(RATE_MESSAGES).sort());
    for (const message of Object.values(HI_RATE_MESSAGES)) {
      hindiText(message);
      expect(message).toMatch(/।$/u);
    }
  });
});

describe("the Hindi page's messages", () => {
  it("asks for followers, engagement and a format in Hindi", () => {
    expect(errors({})).toEqual([
      { field: "followers", message: HI_RATE_MESSAGES.followersEmpty, summary: HI_RATE_MESSAGES.followersEmpty },
      { field: "engagementRate", message: HI_RATE_MESSAGES.engagementEmpty, summary: HI_RATE_MESSAGES.engagementEmpty },
      { field: "format", message: HI_RATE_MESSAGES.format, summary: HI_RATE_MESSAGES.format },
    ]);
  });

  it("puts the number reader's and the method's messages into Hindi, naming the box", () => {
    expect(errors({ ...REEL, followers: "abc", engagementRate: "120" })).toEqual([
      {
        field: "followers",
        message: "संख्या अंकों में लिखें, जैसे 12,500, 12.5k या 1.2 लाख।",
        summary: "फ़ॉलोअर्स: संख्या अंकों में लिखें, जैसे 12,500, 12.5k या 1.2 लाख।",
      },
      {
        field: "engagementRate",
        message: "यहां प्रतिशत 100% से ज़्यादा नहीं हो सकता।",
        summary: "एंगेजमेंट रेट: यहां प्रतिशत 100% से ज़्यादा नहीं हो सकता।",
      },
    ]);
    expect(errors({ ...REEL, niche: "cars" })[0]?.message).toBe(HI_RATE_MESSAGES.niche);
    expect(errors({ ...REEL, views: "12.5" })[0]?.summary).toBe("हर रील पर औसत व्यूज़: दशमलव के बिना पूरी संख्या लिखें।");
    expect(errors({ ...REEL, baseRateLow: "20000" })[0]?.summary).toBe(
      `बेस रेट, कम: ${HI_RATE_MESSAGES.baseRateTooLarge}`,
    );
    expect(errors({ ...REEL, baseRateLow: "500", baseRateHigh: "400" })[0]?.message).toBe(
      HI_RATE_MESSAGES.lowAboveHigh,
    );
    expect(errors({ ...REEL, formatMultiplier: "0" })[0]?.summary).toBe(
      `फ़ॉर्मैट मल्टीप्लायर: ${HI_RATE_MESSAGES.multiplier}`,
    );
    expect(errors({ ...REEL, nicheMultiplier: "-1" })[0]?.message).toBe(HI_RATE_MESSAGES.multiplier);
  });
});

describe("the Hindi page's answer", () => {
  it("gives the English page's range, with every step in Hindi", () => {
    const reel = report(REEL);
    expect(reel.estimate.text).toBe("₹44,000 – ₹98,000");
    expect(reel.steps).toEqual([
      "फ़ॉलोअर्स ÷ 1,000: 1,50,000 ÷ 1,000 = 150",
      "1,50,000 फ़ॉलोअर्स के लिए बेस रेट: सिंगल-इमेज पोस्ट के लिए हर 1,000 फ़ॉलोअर्स पर ₹180–₹400",
      "एंगेजमेंट 2.5%, इस साइज़ के आम 2.02% के मुकाबले: × 1.09",
      "कोई निश नहीं दी: × 1",
      "रील: × 1.5",
      "150 × ₹180–₹400 × 1.09 × 1 × 1.5 = ₹44,145–₹98,100, राउंड करके ₹44,000 – ₹98,000",
    ]);
    expect(reel.notes).toEqual([]);
    expect(rateSummary(reel, "hi").split("\n")).toEqual([
      "एक रील के लिए Instagram स्पॉन्सरशिप रेट (1,50,000 फ़ॉलोअर्स): ₹44,000 – ₹98,000",
      "तरीका:",
      ...reel.steps.map((step, index) => `${index + 1}. ${step}`),
      HI_RATE_MESSAGES.estimate,
    ]);
  });

  it("weighs views and a niche, scales views to another format, and marks the visitor's figures", () => {
    const finance = report({ ...REEL, views: "50k", niche: "finance" });
    expect(finance.estimate.text).toBe("₹2,30,000 – ₹4,00,000");
    expect(finance.steps[3]).toBe("निश, फ़ाइनेंस: × 8.16");
    expect(finance.steps).toContain("व्यूज़ के हिसाब से: 50,000 व्यूज़ × हर व्यू ₹3–₹4 = ₹1,50,000–₹2,00,000");
    expect(finance.steps.at(-1)).toMatch(/^रेशियो स्केल पर दोनों के ठीक बीच .*, राउंड करके ₹2,30,000 – ₹4,00,000$/u);
    expect(rateSummary(finance, "hi").split("\n")[0]).toBe(
      "एक रील के लिए Instagram स्पॉन्सरशिप रेट (1,50,000 फ़ॉलोअर्स, 50,000 औसत व्यूज़): ₹2,30,000 – ₹4,00,000",
    );
    const story = report({ ...REEL, format: "story", views: "50k", baseRateHigh: "500", formatMultiplier: "x0.8" });
    expect(story.steps[1]).toMatch(/ \(आपका आंकड़ा\)$/u);
    expect(story.steps[4]).toBe("स्टोरी (3 फ़्रेम तक): × 0.8 (आपका आंकड़ा)");
    expect(story.steps).toContain(
      "व्यूज़ के हिसाब से: 50,000 व्यूज़ × हर व्यू ₹0.3–₹0.6 × 0.8 ÷ 1.5, रील की जगह स्टोरी (3 फ़्रेम तक) के लिए = ₹8,000–₹16,000",
    );
  });

  it("reads followers typed in Hindi words and writes a big range in लाख, the steps ending on it", () => {
    const big = report({ followers: "50 लाख", engagementRate: "3", format: "reel" });
    expect(big.input.followers).toBe(50_00_000);
    expect(big.estimate.text).toMatch(/^₹[\d.]+ लाख – ₹[\d.]+ लाख$/u);
    expect(big.steps.at(-1)).toMatch(new RegExp(`राउंड करके ${big.estimate.text}$`, "u"));
    expect(report({ ...REEL, followers: "1.5 लाख" }).estimate.text).toBe(report(REEL).estimate.text);
    expect(report({ ...REEL, followers: "1.5 लाख+" }).input.followers).toBe(1_50_000);
  });

  it("writes both notes in Hindi", () => {
    expect(report({ followers: "800", engagementRate: "25", format: "post" }).notes).toEqual([
      HI_RATE_MESSAGES.barter,
      HI_RATE_MESSAGES.unusualEngagement,
    ]);
    expect(HI_RATE_MESSAGES.barter).toMatch(/^1,000 से कम फ़ॉलोअर्स/u);
  });

  it("says what blank method boxes stand for, in Hindi", () => {
    expect(methodHint(null, "hi")).toBe(
      "जो आंकड़ा आप बेहतर जानते हैं, उसे बदल दें। खाली बॉक्स आपके साइज़, एंगेजमेंट और फ़ॉर्मैट के डिफ़ॉल्ट लेते हैं, जो इन्हें भरते ही यहां दिखेंगे।",
    );
    expect(methodHint(previewDefaults(values({ ...REEL, format: "story" })), "hi")).toBe(
      "जो आंकड़ा आप बेहतर जानते हैं, उसे बदल दें। खाली बॉक्स आपके लिए ये डिफ़ॉल्ट लेते हैं: आपके साइज़ के अकाउंट के लिए हर 1,000 फ़ॉलोअर्स पर ₹180–₹400, आम 2.02% के मुकाबले आपके एंगेजमेंट के लिए × 1.09, कोई निश न देने पर × 1, 3 फ़्रेम तक की एक स्टोरी के लिए × 0.6।",
    );
    expect(methodHint(previewDefaults(values({ ...REEL, niche: "fashion" })), "hi")).toContain("फ़ैशन के लिए × ");
  });
});
