// What the YouTube hashtag generator's screen says, in each language. The results' own words
// (heading, status line, copy toast) are the site's: app/content/words, "hashtags".
import type { Lang } from "~/lib/lang/lang";

interface YoutubeHashtagWords {
  topic: string;
  placeholder: string;
  topicMessage: string;
  submit: string;
  tooLong: (max: number) => string;
  unhelpful: string;
  copyAll: string;
  note: string;
  unknown: (topic: string) => string;
}

export const YOUTUBE_HASHTAG_WORDS: Readonly<Record<Lang, YoutubeHashtagWords>> = {
  en: {
    topic: "Video Topic",
    placeholder: "e.g. masala chai, video editing, iPhone review",
    topicMessage: "Please enter a video topic.",
    submit: "Generate Hashtags",
    tooLong: (max) =>
      `No hashtag can be made from that topic: tags hold letters, digits and underscores, up to ${max} of them. Try a shorter topic, like the subject of your video.`,
    unhelpful:
      "No hashtag worth adding comes from that topic: a tag like #viral or #trending says nothing about your video. Try its subject, like masala chai or iPhone review.",
    copyAll: "Copy All Hashtags",
    note: "Paste them at the end of your description; YouTube can show the first three next to your video title.",
    unknown: (topic) =>
      `We don't know "${topic}" yet, so you get only the tags made from the word itself, not guesses about something else.`,
  },
  hi: {
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
  },
};
