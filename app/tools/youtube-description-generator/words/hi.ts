// What the description generator's screen says, in Hindi (its shape: ./shape.ts).

import type { DescriptionWords } from "./shape";

export const words: DescriptionWords = {
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
};
