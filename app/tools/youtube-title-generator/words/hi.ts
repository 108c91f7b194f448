// What the title generator's screen says, in Hindi (its shape: ./shape.ts).

import type { TitleWords } from "./shape";

export const words: TitleWords = {
  topic: "वीडियो का टॉपिक",
  topicPlaceholder: "जैसे दाल मखनी, iPhone 16 रिव्यू, मनाली ट्रिप",
  topicHint: "वैसे लिखें जैसे दर्शक सर्च करते हैं, हिंदी में या Hinglish में। नाम अपने असली रूप में रहेंगे (BGMI, iPhone)।",
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
};
