import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import {
  MAX_COUNT,
  NUMBER_MESSAGES,
  formatCount,
  formatInr,
  formatInrRange,
  formatInrWords,
  formatPercent,
  percentTooLargeMessage,
  readCount,
  readPercent,
  roundEstimate,
  tooLargeMessage,
} from "./numbers";

function value(raw: string, options?: Parameters<typeof readCount>[1]): number {
  const result = readCount(raw, options);
  if (!result.ok) throw new Error(`"${raw}" was refused: ${result.message}`);
  return result.value;
}

function message(raw: string, options?: Parameters<typeof readCount>[1]): string {
  const result = readCount(raw, options);
  if (result.ok) throw new Error(`"${raw}" was accepted as ${result.value}`);
  return result.message;
}

describe("readCount", () => {
  itGives(value, {
    "reads plain, Western-grouped and Indian-grouped numbers": [
      ["12500", 12_500],
      ["12,500", 12_500],
      ["1,200,000", 1_200_000],
      ["1,20,000", 120_000],
      ["12,34,56,789", 123_456_789],
      ["12,500.75", 12_500.75],
      ["0.5", 0.5],
      [".5k", 500],
    ],
    "reads the short forms creators use, in any case": [
      ["12.5k", 12_500],
      ["12.5K", 12_500],
      ["1.2m", 1_200_000],
      ["1.2M", 1_200_000],
      ["1.5 lakh", 150_000],
      ["1.5L", 150_000],
      ["3 lakhs", 300_000],
      ["2.5 lac", 250_000],
      ["2 crore", 20_000_000],
      ["2cr", 20_000_000],
      ["2 Cr", 20_000_000],
      ["3 thousand", 3_000],
      ["1.1bn", 1_100_000_000],
    ],
    "is exact where floating-point multiplication is not": [
      // 1.15 * 1e5 is 114999.99999999999 in floating point.
      ["1.15 lakh", 115_000],
      ["4.35k", 4_350],
      ["1.23456k", 1_234.56],
    ],
    "ignores spaces of every kind, a rupee sign, Rs and a plus sign": [
      ["  12500  ", 12_500],
      ["12 500", 12_500],
      ["12\u00a0500", 12_500],
      ["₹1,20,000", 120_000],
      ["₹ 2.5 lakh", 250_000],
      ["Rs. 4,999", 4_999],
      ["rs500", 500],
      ["INR 800", 800],
      ["+12k", 12_000],
    ],
    "reads Devanagari and fullwidth digits": [
      ["१२,५००", 12_500],
      ["१.५ lakh", 150_000],
      ["१२३", 123],
      ["१,५०,०००", 150_000],
      ["１２５００", 12_500],
    ],
    "reads the Hinglish words for thousand, in any case, with or without a space": [
      ["50 hazar", 50_000],
      ["50hazar", 50_000],
      ["50 hazaar", 50_000],
      ["2.5 Hazaar", 2_500],
      ["1.5 LAKH", 150_000],
      ["1.5 Lac", 150_000],
      ["3 lakhs", 300_000],
      ["2 CR", 20_000_000],
      ["1.5 Million", 1_500_000],
    ],
    "reads the Devanagari words, with or without a space, nukta or not, before Devanagari digits too": [
      ["50 हज़ार", 50_000],
      ["50हज़ार", 50_000],
      // ज़ typed as one character (U+095B) and as ज + nukta read alike.
      ["50 \u0939\u095b\u093e\u0930", 50_000],
      ["50 हजार", 50_000],
      ["1.5 लाख", 150_000],
      ["1.5लाख", 150_000],
      ["१.५ लाख", 150_000],
      ["2 करोड़", 20_000_000],
      ["2 करोड", 20_000_000],
      ["२ करोड़", 20_000_000],
      ["1.2 मिलियन", 1_200_000],
      ["₹ 2.5 लाख", 250_000],
      ["रु 500", 500],
      ["रु. 1.5 हज़ार", 1_500],
    ],
  });

  it("takes a trailing + (“10K+”) only where the caller says it reads as the number", () => {
    expect(value("10K+", { orMore: true })).toBe(10_000);
    expect(value("1.5 लाख+", { orMore: true })).toBe(150_000);
    expect(value("12,500 +", { orMore: true })).toBe(12_500);
    expect(message("10K+")).toBe(NUMBER_MESSAGES.notANumber);
    expect(message("10K++", { orMore: true })).toBe(NUMBER_MESSAGES.notANumber);
  });

  it("refuses two numbers, whatever parts them, and words it does not know, in either language", () => {
    for (const raw of [
      "10 20",
      "1 5 lakh",
      "1.5 2",
      "10k 20k",
      "10-20",
      "1,20,000 - 1,50,000",
      "1 lakh 50 hazar",
      "1,20 000",
      "1.5 lakh followers",
      "50 हज़ार फ़ॉलोअर्स",
      "पचास हज़ार",
      "डेढ़ लाख",
      "5 हज़ार रुपये",
      "10 लाख।",
      "50 hazaars",
    ]) {
      expect(message(raw, { orMore: true }), raw).toBe(NUMBER_MESSAGES.notANumber);
    }
  });

  it("refuses a negative written with Indian words too", () => {
    expect(message("-1.5 लाख")).toBe(NUMBER_MESSAGES.negative);
    expect(message("−50 hazar")).toBe(NUMBER_MESSAGES.negative);
  });
  it("says what is wrong with empty or blank input", () => {
    expect(message("")).toBe(NUMBER_MESSAGES.empty);
    expect(message("   \t\n ")).toBe(NUMBER_MESSAGES.empty);
  });

  it("refuses letters, words, exponents and symbols with a message that shows the right form", () => {
    for (const raw of ["abc", "twelve", "12 followers", "1e6", "Infinity", "NaN", "12kk", "1.2 lakhs crore", "5 rs"]) {
      expect(message(raw)).toBe(NUMBER_MESSAGES.notANumber);
    }
    for (const raw of ["12..5", "1.2.3", "#12", "12$", "1/2", "."]) {
      expect(message(raw)).toBe(NUMBER_MESSAGES.notANumber);
    }
  });

  it("refuses commas that form no known grouping", () => {
    for (const raw of ["1,2,3", "125,00", "12,5", "1,0000", "1234,567", "12,500,", "1,20,000,00"]) {
      expect(message(raw)).toBe(NUMBER_MESSAGES.commas);
    }
  });

  it("refuses negatives, whatever the minus sign and wherever the rupee sign", () => {
    for (const raw of ["-500", "−500", "-₹500", "₹-500", "-1.2k", "– 3 lakh"]) {
      expect(message(raw)).toBe(NUMBER_MESSAGES.negative);
    }
  });

  it("refuses zero unless the caller allows it; minus zero is zero", () => {
    expect(message("0")).toBe(NUMBER_MESSAGES.zero);
    expect(message("0.0k")).toBe(NUMBER_MESSAGES.zero);
    expect(message("-0")).toBe(NUMBER_MESSAGES.zero);
    expect(value("0", { allowZero: true })).toBe(0);
    expect(value("-0", { allowZero: true })).toBe(0);
  });

  it("refuses absurdly large numbers, over ten billion by default or the caller's own cap", () => {
    expect(value("10,00,00,00,000")).toBe(MAX_COUNT);
    expect(message("10,00,00,00,001")).toBe(tooLargeMessage(MAX_COUNT));
    expect(message("11bn")).toBe(tooLargeMessage(MAX_COUNT));
    expect(message("99999999999999999999999999999999999999")).toBe(tooLargeMessage(MAX_COUNT));
    expect(message("5,001", { max: 5000 })).toBe(tooLargeMessage(5000));
    expect(tooLargeMessage(MAX_COUNT)).toBe("That's more than 10,00,00,00,000. Please check the number.");
  });

  it("refuses 10,000 characters of anything quickly, with a clear message", () => {
    const started = performance.now();
    expect(message("9".repeat(10_000))).toBe(NUMBER_MESSAGES.tooLong);
    expect(message("1,".repeat(5_000))).toBe(NUMBER_MESSAGES.tooLong);
    expect(value(`${" ".repeat(9_990)}12k`)).toBe(12_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it("asks for a whole number only where the caller needs one, rounding suffixed values", () => {
    expect(message("12.5", { wholeNumber: true })).toBe(NUMBER_MESSAGES.wholeNumber);
    expect(value("12.5", { wholeNumber: false })).toBe(12.5);
    expect(value("1.2345k", { wholeNumber: true })).toBe(1_235);
    expect(value("12.0", { wholeNumber: true })).toBe(12);
  });
});

describe("readPercent", () => {
  it("reads percentages with or without the sign", () => {
    for (const [raw, expected] of [
      ["3.5", 3.5],
      ["3.5%", 3.5],
      [" 3.5 % ", 3.5],
      ["100", 100],
      ["0.25", 0.25],
    ] as const) {
      const result = readPercent(raw);
      expect(result).toEqual({ ok: true, value: expected });
    }
  });

  it("refuses empty, words, suffixes, negatives, zero and values past the cap", () => {
    expect(readPercent("")).toEqual({ ok: false, message: NUMBER_MESSAGES.empty });
    expect(readPercent("%")).toEqual({ ok: false, message: NUMBER_MESSAGES.empty });
    expect(readPercent("high")).toEqual({ ok: false, message: NUMBER_MESSAGES.notAPercent });
    expect(readPercent("3k")).toEqual({ ok: false, message: NUMBER_MESSAGES.notAPercent });
    expect(readPercent("3.5.1")).toEqual({ ok: false, message: NUMBER_MESSAGES.notAPercent });
    expect(readPercent("3 लाख")).toEqual({ ok: false, message: NUMBER_MESSAGES.notAPercent });
    expect(readPercent("3+")).toEqual({ ok: false, message: NUMBER_MESSAGES.notAPercent });
    expect(readPercent("३.५%")).toEqual({ ok: true, value: 3.5 });
    expect(readPercent("-2%")).toEqual({ ok: false, message: NUMBER_MESSAGES.negative });
    expect(readPercent("0")).toEqual({ ok: false, message: NUMBER_MESSAGES.zero });
    expect(readPercent("0", { allowZero: true })).toEqual({ ok: true, value: 0 });
    expect(readPercent("100.5")).toEqual({ ok: false, message: percentTooLargeMessage(100) });
    expect(readPercent("60", { max: 50 })).toEqual({ ok: false, message: percentTooLargeMessage(50) });
    expect(readPercent("5".repeat(10_000))).toEqual({ ok: false, message: NUMBER_MESSAGES.tooLong });
  });
});

describe("formatting", () => {
  it("writes rupees and counts in Indian grouping", () => {
    expect(formatInr(120_000)).toBe("₹1,20,000");
    expect(formatInr(12.6)).toBe("₹13");
    expect(formatInr(0.5, 2)).toBe("₹0.5");
    expect(formatInr(99.25, 2)).toBe("₹99.25");
    expect(formatCount(120_000)).toBe("1,20,000");
    expect(formatCount(12_345_678)).toBe("1,23,45,678");
  });

  itGives(formatPercent, {
    "writes percentages with at most two decimals and never a misleading 0%": [
      [3.456, "3.46%"],
      [2, "2%"],
      [0, "0%"],
      [0.004, "under 0.01%"],
    ],
  });
  it("rounds estimates to whole rupees below 100 and two significant figures above", () => {
    expect(roundEstimate(0.4)).toBe(0);
    expect(roundEstimate(42.6)).toBe(43);
    expect(roundEstimate(155)).toBe(160);
    expect(roundEstimate(12_345)).toBe(12_000);
    expect(roundEstimate(1_234_567)).toBe(1_200_000);
    expect(roundEstimate(-5)).toBe(0);
    expect(roundEstimate(Number.NaN)).toBe(0);
    expect(formatInrRange({ low: 1_234, high: 3_456 })).toBe("₹1,200 – ₹3,500");
    expect(formatInrRange({ low: 1_201, high: 1_249 })).toBe("₹1,200");
  });

  it("writes rupees from ten lakh up in lakh or crore, in the page's language, only where that is exact", () => {
    const cases: readonly (readonly [number, string, string])[] = [
      [99, "₹99", "₹99"],
      [2_30_000, "₹2,30,000", "₹2,30,000"],
      [9_90_000, "₹9,90,000", "₹9,90,000"],
      [10_00_000, "₹10 lakh", "₹10 लाख"],
      [29_00_000, "₹29 lakh", "₹29 लाख"],
      [29_50_000, "₹29.5 lakh", "₹29.5 लाख"],
      [29_55_000, "₹29.55 lakh", "₹29.55 लाख"],
      // Two decimals of a lakh would lose ₹500: the grouped figure keeps every rupee.
      [29_55_500, "₹29,55,500", "₹29,55,500"],
      [1_00_00_000, "₹1 crore", "₹1 करोड़"],
      [1_20_00_000, "₹1.2 crore", "₹1.2 करोड़"],
      [1_23_45_678, "₹1,23,45,678", "₹1,23,45,678"],
      [12_000_00_00_000, "₹12,000 crore", "₹12,000 करोड़"],
    ];
    for (const [amount, en, hi] of cases) {
      expect(formatInrWords(amount, "en"), String(amount)).toBe(en);
      expect(formatInrWords(amount, "hi"), String(amount)).toBe(hi);
    }
    expect(formatInrRange({ low: 6_31_000, high: 14_20_000 })).toBe("₹6.3 lakh – ₹14 lakh");
    expect(formatInrRange({ low: 63_100, high: 14_20_000 }, "hi")).toBe("₹63,000 – ₹14 लाख");
    expect(formatInrRange({ low: 2_31_000, high: 9_80_000 })).toBe("₹2,30,000 – ₹9,80,000");
    expect(formatInrRange({ low: 28_60_000, high: 1_21_00_000 }, "hi")).toBe("₹29 लाख – ₹1.2 करोड़");
  });

  it("reads back what it writes, in both languages", () => {
    for (const amount of [10_00_000, 29_50_000, 1_20_00_000]) {
      for (const lang of ["en", "hi"] as const) expect(value(formatInrWords(amount, lang))).toBe(amount);
    }
  });
});
