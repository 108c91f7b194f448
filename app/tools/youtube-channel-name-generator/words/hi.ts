// What the channel name generator's screen says, in Hindi (its shape: ./shape.ts).

import type { ChannelNameWords } from "./shape";

export const words: ChannelNameWords = {
  keyword: "आपका टॉपिक या कीवर्ड",
  keywordPlaceholder: "जैसे: कुकिंग, क्रिकेट, पढ़ाई",
  keywordMessage: "पहले कोई कीवर्ड या टॉपिक लिखें।",
  submit: "नाम बनाएं",
  results: "आपके चैनल नाम",
  ready: (count) => `${count} चैनल नाम तैयार हैं।`,
  note: "नए नामों के लिए फिर से बनाएं। हिंदी में लिखने पर कुछ नाम रोमन अक्षरों में भी मिलते हैं, हैंडल के लिए और इंग्लिश में सर्च करने वालों के लिए। नाम तय करने से पहले देख लें कि वह YouTube हैंडल के तौर पर खाली है।",
  copyLabel: (place) => `नाम ${place} कॉपी करें`,
  copied: "चैनल का नाम आपके क्लिपबोर्ड पर कॉपी हो गया।",
};
