// What the post generator's screen says, in each language.
import type { Lang } from "~/lib/lang/lang";

interface PostWords {
  topic: string;
  topicPlaceholder: string;
  topicMessage: string;
  submit: string;
  results: string;
  ready: string;
  copyLabel: string;
  copied: string;
}

export const POST_WORDS: Readonly<Record<Lang, PostWords>> = {
  en: {
    topic: "Post Topic",
    topicPlaceholder: "e.g. Sunday brunch, Diwali outfits, morning run",
    topicMessage: "Please enter a topic for your post.",
    submit: "Generate Post",
    results: "Your post",
    ready: "Post ready.",
    copyLabel: "Copy Post",
    copied: "Post copied to your clipboard.",
  },
  hi: {
    topic: "पोस्ट का टॉपिक",
    topicPlaceholder: "जैसे संडे ब्रंच, दिवाली आउटफ़िट, मॉर्निंग रन",
    topicMessage: "पहले अपनी पोस्ट का टॉपिक लिखें।",
    submit: "पोस्ट बनाएं",
    results: "आपकी पोस्ट",
    ready: "पोस्ट तैयार है।",
    copyLabel: "पोस्ट कॉपी करें",
    copied: "पोस्ट आपके क्लिपबोर्ड पर कॉपी हो गई।",
  },
};
