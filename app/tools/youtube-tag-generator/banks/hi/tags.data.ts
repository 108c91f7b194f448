import type { SubjectKind } from "~/lib/topic";
import { type PhraseGroup, type TagPhrase, flatten } from "../shape";

// The Hindi page's searches: what Indian viewers type for a video, in Hindi (Devanagari) and in
// Hinglish (Roman letters), beside the English searches the English page builds. `{s}` is the
// subject, `{p}` a place that qualifies it, `{year}` the current year, with the English phrases'
// rules (see TagPhrase). A phrase that puts की/का/के ("ki"/"ka"/"ke") right after `{s}` is not used
// for a subject ending in "ा"/"a": Hindi bends that noun ("कुत्ते की", not "कुत्ता की").

const EVERY_KIND: readonly SubjectKind[] = [
  "product",
  "brand",
  "place",
  "food",
  "activity",
  "animal",
  "person",
  "event",
  "study",
  "game",
  "show",
  "field",
  "general",
];

/** What the keyword named, in Devanagari. These come first. */
const HINDI_FORMATS: readonly PhraseGroup[] = [
  { kinds: EVERY_KIND, formats: ["review"], phrases: ["{s} रिव्यू", "{s} रिव्यू हिंदी में"] },
  { kinds: EVERY_KIND, formats: ["unboxing"], phrases: ["{s} अनबॉक्सिंग"] },
  { kinds: EVERY_KIND, formats: ["recipe"], phrases: ["{s} रेसिपी", "{s} बनाने का तरीका", "{s} कैसे बनाएं"] },
  { kinds: EVERY_KIND, formats: ["vlog"], phrases: ["{s} व्लॉग", "{p} व्लॉग"] },
  { kinds: EVERY_KIND, formats: ["haul"], phrases: ["{s} शॉपिंग"] },
  { kinds: EVERY_KIND, formats: ["tutorial"], phrases: ["{s} ट्यूटोरियल", "{s} कैसे सीखें"] },
  { kinds: EVERY_KIND, formats: ["tips"], phrases: ["{s} टिप्स", "{s} टिप्स हिंदी में"] },
  { kinds: EVERY_KIND, formats: ["challenge"], phrases: ["{s} चैलेंज"] },
  { kinds: EVERY_KIND, formats: ["tour"], phrases: ["{s} टूर"] },
  { kinds: EVERY_KIND, formats: ["travel-guide"], phrases: ["{s} घूमने की जगह", "{s} यात्रा"] },
  { kinds: EVERY_KIND, formats: ["reaction"], phrases: ["{s} रिएक्शन"] },
  { kinds: EVERY_KIND, formats: ["highlights"], phrases: ["{s} हाइलाइट्स"] },
  { kinds: EVERY_KIND, formats: ["gameplay"], phrases: ["{s} गेमप्ले"] },
  { kinds: EVERY_KIND, formats: ["ideas"], phrases: ["{s} आइडिया"] },
  { kinds: EVERY_KIND, formats: ["explained"], phrases: ["{s} क्या है", "{s} हिंदी में"] },
  { kinds: EVERY_KIND, formats: ["comparison"], phrases: ["{s} कौन बेहतर"] },
];

