// What the Instagram hashtag generator's screen says, in Hindi (its shape: ./shape.ts).

import type { InstagramHashtagWords } from "./shape";

export const words: InstagramHashtagWords = {
  keyword: "कीवर्ड",
  placeholder: "जैसे: खाना, क्रिकेट, दिवाली",
  keywordMessage: "कोई कीवर्ड लिखें।",
  submit: "हैशटैग बनाएं",
  tooLong: (max) =>
    `इस कीवर्ड से कोई हैशटैग नहीं बन सकता: टैग में सिर्फ़ अक्षर, अंक और अंडरस्कोर होते हैं, ज़्यादा से ज़्यादा ${max}। छोटा कीवर्ड लिखें, जैसे अपनी पोस्ट का टॉपिक।`,
  unhelpful:
    "इस कीवर्ड से लगाने लायक कोई हैशटैग नहीं बनता: #instagram या #explore जैसे टैग से Instagram के मुताबिक कोई फ़ायदा नहीं होता। अपनी पोस्ट का टॉपिक लिखें, जैसे खाना या क्रिकेट।",
  topTitle: (count) => `लगाने लायक ${count}`,
  hindiTitle: "हिंदी हैशटैग",
  nicheTitle: "आपके टॉपिक के खास",
  midTitle: "मीडियम",
  broadTitle: "बड़े",
  copyAllLabel: (count) => `सभी ${count} हैशटैग कॉपी करें`,
  copyAllText: "सब कॉपी करें",
  copyTopLabel: (count) => `टॉप ${count} हैशटैग कॉपी करें`,
  copyTopText: (count) => `टॉप ${count} कॉपी करें`,
  noteMore: (top) =>
    `Instagram अब एक पोस्ट पर ज़्यादा से ज़्यादा ${top} हैशटैग लगाने देता है: इस पोस्ट के लिए टॉप ${top} कॉपी करें, बाकी दूसरी पोस्ट के लिए रखें।`,
  noteAll: (top) => `Instagram अब एक पोस्ट पर ज़्यादा से ज़्यादा ${top} हैशटैग लगाने देता है, इसलिए ये सब एक ही पोस्ट में आ जाएंगे।`,
  unknown: (keyword) =>
    `हम “${keyword}” को अभी नहीं जानते: पहले टैग इसी शब्द से बने हैं, बाकी क्रिएटर कम्युनिटी के टैग हैं जो किसी भी पोस्ट पर चलते हैं, 30 अंदाज़े नहीं। इसी बात के लिए कोई आम शब्द लिखें तो पूरा सेट मिलेगा।`,
  fewer: (keyword, count) => `“${keyword}” पर सिर्फ़ ${count} टैग सही बैठते हैं, और हम लिस्ट को किसी और चीज़ के टैग से नहीं भरते।`,
};
