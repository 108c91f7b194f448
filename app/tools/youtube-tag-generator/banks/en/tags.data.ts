import type { SubjectKind, VideoFormat } from "~/lib/topic";
import { type PhraseGroup, type TagPhrase, flatten } from "../shape";

const KNOWN_KINDS: readonly SubjectKind[] = [
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
];

const EVERY_KIND: readonly SubjectKind[] = [...KNOWN_KINDS, "general"];

/** What the keyword named, said the ways viewers search for it. These come first. */
const FORMAT_PHRASES: readonly PhraseGroup[] = [
  { kinds: EVERY_KIND, formats: ["review"], phrases: ["{s} review", "{s} honest review", "{s} review in hindi"] },
  { kinds: EVERY_KIND, formats: ["unboxing"], phrases: ["{s} unboxing", "{s} unboxing and review"] },
  { kinds: EVERY_KIND, formats: ["recipe"], phrases: ["{s} recipe", "{s} kaise banaye", "{s} recipe in hindi"] },
  { kinds: EVERY_KIND, formats: ["vlog"], phrases: ["{s} vlog", "{p} vlog"] },
  { kinds: EVERY_KIND, formats: ["haul"], phrases: ["{s} haul", "{s} shopping haul"] },
  {
    kinds: EVERY_KIND,
    formats: ["tutorial"],
    phrases: ["{s} tutorial", "{s} tutorial for beginners", "{s} tutorial in hindi"],
  },
  { kinds: EVERY_KIND, formats: ["tips"], phrases: ["{s} tips", "{s} tips and tricks"] },
  { kinds: EVERY_KIND, formats: ["challenge"], phrases: ["{s} challenge"] },
  { kinds: EVERY_KIND, formats: ["grwm"], phrases: ["grwm for {s}", "get ready with me for {s}", "{s} look"] },
  { kinds: EVERY_KIND, formats: ["study-with-me"], phrases: ["{s} study with me", "study with me"] },
  { kinds: EVERY_KIND, formats: ["tour"], phrases: ["{s} tour"] },
  {
    kinds: EVERY_KIND,
    formats: ["travel-guide"],
    phrases: ["{s} travel guide", "{s} itinerary", "places to visit in {s}"],
  },
  { kinds: EVERY_KIND, formats: ["reaction"], phrases: ["{s} reaction", "{s} reaction video"] },
  { kinds: EVERY_KIND, formats: ["highlights"], phrases: ["{s} highlights", "{s} full highlights"] },
  { kinds: EVERY_KIND, formats: ["gameplay"], phrases: ["{s} gameplay", "{s} live gameplay"] },
  { kinds: EVERY_KIND, formats: ["ideas"], phrases: ["{s} ideas", "easy {s} ideas"] },
  { kinds: EVERY_KIND, formats: ["explained"], phrases: ["{s} explained", "{s} kya hai", "{s} explained in hindi"] },
  { kinds: EVERY_KIND, formats: ["comparison"], phrases: ["{s} comparison", "{s} which is better"] },
];

/** For a keyword that only named a format: what people search for that kind of video. */
const BARE_PHRASES: readonly PhraseGroup[] = [
  {
    kinds: EVERY_KIND,
    formats: ["study-with-me"],
    when: ["bare"],
    phrases: [
      "study with me live",
      "study with me pomodoro",
      "study with me 3 hours",
      "study with me no music",
      "late night study with me",
      "study motivation",
      "study vlog",
    ],
  },
  {
    kinds: EVERY_KIND,
    formats: ["grwm"],
    when: ["bare"],
    phrases: [
      "grwm",
      "get ready with me",
      "grwm makeup",
      "grwm for college",
      "everyday makeup look",
      "get ready with me vlog",
    ],
  },
];

