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
  { kinds: ["activity"], phrases: ["{s} tips hindi me"] },
  { kinds: ["activity"], when: ["learnt"], phrases: ["{s} kaise shuru kare", "{s} beginners ke liye"] },
  { kinds: ["activity"], when: ["how-to", "learnt"], phrases: ["{s} kaise kare", "{s} step by step hindi"] },
  { kinds: ["activity"], when: ["routine"], phrases: ["{s} routine"] },
  { kinds: ["animal"], phrases: ["{s} ke videos", "{s} ki jankari"] },
  { kinds: ["animal"], when: ["pet"], phrases: ["{s} ki dekhbhal", "{s} ko kya khilaye"] },
  { kinds: ["person"], when: ["named"], phrases: ["{s} ki kahani", "{s} ki life", "{s} ka interview"] },
  { kinds: ["person"], when: ["common"], phrases: ["{s} ki life", "{s} ka daily routine"] },
  { kinds: ["event"], phrases: ["{s} special", "{s} vlog hindi"] },
  {
    kinds: ["event"],
    when: ["festive"],
    phrases: ["{s} kaise manaye", "{s} wishes", "{s} decoration ghar par"],
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

export const HINGLISH_FORMAT_TAG_PHRASES: readonly TagPhrase[] = flatten(HINGLISH_FORMATS);

export const HINGLISH_KIND_TAG_PHRASES: readonly TagPhrase[] = flatten(HINGLISH_KINDS);
