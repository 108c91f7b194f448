// What the username generator's screen says, in Hindi (its shape: ./shape.ts).
import { plural } from "~/lib/text/plural";

import type { UsernameWords } from "./shape";

export const words: UsernameWords = {
  keyword: "कीवर्ड या नाम",
  keywordPlaceholder: "जैसे प्रिया या खाना",
  keywordHint:
    "Instagram हैंडल में सिर्फ़ इंग्लिश अक्षर, नंबर, डॉट और अंडरस्कोर चलते हैं: हिंदी में लिखा नाम इंग्लिश अक्षरों में बदल जाता है, स्पेस और बाकी निशान हट जाते हैं।",
  numbers: "नंबर जोड़ें",
  numbersHint: "शुरू में बंद: _84 जैसे नंबर जन्म का साल लगते हैं और हैंडल याद रखना मुश्किल कर देते हैं।",
  emptyMessage: "पहले कोई कीवर्ड या नाम लिखें।",
  submit: "यूज़रनेम बनाएं",
  results: "आपके यूज़रनेम",
  ready: (count) =>
    plural("hi", count, {
      "=0": "{count} यूज़रनेम तैयार हैं।",
      one: "{count} यूज़रनेम तैयार है।",
      other: "{count} यूज़रनेम तैयार हैं।",
    }),
  copyLabel: (name) => `यूज़रनेम ${name} कॉपी करें`,
  copied: (name) => `@${name} आपके क्लिपबोर्ड पर कॉपी हो गया।`,
  nothingLeft: "इस कीवर्ड में हैंडल के लायक कुछ नहीं बचा। अपना नाम या अपना टॉपिक लिखकर देखें।",
  tooLong: (max, length) =>
    `Instagram यूज़रनेम ज़्यादा से ज़्यादा ${max} कैरेक्टर का होता है और आपके कीवर्ड में ${length} हैं, इसलिए कोई यूज़रनेम इसे नहीं समा सकता। छोटा कीवर्ड लिखें, जैसे सिर्फ़ पहला नाम।`,
  fit: (found) =>
    plural("hi", found, {
      "=0": "कोई भी सही यूज़रनेम नहीं बन पाया",
      one: "सिर्फ़ {count} सही यूज़रनेम बन पाया",
      other: "सिर्फ़ {count} सही यूज़रनेम बन पाए",
    }),
  fitReason: (max, count) =>
    `: Instagram यूज़रनेम ज़्यादा से ज़्यादा ${max} कैरेक्टर का होता है, इसलिए लंबे कीवर्ड के साथ आगे-पीछे के शब्दों और नंबरों की जगह कम बचती है। पूरे ${count} के लिए छोटा कीवर्ड लिखें।`,
  youtubeLeftOut: (words) => `${words} हटा दिया गया: YouTube वाले शब्दों से Instagram हैंडल किसी चैनल का दूसरा अकाउंट लगता है।`,
  yearsLeftOut: (years) =>
    `${years} हटा दिया गया: हैंडल में साल जन्म का साल लगता है और अकाउंट पुराना दिखता है। इसे रखना हो तो “नंबर जोड़ें” पर टिक करें।`,
  and: "और",
  topicNote: (topic) => `आपका कीवर्ड हैंडल के लिए बहुत लंबा है, इसलिए ये यूज़रनेम इसके टॉपिक “${topic}” से बने हैं।`,
};
