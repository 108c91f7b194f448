// What the engagement calculator's screen says, in Hindi.
import { plural } from "~/lib/text/plural";
import {
  BENCHMARK_FLOOR,
  BENCHMARK_SOURCE,
  type EngagementTier,
  formatRangePercent,
} from "~/lib/calculator/engagement-benchmarks";
import { numberFormat } from "~/config/intl";
import { formatCount } from "~/lib/text/numbers";
import { hiPercent } from "~/lib/calculator/words/hi";
import { MAX_POSTS } from "../instagram-engagement-rate-calculator.data";
import {
  type EngagementField,
  type EngagementReport,
  type Metric,
  outlierPosts,
} from "../instagram-engagement-rate-calculator.logic";
import type { EngagementWords } from "./shape";

/** The logic's messages in Hindi, under the same keys as `ENGAGEMENT_MESSAGES`. */
export const HI_ENGAGEMENT_MESSAGES = {
  followersEmpty: "अपने फ़ॉलोअर्स की संख्या लिखें।",
  noPosts: "कम से कम एक पोस्ट के लाइक्स और कमेंट्स लिखें।",
  tooManyPosts: `आप ज़्यादा से ज़्यादा ${MAX_POSTS} पोस्ट जोड़ सकते हैं।`,
  likesEmpty: "इस पोस्ट के लाइक्स लिखें।",
  commentsEmpty: "इस पोस्ट के कमेंट्स लिखें, कोई न हो तो 0।",
  partialSaves: "हर पोस्ट के सेव लिखें, या किसी भी पोस्ट के सेव न लिखें।",
  partialShares: "हर पोस्ट के शेयर लिखें, या किसी भी पोस्ट के शेयर न लिखें।",
  noAverages: "हर पोस्ट पर अपने औसत लाइक्स और कमेंट्स लिखें।",
  averageLikesEmpty: "हर पोस्ट पर अपने औसत लाइक्स लिखें।",
  averageCommentsEmpty: "हर पोस्ट पर अपने औसत कमेंट्स लिखें, कोई न हो तो 0।",
} as const;

/** "10K से कम फ़ॉलोअर्स", "10K–50K फ़ॉलोअर्स", "1M+ फ़ॉलोअर्स": a tier's edges, in K and M as Instagram shows them. */
export function hiTierRange(tier: EngagementTier, followers = " फ़ॉलोअर्स"): string {
  const edge = (count: number) => (count >= 1_000_000 ? `${count / 1_000_000}M` : `${count / 1_000}K`);
  if (tier.minFollowers === 0 && tier.maxFollowers !== null) return `${edge(tier.maxFollowers)} से कम${followers}`;
  if (tier.maxFollowers === null) return `${edge(tier.minFollowers)}+${followers}`;
  return `${edge(tier.minFollowers)}–${edge(tier.maxFollowers)}${followers}`;
}

/** The Hindi answer as plain text, for a media kit or a note to a brand. */
export function hiSummary(report: EngagementReport): string {
  const lines = [
    `Instagram एंगेजमेंट रेट: ${hiPercent(report.rate)} (${formatCount(report.followers)} फ़ॉलोअर्स)`,
    `फ़ॉर्मूला: ${report.formula}`,
    `हिसाब: ${report.working}`,
  ];
  if (report.counted.length > 2) lines.push(`सिर्फ़ लाइक्स और कमेंट्स: ${hiPercent(report.likesCommentsRate)}`);
  lines.push(`${report.positionText} बेंचमार्क: ${BENCHMARK_SOURCE.name} (${BENCHMARK_SOURCE.year})।`);
  return lines.join("\n");
}

