// The house style of the site's Hindi, as data: every spelling, word and mark docs/hindi-style.md
// rules out, with the form it asks for instead. `npm run hindi-style` reads the Hindi words, guides,
// articles, legal pages and banks against this list; the style sheet explains each group, so a
// change of rule is made here and described there, in the same commit.

/** Which of the site's two Hindi writings a rule reads: Devanagari, Hinglish (Roman letters), or both. */
export type RuleWriting = "devanagari" | "hinglish" | "both";

/** How a variant is found in a text. */
export type RuleMatch =
  /** The variant as a whole word (not inside a longer word). */
  | "word"
  /** The variant at the start of a word, so its plurals and endings are caught too (फॉलोअर, फॉलोअर्स). */
  | "start"
  /** The variant anywhere, for a single mark (a chandrabindu, a nukta the house does not use). */
  | "text";

interface RuleBase {
  /** The style sheet's heading the rule belongs to. */
  group: string;
  /** The form the house writes. */
  house: string;
  /** Which writing it applies to; both unless it says. */
  writing?: RuleWriting;
  /** Where in a words module (the export's path) the ruled-out form is written on purpose. */
  allowedIn?: RegExp;
}

/** A spelling or a word ruled out, with the house form. */
export interface SpellingRule extends RuleBase {
  variants: readonly string[];
  match: RuleMatch;
  /** Whether upper and lower case count as the same (Roman-letter words). */
  caseless?: boolean;
}

/** A mark or a shape ruled out that no list of words can name (a Latin full stop, a number's grouping). */
export interface PatternRule extends RuleBase {
  /** What is ruled out, in the style sheet's words; printed when the pattern is found. */
  name: string;
  /** Global, so every place is found. */
  pattern: RegExp;
}

export type StyleRule = SpellingRule | PatternRule;

/** One spelling rule per ruled-out form, each naming its house form. */
function spelling(
  group: string,
  house: string,
  variants: readonly string[],
  options: { match?: RuleMatch; writing?: RuleWriting; caseless?: boolean; allowedIn?: RegExp } = {},
): SpellingRule {
  return { group, house, variants, match: options.match ?? "word", ...options };
}

const MONTHS: readonly (readonly [english: string, hindi: string, ruledOut: readonly string[]])[] = [
  ["January", "जनवरी", []],
  ["February", "फ़रवरी", ["फरवरी"]],
  ["March", "मार्च", []],
  ["April", "अप्रैल", ["अप्रेल"]],
  ["May", "मई", []],
  ["June", "जून", []],
  ["July", "जुलाई", []],
  ["August", "अगस्त", []],
  ["September", "सितंबर", ["सितम्बर"]],
  ["October", "अक्टूबर", ["अक्तूबर", "अक्टुबर"]],
  ["November", "नवंबर", ["नवम्बर"]],
  ["December", "दिसंबर", ["दिसम्बर"]],
];

/**
 * The words only a search result shows: a page's <title> name and meta description, written for
 * what people type (a tool's `search`, the Hindi platform pages' `searchTitle`, the home page's and
 * the blog's title and description, which no page shows). Hindi searchers type the platforms' names
 * in Devanagari as often as in Latin letters, so these may carry इंस्टाग्राम and यूट्यूब.
 */
export const SEARCH_WORDS =
  /(?:^|\.)(?:search\.(?:title|description)|searchTitle|(?:home|blog)\.(?:title|description))$/u;

