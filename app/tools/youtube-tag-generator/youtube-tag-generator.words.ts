// What the tag generator's screen says, in each language.
import type { Lang } from "~/lib/lang/lang";

interface TagWords {
  topic: string;
  topicPlaceholder: string;
  topicHint: string;
  topicMessage: string;
  submit: string;
  results: string;
  ready: (count: number, length: number, limit: number) => string;
  /** The note under the tags, before their count. */
  note: string;
  copyAll: string;
  copied: (count: number) => string;
}

export const TAG_WORDS: Readonly<Record<Lang, TagWords>> = {
  en: {
    topic: "Video topic",
    topicPlaceholder: "e.g. masala chai recipe, BGMI sensitivity, Goa on a budget",
    topicHint: "Describe the video in a few words, the way a viewer would search for it.",
    topicMessage: "Please enter a video topic.",
    submit: "Generate Tags",
    results: "Your tags",
    ready: (count, length, limit) => `${count} tags ready, ${length} of ${limit} characters.`,
    note: "Copied as one line with commas, ready for the Tags box in YouTube Studio. Counted the way YouTube counts, with each comma and 2 more for a tag with a space (YouTube wraps it in quotes):",
    copyAll: "Copy All Tags",
    copied: (count) => `${count} tags copied. Paste them into the Tags box in YouTube Studio.`,
  },
  hi: {
    topic: "वीडियो का टॉपिक",
    topicPlaceholder: "जैसे: दाल मखनी रेसिपी, BGMI सेंसिटिविटी, गोवा बजट ट्रिप",
    topicHint: "वीडियो किस बारे में है, कुछ शब्दों में वैसे लिखें जैसे कोई दर्शक उसे सर्च करेगा।",
    topicMessage: "पहले वीडियो का टॉपिक लिखें।",
    submit: "टैग बनाएं",
    results: "आपके टैग",
    ready: (count, length, limit) => `${count} टैग तैयार हैं, ${limit} में से ${length} कैरेक्टर।`,
    note: "हिन्दी, Hinglish और इंग्लिश सर्च का मेल। कॉमा के साथ एक लाइन में कॉपी होते हैं, YouTube Studio के टैग बॉक्स के लिए तैयार। गिनती वैसे ही है जैसे YouTube गिनता है: हर कॉमा एक, और स्पेस वाले टैग के 2 और (YouTube उसे कोट्स में रखता है):",
    copyAll: "सारे टैग कॉपी करें",
    copied: (count) => `${count} टैग कॉपी हो गए। इन्हें YouTube Studio के टैग बॉक्स में पेस्ट करें।`,
  },
};
