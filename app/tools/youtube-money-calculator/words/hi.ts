// What the money calculator's screen says, in Hindi.
import { hiCite, hiSourceDate } from "~/lib/calculator/words/hi-sources";
import { type Range, formatCount, formatInr, formatInrRange } from "~/lib/text/numbers";
import { CREATOR_SHARE, DAYS_PER_MONTH, MAX_RPM, type PublishedRpm, SOURCES } from "../youtube-money-calculator.data";
import { type MoneyEstimate, type Span, formatRpm } from "../youtube-money-calculator.logic";
import type { PeriodKey, MoneyWords } from "./shape";

/** The logic's messages in Hindi, under the same keys as `MONEY_MESSAGES`. */
export const HI_MONEY_MESSAGES = {
  viewsEmpty: "रोज़ के व्यूज़ लिखें।",
  category: "कंटेंट कैटेगरी चुनें।",
  lowAboveHigh: "कम वाला RPM ज़्यादा वाले से बड़ा नहीं हो सकता।",
  viewsImplausible: `रोज़ 20 करोड़ से ज़्यादा व्यूज़ भारत के सबसे ज़्यादा देखे जाने वाले चैनल से भी ज़्यादा हैं: T-Series को जनवरी 2020 में लगभग 370 करोड़ व्यूज़ मिले, यानी रोज़ करीब 12 करोड़ (${SOURCES.radioAndMusic.name}, ${hiSourceDate(SOURCES.radioAndMusic.date)})। कहीं ये एक महीने के या अब तक के कुल व्यूज़ तो नहीं? संख्या एक बार जांच लें।`,
  estimate:
    "पब्लिश हुए RPM से निकला अंदाज़ा, वादा नहीं। आपके YouTube Studio (Analytics → Revenue) का RPM आपका असली आंकड़ा देता है।",
  rpmTooLarge: `हर 1,000 व्यूज़ पर ${formatInr(MAX_RPM)} से ऊपर का RPM किसी भी पब्लिश हुए भारतीय आंकड़े से बहुत आगे है। एक बार जांच लें।`,
} as const;

/** "Fluxnote, YouTube Shorts RPM in India (25 फ़रवरी 2026): ₹5–₹22 (“entertainment”)": the source as published, dated in Hindi. */
function hiDescribe(published: readonly PublishedRpm[]): string {
  return published
    .map((rpm) => `${hiCite(rpm.source)}: ${formatRpm(rpm.range)}${rpm.as === undefined ? "" : ` (“${rpm.as}”)`}`)
    .join("; ");
}

/** What the published figures are and how the default was drawn from them, in Hindi. */
export function hiBasisOf(published: readonly PublishedRpm[]): string {
  const pooled = published.length > 1 ? "। डिफ़ॉल्ट का हर सिरा इनके सिरों का ज्योमेट्रिक मीन है" : "";
  return `पब्लिश हुए आंकड़े: ${hiDescribe(published)}${pooled}`;
}

/** Where the visitor's own RPM came from. */
export const HI_OWN_FIGURE = "आपका आंकड़ा";

/** "30,000 लॉन्ग-फ़ॉर्म व्यूज़ × हर 1,000 पर ₹24.25 + … = रोज़ ₹1,897": the logic's formula in Hindi. */
export function hiFormula(estimate: MoneyEstimate): string {
  const parts: string[] = [];
  if (estimate.longFormViews > 0) {
    parts.push(
      `${formatCount(estimate.longFormViews)} लॉन्ग-फ़ॉर्म व्यूज़ × हर 1,000 पर ${formatInr(estimate.centralRpm.longForm, 2)}`,
    );
  }
  if (estimate.shortsViews > 0) {
    parts.push(
      `${formatCount(estimate.shortsViews)} शॉर्ट्स व्यूज़ × हर 1,000 पर ${formatInr(estimate.centralRpm.shorts, 2)}`,
    );
  }
  return `${parts.join(" + ")} = रोज़ ${formatInr(estimate.daily.central)}`;
}

/** How the figure was made, in sentences the visitor can check by hand, in Hindi. */
export function hiMethodSentence(estimate: MoneyEstimate): string {
  return [
    `${estimate.formula} से बना, महीने के लिए × ${DAYS_PER_MONTH} दिन।`,
    "हर RPM अपनी रेंज का बीच है (कम × ज़्यादा का स्क्वेयर रूट); रेंज में पहले दोनों कम आंकड़े लिए गए, फिर दोनों ज़्यादा।",
    `RPM में बिना विज्ञापन वाले व्यूज़ और YouTube का हिस्सा पहले से गिना हुआ है (क्रिएटर लॉन्ग-फ़ॉर्म विज्ञापन कमाई का ${CREATOR_SHARE.longForm}% और अपने हिस्से आई शॉर्ट्स कमाई का ${CREATOR_SHARE.shorts}% रखते हैं)।`,
  ].join(" ");
}

/** "₹14–₹42 (बीच ₹24.25)" */
export function hiRpmWithCentre(range: Range, central: number): string {
  return range.low === range.high ? formatRpm(range) : `${formatRpm(range)} (बीच ${formatInr(central, 2)})`;
}

