import type { SubjectKind, VideoFormat } from "~/lib/topic";
import type { TagFacet, TagPhrase } from "./youtube-tag-generator.data";

// The Hindi page's searches: what Indian viewers type for a video, in Hindi (Devanagari) and in
// Hinglish (Roman letters), beside the English searches the English page builds. `{s}` is the
// subject, `{p}` a place that qualifies it, `{year}` the current year, with the English phrases'
// rules (see TagPhrase). A phrase that puts की/का/के ("ki"/"ka"/"ke") right after `{s}` is not used
// for a subject ending in "ा"/"a": Hindi bends that noun ("कुत्ते की", not "कुत्ता की").

interface PhraseGroup {
  kinds: readonly SubjectKind[];
  formats?: readonly VideoFormat[];
  when?: readonly TagFacet[];
  phrases: readonly string[];
}

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

function flatten(groups: readonly PhraseGroup[]): TagPhrase[] {
  return groups.flatMap(({ phrases, ...fit }) => phrases.map((text) => ({ text, ...fit })));
}

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
  { kinds: ["activity"], phrases: ["{s} टिप्स", "{s} कैसे सीखें", "{s} हिंदी में"] },
  { kinds: ["activity"], when: ["how-to"], phrases: ["{s} ट्यूटोरियल", "{s} कैसे शुरू करें"] },
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

/** What the keyword named, in Hinglish. */
const HINGLISH_FORMATS: readonly PhraseGroup[] = [
  { kinds: EVERY_KIND, formats: ["review"], phrases: ["{s} ka review", "{s} review hindi"] },
  { kinds: EVERY_KIND, formats: ["unboxing"], phrases: ["{s} unboxing hindi"] },
  { kinds: EVERY_KIND, formats: ["recipe"], phrases: ["{s} kaise banaye", "{s} banane ka tarika", "{s} recipe hindi"] },
  { kinds: EVERY_KIND, formats: ["vlog"], phrases: ["{s} vlog hindi"] },
  { kinds: EVERY_KIND, formats: ["tutorial"], phrases: ["{s} kaise sikhe", "{s} sikhe hindi me"] },
  { kinds: EVERY_KIND, formats: ["tips"], phrases: ["{s} tips hindi me"] },
  { kinds: EVERY_KIND, formats: ["travel-guide"], phrases: ["{s} ghumne ki jagah", "{s} kaise jaye"] },
  { kinds: EVERY_KIND, formats: ["explained"], phrases: ["{s} kya hai", "{s} kya hota hai"] },
  { kinds: EVERY_KIND, formats: ["comparison"], phrases: ["{s} kaun sa better hai"] },
  { kinds: EVERY_KIND, formats: ["gameplay"], phrases: ["{s} gameplay hindi"] },
];

/** Searches in Hinglish that fit a kind of subject, best first. */
const HINGLISH_KINDS: readonly PhraseGroup[] = [
  { kinds: ["product"], phrases: ["{s} review hindi", "{s} ki price", "{s} lena chahiye ya nahi"] },
  { kinds: ["product"], when: ["category"], phrases: ["sasta {s}", "{s} kaun sa le"] },
  { kinds: ["brand"], phrases: ["{s} review hindi", "{s} se kya kharide"] },
  {
    kinds: ["place"],
    when: ["named"],
    phrases: ["{s} ghumne ki jagah", "{s} kaise jaye", "{s} trip plan", "{s} yatra", "{s} trip kharcha"],
  },
  { kinds: ["place"], when: ["common", "placed"], phrases: ["{p} me {s}", "{p} ke best {s}"] },
  { kinds: ["place"], when: ["common", "unplaced"], phrases: ["{s} vlog hindi"] },
  {
    kinds: ["food"],
    when: ["how-to"],
    phrases: ["{s} kaise banaye", "{s} banane ka tarika", "ghar par {s} kaise banaye", "{s} recipe hindi"],
  },
  { kinds: ["food"], when: ["eat-out", "placed"], phrases: ["{p} me {s}", "{p} ka famous {s}"] },
  { kinds: ["food"], when: ["eat-out", "unplaced"], phrases: ["{s} khane chalo", "desi {s}"] },
  { kinds: ["activity"], phrases: ["{s} kaise sikhe", "{s} tips hindi me", "{s} kaise kare"] },
  { kinds: ["activity"], when: ["how-to"], phrases: ["{s} sikhe hindi me", "{s} ki shuruaat kaise kare"] },
  { kinds: ["animal"], phrases: ["{s} ke videos", "{s} ki jankari"] },
  { kinds: ["animal"], when: ["pet"], phrases: ["{s} ki dekhbhal", "{s} ko kya khilaye"] },
  { kinds: ["person"], when: ["named"], phrases: ["{s} ki kahani", "{s} ki life", "{s} ka interview"] },
  { kinds: ["person"], when: ["common"], phrases: ["{s} ki life", "{s} ka daily routine"] },
  { kinds: ["event"], phrases: ["{s} special", "{s} vlog hindi"] },
  {
    kinds: ["event"],
    when: ["festive"],
    phrases: ["{s} kaise manaye", "{s} ki shubhkamnaye", "{s} decoration ghar par"],
  },
  { kinds: ["event"], when: ["festive-part"], phrases: ["{s} ke liye ideas"] },
  { kinds: ["event"], when: ["sport"], phrases: ["{s} highlights hindi", "{s} live kaise dekhe"] },
  {
    kinds: ["study"],
    phrases: ["{s} ki taiyari kaise kare", "{s} preparation hindi", "{s} syllabus hindi me", "{s} kaise padhe"],
  },
  { kinds: ["game"], when: ["whole"], phrases: ["{s} kaise khele", "{s} tips hindi", "{s} live hindi"] },
  { kinds: ["game"], when: ["part"], phrases: ["{s} tips hindi", "{s} kaise kare"] },
  { kinds: ["show"], phrases: ["{s} review hindi", "{s} explained in hindi", "{s} ki kahani"] },
  { kinds: ["field"], phrases: ["{s} kya hai", "{s} hindi me", "{s} kaise sikhe", "{s} ki jankari"] },
];

export const HINDI_FORMAT_TAG_PHRASES: readonly TagPhrase[] = flatten(HINDI_FORMATS);
export const HINDI_KIND_TAG_PHRASES: readonly TagPhrase[] = flatten(HINDI_KINDS);
export const HINGLISH_FORMAT_TAG_PHRASES: readonly TagPhrase[] = flatten(HINGLISH_FORMATS);
export const HINGLISH_KIND_TAG_PHRASES: readonly TagPhrase[] = flatten(HINGLISH_KINDS);

/** Kinds whose names people write in Latin letters even in a Hindi search ("iphone 16 की कीमत"). */
export const LATIN_NAME_KINDS: readonly SubjectKind[] = ["product", "brand", "game", "show"];
