// What the title generator's screen says, in each language. The video types' English names are
// the choices' own labels (./youtube-title-generator.form.ts); the Hindi page names them here.
import type { Lang } from "~/lib/lang/lang";
import type { VideoType } from "./youtube-title-generator.form";

interface TitleWords {
  topic: string;
  topicPlaceholder: string;
  topicHint: string;
  type: string;
  typePlaceholder: string;
  /** The video types' names; English takes the choices' own labels. */
  types: Readonly<Record<VideoType, string>> | null;
  topicMessage: string;
  typeMessage: string;
  submit: string;
  results: string;
  ready: (count: number) => string;
  note: (limit: number, visible: number) => string;
  characters: string;
  fits: string;
  /** Said when search results may cut a title after its last visible words. */
  cut: (lastWords: string, visible: number) => string;
  shortened: string;
  copyLabel: (place: number) => string;
  copiedTitle: string;
  copied: string;
}

export const TITLE_WORDS: Readonly<Record<Lang, TitleWords>> = {
  en: {
    topic: "Video topic",
    topicPlaceholder: "e.g. BGMI sensitivity settings, masala chai at home",
    topicHint: "Write it the way a viewer would search for it. Names keep their own capitals (BGMI, iPhone).",
    type: "Video type",
    typePlaceholder: "Choose a video type",
    types: null,
    topicMessage: "Please enter a video topic.",
    typeMessage: "Please choose a video type.",
    submit: "Generate Titles",
    results: "Your titles",
    ready: (count) => `${count} titles ready.`,
    note: (limit, visible) =>
      `YouTube allows ${limit} characters. Search results show about the first ${visible}: the dimmed part after the red mark may not be seen, so keep the words people search for before it.`,
    characters: "characters",
    fits: "fits in search results",
    cut: (lastWords, visible) => `search results may cut it after “…${lastWords}” (about ${visible} characters)`,
    shortened: "topic shortened to fit",
    copyLabel: (place) => `Copy title ${place}`,
    copiedTitle: "Copied!",
    copied: "Title copied to your clipboard.",
  },
  hi: {
    topic: "वीडियो का टॉपिक",
    topicPlaceholder: "जैसे दाल मखनी, iPhone 16 रिव्यू, मनाली ट्रिप",
    topicHint: "वैसे लिखें जैसे दर्शक सर्च करते हैं, हिन्दी में या Hinglish में। नाम अपने असली रूप में रहेंगे (BGMI, iPhone)।",
    type: "वीडियो टाइप",
    typePlaceholder: "वीडियो टाइप चुनें",
    types: {
      tutorial: "ट्यूटोरियल",
      list: "लिस्ट",
      review: "रिव्यू",
      vlog: "व्लॉग",
      challenge: "चैलेंज",
      shorts: "शॉर्ट्स",
    },
    topicMessage: "पहले वीडियो का टॉपिक लिखें।",
    typeMessage: "पहले वीडियो टाइप चुनें।",
    submit: "टाइटल बनाएं",
    results: "आपके टाइटल",
    ready: (count) => `${count} टाइटल तैयार हैं।`,
    note: (limit, visible) =>
      `YouTube ${limit} कैरेक्टर तक का टाइटल लेता है। सर्च रिज़ल्ट में लगभग पहले ${visible} कैरेक्टर ही दिखते हैं: लाल निशान के बाद का हल्का हिस्सा शायद न दिखे, इसलिए लोग जो शब्द सर्च करते हैं, उन्हें उससे पहले रखें।`,
    characters: "कैरेक्टर",
    fits: "सर्च रिज़ल्ट में पूरा दिखेगा",
    cut: (lastWords, visible) => `सर्च रिज़ल्ट इसे “…${lastWords}” के बाद काट सकते हैं (लगभग ${visible} कैरेक्टर)`,
    shortened: "फ़िट करने के लिए टॉपिक छोटा किया गया",
    copyLabel: (place) => `टाइटल ${place} कॉपी करें`,
    copiedTitle: "कॉपी हो गया!",
    copied: "टाइटल आपके क्लिपबोर्ड पर कॉपी हो गया।",
  },
};
