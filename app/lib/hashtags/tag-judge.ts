// Which tags of a reading's topics can go on one post or video: the post generator and the
// description generator both judge their tags here.
import { type Topic, type TopicKind, isUsableTag, normaliseKeyword } from "./hashtags";
import { CORE_PREFIXES, isCoreOf } from "./core-tags";
import { placeTag, subjectTags, tagsOf } from "./reading-tags";
import type { SubjectKind, TopicReading, VideoFormat } from "~/lib/topic";
import { LEXICON, MODEL_WORDS } from "~/lib/topic/lexicon.data";
import { PLACE_NAMES } from "~/lib/topic/places.data";
import { codePointLength, unique } from "~/lib/text/text";

/**
 * Which of the topic map's tags can go on a post or video about this reading. The map files tags by topic,
 * and a topic is wider than any one post or video: the iPhone topic holds #applewatch, street food holds
 * #vadapav, fitness holds #fitnesscoach. A tag stays when it is about the subject as read.
 */

/** Topic kinds a subject of each kind never draws tags from, whatever word reached them ("CAT exam" is no cat). */
const NEVER_FROM: Readonly<Record<SubjectKind, readonly TopicKind[]>> = {
  product: ["study", "family", "mind", "pets", "festival", "money", "screen", "performing", "food"],
  brand: ["study", "family", "mind", "pets", "festival"],
  place: ["pets", "family", "study", "tech", "gaming", "money"],
  food: ["family", "tech", "auto", "gaming", "study", "money", "pets", "style", "mind", "fitness", "sport", "screen"],
  activity: ["pets", "auto", "money"],
  animal: [
    "family",
    "study",
    "tech",
    "auto",
    "money",
    "gaming",
    "style",
    "festival",
    "food",
    "fitness",
    "sport",
    "screen",
    "performing",
    "mind",
  ],
  person: ["pets", "auto"],
  event: ["pets", "auto", "tech", "gaming", "study", "money"],
  study: [
    "pets",
    "style",
    "food",
    "auto",
    "fitness",
    "sport",
    "home",
    "festival",
    "travel",
    "gaming",
    "screen",
    "performing",
  ],
  game: ["travel", "food", "style", "pets", "family", "study", "festival", "home", "fitness", "tech", "auto"],
  show: ["pets", "auto", "home", "food", "fitness", "study", "gaming", "family"],
  field: ["pets", "gaming"],
  general: [],
};

/** Tags that name a format: only for a reading of that format. */
const FORMAT_PIECES: readonly (readonly [RegExp, readonly VideoFormat[]])[] = [
  [/review/u, ["review"]],
  [/unbox/u, ["unboxing"]],
  [/vlog|dayinmylife|diml|whatieatinaday/u, ["vlog"]],
  [/haul/u, ["haul"]],
  [/gameplay/u, ["gameplay"]],
  [/reaction/u, ["reaction"]],
  [/highlights/u, ["highlights"]],
  [/challenge/u, ["challenge"]],
  [/grwm|getreadywithme/u, ["grwm"]],
  [/studywithme/u, ["study-with-me"]],
  [/roomtour|hometour|housetour/u, ["tour"]],
  [/itinerary|travelguide/u, ["travel-guide"]],
  [/explained/u, ["explained"]],
  [/comparison/u, ["comparison"]],
];
/** A how-to promise (#gymtips, #makeuptutorial): only for a reading that is a how-to. */
const HOW_TO_PIECE = /tutorial|howto|stepbystep|tips|tricks|hack/u;
/** A recipe only for food cooked at home, or a keyword that asks for one. */
const RECIPE_PIECE = /recipe/u;
/**
 * Tags that say who the creator is (#fitnesscoach, #catmom, #neetdropper, #delhifoodblogger): a
 * visitor would be claiming to be one. Only when the subject is that person.
 */
const ROLE_ENDING =
  /(coach|trainer|blogger|bloggers|vlogger|youtuber|influencer|moms?|mommy|dads?|droppers?|aspirants?|streamer|reviewer|critic|expert|master|artists?|speaker|teachers?|inthemaking)$|^future|^baby(boy|girl)$/u;

/** Prefixes that widen a tag rather than narrow it: #desicat, #indianchess, #happydiwali. */
const BROADENING_PREFIXES: ReadonlySet<string> = new Set([...CORE_PREFIXES.filter((prefix) => prefix !== ""), "happy"]);