export const STYLE_RULES: readonly StyleRule[] = [
  // Anusvara, not a half nasal, where Hindi has the choice; no chandrabindu.
  spelling("anusvara", "हिंदी", ["हिन्दी"]),
  spelling("anusvara", "इंप्रेशन", ["इम्प्रेशन"], { match: "start" }),
  spelling("anusvara", "सैंस", ["सैन्स"]),
  spelling("anusvara", "ं", ["ँ"], { match: "text" }),

  // A nukta on ज़ and फ़ in the words creators write with it, and on no other letter.
  spelling("nukta", "फ़ॉलोअर", ["फॉलोअर", "फालोअर", "फ़ालोअर"], { match: "start" }),
  spelling("nukta", "ज़रूरी", ["जरूरी"], { match: "start" }),
  spelling("nukta", "ज़रूरत", ["जरूरत"], { match: "start" }),
  spelling("nukta", "ज़्यादा", ["ज्यादा"]),
  spelling("nukta", "ज़िंदगी", ["जिंदगी", "ज़िन्दगी", "जिन्दगी"]),
  spelling("nukta", "फ़ोन", ["फोन"]),
  spelling("nukta", "फ़्री", ["फ्री"]),
  spelling("nukta", "फ़ोटो", ["फोटो"], { match: "start" }),
  spelling("nukta", "फ़ीड", ["फीड"]),
  spelling("nukta", "फ़ॉन्ट", ["फॉन्ट", "फ़ोंट", "फॉंट"], { match: "start" }),
  spelling("nukta", "फ़िल्टर", ["फिल्टर"], { match: "start" }),
  spelling("nukta", "फ़ैन", ["फैन"], { match: "start" }),
  spelling("nukta", "फ़र्क", ["फर्क"]),
  spelling("nukta", "बिज़नेस", ["बिजनेस", "बिज़निस"]),
  spelling("nukta", "इंतज़ार", ["इंतजार"]),
  spelling("nukta", "आवाज़", ["आवाज"]),
  spelling("nukta", "तेज़", ["तेज"]),
  spelling("nukta", "वीडियो", ["विडियो", "वीडिओ", "विडिओ"], { match: "start" }),
  spelling("nukta", "क", ["क़"], { match: "text" }),
  spelling("nukta", "ख", ["ख़"], { match: "text" }),
  spelling("nukta", "ग", ["ग़"], { match: "text" }),

  // English words creators use, written one way.
  spelling("english words", "Instagram", ["इंस्टाग्राम"], { allowedIn: SEARCH_WORDS }),
  spelling("english words", "Instagram", ["इन्स्टाग्राम"]),
  spelling("english words", "YouTube", ["यूट्यूब"], { allowedIn: SEARCH_WORDS }),
  spelling("english words", "YouTube", ["यू-ट्यूब", "यूटूब"]),
  spelling("english words", "हैशटैग", ["हैश टैग", "हेशटैग", "हैशटेग"], { match: "start" }),
  spelling("english words", "कैप्शन", ["कॅप्शन", "केप्शन"], { match: "start" }),
  spelling("english words", "कंटेंट", ["कन्टेन्ट", "कॉन्टेंट", "कंटेन्ट"]),
  spelling("english words", "क्रिएटर", ["क्रियेटर", "क्रीएटर"], { match: "start" }),
  spelling("english words", "ऐप", ["एप", "एप्स"]),
  spelling("english words", "ईमेल", ["ई-मेल", "ई मेल"]),
  spelling("english words", "इंग्लिश", ["अंग्रेज़ी", "अंग्रेजी", "अँग्रेज़ी"]),
  spelling("english words", "स्ट्रैटेजी", ["स्ट्रेटेजी", "स्ट्रेटजी", "स्ट्रैटजी"], { match: "start" }),
  spelling("english words", "मैसेज", ["मेसेज"], { match: "start" }),
  spelling("english words", "रिवीज़न", ["रिविज़न", "रिवीजन"]),
  spelling("english words", "वेरिएंट", ["वैरिएंट"], { match: "start" }),
  spelling("english words", "vs", ["बनाम"]),
  // A visitor knows a server; "backend" is a developer's word.
  spelling("english words", "सर्वर", ["बैकएंड"], { match: "start" }),

  // Hindi words, one spelling each.
  spelling("hindi words", "ख्याल", ["खयाल", "ख़याल"]),

  // Phrases the editor read as translated, not written, Hindi.
  spelling("calques", "सीधी बात", ["छोटे में कहें तो", "छोटे में:"], { match: "text" }),
  spelling("calques", "(नवंबर 2026 तक)", ["में देखा)", "2026 में देखा गया"], { match: "text" }),
  spelling("calques", "Hinglish", ["Hinglish (रोमन में)"], { match: "text" }),

  // Dates: the day, the Hindi month, the year (25 फ़रवरी 2026).
  ...MONTHS.map(([english, hindi]) => spelling("dates", hindi, [english], { writing: "devanagari" })),
  ...MONTHS.filter(([, , ruledOut]) => ruledOut.length > 0).map(([, hindi, ruledOut]) =>
    spelling("dates", hindi, ruledOut),
  ),

  // Numbers: Indian grouping, and लाख and करोड़ rather than million and billion.
  spelling("numbers", "लाख (10 लाख = 1 million)", ["मिलियन"]),
  spelling("numbers", "करोड़ (100 करोड़ = 1 billion)", ["बिलियन"]),
  {
    group: "numbers",
    name: "a number grouped in threes",
    house: "Indian grouping (10,00,000)",
    pattern: /(?<![\d,])\d{1,3}(?:,\d{3}){2,}(?![\d,])/gu,
  },

  // The Hindi full stop ends a Devanagari sentence; an ellipsis stays three dots.
  {
    group: "full stop",
    name: "a Latin full stop after Devanagari",
    house: "।",
    writing: "devanagari",
    pattern: /(?<=[\u0900-\u0963\u0966-\u097F][*_)"”’]*)\.(?!\.)/gu,
  },

  // Hinglish as creators write it: the English they use, not a Sanskrit word spelt in Roman.
  spelling("hinglish", "Happy birthday", ["Janamdin ki shubhkamnayein", "Janamdin mubarak"], {
    match: "text",
    writing: "hinglish",
    caseless: true,
  }),
  spelling("hinglish", "wishes", ["shubhkamnayein", "shubhkamnaye"], { writing: "hinglish", caseless: true }),
  spelling("hinglish", "Ingredients (or saman)", ["saamagri", "samagri"], { writing: "hinglish", caseless: true }),
  spelling("hinglish", "Aasaan Bhasha", ["Aasaan Shabdon"], { match: "text", writing: "hinglish", caseless: true }),
];
