// What the caption generator's screen says, in Hindi (its shape: ./shape.ts).

import type { CaptionWords } from "./shape";

export const words: CaptionWords = {
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
    shayari: "शायरी",
  },
  shayariMood: "शायरी का मूड",
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
};
