// What the channel bio generator's screen says, in Hindi (its shape: ./shape.ts).

import type { ChannelBioWords } from "./shape";

export const words: ChannelBioWords = {
  niche: "चैनल की निश",
  nichePlaceholder: "निश चुनें",
  niches: { Tech: "टेक", Vlogs: "व्लॉग्स", Gaming: "गेमिंग", Education: "एजुकेशन" },
  nicheMessage: "पहले एक निश चुनें।",
  submit: "बायो बनाएं",
  results: "आपके चैनल बायो",
  ready: (count) => `${count} बायो तैयार हैं।`,
  note: "किसी एक को YouTube Studio → Customization → Basic info → Description में पेस्ट करें, फिर उसे अपने हिसाब से बदल लें।",
  bioLabel: (place) => `बायो ${place}`,
  copyLabel: (place) => `बायो ${place} कॉपी करें`,
  copied: (place) => `बायो ${place} आपके क्लिपबोर्ड पर कॉपी हो गया।`,
};