/** Lexicon kinds whose entries are distinct things: a tag naming another one is about something else. */
const THING_KINDS = ["product", "brand", "place", "food", "animal", "person", "event", "game", "show"] as const;
const SHORT = 3;
const STOP = new Set(["the", "and", "for", "with", "ki", "ka", "ke", "aur", "in", "of", "vs"]);

/** Place names as tags, long enough to be found inside one (#shimladiaries); India is everyone's, so not one of them. */
const MIN_PLACE = 4;
let placeNames: readonly string[] | null = null;

function placesAsTags(): readonly string[] {
  placeNames ??= unique(
    PLACE_NAMES.flatMap((place) => [place.name, ...(place.also ?? [])])
      .map((name) => normaliseKeyword(name))
      .filter((tag) => /^[a-z]+$/u.test(tag) && tag.length >= MIN_PLACE && !"indian".includes(tag)),
  );
  return placeNames;
}

interface Thing {
  display: string;
  /** Written with a capital (iPhone, IPL, Persian cat): one particular thing, not a kind of thing. */
  named: boolean;
}

let lexiconIndex: ReadonlyMap<string, Thing> | null = null;

/** Every spelling of every thing the reader knows, as a tag, to the thing. */
function thingsByTag(): ReadonlyMap<string, Thing> {
  if (lexiconIndex) return lexiconIndex;
  const index = new Map<string, Thing>();
  for (const kind of THING_KINDS) {
    for (const line of LEXICON[kind]) {
      const spellings = line.split("|").map((spelling) => spelling.split("=")[0] ?? "");
      const display = spellings[0] ?? "";
      const thing = { display, named: /\p{Lu}/u.test(display) };
      for (const spelling of spellings) {
        const tag = normaliseKeyword(spelling);
        if (tag.length >= SHORT && !index.has(tag)) index.set(tag, thing);
      }
    }
  }
  lexiconIndex = index;
  return index;
}

/** The subject's sides as tags: "iphone16", or "iphone16" and "samsungs24" for a comparison. */

let knownWords: ReadonlySet<string> | null = null;

/** Every spelling the reader knows, of every kind, as a tag: the words that can stand for a subject on their own. */
function knownSpellings(): ReadonlySet<string> {
  knownWords ??= new Set(
    Object.values(LEXICON).flatMap((lines) =>
      lines.flatMap((line) => line.split("|").map((spelling) => normaliseKeyword(spelling.split("=")[0] ?? ""))),
    ),
  );
  return knownWords;
}

/**
 * What a tag about this subject contains: the subject, its Latin spelling, and those of its words
 * that name something on their own ("cricket" in "cricket batting"), not any word ("puri" in
 * "pani puri" would let in #dahipuri).
 */
export function anchorsOf(reading: TopicReading): string[] {
  const known = knownSpellings();
  const topicWords = new Set(reading.topics.flatMap(({ topic }) => topic.words.map((word) => normaliseKeyword(word))));
  const words = [reading.subject, reading.latin]
    .flatMap((text) => text.split(/[^\p{L}\p{M}\p{N}]+/u))
    .map((word) => word.toLowerCase())
    .filter((word) => codePointLength(word) >= SHORT && !STOP.has(word) && !/^\p{N}+$/u.test(word))
    .filter((word) => known.has(word) || topicWords.has(word));
  return unique([...subjectTags(reading), ...reading.latin.split(/\s+vs\s+/u).map(normaliseKeyword), ...words]).filter(
    (anchor) => codePointLength(anchor) >= SHORT,
  );
}

/** Words that tie a place's tag to a kind of subject (#delhifoodie for food in Delhi). */
const KIND_WORDS: Readonly<Partial<Record<SubjectKind, readonly string[]>>> = {
  food: ["food", "foodie", "eats", "khana"],
  event: ["festival", "celebration"],
  activity: ["diaries", "travel"],
};

/** The reading's map topics that its tags may come from: found by a word, not by resemblance, and of a fitting kind. */
export function fittingTopics(reading: TopicReading): Topic[] {
  const aboutPlace = reading.place !== null || reading.kind === "place";
  return reading.topics
    .filter(({ topic, near }) => !near && !NEVER_FROM[reading.kind].includes(topic.kind))
    .filter(({ topic }) => aboutPlace || topic.kind !== "place")
    .map(({ topic }) => topic);
}

