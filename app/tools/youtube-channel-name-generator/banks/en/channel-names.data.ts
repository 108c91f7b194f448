import type { SubjectKind, VideoFormat } from "~/lib/topic/reading";

/**
 * What a channel is about, as its name must fit it. The reader's kinds, except that a brand and a
 * person the reader knows by name ("Virat Kohli", unlike the role "mom") are both a fan channel:
 * "Virat Kohli Fan Club" fits, "Daily Virat Kohli Vlogs" passes the channel off as his.
 */
export type ChannelKind = Exclude<SubjectKind, "brand"> | "fan";

export const CHANNEL_KINDS: readonly ChannelKind[] = [
  "general",
  "person",
  "fan",
  "product",
  "place",
  "food",
  "activity",
  "animal",
  "event",
  "study",
  "game",
  "show",
  "field",
];

/**
 * When a pattern fits beyond its kinds, or only some of them:
 * - `one-word`: a keyword of one word, which may be the creator's own name ("Priya Creates").
 * - `no-a-ending`: a subject not ending in "a". Hindi bends a noun ending in "a" before "ki"
 *   ("khane ki duniya", not "khana ki duniya"), so these patterns skip it rather than guess.
 * - `how-to`: a subject people learn to do (the reader's `howTo`): "Yoga Made Simple".
 * - `role`: a person who is a role, not someone known by name: "Life as a Teacher".
 * - `place`: the keyword names a place that qualifies the subject ("street food delhi").
 */
export type PatternCondition = "one-word" | "no-a-ending" | "how-to" | "role" | "place";

export interface NamePattern {
  /** "{k}" is the subject in its channel casing; "{p}" the place; "{a}" "a" or "an" for the subject. */
  text: string;
  kinds: readonly ChannelKind[];
  /** Formats that make it fit any kind: a vlog keyword fits "{k} Vlogs" whatever it is about. */
  formats?: readonly VideoFormat[];
  when?: PatternCondition;
}

/**
 * Every kind but a fan channel: "Virat Kohli TV" and "Nike Talks" read as the person's or brand's
 * own channel.
 */
const NOT_FAN = CHANNEL_KINDS.filter((kind) => kind !== "fan");

// The product's words come first: prefixes The, Daily, Simply; suffixes Vlogs, Labs, Hub, Zone,
// Show, TV, Talks, Creates; "{k} Explained" and "Inside {k}'s World" (built in the logic, where
// the apostrophe is decided). Each now fits the kinds it reads right for: "Daily Cricket" and
// "Goa Vlogs" do, "Daily Diwali" and "Virat Kohli Vlogs" do not.
export const PRODUCT_PATTERNS: readonly NamePattern[] = [
  { text: "Daily {k}", kinds: ["food", "activity", "study", "field", "game", "place", "show"] },
  { text: "Simply {k}", kinds: ["general", "food", "activity", "place", "field", "study", "person"] },
  {
    text: "{k} Vlogs",
    kinds: ["general", "place", "food", "activity", "person", "event", "animal"],
    formats: ["vlog"],
  },
  { text: "{k} Labs", kinds: ["general", "product", "field", "activity", "food", "game", "study"] },
  {
    text: "{k} Hub",
    kinds: [
      "general",
      "product",
      "fan",
      "place",
      "food",
      "activity",
      "animal",
      "event",
      "study",
      "game",
      "show",
      "field",
    ],
  },
  { text: "{k} Zone", kinds: ["game", "activity", "study", "field", "product", "show", "food", "animal", "event"] },
  { text: "{k} Show", kinds: ["food", "activity", "game", "animal"] },
  { text: "{k} TV", kinds: NOT_FAN },
  { text: "{k} Talks", kinds: NOT_FAN },
  { text: "{k} Creates", kinds: ["general"], when: "one-word" },
  {
    text: "{k} Explained",
    kinds: ["field", "study", "product", "show", "game", "event", "activity", "fan"],
    formats: ["explained"],
  },
  {
    text: "The {k} Hub",
    kinds: ["product", "fan", "food", "activity", "animal", "event", "study", "game", "show", "field"],
  },
  { text: "The {k} Show", kinds: ["general", "food", "activity", "game", "field", "product", "animal", "person"] },
  { text: "The {k} Zone", kinds: ["game", "activity", "study", "field", "product", "show", "food", "animal"] },
  { text: "The {k} Labs", kinds: ["product", "activity", "food", "game", "study"] },
  {
    text: "Daily {k} Vlogs",
    kinds: ["general", "place", "food", "activity", "person", "animal"],
    formats: ["vlog"],
  },
  { text: "Daily {k} Show", kinds: ["food", "activity", "game", "field", "show"] },
  { text: "Daily {k} Talks", kinds: ["field", "study", "show", "activity", "game", "product"] },
  { text: "Daily {k} TV", kinds: ["food", "activity", "game", "field", "show", "study"] },
  { text: "Daily {k} Hub", kinds: ["food", "activity", "game", "field", "study", "product"] },
  { text: "Simply {k} Vlogs", kinds: ["general", "place", "food", "activity", "person"], formats: ["vlog"] },
  { text: "Simply {k} TV", kinds: ["general", "food", "activity", "field", "place"] },
  { text: "Simply {k} Talks", kinds: ["general", "field", "study", "activity", "person"] },
];

