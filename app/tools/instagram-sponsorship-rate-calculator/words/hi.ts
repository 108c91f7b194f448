// What the sponsorship calculator's screen says, in Hindi.
import { numberFormat } from "~/config/intl";
import { type Range, formatCount, formatInr } from "~/lib/text/numbers";
import { hiPercent } from "~/lib/calculator/words/hi";
import { hiCite } from "~/lib/calculator/words/hi-sources";
import {
  BARTER_BELOW,
  type FormatId,
  MAX_BASE_RATE,
  MAX_MULTIPLIER,
  SOURCES,
  UNUSUAL_ENGAGEMENT,
  VIEWS_FORMAT,
} from "../instagram-sponsorship-rate-calculator.data";
import { type RateDefaults, type RateReport, formatById } from "../instagram-sponsorship-rate-calculator.logic";
import type { RateWords } from "./shape";

/** The sources in Hindi: the publisher and the report keep their own names, the sentence around them is Hindi. */
const HI_SOURCE_NAMES: Readonly<Record<keyof typeof SOURCES, string>> = {
  kofluenceReport: "Kofluence की रिपोर्ट “Decoding Influence: The 2025 Influencer Marketing Report”",
  moneycontrol: "Moneycontrol की Influencernomics सीरीज़ में Kofluence का एनालिसिस और उसके को-फ़ाउंडर रितेश उज्ज्वल की बातें",
  ryme: "Ryme का लेख “How Much Do Influencers Charge in India”",
};

/** The logic's messages in Hindi, under the same keys as `RATE_MESSAGES`. */
export const HI_RATE_MESSAGES = {
  followersEmpty: "अपने फ़ॉलोअर्स की संख्या लिखें।",
  engagementEmpty: "अपना एंगेजमेंट रेट लिखें।",
  format: "एक फ़ॉर्मैट चुनें: रील, कैरोसेल, सिंगल-इमेज पोस्ट या स्टोरी।",
  niche: "दी गई निश में से एक चुनें, या इसे खाली छोड़ दें।",
  lowAboveHigh: "कम वाला रेट ज़्यादा वाले से बड़ा नहीं हो सकता।",
  baseRateTooLarge: `हर 1,000 फ़ॉलोअर्स पर ${formatInr(MAX_BASE_RATE)} से ऊपर का बेस रेट किसी भी पब्लिश हुए भारतीय रेट से बहुत आगे है। एक बार जांच लें।`,
  multiplier: `मल्टीप्लायर 0 से ज़्यादा और ज़्यादा से ज़्यादा ${MAX_MULTIPLIER} होना चाहिए।`,
  estimate:
    "यह ब्रांड से बातचीत शुरू करने का आंकड़ा है, मार्केट रेट नहीं: कोई ऑफ़िशियल रेट कार्ड नहीं है, इसलिए तरीका जांचें और जो आंकड़ा आप बेहतर जानते हैं, उसे बदल दें।",
  barter: `${formatCount(BARTER_BELOW)} से कम फ़ॉलोअर्स पर ज़्यादातर ब्रांड डील बार्टर होती हैं (कंटेंट के बदले प्रोडक्ट), इसलिए इस रेंज को बस एक मोटा अंदाज़ा मानें।`,
  unusualEngagement: "इतना ऊंचा एंगेजमेंट रेट आम नहीं है। ब्रांड इनसाइट्स के स्क्रीनशॉट मांग सकते हैं, इसलिए उन्हें तैयार रखें।",
} as const;

const plain = () => numberFormat({ maximumFractionDigits: 2 });

function rupees(range: Range, fractionDigits = 0): string {
  return `${formatInr(range.low, fractionDigits)}–${formatInr(range.high, fractionDigits)}`;
}

const hiFormat = (id: FormatId) => words.formats?.[id] ?? id;

/** The caveats under the Hindi answer, for the same reasons as the English. */
export function hiNotes(report: RateReport): string[] {
  const notes: string[] = [];
  if (report.input.followers < BARTER_BELOW) notes.push(HI_RATE_MESSAGES.barter);
  if (report.input.engagementRate > UNUSUAL_ENGAGEMENT) notes.push(HI_RATE_MESSAGES.unusualEngagement);
  return notes;
}

