// What the tag generator's screen says, in Hindi (its shape: ./shape.ts).

import type { TagWords } from "./shape";

export const words: TagWords = {
  topic: "वीडियो का टॉपिक",
  topicPlaceholder: "जैसे: दाल मखनी रेसिपी, BGMI सेंसिटिविटी, गोवा बजट ट्रिप",
  topicHint: "वीडियो किस बारे में है, कुछ शब्दों में वैसे लिखें जैसे कोई दर्शक उसे सर्च करेगा।",
  topicMessage: "पहले वीडियो का टॉपिक लिखें।",
  submit: "टैग बनाएं",
  results: "आपके टैग",
  ready: (count, length, limit) => `${count} टैग तैयार हैं, ${limit} में से ${length} कैरेक्टर।`,
  note: "हिंदी, Hinglish और इंग्लिश सर्च का मेल। कॉमा के साथ एक लाइन में कॉपी होते हैं, YouTube Studio के टैग बॉक्स के लिए तैयार। गिनती वैसे ही है जैसे YouTube गिनता है: हर कॉमा एक, और स्पेस वाले टैग के 2 और (YouTube उसे कोट्स में रखता है):",
  noteEnd: "।",
  copyAll: "सारे टैग कॉपी करें",
  copied: (count) => `${count} टैग कॉपी हो गए। इन्हें YouTube Studio के टैग बॉक्स में पेस्ट करें।`,
};