/** Kinds that "Inside BGMI's World" or "Inside the World of Street Food" reads right for. */
export const INSIDE_WORLD_KINDS: readonly ChannelKind[] = [
  "general",
  "activity",
  "game",
  "show",
  "field",
  "fan",
  "food",
];

/**
 * Kinds whose one-word subject takes the possessive: a name or a title owns a world ("Inside
 * Priya's World", "Inside BGMI's World"); a thing people do or eat is a world ("Inside the World
 * of Cricket").
 */
export const POSSESSIVE_KINDS: readonly ChannelKind[] = ["general", "fan", "game", "show"];

/**
 * Names beyond the product's, written for what the channel is about, so every kind has enough for
 * two full runs of 15 before a name comes back.
 */
export const MORE_PATTERNS: readonly NamePattern[] = [
  // Fit a wide range of subjects.
  {
    text: "{k} Diaries",
    kinds: ["general", "place", "food", "activity", "person", "animal", "event", "study", "show"],
  },
  { text: "{k} Studio", kinds: ["general", "field"] },
  { text: "The {k} Studio", kinds: ["general", "field"] },
  { text: "{k} Corner", kinds: ["field", "study", "product", "show", "food", "animal", "activity", "fan", "person"] },
  { text: "{k} Adda", kinds: ["food", "game", "study", "show", "field", "activity", "event", "place", "product"] },
  {
    text: "{k} Ki Duniya",
    kinds: ["general", "food", "game", "activity", "show", "field", "animal", "person"],
    when: "no-a-ending",
  },
  { text: "Desi {k}", kinds: ["food", "game", "person", "event", "activity"] },
  { text: "{k} Decoded", kinds: ["field", "study", "product", "show", "game", "fan", "event"] },
  { text: "{k} Made Simple", kinds: ["study", "field", "product"], formats: ["tutorial", "tips"] },
  { text: "{k} Made Simple", kinds: ["activity", "food"], when: "how-to" },
  { text: "{k} Unplugged", kinds: ["general", "activity", "show", "person", "place", "field", "event"] },
  {
    text: "All About {k}",
    kinds: ["general", "field", "study", "show", "activity", "food", "product", "fan", "game", "place", "event"],
  },
  {
    text: "Let's Talk {k}",
    kinds: ["field", "show", "study", "activity", "game", "product", "fan", "food", "event"],
  },
  { text: "{k} Central", kinds: ["game", "show", "field", "study", "product", "event", "activity", "fan"] },
  { text: "{k} Guru", kinds: ["study", "field", "activity", "game", "product", "food"] },
  { text: "{k} Squad", kinds: ["game", "activity", "animal", "person", "study"] },
  { text: "{k} Nation", kinds: ["game", "activity", "show", "field", "event", "fan"] },
  { text: "Planet {k}", kinds: ["game", "food", "show", "animal"] },
  {
    text: "{k} Stories",
    kinds: ["general", "place", "food", "person", "event", "animal", "fan"],
  },
  { text: "{k} Tales", kinds: ["general", "place", "food", "person", "animal", "event"] },
  { text: "{k} World", kinds: ["general", "animal"] },
  { text: "{k} Daily", kinds: ["general", "activity", "field", "show", "fan", "animal"] },
  { text: "{k} Unfiltered", kinds: ["general", "place", "show", "person", "field"] },
  // A name, or a subject nothing knows: words that fit a person and a thing alike.
  { text: "{k} Originals", kinds: ["general"] },
  { text: "{k} Unscripted", kinds: ["general", "person"] },
  { text: "{k} Online", kinds: ["general"] },
  { text: "{k} Journal", kinds: ["general", "study", "person"] },
  { text: "{k} Notes", kinds: ["general", "study", "field", "person"] },
  { text: "{k} Uncut", kinds: ["general", "show"] },
  { text: "{k} Weekly", kinds: ["general", "field", "show", "event"] },
  { text: "The {k} Channel", kinds: ["general", "activity", "food", "field", "animal"] },
  { text: "{k} On Air", kinds: ["general", "show", "event"] },
  { text: "The {k} Files", kinds: ["general", "show", "field"] },
  // A place.
  { text: "Explore {k}", kinds: ["place"] },
  { text: "{k} Calling", kinds: ["place"] },
  { text: "Inside {k}", kinds: ["place"] },
  { text: "{k} Trails", kinds: ["place"] },
  { text: "{k} Darshan", kinds: ["place"] },
  { text: "{k} Ki Galiyan", kinds: ["place"], when: "no-a-ending" },
  { text: "{k} Local", kinds: ["place"] },
  { text: "Hello {k}", kinds: ["place"] },
  { text: "Namaste {k}", kinds: ["place"] },
  { text: "{k} Insider", kinds: ["place", "product"] },
  { text: "The {k} Diaries", kinds: ["place", "food", "animal", "person", "event"] },
  { text: "The {k} Insider", kinds: ["place"] },
  { text: "Weekend in {k}", kinds: ["place"] },
  { text: "Made in {k}", kinds: ["place"] },
  // Food.
  { text: "{k} Trail", kinds: ["food"] },
  { text: "{k} Junction", kinds: ["food", "study"] },
  { text: "{k} Lovers", kinds: ["food", "animal"] },
  { text: "Hungry for {k}", kinds: ["food"] },
  { text: "{k} Bites", kinds: ["food"] },
  { text: "{k} Chronicles", kinds: ["food", "place", "animal", "person"] },
  { text: "{k} Point", kinds: ["food"] },
  // Something people do.
  { text: "{k} Journey", kinds: ["activity", "study"] },
  { text: "{k} Mode On", kinds: ["activity", "game", "study"] },
  { text: "{k} Club", kinds: ["activity", "animal", "show", "person"] },
  { text: "{k} Life", kinds: ["activity", "animal", "person"] },
  { text: "{k} Pro Tips", kinds: ["product", "game"], formats: ["tips"] },
  { text: "{k} Pro Tips", kinds: ["activity", "food"], when: "how-to" },
  { text: "{k} Basics", kinds: ["activity"], when: "how-to" },
  // An animal.
  { text: "{k} Gang", kinds: ["animal"] },
  { text: "{k} Love", kinds: ["animal"] },
  { text: "{k} Cam", kinds: ["animal"] },
  { text: "{k} Buddies", kinds: ["animal"] },
  { text: "{k} Care", kinds: ["animal"] },
  // A person who is a role.
  { text: "Life as {a} {k}", kinds: ["person"], when: "role" },
  { text: "Confessions of {a} {k}", kinds: ["person"], when: "role" },
  { text: "Diary of {a} {k}", kinds: ["person"], when: "role" },
  { text: "{k} Hacks", kinds: ["person"] },
  { text: "{k} Real Talk", kinds: ["person"] },
  { text: "{k} Ki Kahani", kinds: ["person"], when: "no-a-ending" },
  // A fan channel.
  { text: "{k} Fans", kinds: ["fan", "show"] },
  { text: "{k} Fan Club", kinds: ["fan"] },
  { text: "Team {k}", kinds: ["fan", "game"] },
  { text: "{k} Updates", kinds: ["fan", "show", "study"] },
  { text: "{k} Forever", kinds: ["fan"] },
  { text: "{k} Army", kinds: ["fan", "game"] },
  { text: "{k} Universe", kinds: ["fan", "show"] },
  { text: "{k} Edits", kinds: ["fan"] },
  { text: "{k} Moments", kinds: ["fan", "event", "animal", "person"] },
  { text: "Fans of {k}", kinds: ["fan"] },
  { text: "Everything {k}", kinds: ["fan", "show"] },
  { text: "{k} Mania", kinds: ["fan", "show", "game"] },
  { text: "{k} Spotlight", kinds: ["fan", "show"] },
  { text: "{k} Fan Zone", kinds: ["fan", "show"] },
  { text: "{k} Rewind", kinds: ["fan", "show", "event"] },
  { text: "{k} Archive", kinds: ["fan", "show"] },
  // An occasion.
  { text: "{k} Vibes", kinds: ["event"] },
  { text: "{k} Specials", kinds: ["event", "food"] },
  { text: "{k} Season", kinds: ["event"] },
  { text: "{k} Fever", kinds: ["event", "game", "fan"] },
  { text: "{k} Countdown", kinds: ["event"] },
  // An exam or a subject.
  { text: "{k} Pathshala", kinds: ["study"] },
  { text: "{k} Warriors", kinds: ["study"] },
  { text: "{k} Ki Taiyari", kinds: ["study"], when: "no-a-ending" },
  { text: "{k} Simplified", kinds: ["study", "field", "product"] },
  { text: "{k} Classroom", kinds: ["study"] },
  { text: "{k} Mentor", kinds: ["study", "field"] },
  { text: "Crack {k}", kinds: ["study"] },
  { text: "{k} Study Room", kinds: ["study"] },
  // A game.
  { text: "{k} Arena", kinds: ["game"] },
  { text: "{k} Legends", kinds: ["game"] },
  { text: "{k} Clutches", kinds: ["game"] },
  { text: "{k} Tactics", kinds: ["game"] },
  { text: "{k} Pro", kinds: ["game"] },
  { text: "{k} Live", kinds: ["game", "event"] },
  { text: "{k} Kings", kinds: ["game"] },
  // A film, series or show.
  { text: "{k} Buzz", kinds: ["show", "event", "fan"] },
  { text: "{k} Masala", kinds: ["show"] },
  { text: "{k} Fandom", kinds: ["show"] },
  { text: "{k} Gossip", kinds: ["show"] },
  { text: "{k} Recap", kinds: ["show"] },
  // A field people follow.
  { text: "{k} Ki Baat", kinds: ["field"], when: "no-a-ending" },
  { text: "{k} Ki Pathshala", kinds: ["field"], when: "no-a-ending" },
  { text: "{k} Insights", kinds: ["field"] },
  { text: "{k} Circle", kinds: ["field"] },
  { text: "{k} Matters", kinds: ["field"] },
  { text: "{k} Today", kinds: ["field", "show"] },
  { text: "Future of {k}", kinds: ["field"] },
  // Something people buy.
  { text: "{k} Guide", kinds: ["product"] },
  { text: "{k} Geek", kinds: ["product"] },
  { text: "{k} Tips", kinds: ["product"], formats: ["tips"] },
  { text: "{k} Reality Check", kinds: ["product"] },
  { text: "{k} Unboxed", kinds: ["product"] },
  { text: "{k} Deep Dive", kinds: ["product", "field"] },
  { text: "{k} Nerd", kinds: ["product"] },
  { text: "{k} Den", kinds: ["product", "game"] },
  // A subject with the place the keyword named: "Street Food of Delhi".
  { text: "{p} {k} Diaries", kinds: ["food", "activity", "event", "general", "show", "study"], when: "place" },
  { text: "{k} of {p}", kinds: ["food", "activity", "event", "animal"], when: "place" },
  { text: "{p} {k} Adda", kinds: ["food", "activity", "event", "show", "study"], when: "place" },
];

