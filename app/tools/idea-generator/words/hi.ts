// What the idea generator's screen says, in Hindi (its shape: ./shape.ts).

import type { IdeaWords } from "./shape";

export const words: IdeaWords = {
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
};