/** Searches that fit a kind of subject, best first. */
const KIND_PHRASES: readonly PhraseGroup[] = [
  {
    kinds: ["product"],
    phrases: ["{s} review", "{s} price in india", "{s} unboxing", "{s} worth it", "{s} pros and cons"],
  },
  {
    kinds: ["product"],
    when: ["category"],
    phrases: ["best {s}", "best {s} in india", "budget {s}", "{s} buying guide"],
  },
  { kinds: ["product"], when: ["model"], phrases: ["{s} camera test", "{s} long term review"] },
  { kinds: ["brand"], phrases: ["{s} review", "{s} haul", "{s} sale", "is {s} worth it", "{s} best products"] },
  {
    kinds: ["place"],
    when: ["named"],
    phrases: [
      "{s} trip",
      "{s} travel guide",
      "{s} tourist places",
      "places to visit in {s}",
      "{s} vlog",
      "{s} budget trip",
      "best time to visit {s}",
      "{s} itinerary",
    ],
  },
  {
    kinds: ["place"],
    when: ["common", "placed"],
    phrases: ["{s} in {p}", "{p} {s}", "best {s} in {p}", "{p} {s} vlog"],
  },
  { kinds: ["place"], when: ["common", "unplaced"], phrases: ["best {s}", "{s} vlog", "{s} near me"] },
  {
    kinds: ["food"],
    when: ["how-to"],
    phrases: ["{s} recipe", "{s} kaise banaye", "easy {s} recipe", "{s} at home", "{s} recipe in hindi"],
  },
  {
    kinds: ["food"],
    when: ["eat-out", "placed"],
    phrases: ["{s} in {p}", "{p} {s}", "best {s} in {p}", "{p} {s} vlog", "{p} food tour"],
  },
  { kinds: ["food"], when: ["eat-out", "unplaced"], phrases: ["famous {s}", "{s} vlog", "best {s}"] },
  { kinds: ["activity"], phrases: ["{s} tips", "{s} in hindi"] },
  { kinds: ["activity"], when: ["learnt"], phrases: ["{s} for beginners"] },
  { kinds: ["activity"], when: ["how-to", "learnt"], phrases: ["{s} tutorial", "how to start {s}"] },
  { kinds: ["activity"], when: ["routine"], phrases: ["{s} routine", "{s} mistakes to avoid"] },
  { kinds: ["animal"], phrases: ["{s} videos", "funny {s} videos", "{s} facts", "cute {s}"] },
  { kinds: ["animal"], when: ["pet"], phrases: ["{s} care", "{s} care tips", "pet {s}", "{s} food"] },
  {
    kinds: ["person"],
    when: ["named"],
    phrases: ["{s} interview", "{s} lifestyle", "{s} biography", "{s} best moments"],
  },
  {
    kinds: ["person"],
    when: ["common"],
    phrases: ["{s} life", "{s} vlog", "{s} daily routine", "{s} day in the life"],
  },
  { kinds: ["event"], phrases: ["{s} {year}", "{s} vlog", "{s} special", "{p} {s}"] },
  {
    kinds: ["event"],
    when: ["festive"],
    phrases: ["{s} celebration", "{s} decoration ideas", "{s} outfit ideas", "{s} wishes", "{s} at home"],
  },
  { kinds: ["event"], when: ["festive-part"], phrases: ["{s} ideas", "easy {s} ideas", "{s} on a budget"] },
  { kinds: ["event"], when: ["sport"], phrases: ["{s} highlights", "{s} live", "{s} analysis"] },
  {
    kinds: ["study"],
    phrases: [
      "{s} preparation",
      "{s} {year}",
      "{s} strategy",
      "{s} syllabus",
      "{s} study plan",
      "{s} preparation in hindi",
      "{s} tips",
    ],
  },
  {
    kinds: ["game"],
    when: ["whole"],
    phrases: [
      "{s} gameplay",
      "{s} tips and tricks",
      "{s} live",
      "how to play {s}",
      "{s} for beginners",
      "{s} in hindi",
    ],
  },
  { kinds: ["game"], when: ["part"], phrases: ["{s} tips", "{s} explained", "{s} in hindi"] },
  { kinds: ["show"], phrases: ["{s} review", "{s} explained", "{s} reaction", "{s} in hindi"] },
  { kinds: ["field"], phrases: ["{s} for beginners", "{s} explained", "{s} in hindi", "{s} basics", "{s} tips"] },
];

export const FORMAT_TAG_PHRASES: readonly TagPhrase[] = flatten(FORMAT_PHRASES);
export const KIND_TAG_PHRASES: readonly TagPhrase[] = flatten(KIND_PHRASES);
export const BARE_TAG_PHRASES: readonly TagPhrase[] = flatten(BARE_PHRASES);

/** Formats whose keyword alone can be the whole topic ("study with me", "grwm"). */
export const BARE_FORMATS: readonly VideoFormat[] = ["study-with-me", "grwm"];

/**
 * Words that say the same thing: a phrase adding one to a subject that has another says it twice
 * ("NEET ki taiyari preparation", "Diwali decor decoration ideas").
 */
export const SAME_MEANING: readonly (readonly string[])[] = [
  ["preparation", "prep", "taiyari", "tayari", "तैयारी"],
  ["decoration", "decorations", "decor", "decorating", "sajavat", "सजावट"],
  ["recipe", "recipes", "banane", "banaye", "रेसिपी"],
  ["review", "reviews", "रिव्यू"],
  ["tips", "tip", "tricks", "hacks", "टिप्स"],
  ["vlog", "vlogs", "व्लॉग"],
];

/** Map topics of these kinds may lend their phrases to a reading of the subject kind. */
export const MAP_KINDS_FOR: Readonly<Record<SubjectKind, readonly string[]>> = {
  product: ["tech", "auto", "style"],
  brand: ["tech", "auto", "style", "food"],
  place: ["place", "travel"],
  food: ["food"],
  activity: ["fitness", "sport", "style", "creative", "performing", "home", "travel", "mind", "tech"],
  animal: ["pets"],
  person: ["family", "sport", "screen"],
  event: [],
  study: ["study"],
  game: ["gaming"],
  show: ["screen"],
  field: ["money", "mind", "tech", "style", "family"],
  general: [],
};