/**
 * Names for a subject typed in Devanagari, in Devanagari: Hindi words, and English words as
 * Hindi channels write them. None puts "की" or "का" after the subject unless it cannot end in
 * "ा" (see `no-a-ending`): the noun would have to bend ("खाने की दुनिया").
 */
export const DEVANAGARI_PATTERNS: readonly NamePattern[] = [
  { text: "{k} अड्डा", kinds: ["food", "game", "study", "show", "field", "activity", "event", "place"] },
  { text: "देसी {k}", kinds: ["food", "game", "person", "event", "activity"] },
  { text: "{k} गुरु", kinds: ["study", "activity", "game", "field", "product"] },
  { text: "{k} टाइम", kinds: ["food", "activity", "game"] },
  { text: "{k} स्पेशल", kinds: ["food", "event", "show"] },
  { text: "{k} डायरी", kinds: ["general", "place", "food", "activity", "person", "animal", "event", "study"] },
  { text: "{k} दर्शन", kinds: ["place"] },
  { text: "{k} पाठशाला", kinds: ["study", "field"] },
  { text: "{k} टीवी", kinds: NOT_FAN },
  { text: "{k} टॉक्स", kinds: NOT_FAN },
  { text: "{k} वर्ल्ड", kinds: ["general", "animal", "game", "show", "food", "activity", "fan"] },
  { text: "{k} मस्ती", kinds: ["game", "show", "event", "animal"] },
  { text: "{k} लाइव", kinds: ["game", "event"] },
  { text: "रोज़ाना {k}", kinds: ["food", "activity", "study", "field", "game"] },
  {
    text: "{k} व्लॉग्स",
    kinds: ["general", "place", "food", "activity", "person", "event", "animal"],
    formats: ["vlog"],
  },
  { text: "{k} स्टोरीज़", kinds: ["general", "place", "food", "person", "event", "animal", "fan"] },
  { text: "{k} फ़ैन क्लब", kinds: ["fan"] },
  {
    text: "{k} की दुनिया",
    kinds: ["general", "food", "game", "activity", "show", "field", "animal", "person", "place"],
    when: "no-a-ending",
  },
  { text: "{k} की बातें", kinds: ["general", "field", "show", "study", "person", "activity"], when: "no-a-ending" },
  { text: "{k} के दीवाने", kinds: ["food", "game", "show", "activity", "animal", "fan"], when: "no-a-ending" },
];

