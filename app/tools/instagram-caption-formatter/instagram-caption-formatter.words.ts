// What the caption formatter's screen says, in each language: its field, statuses, counters, the
// feed preview's words and every check's message. The caption itself is the visitor's, as typed.
import type { Lang } from "~/lib/lang/lang";

export interface FormatterWords {
  caption: string;
  placeholder: string;
  hint: string;
  preview: string;
  statusEmpty: string;
  statusClean: string;
  statusChecks: (count: number) => string;
  copyLabel: string;
  copied: string;
  nothingTitle: string;
  nothingMessage: string;
  checks: string;
  counters: { characters: string; hashtags: string; mentions: string; lines: string };
  over: string;
  previewEmpty: string;
  /** The feed's "… more", as the app in this language writes it. */
  more: string;
  moreContext: string;
  feedAgain: string;
  styled: string;
  hookCut: (chars: number) => string;
  tooLong: (limit: string, characters: string, cut: string) => string;
  tooManyHashtags: (limit: number, count: number) => string;
  tooManyMentions: (limit: number, count: number) => string;
  banned: (list: string, one: boolean) => string;
}

export const FORMATTER_WORDS: Readonly<Record<Lang, FormatterWords>> = {
  en: {
    caption: "Your caption",
    placeholder:
      "Stop scrolling! Yeh recipe sirf 10 minute ki hai 🔥\n\nSave it for your next chai break.\n\n#masalachai #chailover",
    hint: "Line breaks and blank lines are kept. Spaces at the end of a line are dropped, since they are a common reason Instagram loses a line break.",
    preview: "Feed preview",
    statusEmpty: "Write or paste a caption to see how the feed shows it.",
    statusClean: "Preview ready: nothing to fix.",
    statusChecks: (count) => `Preview ready: ${count} ${count === 1 ? "thing" : "things"} to check.`,
    copyLabel: "Copy Caption",
    copied: "Caption copied with its line breaks. Paste it into Instagram.",
    nothingTitle: "Nothing to copy",
    nothingMessage: "Write or paste a caption first: there is nothing to copy yet.",
    checks: "Check before you post",
    counters: { characters: "Characters", hashtags: "Hashtags", mentions: "Mentions", lines: "Lines" },
    over: "over the limit",
    previewEmpty: "Your caption shows here, cut where the feed cuts it.",
    more: "more",
    moreContext: ", show the whole caption",
    feedAgain: "Show the feed view again",
    styled:
      "Styled letters from fancy-font generators can be read out as symbol names by screen readers, and search does not match them to normal words. Keep them to a word or two.",
    hookCut: (chars) =>
      `Your opening line runs past the "… more" cut, so the feed shows only part of it. Land the hook in the first ${chars} characters.`,
    tooLong: (limit, characters, cut) =>
      `Instagram allows ${limit} characters; this caption has ${characters}. Cut ${cut}.`,
    tooManyHashtags: (limit, count) =>
      `Instagram allows ${limit} hashtags per post; this caption has ${count}. Keep your best ${limit}.`,
    tooManyMentions: (limit, count) => `Instagram allows ${limit} @mentions per post; this caption has ${count}.`,
    banned: (list, one) =>
      one
        ? `${list} is a tag our hashtag generator leaves out: it trades follows or says nothing about the post, so it won't bring the right viewers. Swap it for one that describes this post.`
        : `${list} are tags our hashtag generator leaves out: they trade follows or say nothing about the post, so they won't bring the right viewers. Swap them for ones that describe this post.`,
  },
  hi: {
    caption: "आपका कैप्शन",
    placeholder: "रुकिए! ये रेसिपी सिर्फ़ 10 मिनट की है 🔥\n\nअगले चाय ब्रेक के लिए सेव कर लें।\n\n#masalachai #chailover",
    hint: "लाइन ब्रेक और खाली लाइनें बनी रहती हैं। लाइन के आखिर के स्पेस हटा दिए जाते हैं, क्योंकि Instagram में लाइन ब्रेक गायब होने की यही आम वजह है।",
    preview: "फ़ीड प्रीव्यू",
    statusEmpty: "कैप्शन लिखें या पेस्ट करें, और देखें कि फ़ीड में यह कैसा दिखेगा।",
    statusClean: "प्रीव्यू तैयार: कुछ भी ठीक नहीं करना है।",
    statusChecks: (count) => `प्रीव्यू तैयार: ${count} ${count === 1 ? "चीज़ जांचनी है" : "चीज़ें जांचनी हैं"}।`,
    copyLabel: "कैप्शन कॉपी करें",
    copied: "कैप्शन लाइन ब्रेक के साथ कॉपी हो गया। अब इसे Instagram में पेस्ट करें।",
    nothingTitle: "कॉपी करने को कुछ नहीं",
    nothingMessage: "पहले कैप्शन लिखें या पेस्ट करें: अभी कॉपी करने को कुछ नहीं है।",
    checks: "पोस्ट करने से पहले जांच लें",
    counters: { characters: "कैरेक्टर", hashtags: "हैशटैग", mentions: "मेंशन", lines: "लाइनें" },
    over: "लिमिट से ज़्यादा",
    previewEmpty: "आपका कैप्शन यहां दिखेगा, वहीं से कटा हुआ जहां से फ़ीड उसे काटता है।",
    more: "और",
    moreContext: ", पूरा कैप्शन दिखाएं",
    feedAgain: "फिर से फ़ीड वाला व्यू दिखाएं",
    styled:
      "फ़ैंसी फ़ॉन्ट जनरेटर वाले स्टाइलिश अक्षरों को स्क्रीन रीडर सिंबल के नाम की तरह पढ़ सकते हैं, और सर्च इन्हें आम शब्दों से नहीं मिलाता। इन्हें एक-दो शब्दों तक ही रखें।",
    hookCut: (chars) =>
      `आपकी पहली लाइन "… और" वाले कट से आगे जाती है, इसलिए फ़ीड में उसका सिर्फ़ एक हिस्सा दिखता है। हुक को पहले ${chars} कैरेक्टर में ही रखें।`,
    tooLong: (limit, characters, cut) =>
      `Instagram में ${limit} कैरेक्टर तक चलते हैं; इस कैप्शन में ${characters} हैं। ${cut} कैरेक्टर कम करें।`,
    tooManyHashtags: (limit, count) =>
      `Instagram एक पोस्ट पर ${limit} हैशटैग तक लेने देता है; इस कैप्शन में ${count} हैं। अपने सबसे अच्छे ${limit} रखें।`,
    tooManyMentions: (limit, count) => `Instagram एक पोस्ट पर ${limit} मेंशन तक लेने देता है; इस कैप्शन में ${count} हैं।`,
    banned: (list, one) =>
      one
        ? `${list} ऐसा टैग है जिसे हमारा हैशटैग जनरेटर नहीं लेता: यह फ़ॉलो के बदले फ़ॉलो मांगता है या पोस्ट के बारे में कुछ नहीं बताता, इसलिए सही ऑडियंस नहीं लाएगा। इसकी जगह ऐसा टैग लगाएं जो इस पोस्ट के बारे में बताए।`
        : `${list} ऐसे टैग हैं जिन्हें हमारा हैशटैग जनरेटर नहीं लेता: ये फ़ॉलो के बदले फ़ॉलो मांगते हैं या पोस्ट के बारे में कुछ नहीं बताते, इसलिए सही ऑडियंस नहीं लाएंगे। इनकी जगह ऐसे टैग लगाएं जो इस पोस्ट के बारे में बताएं।`,
  },
};