export const words: RateWords = {
  submit: "मेरा रेट निकालें",
  fields: {
    followers: { label: "फ़ॉलोअर्स", hint: "12500, 12.5k, 50 हज़ार या 1.2 लाख, सब चलेगा।", placeholder: "जैसे 25k" },
    engagementRate: {
      label: "एंगेजमेंट रेट (%)",
      hint: "हर पोस्ट के लाइक्स और कमेंट्स, फ़ॉलोअर्स के प्रतिशत में।",
      placeholder: "जैसे 3.5",
    },
    format: { label: "फ़ॉर्मैट", placeholder: "फ़ॉर्मैट चुनें" },
    views: {
      label: "हर रील पर औसत व्यूज़",
      hint: "ज़रूरी नहीं। इनसाइट्स से, अपनी आखिरी कुछ रील्स का: ब्रांड फ़ॉलोअर्स के साथ व्यूज़ भी देखते हैं।",
      placeholder: "जैसे 40k",
    },
    niche: {
      label: "निश",
      hint: "ज़रूरी नहीं। सिर्फ़ वही निश दी गई हैं जिनका प्रति व्यू दाम पब्लिश हुआ है; किसी और निश के लिए इसे खाली छोड़ दें।",
      placeholder: "कोई और निश, या पक्का नहीं",
    },
    baseRateLow: { label: "बेस रेट, कम (₹)" },
    baseRateHigh: { label: "बेस रेट, ज़्यादा (₹)" },
    engagementMultiplier: { label: "एंगेजमेंट मल्टीप्लायर" },
    nicheMultiplier: { label: "निश मल्टीप्लायर" },
    formatMultiplier: { label: "फ़ॉर्मैट मल्टीप्लायर" },
  },
  formats: { reel: "रील", carousel: "कैरोसेल", post: "सिंगल-इमेज पोस्ट", story: "स्टोरी (3 फ़्रेम तक)" },
  niches: {
    fashion: "फ़ैशन",
    lifestyle: "लाइफ़स्टाइल",
    health: "हेल्थ, डॉक्टर या एक्सपर्ट की ओर से",
    finance: "फ़ाइनेंस",
  },
  formatPhrases: {
    reel: "एक रील",
    carousel: "एक कैरोसेल पोस्ट",
    post: "एक सिंगल-इमेज पोस्ट",
    story: "3 फ़्रेम तक की एक स्टोरी",
  },
  notSure: "पक्का नहीं पता? ",
  engagementLink: "एंगेजमेंट रेट कैलकुलेटर से निकालें",
  linkEnd: "।",
  method: "तरीका",
  title: "आपका सुझाया गया रेट",
  status: (format, text) => `${format} के लिए सुझाया गया रेट: ${text}।`,
  figureLabel: (format) => `${format} के लिए, GST और बाकी खर्चों से पहले`,
  copyLabel: "रेट और तरीका कॉपी करें",
  copied: "आपका रेट और उसका तरीका आपके क्लिपबोर्ड पर है।",
  workedOut: "हिसाब कैसे लगा",
  formula: "फ़ॉलोअर्स ÷ 1,000 × बेस रेट × एंगेजमेंट × निश × फ़ॉर्मैट",
  formulaViews: ", फिर औसत व्यूज़ × प्रति व्यू दाम की ओर आधे रास्ते तक",
  sources: `बेस रेट हमारे अपने शुरुआती आंकड़ों से होकर जाने वाले एक स्मूद कर्व पर चलता है, जिसकी जांच पब्लिश हुई रील कीमतों से की गई है (${hiCite(SOURCES.kofluenceReport, HI_SOURCE_NAMES.kofluenceReport)}; ${hiCite(SOURCES.moneycontrol, HI_SOURCE_NAMES.moneycontrol)})। प्रति व्यू दाम और निश मल्टीप्लायर: ${hiCite(SOURCES.moneycontrol, HI_SOURCE_NAMES.moneycontrol)}। फ़ॉर्मैट के बीच का फ़र्क: ${hiCite(SOURCES.ryme, HI_SOURCE_NAMES.ryme)}।`,
  extras: "यूज़ेज राइट्स, एक्सक्लूसिविटी और रॉ फ़ुटेज का दाम अलग से लगता है; अगर आप GST में रजिस्टर्ड हैं तो GST भी।",
};