/** How many of a Devanagari keyword's 15 names are in Devanagari; the rest are in English letters. */
export const DEVANAGARI_SHARE = 5;

/**
 * Acronyms and brands with the casing they are written in, keyed in lower case, for words the
 * topic reader leaves as typed ("gk", "dsa"). Words that are also everyday words in English or
 * Hinglish (cat, net, it, up) are left out: those are cased like any word. "realme" writes itself
 * in lower case, and is kept so.
 */
export const KNOWN_CASING: Readonly<Record<string, string>> = Object.fromEntries(
  [
    "AI",
    "API",
    "ASMR",
    "BCCI",
    "BGMI",
    "BTS",
    "CA",
    "CBSE",
    "CSK",
    "CSS",
    "DIY",
    "DSA",
    "F1",
    "FIFA",
    "GK",
    "GST",
    "GTA",
    "HTML",
    "IAS",
    "ICSE",
    "IELTS",
    "IIT",
    "IPL",
    "IPS",
    "ISRO",
    "JEE",
    "JS",
    "K-Pop",
    "MBA",
    "ML",
    "NASA",
    "NBA",
    "NEET",
    "PC",
    "PS4",
    "PS5",
    "PUBG",
    "RCB",
    "SEO",
    "SQL",
    "SSC",
    "TV",
    "UFC",
    "UI",
    "UI/UX",
    "UPSC",
    "UX",
    "VR",
    "WWE",
    "GitHub",
    "iOS",
    "iPad",
    "iPhone",
    "iQOO",
    "JavaScript",
    "LinkedIn",
    "MacBook",
    "OnePlus",
    "PowerPoint",
    "TikTok",
    "TypeScript",
    "WhatsApp",
    "YouTube",
    "realme",
  ].map((word) => [word.toLowerCase(), word]),
);

/** Small English words that stay lower case inside a title: "Art of Cooking". */
export const MINOR_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "vs",
  "with",
]);
