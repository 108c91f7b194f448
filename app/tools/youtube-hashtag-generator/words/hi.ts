// What the YouTube hashtag generator's screen says, in Hindi (its shape: ./shape.ts).

import type { YoutubeHashtagWords } from "./shape";

export const words: YoutubeHashtagWords = {
  topic: "वीडियो का टॉपिक",
  placeholder: "जैसे: मसाला चाय, बिरयानी, iPhone रिव्यू",
  topicMessage: "वीडियो का टॉपिक लिखें।",
  submit: "हैशटैग बनाएं",
  tooLong: (max) =>
    `इस टॉपिक से कोई हैशटैग नहीं बन सकता: टैग में सिर्फ़ अक्षर, अंक और अंडरस्कोर होते हैं, ज़्यादा से ज़्यादा ${max}। छोटा टॉपिक लिखें, जैसे आपका वीडियो किस चीज़ पर है।`,
  unhelpful:
    "इस टॉपिक से काम का कोई हैशटैग नहीं बनता: #viral या #trending जैसे टैग आपके वीडियो के बारे में कुछ नहीं बताते। वीडियो किस चीज़ पर है, वो लिखें, जैसे मसाला चाय या iPhone रिव्यू।",
  copyAll: "सभी हैशटैग कॉपी करें",
  note: "इन्हें डिस्क्रिप्शन के आखिर में पेस्ट करें; YouTube पहले तीन को आपके वीडियो के टाइटल के पास दिखा सकता है।",
  unknown: (topic) => `हम “${topic}” को अभी नहीं जानते, इसलिए आपको किसी और चीज़ के अंदाज़े नहीं, सिर्फ़ इसी शब्द से बने टैग मिलेंगे।`,
};