/** Searches in Devanagari that fit a kind of subject, best first. */
const HINDI_KINDS: readonly PhraseGroup[] = [
  { kinds: ["product"], phrases: ["{s} रिव्यू", "{s} की कीमत", "{s} अनबॉक्सिंग", "{s} खरीदें या नहीं"] },
  { kinds: ["product"], when: ["category"], phrases: ["बेस्ट {s}", "बजट {s}"] },
  { kinds: ["brand"], phrases: ["{s} रिव्यू", "{s} सेल", "{s} शॉपिंग"] },
  {
    kinds: ["place"],
    when: ["named"],
    phrases: ["{s} यात्रा", "{s} घूमने की जगह", "{s} टूर", "{s} व्लॉग", "{s} ट्रिप", "{s} कैसे जाएं"],
  },
  { kinds: ["place"], when: ["common", "placed"], phrases: ["{p} में {s}", "{p} {s}", "{p} {s} व्लॉग"] },
  { kinds: ["place"], when: ["common", "unplaced"], phrases: ["{s} व्लॉग"] },
  {
    kinds: ["food"],
    when: ["how-to"],
    phrases: ["{s} रेसिपी", "{s} बनाने की विधि", "{s} बनाने का तरीका", "घर पर {s}", "आसान {s} रेसिपी"],
  },
  { kinds: ["food"], when: ["eat-out", "placed"], phrases: ["{p} में {s}", "{p} {s}", "{p} {s} व्लॉग"] },
  { kinds: ["food"], when: ["eat-out", "unplaced"], phrases: ["मशहूर {s}", "{s} व्लॉग", "बेस्ट {s}"] },
  { kinds: ["activity"], phrases: ["{s} टिप्स"] },
  { kinds: ["activity"], when: ["learnt"], phrases: ["{s} कैसे शुरू करें", "बिगिनर्स के लिए {s}"] },
  { kinds: ["activity"], when: ["how-to", "learnt"], phrases: ["{s} ट्यूटोरियल", "{s} कैसे करें"] },
  { kinds: ["activity"], when: ["routine"], phrases: ["{s} रूटीन"] },
  { kinds: ["animal"], phrases: ["{s} वीडियो", "फ़नी {s} वीडियो", "{s} के बारे में"] },
  { kinds: ["animal"], when: ["pet"], phrases: ["{s} की देखभाल", "{s} का खाना"] },
  { kinds: ["person"], when: ["named"], phrases: ["{s} इंटरव्यू", "{s} की कहानी", "{s} की लाइफ़स्टाइल"] },
  { kinds: ["person"], when: ["common"], phrases: ["{s} की ज़िंदगी", "{s} व्लॉग", "{s} का डेली रूटीन"] },
  { kinds: ["event"], phrases: ["{s} {year}", "{s} व्लॉग", "{s} स्पेशल"] },
  {
    kinds: ["event"],
    when: ["festive"],
    phrases: ["{s} सेलिब्रेशन", "{s} डेकोरेशन आइडिया", "{s} की शुभकामनाएं", "घर पर {s}"],
  },
  { kinds: ["event"], when: ["festive-part"], phrases: ["{s} आइडिया", "आसान {s} आइडिया"] },
  { kinds: ["event"], when: ["sport"], phrases: ["{s} हाइलाइट्स", "{s} लाइव"] },
  {
    kinds: ["study"],
    phrases: ["{s} की तैयारी", "{s} {year}", "{s} सिलेबस", "{s} की तैयारी कैसे करें", "{s} टिप्स"],
  },
  { kinds: ["game"], when: ["whole"], phrases: ["{s} गेमप्ले", "{s} टिप्स और ट्रिक्स", "{s} लाइव", "{s} कैसे खेलें"] },
  { kinds: ["game"], when: ["part"], phrases: ["{s} टिप्स", "{s} हिंदी में"] },
  { kinds: ["show"], phrases: ["{s} रिव्यू", "{s} रिएक्शन", "{s} हिंदी में", "{s} की कहानी"] },
  { kinds: ["field"], phrases: ["{s} क्या है", "{s} हिंदी में", "{s} टिप्स", "{s} की जानकारी"] },
];

export const HINDI_FORMAT_TAG_PHRASES: readonly TagPhrase[] = flatten(HINDI_FORMATS);

export const HINDI_KIND_TAG_PHRASES: readonly TagPhrase[] = flatten(HINDI_KINDS);

/** Kinds whose names people write in Latin letters even in a Hindi search ("iphone 16 की कीमत"). */
export const LATIN_NAME_KINDS: readonly SubjectKind[] = ["product", "brand", "game", "show"];
