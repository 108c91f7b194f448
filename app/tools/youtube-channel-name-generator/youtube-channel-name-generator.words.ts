// What the channel name generator's screen says, in each language.
import type { Lang } from "~/lib/lang/lang";

interface ChannelNameWords {
  keyword: string;
  keywordPlaceholder: string;
  keywordMessage: string;
  submit: string;
  results: string;
  ready: (count: number) => string;
  note: string;
  copyLabel: (place: number) => string;
  copied: string;
}

export const CHANNEL_NAME_WORDS: Readonly<Record<Lang, ChannelNameWords>> = {
  en: {
    keyword: "Your Topic or Keyword",
    keywordPlaceholder: "e.g. cooking, cricket, study",
    keywordMessage: "Please enter a keyword or topic.",
    submit: "Generate Names",
    results: "Your channel names",
    ready: (count) => `${count} channel names ready.`,
    note: "Generate again for a fresh mix. Check that the name is free as a YouTube handle before you settle on it.",
    copyLabel: (place) => `Copy name ${place}`,
    copied: "Channel name copied to your clipboard.",
  },
  hi: {
    keyword: "आपका टॉपिक या कीवर्ड",
    keywordPlaceholder: "जैसे: कुकिंग, क्रिकेट, पढ़ाई",
    keywordMessage: "पहले कोई कीवर्ड या टॉपिक लिखें।",
    submit: "नाम बनाएं",
    results: "आपके चैनल नाम",
    ready: (count) => `${count} चैनल नाम तैयार हैं।`,
    note: "नए नामों के लिए फिर से बनाएं। हिन्दी में लिखने पर कुछ नाम रोमन अक्षरों में भी मिलते हैं, हैंडल के लिए और इंग्लिश में सर्च करने वालों के लिए। नाम तय करने से पहले देख लें कि वह YouTube हैंडल के तौर पर खाली है।",
    copyLabel: (place) => `नाम ${place} कॉपी करें`,
    copied: "चैनल का नाम आपके क्लिपबोर्ड पर कॉपी हो गया।",
  },
};
