// What the growth strategy's screen says, in Hindi (its shape: ./shape.ts).
import type { ContentType, StrategyNiche } from "../instagram-growth-strategy.data";
import type { StrategyWords } from "./shape";

export const words: StrategyWords = {
  niche: "निश",
  nichePlaceholder: "निश चुनें",
  type: "कंटेंट टाइप",
  typePlaceholder: "कंटेंट टाइप चुनें",
  topicLabel: "पोस्ट किस बारे में है?",
  topicHint: "ज़रूरी नहीं। बताएं कि आपका पेज किस बारे में है (बिरयानी, क्रिकेट, म्यूचुअल फ़ंड), और चारों हफ़्ते उसी के लिए लिखे जाएंगे।",
  topicPlaceholder: "जैसे स्किनकेयर, गोवा ट्रिप, BGMI",
  message: "पहले निश और कंटेंट टाइप, दोनों चुनें।",
  submit: "स्ट्रैटेजी बनाएं",
  copy: "स्ट्रैटेजी कॉपी करें",
  copied: "आपकी ग्रोथ स्ट्रैटेजी क्लिपबोर्ड पर कॉपी हो गई।",
  niches: { Fashion: "फ़ैशन", Travel: "ट्रैवल", Food: "फ़ूड" },
  types: { Reels: "रील्स", Posts: "पोस्ट्स", Stories: "स्टोरीज़" },
};

/**
 * The Hindi page's heading and status line, naming the topic when the plan was written for one,
 * and the heading the plan is copied under, in the plan's writing.
 */
export function hindiStrategyLabels(
  niche: StrategyNiche,
  contentType: ContentType,
  subject: string | undefined,
  writing: "hi" | "hinglish",
) {
  const { niches, types } = words;
  const name = `${niches?.[niche] ?? niche} ${types?.[contentType] ?? contentType}`;
  const copyTitle =
    writing === "hinglish"
      ? `${subject === undefined ? "Aapki" : `${subject} ke liye aapki`} ${niche} ${contentType} strategy`
      : undefined;
  return {
    title: `${subject === undefined ? "आपकी" : `${subject} के लिए आपकी`} ${name} स्ट्रैटेजी`,
    status: `${subject === undefined ? "" : `${subject} पर `}आपका चार हफ़्ते का ${name} प्लान तैयार है।`,
    copyTitle,
  };
}
