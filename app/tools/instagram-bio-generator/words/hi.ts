// What the bio generator's screen says, in Hindi (its shape: ./shape.ts).

import type { BioWords } from "./shape";

export const words: BioWords = {
  type: "प्रोफ़ाइल टाइप",
  types: {
    influencer: "इन्फ़्लुएंसर",
    creator: "क्रिएटर",
    student: "स्टूडेंट",
    fashion: "फ़ैशन",
    travel: "ट्रैवल",
    fitness: "फ़िटनेस",
    coding: "कोडिंग",
    photography: "फ़ोटोग्राफ़ी",
    "meme-page": "मीम पेज",
  },
  typeMessage: "पहले एक प्रोफ़ाइल टाइप चुनें।",
  submit: "बायो बनाएं",
  results: "आपके बायो",
  ready: (count) => `${count} बायो तैयार हैं।`,
  copyLabel: (place) => `बायो ${place} कॉपी करें`,
  copied: "बायो आपके क्लिपबोर्ड पर कॉपी हो गया।",
};
