import { describe, expect, it } from "vitest";
import { type FieldSpec, emptyValues } from "~/lib/form/form-fields";
import { devanagariShare } from "~/test/devanagari-text";
import { CATEGORIES } from "./youtube-money-calculator.data";
import { MONEY_FIELDS_IN, checkMoney, methodSentence, moneySummary } from "./youtube-money-calculator.form";
import { MONEY_MESSAGES, type MoneyField } from "./youtube-money-calculator.logic";
import { HI_MONEY_MESSAGES, MONEY_WORDS, hiRpmWithCentre } from "./words";

const FIELDS = MONEY_FIELDS_IN.hi;
const values = (given: Partial<Record<MoneyField, string>>) => ({ ...emptyValues(FIELDS), ...given });
const hindiText = (text: string) => expect(devanagariShare(text), text).toBeGreaterThan(0.6);

function report(given: Partial<Record<MoneyField, string>>) {
  const parsed = checkMoney(values(given), "hi");
  if (!("input" in parsed)) throw new Error(JSON.stringify(parsed));
  return parsed.input;
}

function errors(given: Partial<Record<MoneyField, string>>) {
  const parsed = checkMoney(values(given), "hi");
  if (!("errors" in parsed)) throw new Error("expected messages");
  return parsed.errors;
}

const SAMPLE = { dailyViews: "1.5 lakh", shortsPercent: "80", category: "entertainment" };

describe("the Hindi page's words", () => {
  it("has every English word in Hindi, under the same keys and in the same address order", () => {
    const { en, hi } = MONEY_WORDS;
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(FIELDS)).toEqual(Object.keys(MONEY_FIELDS_IN.en));
    for (const field of Object.values(FIELDS)) {
      hindiText(field.label);
      if (field.hint !== undefined) hindiText(field.hint);
    }
    const options = (spec: FieldSpec) => ("options" in spec ? spec.options : []);
    expect(options(FIELDS.category).map((option) => option.value)).toEqual(CATEGORIES.map((category) => category.id));
    for (const option of options(FIELDS.category)) hindiText(option.label);
    expect(Object.keys(HI_MONEY_MESSAGES).sort()).toEqual(Object.keys(MONEY_MESSAGES).sort());
    for (const message of Object.values(HI_MONEY_MESSAGES)) {
      hindiText(message);
      expect(message).toMatch(/।$/u);
    }
    expect(HI_MONEY_MESSAGES.viewsImplausible).toContain("(Radio and Music, 29 फ़रवरी 2020)");
  });
});

describe("the Hindi page's messages", () => {
  it("asks for daily views and a category in Hindi", () => {
    expect(errors({})).toEqual([
      { field: "dailyViews", message: HI_MONEY_MESSAGES.viewsEmpty, summary: HI_MONEY_MESSAGES.viewsEmpty },
      { field: "category", message: HI_MONEY_MESSAGES.category, summary: HI_MONEY_MESSAGES.category },
    ]);
  });

  it("puts the reader's and the calculator's own messages into Hindi, naming the box", () => {
    expect(errors({ ...SAMPLE, dailyViews: "500 crore" })).toEqual([
      {
        field: "dailyViews",
        message: HI_MONEY_MESSAGES.viewsImplausible,
        summary: `रोज़ के व्यूज़: ${HI_MONEY_MESSAGES.viewsImplausible}`,
      },
    ]);
    expect(errors({ ...SAMPLE, shortsPercent: "120" })[0]?.summary).toBe(
      "शॉर्ट्स का हिस्सा: यहां प्रतिशत 100% से ज़्यादा नहीं हो सकता।",
    );
    expect(errors({ ...SAMPLE, dailyViews: "बारह" })[0]?.summary).toBe(
      "रोज़ के व्यूज़: संख्या अंकों में लिखें, जैसे 12,500, 12.5k या 1.2 लाख।",
    );
    expect(errors({ ...SAMPLE, longFormRpmLow: "9000" })[0]?.summary).toBe(
      `लॉन्ग-फ़ॉर्म RPM, कम: ${HI_MONEY_MESSAGES.rpmTooLarge}`,
    );
    expect(errors({ ...SAMPLE, shortsRpmLow: "30", shortsRpmHigh: "20" })[0]).toEqual({
      field: "shortsRpmLow",
      message: HI_MONEY_MESSAGES.lowAboveHigh,
      summary: `शॉर्ट्स RPM, कम: ${HI_MONEY_MESSAGES.lowAboveHigh}`,
    });
  });
});

