// What the post generator's screen says, in Hindi (its shape: ./shape.ts).

import type { PostWords } from "./shape";

export const words: PostWords = {
  topic: "पोस्ट का टॉपिक",
  topicPlaceholder: "जैसे संडे ब्रंच, दिवाली आउटफ़िट, मॉर्निंग रन",
  topicMessage: "पहले अपनी पोस्ट का टॉपिक लिखें।",
  submit: "पोस्ट बनाएं",
  results: "आपकी पोस्ट",
  ready: "पोस्ट तैयार है।",
  copyLabel: "पोस्ट कॉपी करें",
  copied: "पोस्ट आपके क्लिपबोर्ड पर कॉपी हो गई।",
};
