// What the caption generator's screen says, in each language. The moods' English names are the
// choices' own labels (./categories.ts); the Hindi page names them here.
import { TOPIC_LABEL } from "~/components/topic-field";
import type { Lang } from "~/lib/lang";
import type { CaptionCategory } from "./categories";

interface CaptionWords {
  category: string;
  /** The moods' names; English takes the choices' own labels. */
  moods: Readonly<Record<CaptionCategory, string>> | null;
  topicLabel: string;
  topicHint: string;
  topicPlaceholder: string;
  categoryMessage: string;
  submit: string;
  more: string;
  results: string;
  ready: (count: number) => string;
  copyLabel: (place: number) => string;
  copied: string;
}

export const CAPTION_WORDS: Readonly<Record<Lang, CaptionWords>> = {
  en: {
    category: "Category",
    moods: null,
    topicLabel: TOPIC_LABEL,
    topicHint:
      "Optional. Name the dish, place, game or exam and the captions will too. Leave it empty for the mood alone.",
    topicPlaceholder: "e.g. biryani, Goa trip, BGMI",
    categoryMessage: "Please select a category first.",
    submit: "Generate Captions",
    more: "Generate More",
    results: "Your captions",
    ready: (count) => `${count} captions ready.`,
    copyLabel: (place) => `Copy caption ${place}`,
    copied: "Caption copied to your clipboard.",
  },
  hi: {
    category: "मूड",
    moods: {
      attitude: "एटीट्यूड",
      love: "लव",
      sad: "सैड",
      funny: "फ़नी",
      motivation: "मोटिवेशन",
      travel: "ट्रैवल",
      birthday: "बर्थडे",
      festival: "त्योहार",
      friendship: "दोस्ती",
      food: "फ़ूड",
      selfie: "सेल्फ़ी",
    },
    topicLabel: "पोस्ट किस बारे में है?",
    topicHint: "ज़रूरी नहीं। डिश, जगह, गेम या एग्ज़ाम का नाम लिखें, कैप्शन उसी पर बनेंगे। खाली छोड़ें तो सिर्फ़ मूड के कैप्शन मिलेंगे।",
    topicPlaceholder: "जैसे बिरयानी, मनाली, BGMI",
    categoryMessage: "पहले एक मूड चुनें।",
    submit: "कैप्शन बनाएं",
    more: "और बनाएं",
    results: "आपके कैप्शन",
    ready: (count) => `${count} कैप्शन तैयार हैं।`,
    copyLabel: (place) => `कैप्शन ${place} कॉपी करें`,
    copied: "कैप्शन आपके क्लिपबोर्ड पर कॉपी हो गया।",
  },
};
