// What the description generator's screen says, in each language.
import type { Lang } from "~/lib/lang/lang";

interface DescriptionWords {
  title: string;
  titlePlaceholder: string;
  titleMessage: string;
  submit: string;
  results: string;
  ready: string;
  copyLabel: string;
  copied: string;
  /** Said when the visitor's title is over YouTube's limit. */
  titleNote: (length: string, limit: number) => string;
}

export const DESCRIPTION_WORDS: Readonly<Record<Lang, DescriptionWords>> = {
  en: {
    title: "Video Title",
    titlePlaceholder: "e.g. How I Edit My Reels on a Phone",
    titleMessage: "Please enter a video title.",
    submit: "Generate Description",
    results: "Your description",
    ready: "Description ready. Replace the [your link] placeholders and retime the chapters.",
    copyLabel: "Copy Description",
    copied: "Description copied to your clipboard.",
    titleNote: (length, limit) =>
      `Your title is ${length} characters long. YouTube allows ${limit}, so shorten it before you upload.`,
  },
  hi: {
    title: "वीडियो टाइटल",
    titlePlaceholder: "जैसे घर पर ढाबा स्टाइल दाल मखनी | आसान रेसिपी",
    titleMessage: "पहले वीडियो का टाइटल लिखें।",
    submit: "डिस्क्रिप्शन बनाएं",
    results: "आपका डिस्क्रिप्शन",
    ready: "डिस्क्रिप्शन तैयार है। [ ] वाली जगहें अपनी जानकारी से भरें और चैप्टर का समय अपने वीडियो के हिसाब से बदलें।",
    copyLabel: "डिस्क्रिप्शन कॉपी करें",
    copied: "डिस्क्रिप्शन आपके क्लिपबोर्ड पर कॉपी हो गया।",
    titleNote: (length, limit) =>
      `आपका टाइटल ${length} कैरेक्टर का है। YouTube ${limit} कैरेक्टर तक ही लेता है, इसलिए अपलोड से पहले इसे छोटा करें।`,
  },
};
