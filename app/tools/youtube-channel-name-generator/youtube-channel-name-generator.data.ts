// Channel name patterns, "{k}" standing for the keyword. The product's words come first:
// prefixes The, Daily, Simply; suffixes Vlogs, Labs, Hub, Zone, Show, TV, Talks, Creates; and
// "{k} Explained". A prefix goes with a suffix only where the two read as a name: "The Cooking
// Show" does, "The Cooking Creates" and "The Cooking TV" do not, and "The Cooking" alone reads
// as half a sentence. "Inside {k}'s World" is built in the logic, where the apostrophe is decided.

export const PREFIX_PATTERNS = ["Daily {k}", "Simply {k}"] as const;

export const SUFFIX_PATTERNS = [
  "{k} Vlogs",
  "{k} Labs",
  "{k} Hub",
  "{k} Zone",
  "{k} Show",
  "{k} TV",
  "{k} Talks",
] as const;

/**
 * "Priya Creates" is a creator's own name at work, so it is made only for a one-word keyword
 * (which may be a name) and never with a prefix: "Street Food Creates" and "The Priya Creates"
 * read as broken sentences.
 */
export const ONE_WORD_PATTERNS = ["{k} Creates"] as const;

export const PAIRED_PATTERNS = [
  "The {k} Hub",
  "The {k} Show",
  "The {k} Zone",
  "The {k} Labs",
  "Daily {k} Vlogs",
  "Daily {k} Show",
  "Daily {k} Talks",
  "Daily {k} TV",
  "Daily {k} Hub",
  "Simply {k} Vlogs",
  "Simply {k} TV",
  "Simply {k} Talks",
] as const;

/** Beyond the product's words, so a second and third run still bring names not seen yet. */
export const MORE_PATTERNS = [
  "{k} Explained",
  "{k} Diaries",
  "{k} Studio",
  "{k} Corner",
  "{k} Adda",
  "{k} Ki Duniya",
  "Desi {k}",
  "{k} Decoded",
  "{k} Made Simple",
  "{k} Unplugged",
  "All About {k}",
  "Let's Talk {k}",
  "{k} Central",
  "{k} Guru",
  "{k} Squad",
  "{k} Nation",
  "Planet {k}",
] as const;

/**
 * Acronyms and brands with the casing they are written in, keyed in lower case, so "bgmi tips"
 * becomes "BGMI Tips" and "iphone" becomes "iPhone". Words that are also everyday words in
 * English or Hinglish (cat, net, it, up) are left out: those are cased like any word.
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