export const words: MoneyWords = {
  submit: "कमाई का अंदाज़ा लगाएं",
  fields: {
    dailyViews: {
      label: "रोज़ के व्यूज़",
      hint: "YouTube Studio पिछले 28 दिनों के व्यूज़ दिखाता है: उन्हें 28 से भाग दें। 12,000, 12k, 50 हज़ार या 1.2 लाख, सब चलेगा।",
      placeholder: "जैसे 12k",
    },
    shortsPercent: {
      label: "शॉर्ट्स का हिस्सा (%)",
      hint: "इन व्यूज़ में से कितने शॉर्ट्स के हैं। खाली छोड़ें तो 0% माना जाएगा।",
      placeholder: "0",
    },
    category: { label: "कंटेंट कैटेगरी", placeholder: "कैटेगरी चुनें" },
    longFormRpmLow: { label: "लॉन्ग-फ़ॉर्म RPM, कम" },
    longFormRpmHigh: { label: "लॉन्ग-फ़ॉर्म RPM, ज़्यादा" },
    shortsRpmLow: { label: "शॉर्ट्स RPM, कम" },
    shortsRpmHigh: { label: "शॉर्ट्स RPM, ज़्यादा" },
  },
  categories: {
    finance: "फ़ाइनेंस और बिज़नेस",
    tech: "टेक और गैजेट्स",
    education: "एजुकेशन और पढ़ाई",
    health: "हेल्थ और फ़िटनेस",
    food: "फ़ूड और कुकिंग",
    gaming: "गेमिंग",
    entertainment: "एंटरटेनमेंट, कॉमेडी और व्लॉग्स",
  },
  rpmHeading: "कैलकुलेटर कौन-सा RPM मानता है (हर 1,000 व्यूज़ पर ₹)",
  rpmLead:
    "खाली बॉक्स पब्लिश हुए आंकड़ों से निकली रेंज लेते हैं। अपने असली आंकड़े के लिए YouTube Studio (Analytics → Revenue) से RPM लेकर दोनों बॉक्स में डालें।",
  longForm: "लॉन्ग-फ़ॉर्म वीडियो",
  shorts: "शॉर्ट्स",
  chooseCategory: "डिफ़ॉल्ट रेंज देखने के लिए कैटेगरी चुनें।",
  longFormDefault: (category, rpm) => `${category} के लिए डिफ़ॉल्ट: ${rpm}।`,
  shortsDefault: (category, rpm) => `${category} में शॉर्ट्स के लिए डिफ़ॉल्ट: ${rpm}।`,
  title: "आपकी YouTube कमाई का अंदाज़ा",
  status: (central, range) => `विज्ञापनों से महीने में लगभग ${central} (शायद ${range})। यह अंदाज़ा है, वादा नहीं।`,
  figureLead: "हर महीने YouTube विज्ञापनों से, बीच का अंदाज़ा; शायद ",
  copyLabel: "कमाई का अंदाज़ा कॉपी करें",
  copied: "आपकी कमाई का अंदाज़ा आपके क्लिपबोर्ड पर है।",
  tableCaption: "विज्ञापनों से कमाई का अंदाज़ा: बीच का आंकड़ा, और उसके आस-पास की रेंज",
  columns: ["समय", "बीच का अंदाज़ा", "रेंज"],
  periods: { daily: "हर दिन", monthly: "हर महीने (30 दिन)", yearly: "हर साल (365 दिन)" },
  made: "अंदाज़ा कैसे बना",
  viewsLine: (views, longForm, shorts, share) =>
    `रोज़ ${views} व्यूज़: ${longForm} लॉन्ग-फ़ॉर्म और ${shorts} शॉर्ट्स (${share} शॉर्ट्स)।`,
  longFormLine: (rpm) => `लॉन्ग-फ़ॉर्म RPM हर 1,000 व्यूज़ पर ${rpm}। `,
  shortsLine: (rpm) => `शॉर्ट्स RPM हर 1,000 व्यूज़ पर ${rpm}। `,
  daysLine: (month, year) => `महीने में ${month} दिन और साल में ${year} दिन गिने गए हैं।`,
  sentenceEnd: "।",
  footer:
    "अपने आंकड़े देखने के लिए ऊपर के RPM बॉक्स बदलें और फिर से कमाई का अंदाज़ा लगाएं दबाएं। ब्रांड डील और एफ़िलिएट की कमाई इसके ऊपर से आती है।",
};

/** The Hindi answer as plain text: the central figures and ranges, how they were made, and that it is an estimate. */
export function hiMoneySummary(
  estimate: MoneyEstimate,
  category: string,
  longForm: Range,
  shorts: Range,
  central: (span: Span) => string,
): string {
  const keys: readonly PeriodKey[] = ["daily", "monthly", "yearly"];
  return [
    `YouTube विज्ञापन कमाई का अंदाज़ा (${category})`,
    ...keys.map(
      (key) => `${words.periods[key]}: लगभग ${central(estimate[key])} (${formatInrRange(estimate[key], "hi")})`,
    ),
    hiMethodSentence(estimate),
    `लॉन्ग-फ़ॉर्म RPM ${formatRpm(longForm)}, शॉर्ट्स RPM ${formatRpm(shorts)}`,
    HI_MONEY_MESSAGES.estimate,
  ].join("\n");
}