export const words: EngagementWords = {
  submit: "एंगेजमेंट रेट निकालें",
  loading: "हिसाब लग रहा है...",
  followers: "फ़ॉलोअर्स",
  followersHint: "जैसे आपकी प्रोफ़ाइल पर दिखते हैं: 12500, 12.5k, 50 हज़ार या 1.2 लाख, सब चलेगा।",
  followersPlaceholder: "जैसे 12.5k",
  entry: "एंट्री का तरीका",
  averagesToggle: "मुझे बस हर पोस्ट का अपना औसत पता है",
  averagesHint: "हर पोस्ट पर अपने औसत लाइक्स और कमेंट्स लिखें। दशमलव चलेगा। सेव और शेयर तभी गिने जाएंगे जब आप उन्हें भरेंगे।",
  postsHint: `अपनी आखिरी कुछ पोस्ट लगातार लें, ज़्यादा से ज़्यादा ${MAX_POSTS}; पिन की हुई पोस्ट या गिवअवे छोड़ दें। सेव और शेयर ज़रूरी नहीं: भरें तो हर पोस्ट के लिए, वरना किसी के लिए नहीं।`,
  averagesLegend: "हर पोस्ट पर आपके औसत",
  postLegend: (row) => `पोस्ट ${row}`,
  remove: "हटाएं",
  removeLabel: (row) => `पोस्ट ${row} हटाएं`,
  addPost: "एक पोस्ट जोड़ें",
  postsFull: `कैलकुलेटर ज़्यादा से ज़्यादा ${MAX_POSTS} पोस्ट लेता है।`,
  postsCount: (count) => `ज़्यादा से ज़्यादा ${MAX_POSTS} में से ${count} पोस्ट।`,
  metrics: { likes: "लाइक्स", comments: "कमेंट्स", saves: "सेव", shares: "शेयर" },
  title: "आपका एंगेजमेंट रेट",
  status: (rate, position) => `आपका एंगेजमेंट रेट ${rate} है। ${position}`,
  figureLabel: (counted) => `फ़ॉलोअर्स के हिसाब से एंगेजमेंट रेट, ${counted} गिनकर`,
  copyLabel: "एंगेजमेंट रेट और हिसाब कॉपी करें",
  copied: "आपका एंगेजमेंट रेट और उसका हिसाब आपके क्लिपबोर्ड पर है।",
  workedOut: "हिसाब कैसे लगा",
  likesCommentsOnly: (rate) => `सिर्फ़ लाइक्स और कमेंट्स: ${rate}, नीचे यही आंकड़ा मिलाया गया है।`,
  postByPost: "हर पोस्ट का हिसाब",
  postColumns: ["पोस्ट", "इंटरैक्शन", "रेट"],
  post: (number) => `पोस्ट ${number}`,
  against: "आपके साइज़ के अकाउंट्स से तुलना",
  tableCaption: (source, year) => `अकाउंट के साइज़ के हिसाब से आम एंगेजमेंट, फ़ॉलोअर्स पर लाइक्स और कमेंट्स (${source}, ${year})`,
  tierColumns: ["अकाउंट साइज़", "फ़ॉलोअर्स", "आम रेट"],
  yourSize: "आपका साइज़",
  tiers: { nano: "नैनो", micro: "माइक्रो", mid: "मिड-टियर", macro: "मैक्रो", mega: "मेगा" },
};

/** The start of a Hindi toast line naming the box: "पोस्ट 3 के लाइक्स: ", "औसत कमेंट्स: ". */
export function hiRow(field: EngagementField, post: number | null, averages: boolean): string {
  if (field === "followers" || field === "posts" || post === null) return "";
  const metric = words.metrics[field];
  return averages ? `औसत ${metric}: ` : `पोस्ट ${post + 1} के ${metric}: `;
}

/** The report's sentences in Hindi: the same figures, formula, comparison and notes. */
export function inHindi(report: EngagementReport, averages: boolean): EngagementReport {
  const tierName = words.tiers?.[report.tier.id] ?? report.tier.label;
  const where = { below: "से कम", within: "के अंदर", above: "से ज़्यादा" }[report.position];
  const over = averages
    ? "हर पोस्ट के आपके औसत से"
    : plural("hi", report.posts.length, {
        one: "एक पोस्ट के लिए",
        other: "{count} पोस्ट का औसत",
      });
  const average = (metric: Metric) =>
    report.posts.reduce((sum, post) => sum + (post[metric] ?? 0), 0) / report.posts.length;
  const oneDecimal = numberFormat({ maximumFractionDigits: 1 });
  const names = report.counted.map((metric) => words.metrics[metric]);
  const notes: string[] = [];
  if (report.followers < BENCHMARK_FLOOR) {
    notes.push(
      `बेंचमार्क ${formatCount(BENCHMARK_FLOOR)} फ़ॉलोअर्स से शुरू होते हैं, इसलिए आपके साइज़ के अकाउंट के लिए नैनो रेंज बस एक मोटा अंदाज़ा है।`,
    );
  }
  if (report.counted.length > 2) {
    notes.push(
      `बेंचमार्क सिर्फ़ लाइक्स और कमेंट्स गिनते हैं, इसलिए आपका लाइक्स-और-कमेंट्स वाला रेट (${hiPercent(report.likesCommentsRate)}) ही मिलाया गया है।`,
    );
  }
  if (report.posts.length === 1 && !averages) {
    notes.push("एक पोस्ट बस एक झलक है। हाल की 6 से 12 पोस्ट का औसत ज़्यादा सही आंकड़ा देता है।");
  }
  for (const post of outlierPosts(report.posts)) {
    notes.push(
      `पोस्ट ${post.index + 1} बाकी पोस्ट से बहुत ऊपर है और औसत को ऊपर खींच रही है। अपना आम रेट देखने के लिए इसे हटाकर फिर से हिसाब लगाएं।`,
    );
  }
  if (report.posts.some((post) => post.rate > 100)) {
    notes.push(
      "जिस पोस्ट पर आपके फ़ॉलोअर्स से ज़्यादा इंटरैक्शन हैं, वह फ़ॉलोअर्स से काफ़ी आगे तक पहुंची, जैसा रील्स के साथ अक्सर होता है। ऐसी पोस्ट के लिए रीच के हिसाब से एंगेजमेंट (इनसाइट्स में) बेहतर तस्वीर देता है।",
    );
  }
  return {
    ...report,
    formula: `(${names.join(" + ")}) ÷ फ़ॉलोअर्स × 100, ${over}`,
    working: `(${report.counted.map((metric) => oneDecimal.format(average(metric))).join(" + ")}) ÷ ${formatCount(report.followers)} × 100 = ${hiPercent(report.rate)}`,
    positionText: `आपका रेट ${tierName} अकाउंट्स (${hiTierRange(report.tier)}) की आम रेंज ${formatRangePercent(report.tier.typical)} ${where} है।`,
    notes,
  };
}
