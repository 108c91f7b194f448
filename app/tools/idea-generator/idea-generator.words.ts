// What the idea generator's screen says, in each language. The niches' values (in the address) are
// their English names; the Hindi page names them here.
import { TOPIC_LABEL } from "~/components/topic-field";
import type { Lang } from "~/lib/lang/lang";
import type { Platform } from "~/lib/site/tool-entry";

interface IdeaWords {
  niche: string;
  nichePlaceholder: string;
  /** The niches' names by value; English shows the value itself. */
  niches: Readonly<Record<string, string>> | null;
  /** The topic field's question. */
  topicLabel: string;
  /** Each platform's topic words. */
  topic: Readonly<Record<Platform, { hint: string; placeholder: string }>>;
  nicheMessage: string;
  submit: string;
  titles: Readonly<Record<Platform, string>>;
  /** The result's status line: the niche, and the topic when the idea was written for one. */
  ready: (niche: string, subject: string | undefined) => string;
  copyLabel: string;
  copied: string;
}

export const IDEA_WORDS: Readonly<Record<Lang, IdeaWords>> = {
  en: {
    niche: "Niche",
    nichePlaceholder: "Choose a niche",
    niches: null,
    topicLabel: TOPIC_LABEL,
    topic: {
      instagram: {
        hint: "Optional. Name the dish, place, game or exam and the idea will be about it. Leave it empty for the niche.",
        placeholder: "e.g. biryani, Goa trip, skincare",
      },
      youtube: {
        hint: "Optional. Name the phone, game, place or exam and the video idea will be about it. Leave it empty for the niche.",
        placeholder: "e.g. BGMI, iPhone 16, NEET",
      },
    },
    nicheMessage: "Please select a niche first.",
    submit: "Generate Idea",
    titles: { instagram: "Your content idea", youtube: "Your video idea" },
    ready: (niche, subject) =>
      subject === undefined ? `A ${niche} idea is ready.` : `A ${niche} idea about ${subject} is ready.`,
    copyLabel: "Copy Idea",
    copied: "The idea is on your clipboard.",
  },
  hi: {
    niche: "निश",
    nichePlaceholder: "निश चुनें",
    niches: {
      Fashion: "फ़ैशन",
      Travel: "ट्रैवल",
      Food: "फ़ूड",
      Fitness: "फ़िटनेस",
      Tech: "टेक",
      Gaming: "गेमिंग",
      Vlogs: "व्लॉग्स",
      Education: "एजुकेशन",
    },
    topicLabel: "पोस्ट किस बारे में है?",
    topic: {
      instagram: {
        hint: "ज़रूरी नहीं। डिश, जगह, गेम या एग्ज़ाम का नाम लिखें, आइडिया उसी पर बनेगा। खाली छोड़ें तो निश का आइडिया मिलेगा।",
        placeholder: "जैसे बिरयानी, मनाली, स्किनकेयर",
      },
      youtube: {
        hint: "ज़रूरी नहीं। फ़ोन, गेम, जगह या एग्ज़ाम का नाम लिखें, वीडियो आइडिया उसी पर बनेगा। खाली छोड़ें तो निश का आइडिया मिलेगा।",
        placeholder: "जैसे BGMI, iPhone 16, नीट",
      },
    },
    nicheMessage: "पहले एक निश चुनें।",
    submit: "आइडिया बनाएं",
    titles: { instagram: "आपका कंटेंट आइडिया", youtube: "आपका वीडियो आइडिया" },
    ready: (niche, subject) =>
      subject === undefined ? `${niche} का आइडिया तैयार है।` : `${subject} पर ${niche} का आइडिया तैयार है।`,
    copyLabel: "आइडिया कॉपी करें",
    copied: "आइडिया आपके क्लिपबोर्ड पर कॉपी हो गया।",
  },
};

/** A niche's name as the page shows it. */
export function nicheName(lang: Lang, niche: string): string {
  return IDEA_WORDS[lang].niches?.[niche] ?? niche;
}
