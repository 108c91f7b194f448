// What the number reader and the calculators' shared parts say, in Hindi: the reader
// (~/lib/numbers) and its percentages answer in English, so the Hindi calculator pages put its
// messages and small words into Hindi here, one message for one, before they are shown.
import {
  MAX_COUNT,
  NUMBER_MESSAGES,
  formatCount,
  formatPercent,
  percentTooLargeMessage,
  tooLargeMessage,
} from "~/lib/text/numbers";

/** The number reader's messages in Hindi, by the English they stand for. */
const HI_NUMBER_MESSAGES: Readonly<Record<keyof typeof NUMBER_MESSAGES, string>> = {
  empty: "कोई संख्या लिखें।",
  tooLong: "संख्या के लिए यह बहुत लंबा है। 12,500, 12.5k या 1.2 लाख की तरह लिखें।",
  notANumber: "संख्या अंकों में लिखें, जैसे 12,500, 12.5k या 1.2 लाख।",
  commas: "कॉमा देख लें: 12,500 या 1,20,000 लिखें।",
  negative: "संख्या माइनस में नहीं हो सकती।",
  zero: "संख्या ज़ीरो से ज़्यादा होनी चाहिए।",
  wholeNumber: "दशमलव के बिना पूरी संख्या लिखें।",
  notFinite: "यह संख्या हिसाब के लिए बहुत बड़ी है।",
  notAPercent: "प्रतिशत अंकों में लिखें, जैसे 3.5 या 3.5%।",
};

const BY_ENGLISH: ReadonlyMap<string, string> = new Map(
  (Object.keys(NUMBER_MESSAGES) as (keyof typeof NUMBER_MESSAGES)[]).map((key) => [
    NUMBER_MESSAGES[key],
    HI_NUMBER_MESSAGES[key],
  ]),
);

/** "यह 20 से ज़्यादा है।": the Hindi of `tooLargeMessage(max)`. */
export function hiTooLarge(max: number): string {
  return `यह ${formatCount(max)} से ज़्यादा है। संख्या एक बार जांच लें।`;
}

/**
 * A number reader's message in Hindi. `maxima` are the limits the calculator reads with (the
 * reader's own, `MAX_COUNT`, always counts), so a "more than …" message is matched to its own
 * limit; `own` are the calculator's own messages.
 */
export function hiNumberMessage(
  message: string,
  maxima: readonly number[] = [],
  own: ReadonlyMap<string, string> = new Map(),
): string {
  const known = own.get(message) ?? BY_ENGLISH.get(message);
  if (known !== undefined) return known;
  for (const max of [...maxima, MAX_COUNT]) {
    if (message === tooLargeMessage(max)) return hiTooLarge(max);
    if (message === percentTooLargeMessage(max)) return `यहां प्रतिशत ${formatCount(max)}% से ज़्यादा नहीं हो सकता।`;
  }
  return message;
}

/** A calculator's own messages, English to Hindi, from two records with the same keys. */
export function messageMap<K extends string>(
  en: Readonly<Record<K, string>>,
  hi: Readonly<Record<K, string>>,
): ReadonlyMap<string, string> {
  return new Map((Object.keys(en) as K[]).map((key) => [en[key], hi[key]]));
}

/** `formatPercent` with its one word in Hindi: "0.01% से कम" for a small positive rate. */
export function hiPercent(percent: number): string {
  if (percent > 0 && percent < 0.01) return "0.01% से कम";
  return formatPercent(percent);
}
