// What the Instagram hashtag generator's screen says, in each language. The results' own words
// (heading, status line, copy toast) are the site's: app/content/words, "hashtags".
import type { Lang } from "~/lib/lang/lang";

interface InstagramHashtagWords {
  keyword: string;
  placeholder: string;
  keywordMessage: string;
  submit: string;
  tooLong: (max: number) => string;
  unhelpful: string;
  topTitle: (count: number) => string;
  /** The Hindi tags' own group; only the Hindi page has one. */
  hindiTitle: string;
  nicheTitle: string;
  midTitle: string;
  broadTitle: string;
  copyAllLabel: (count: number) => string;
  copyAllText: string;
  copyTopLabel: (count: number) => string;
  copyTopText: (count: number) => string;
  noteMore: (top: number) => string;
  noteAll: (top: number) => string;
  unknown: (keyword: string) => string;
  fewer: (keyword: string, count: number) => string;
}

export const INSTAGRAM_HASHTAG_WORDS: Readonly<Record<Lang, InstagramHashtagWords>> = {
  en: {
    keyword: "Keyword",
    placeholder: "e.g. travel, street food, fitness",
    keywordMessage: "Please enter a keyword.",
    submit: "Generate Hashtags",
    tooLong: (max) =>
      `No hashtag can be made from that keyword: tags hold letters, digits and underscores, up to ${max} of them. Try a shorter keyword, like the topic of your post.`,
    unhelpful:
      "No hashtag worth posting comes from that keyword: a tag like #instagram or #explore is one Instagram says doesn't help. Try the topic of your post, like street food or fitness.",
    topTitle: (count) => `The ${count} to post`,
    hindiTitle: "",
    nicheTitle: "Specific to your topic",
    midTitle: "Mid-size",
    broadTitle: "Broad",
    copyAllLabel: (count) => `Copy all ${count} ${count === 1 ? "hashtag" : "hashtags"}`,
    copyAllText: "Copy All",
    copyTopLabel: (count) => `Copy top ${count} hashtags`,
    copyTopText: (count) => `Copy top ${count}`,
    noteMore: (top) =>
      `Instagram now allows up to ${top} hashtags per post: copy the top ${top} for this one, keep the rest for other posts.`,
    noteAll: (top) => `Instagram now allows up to ${top} hashtags per post, so all of these fit in one.`,
    unknown: (keyword) =>
      `We don't know "${keyword}" yet, so you get only the tags made from the word itself, not 30 guesses; a more common word for the same idea gets a full set.`,
    fewer: (keyword, count) =>
      `Only ${count} tags fit "${keyword}" closely, and we don't pad the list with tags about something else.`,
  },
  hi: {
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
      `हम “${keyword}” को अभी नहीं जानते, इसलिए आपको 30 अंदाज़े नहीं, सिर्फ़ इसी शब्द से बने टैग मिलेंगे। इसी बात के लिए कोई आम शब्द लिखें तो पूरा सेट मिलेगा।`,
    fewer: (keyword, count) => `“${keyword}” पर सिर्फ़ ${count} टैग सही बैठते हैं, और हम लिस्ट को किसी और चीज़ के टैग से नहीं भरते।`,
  },
};
