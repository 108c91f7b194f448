// What the username generator's screen says, in each language. The handles themselves are always
// Latin (Instagram takes only a–z, 0–9, "." and "_"): the Hindi page asks and answers in Hindi, and
// a Devanagari name or keyword is written in English letters ("प्रिया" → "priya").
import type { Lang } from "~/lib/lang/lang";

export interface UsernameWords {
  keyword: string;
  keywordPlaceholder: string;
  keywordHint: string;
  numbers: string;
  numbersHint: string;
  emptyMessage: string;
  submit: string;
  results: string;
  ready: (count: number) => string;
  copyLabel: (name: string) => string;
  copied: (name: string) => string;
  /** Nothing of the keyword can go in a handle. */
  nothingLeft: string;
  /** The keyword alone is longer than a handle can be. */
  tooLong: (max: number, length: string) => string;
  /** How many valid names fit, when fewer than all. */
  fit: (found: number) => string;
  /** Why a long keyword leaves room for fewer names. */
  fitReason: (max: number, count: number) => string;
  /** Words of the keyword left out; `one` when a single word. */
  youtubeLeftOut: (words: string, one: boolean) => string;
  yearsLeftOut: (years: string, one: boolean) => string;
  /** "“a”, “b” and “c”". */
  and: string;
  topicNote: (topic: string) => string;
}

export const USERNAME_WORDS: Readonly<Record<Lang, UsernameWords>> = {
  en: {
    keyword: "Keyword or Name",
    keywordPlaceholder: "e.g. Priya or travel diaries",
    keywordHint:
      "Letters, numbers, dots and underscores are used, and Hindi is written in English letters; spaces and other characters are left out.",
    numbers: "Add numbers",
    numbersHint: "Off by default: numbers like _84 read as a birth year and make a handle harder to remember.",
    emptyMessage: "Please enter a keyword.",
    submit: "Generate Usernames",
    results: "Your usernames",
    ready: (count) => `${count} ${count === 1 ? "username" : "usernames"} ready.`,
    copyLabel: (name) => `Copy username ${name}`,
    copied: (name) => `@${name} copied to your clipboard.`,
    nothingLeft: "Nothing is left of that keyword for a handle. Try your name or your topic.",
    tooLong: (max, length) =>
      `Instagram usernames are at most ${max} characters, and your keyword has ${length}, so no username can hold it. Try a shorter keyword, like a first name.`,
    fit: (found) =>
      found === 0
        ? "No valid username fits"
        : found === 1
          ? "Only 1 valid username fits"
          : `Only ${found} valid usernames fit`,
    fitReason: (max, count) =>
      `: Instagram usernames are at most ${max} characters, so a long keyword leaves little room for prefixes, words and numbers. Try a shorter keyword for all ${count}.`,
    youtubeLeftOut: (words, one) =>
      `${words} ${one ? "was" : "were"} left out: YouTube words make an Instagram handle look like a channel's spare account.`,
    yearsLeftOut: (years, one) =>
      `${years} ${one ? "was" : "were"} left out: a year in a handle reads as a birth year and dates the account. Tick Add numbers to keep ${one ? "it" : "them"}.`,
    and: "and",
    topicNote: (topic) => `Your keyword is too long for a handle, so these are built on its topic, “${topic}”.`,
  },
  hi: {
    keyword: "कीवर्ड या नाम",
    keywordPlaceholder: "जैसे प्रिया या खाना",
    keywordHint:
      "Instagram हैंडल में सिर्फ़ अंग्रेज़ी अक्षर, नंबर, डॉट और अंडरस्कोर चलते हैं: हिन्दी में लिखा नाम अंग्रेज़ी अक्षरों में बदल जाता है, स्पेस और बाकी निशान हट जाते हैं।",
    numbers: "नंबर जोड़ें",
    numbersHint: "शुरू में बंद: _84 जैसे नंबर जन्म का साल लगते हैं और हैंडल याद रखना मुश्किल कर देते हैं।",
    emptyMessage: "पहले कोई कीवर्ड या नाम लिखें।",
    submit: "यूज़रनेम बनाएं",
    results: "आपके यूज़रनेम",
    ready: (count) => `${count} यूज़रनेम तैयार ${count === 1 ? "है" : "हैं"}।`,
    copyLabel: (name) => `यूज़रनेम ${name} कॉपी करें`,
    copied: (name) => `@${name} आपके क्लिपबोर्ड पर कॉपी हो गया।`,
    nothingLeft: "इस कीवर्ड में हैंडल के लायक कुछ नहीं बचा। अपना नाम या अपना टॉपिक लिखकर देखें।",
    tooLong: (max, length) =>
      `Instagram यूज़रनेम ज़्यादा से ज़्यादा ${max} कैरेक्टर का होता है और आपके कीवर्ड में ${length} हैं, इसलिए कोई यूज़रनेम इसे नहीं समा सकता। छोटा कीवर्ड लिखें, जैसे सिर्फ़ पहला नाम।`,
    fit: (found) =>
      found === 0 ? "कोई भी सही यूज़रनेम नहीं बन पाया" : `सिर्फ़ ${found} सही यूज़रनेम बन ${found === 1 ? "पाया" : "पाए"}`,
    fitReason: (max, count) =>
      `: Instagram यूज़रनेम ज़्यादा से ज़्यादा ${max} कैरेक्टर का होता है, इसलिए लंबे कीवर्ड के साथ आगे-पीछे के शब्दों और नंबरों की जगह कम बचती है। पूरे ${count} के लिए छोटा कीवर्ड लिखें।`,
    youtubeLeftOut: (words) => `${words} हटा दिया गया: YouTube वाले शब्दों से Instagram हैंडल किसी चैनल का दूसरा अकाउंट लगता है।`,
    yearsLeftOut: (years) =>
      `${years} हटा दिया गया: हैंडल में साल जन्म का साल लगता है और अकाउंट पुराना दिखता है। इसे रखना हो तो “नंबर जोड़ें” पर टिक करें।`,
    and: "और",
    topicNote: (topic) => `आपका कीवर्ड हैंडल के लिए बहुत लंबा है, इसलिए ये यूज़रनेम इसके टॉपिक “${topic}” से बने हैं।`,
  },
};