/** The line above the method boxes on the Hindi page: what a blank box stands for, once known. */
export function hiMethodHint(defaults: RateDefaults | null): string {
  const lead = "जो आंकड़ा आप बेहतर जानते हैं, उसे बदल दें।";
  if (!defaults) {
    return `${lead} खाली बॉक्स आपके साइज़, एंगेजमेंट और फ़ॉर्मैट के डिफ़ॉल्ट लेते हैं, जो इन्हें भरते ही यहां दिखेंगे।`;
  }
  const { baseRate, engagementMultiplier, typicalEngagement, niche, nicheMultiplier, format } = defaults;
  const nicheName = niche ? (words.niches?.[niche.id] ?? niche.label) : null;
  return [
    `${lead} खाली बॉक्स आपके लिए ये डिफ़ॉल्ट लेते हैं:`,
    `आपके साइज़ के अकाउंट के लिए हर 1,000 फ़ॉलोअर्स पर ${formatInr(baseRate.low)}–${formatInr(baseRate.high)},`,
    `आम ${hiPercent(typicalEngagement)} के मुकाबले आपके एंगेजमेंट के लिए × ${plain().format(engagementMultiplier)},`,
    `${nicheName ? `${nicheName} के लिए` : "कोई निश न देने पर"} × ${plain().format(nicheMultiplier)},`,
    `${words.formatPhrases[format.id]} के लिए × ${plain().format(format.multiplier)}।`,
  ].join(" ");
}

/** The method, one line per step, in Hindi: the same figures as the English steps. */
export function hiSteps(report: RateReport): string[] {
  const { input, defaults, estimate } = report;
  const { format, niche } = defaults;
  const yours = " (आपका आंकड़ा)";
  const edited = (value: number, fallback: number) => (value === fallback ? "" : yours);
  const baseEdited = input.baseRate.low !== defaults.baseRate.low || input.baseRate.high !== defaults.baseRate.high;
  const thousands = plain().format(input.followers / 1000);
  const multipliers = [input.engagementMultiplier, input.nicheMultiplier, input.formatMultiplier];
  const byFollowers = `${[thousands, rupees(input.baseRate), ...multipliers.map((m) => plain().format(m))].join(" × ")} = ${rupees(estimate.byFollowers)}`;
  const nicheName = niche ? (words.niches?.[niche.id] ?? niche.label) : null;
  const steps = [
    `फ़ॉलोअर्स ÷ 1,000: ${formatCount(input.followers)} ÷ 1,000 = ${thousands}`,
    `${formatCount(input.followers)} फ़ॉलोअर्स के लिए बेस रेट: सिंगल-इमेज पोस्ट के लिए हर 1,000 फ़ॉलोअर्स पर ${rupees(input.baseRate)}${baseEdited ? yours : ""}`,
    `एंगेजमेंट ${hiPercent(input.engagementRate)}, इस साइज़ के आम ${hiPercent(defaults.typicalEngagement)} के मुकाबले: × ${plain().format(input.engagementMultiplier)}${edited(input.engagementMultiplier, defaults.engagementMultiplier)}`,
    `${nicheName ? `निश, ${nicheName}` : "कोई निश नहीं दी"}: × ${plain().format(input.nicheMultiplier)}${edited(input.nicheMultiplier, defaults.nicheMultiplier)}`,
    `${hiFormat(format.id)}: × ${plain().format(input.formatMultiplier)}${edited(input.formatMultiplier, format.multiplier)}`,
  ];
  if (estimate.byViews && input.views !== null) {
    const reel = formatById(VIEWS_FORMAT).multiplier;
    const toFormat =
      input.formatMultiplier === reel
        ? ""
        : ` × ${plain().format(input.formatMultiplier)} ÷ ${plain().format(reel)}, रील की जगह ${hiFormat(format.id)} के लिए`;
    steps.push(
      `फ़ॉलोअर्स के हिसाब से: ${byFollowers}`,
      `व्यूज़ के हिसाब से: ${formatCount(input.views)} व्यूज़ × हर व्यू ${rupees(defaults.perView, 2)}${toFormat} = ${rupees(estimate.byViews)}`,
      `रेशियो स्केल पर दोनों के ठीक बीच (दोनों के गुणा का स्क्वेयर रूट): ${rupees(estimate.exact)}, राउंड करके ${estimate.text}`,
    );
  } else {
    steps.push(`${byFollowers}, राउंड करके ${estimate.text}`);
  }
  return steps;
}

/** The Hindi answer as plain text: the range, then the method step by step, then what it is not. */
export function hiRateSummary(report: RateReport): string {
  const format = words.formatPhrases[report.defaults.format.id];
  const views = report.input.views === null ? "" : `, ${formatCount(report.input.views)} औसत व्यूज़`;
  return [
    `${format} के लिए Instagram स्पॉन्सरशिप रेट (${formatCount(report.input.followers)} फ़ॉलोअर्स${views}): ${report.estimate.text}`,
    "तरीका:",
    ...report.steps.map((step, index) => `${index + 1}. ${step}`),
    HI_RATE_MESSAGES.estimate,
  ].join("\n");
}