describe("the Hindi page's answer", () => {
  it("gives the English page's figures, made and sourced in Hindi", () => {
    const hindi = report(SAMPLE);
    const english = checkMoney({ ...emptyValues(MONEY_FIELDS_IN.en), ...SAMPLE });
    if (!("input" in english)) throw new Error("the sample should calculate");
    expect(hindi.estimate.monthly).toEqual(english.input.estimate.monthly);
    expect(hindi.estimate.formula).toBe(
      "30,000 लॉन्ग-फ़ॉर्म व्यूज़ × हर 1,000 पर ₹24.25 + 1,20,000 शॉर्ट्स व्यूज़ × हर 1,000 पर ₹9.75 = रोज़ ₹1,897",
    );
    expect(methodSentence(hindi, "hi")).toMatch(/^30,000 .* = रोज़ ₹1,897 से बना, महीने के लिए × 30 दिन। /u);
    expect(methodSentence(hindi, "hi")).toContain("55%");
    expect(hindi.longForm.basis).toBe(
      "पब्लिश हुए आंकड़े: Fluxnote, YouTube Shorts RPM in India (25 फ़रवरी 2026): ₹5–₹22 (“entertainment”); Upgrowth, YouTube CPM in India (5 फ़रवरी 2026): ₹40–₹80 (“entertainment and vlogs”)। डिफ़ॉल्ट का हर सिरा इनके सिरों का ज्योमेट्रिक मीन है",
    );
    expect(hiRpmWithCentre(hindi.longForm.range, hindi.estimate.centralRpm.longForm)).toBe("₹14–₹42 (बीच ₹24.25)");
    expect(moneySummary(hindi, "hi").split("\n")).toEqual([
      "YouTube विज्ञापन कमाई का अंदाज़ा (एंटरटेनमेंट, कॉमेडी और व्लॉग्स)",
      "हर दिन: लगभग ₹1,900 (₹1,000 – ₹3,500)",
      "हर महीने (30 दिन): लगभग ₹57,000 (₹31,000 – ₹1,10,000)",
      expect.stringMatching(/^हर साल \(365 दिन\): लगभग ₹/u),
      methodSentence(hindi, "hi"),
      "लॉन्ग-फ़ॉर्म RPM ₹14–₹42, शॉर्ट्स RPM ₹5–₹19",
      HI_MONEY_MESSAGES.estimate,
    ]);
  });

  it("reads views typed in Hindi words and writes big figures in लाख and करोड़", () => {
    const big = report({ dailyViews: "10 लाख", category: "finance" });
    expect(big.estimate.assumptions.dailyViews).toBe(10_00_000);
    const summary = moneySummary(big, "hi").split("\n");
    expect(summary[2]).toMatch(/^हर महीने \(30 दिन\): लगभग ₹\d+(\.\d+)? लाख \(₹[\d.]+ लाख – ₹[\d.]+ लाख\)$/u);
    expect(summary[3]).toMatch(/^हर साल \(365 दिन\): लगभग ₹[\d.]+ करोड़ \(/u);
    expect(report({ dailyViews: "50 हज़ार", category: "finance" }).estimate.assumptions.dailyViews).toBe(50_000);
    expect(report({ dailyViews: "१,५०,०००", category: "finance" }).estimate.assumptions.dailyViews).toBe(1_50_000);
    expect(errors({ dailyViews: "10 20", category: "finance" })[0]?.message).toBe(
      "संख्या अंकों में लिखें, जैसे 12,500, 12.5k या 1.2 लाख।",
    );
  });

  it("says which figures are the visitor's own, and leaves out a part with no views", () => {
    const own = report({ dailyViews: "1.2 lakh", category: "gaming", longFormRpmLow: "25", longFormRpmHigh: "25" });
    expect(own.longForm.basis).toBe("आपका आंकड़ा");
    expect(own.shorts.basis).toMatch(/^पब्लिश हुए आंकड़े: Fluxnote/u);
    expect(own.estimate.formula).toBe("1,20,000 लॉन्ग-फ़ॉर्म व्यूज़ × हर 1,000 पर ₹25 = रोज़ ₹3,000");
    expect(hiRpmWithCentre(own.longForm.range, 25)).toBe("₹25");
  });
});