/** A topic's own name: its id and head word ("fitness", "gym"). */
const topicHeads = (topic: Topic): string[] => [topic.id, normaliseKeyword(topic.words[0] ?? "")];

export interface TagJudge {
  /** The tags this reading may carry: its own and its fitting topics'. */
  allowed: ReadonlySet<string>;
  /** Whether a tag is about this subject, in this format, without claiming who the creator is. */
  fits: (tag: string) => boolean;
  /**
   * How closely a tag is about the subject: 3 subject and place (#delhistreetfood), 2 the subject
   * with a community word (#gymlife, #desicat), 1 holding the subject (#iphonephotography), 0 neither.
   */
  closeness: (tag: string) => number;
}

/** A topic that is the subject's own ("fitness" for gym, "cats" for cat), not one it merely sits in ("desserts" for gulab jamun). */
function isOwnTopic(topic: Topic, anchors: readonly string[]): boolean {
  return topicHeads(topic)
    .filter((head) => head.length >= SHORT)
    .some((head) => anchors.some((anchor) => anchor.includes(head)));
}

/** Long enough to be found inside a tag without matching by chance ("iphone" in #shotoniphone, not "ca"). */
const MIN_INSIDE = 4;

export function judgeTags(reading: TopicReading, own: readonly string[]): TagJudge {
  const topics = fittingTopics(reading);
  const anchors = anchorsOf(reading);
  const place = placeTag(reading);
  const things = thingsByTag();
  // The things the subject itself is or holds ("masala chai" holds chai): their tags are its own.
  const ownThings = new Set(
    [...things].filter(([tag]) => anchors.some((anchor) => anchor.includes(tag))).map(([, thing]) => thing.display),
  );
  const otherNamed = [...things]
    .filter(([tag, thing]) => thing.named && tag.length >= MIN_INSIDE && !ownThings.has(thing.display))
    .map(([tag]) => tag);
  const topicWords = new Set(
    topics.flatMap((topic) => [...topic.words, ...(topic.desi ?? [])]).map((word) => normaliseKeyword(word)),
  );
  const broad = new Set(topics.flatMap((topic) => topic.broad));
  const heads = unique(topics.flatMap(topicHeads)).filter((head) => codePointLength(head) >= SHORT);
  const aboutSubject = (tag: string) => anchors.some((anchor) => tag.includes(anchor));
  const kindWords = KIND_WORDS[reading.kind] ?? [];
  const region = reading.kind === "place" && place === null;
  const ownPlaces = placesAsTags().filter((name) => anchors.some((anchor) => anchor.includes(name)) || name === place);
  const otherPlaces = placesAsTags().filter((name) => !ownPlaces.includes(name));

  // Which of a topic's tags may serve. A place that only qualifies the subject lends its name tags
  // and the ones tied to the subject or its kind (#delhi, #delhistreetfood, #delhifoodie), not the
  // rest of the city (#delhimetro). A topic the subject only sits in lends its broad and community
  // tags, not its niche corners (#kajukatli is no tag for gulab jamun, #jibhi none for Manali).
  const fromTopic = (topic: Topic): readonly string[] => {
    if (topic.kind === "place" && !region)
      return tagsOf(topic).filter(
        (tag) => topic.broad.includes(tag) || aboutSubject(tag) || kindWords.some((word) => tag.includes(word)),
      );
    if (isOwnTopic(topic, anchors)) return tagsOf(topic);
    return [...topic.mid, ...topic.broad, ...topic.niche.filter(aboutSubject)];
  };

  // Another thing the reader knows (#persiancat for "cat", #airpods and #shotoniphone for an iPad),
  // another place (#shimladiaries for Manali), or one of the topic's own words that holds neither
  // the subject nor the topic's name (#calisthenics for gym). A kind of thing the topic is about
  // as a whole (#smartphone for a Galaxy) is no other thing.
  // A named subject (Galaxy S24) is one of a kind of thing (#smartphone); a plain one (aloo paratha,
  // earbuds) sits beside the other plain things (#paneer, #headphones), which are not about it.
  const subjectIsNamed = /\p{Lu}/u.test(reading.subject);
  const namesOtherThing = (tag: string) => {
    const thing = things.get(tag);
    if (thing !== undefined && !ownThings.has(thing.display)) return thing.named || !subjectIsNamed || !broad.has(tag);
    if (otherNamed.some((name) => tag.includes(name))) return true;
    if (aboutSubject(tag)) return false;
    if (otherPlaces.some((name) => tag.includes(name))) return true;
    if (broad.has(tag) || heads.some((head) => tag.includes(head))) return false;
    return topicWords.has(tag);
  };
  const fitsFormat = (tag: string) => {
    const named = FORMAT_PIECES.find(([piece]) => piece.test(tag));
    if (named && (reading.format === null || !named[1].includes(reading.format))) return false;
    if (RECIPE_PIECE.test(tag)) return reading.format === "recipe" || (reading.kind === "food" && reading.howTo);
    return reading.howTo || !HOW_TO_PIECE.test(tag);
  };
  // A tag that narrows the subject to one kind of it: #persiancat or #rescuecat for "cat",
  // #sattuparatha for aloo paratha, #rooftopcafe for a cafe in Bangalore. The subject's own words,
  // its place and an Indian prefix are no narrowing (#alooparatha, #bangalorecafes, #desicat).
  const narrowed = (tag: string, anchor: string) => {
    const end = tag.endsWith(anchor) ? anchor.length : tag.endsWith(`${anchor}s`) ? anchor.length + 1 : 0;
    const rest = tag.slice(0, tag.length - end);
    return (
      rest !== "" && !BROADENING_PREFIXES.has(rest) && rest !== place && !anchors.some((other) => other.includes(rest))
    );
  };
  // Another model of the same line: #galaxyzflip for a Galaxy S24, #macbookair for a MacBook Pro.
  const subjectWords = reading.subject.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const modelWords = Object.keys(MODEL_WORDS).filter((word) => word.length >= SHORT && !subjectWords.includes(word));
  const namesOtherModel = (tag: string) =>
    (reading.kind === "product" || reading.kind === "brand") &&
    anchors.some((anchor) => {
      if (!tag.startsWith(anchor) || tag === anchor) return false;
      const rest = tag.slice(anchor.length);
      const digits = rest.match(/\d+/gu) ?? [];
      return digits.some((number) => !subjectWords.includes(number)) || modelWords.some((word) => rest.includes(word));
    });
  // Judged on every anchor the tag ends with: #delhistreetfood ends with "food" too, but with
  // "streetfood" it is the subject in its place.
  const narrows = (tag: string) => {
    const endings = anchors.filter((anchor) => tag.endsWith(anchor) || tag.endsWith(`${anchor}s`));
    return endings.length > 0 && endings.every((anchor) => narrowed(tag, anchor));
  };
  const claimsRole = (tag: string) => {
    const role = ROLE_ENDING.exec(tag)?.[0];
    return role !== undefined && !anchors.some((anchor) => anchor.includes(role));
  };

  return {
    allowed: new Set([...own, ...topics.flatMap(fromTopic)]),
    fits: (tag) =>
      own.includes(tag) ||
      (isUsableTag(tag) &&
        fitsFormat(tag) &&
        !claimsRole(tag) &&
        !namesOtherThing(tag) &&
        !narrows(tag) &&
        !namesOtherModel(tag)),
    closeness: (tag) => {
      if (!aboutSubject(tag)) return 0;
      if (place !== null && tag.includes(place)) return 3;
      return anchors.some((anchor) => isCoreOf(tag, anchor)) ? 2 : 1;
    },
  };
}

const INDIAN_AFFIX = /^(?:indian|desi|india)|(?:s?ofindia|india|indian)$/u;
/** One form per family: #catlover, #catlovers and #catlove are the same tag to a reader. */
const singular = (tag: string) => tag.replace(/s$/u, "").replace(/lover$/u, "love");

/**
 * The list without near repeats, the first kept: one of #catlover and #catlovers, and one Indian
 * form of a tag (#desicat, not #indiancats and #catsofindia as well).
 */
export function distinct(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of tags) {
    const local = INDIAN_AFFIX.test(tag) ? `india:${singular(tag.replace(INDIAN_AFFIX, ""))}` : null;
    const keys = [singular(tag), ...(local ? [local] : [])];
    if (keys.some((key) => seen.has(key))) continue;
    for (const key of keys) seen.add(key);
    out.push(tag);
  }
  return out;
}
