import type { ChannelKind, NamePattern, PatternCondition } from "./youtube-channel-name-generator.data";
import type { VideoFormat } from "~/lib/topic/reading";

// Channel names for the Hindi page: the words Hindi channels put around their subject, in
// Devanagari, and the same in Hinglish (Roman letters). Loanwords are written the way Hindi
// channels write them (हब, ज़ोन, टॉक्स); Hindi words are the ones creators use (अड्डा, ज्ञान,
// पाठशाला, चौपाल). `{k}` is the subject. A pattern that puts की/का/के or "वाले" right after the
// subject is `no-a-ending`: Hindi bends a noun ending in "ा" ("खाने की दुनिया"), so the pattern
// skips it rather than guess. No pattern puts an adjective before the subject, which would have to
// agree with its gender ("अपना"/"अपनी").

const ALL: readonly ChannelKind[] = [
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
const NOT_FAN = ALL.filter((kind) => kind !== "fan");

/** One name pattern, in Devanagari and in Hinglish, fitting the same kinds. */
type Pair = readonly [
  devanagari: string,
  hinglish: string,
  kinds: readonly ChannelKind[],
  when?: PatternCondition,
  formats?: readonly VideoFormat[],
];

const PAIRS: readonly Pair[] = [
  // Hindi words.
  [
    "{k} अड्डा",
    "{k} Adda",
    ["food", "game", "study", "show", "field", "activity", "event", "place", "product", "general"],
  ],
  ["देसी {k}", "Desi {k}", ["food", "game", "person", "event", "activity"]],
  ["{k} गुरु", "{k} Guru", ["study", "activity", "game", "field", "product", "food"]],
  [
    "{k} की दुनिया",
    "{k} Ki Duniya",
    ["general", "food", "game", "activity", "show", "field", "animal", "person", "place", "fan"],
    "no-a-ending",
  ],
  ["{k} की बातें", "{k} Ki Baatein", ["general", "field", "show", "study", "person", "activity", "fan"], "no-a-ending"],
  ["{k} के दीवाने", "{k} Ke Deewane", ["food", "game", "show", "activity", "animal", "fan"], "no-a-ending"],
  ["{k} ज्ञान", "{k} Gyaan", ["study", "field", "activity", "product", "general"]],
  ["{k} पाठशाला", "{k} Pathshala", ["study", "field", "activity"]],
  ["{k} मस्ती", "{k} Masti", ["game", "show", "event", "animal", "general", "activity"]],
  ["{k} चौपाल", "{k} Chaupal", ["field", "show", "study", "general", "event", "fan"]],
  ["{k} मंच", "{k} Manch", ["field", "show", "activity", "general", "study"]],
  ["{k} का सफ़र", "{k} Ka Safar", ["place", "activity", "person", "general"], "no-a-ending"],
  ["{k} यात्रा", "{k} Yatra", ["place"]],
  ["चलो {k}", "Chalo {k}", ["place"]],
  ["{k} की सैर", "{k} Ki Sair", ["place"], "no-a-ending"],
  ["{k} की गलियां", "{k} Ki Galiyan", ["place"], "no-a-ending"],
  ["{k} दर्शन", "{k} Darshan", ["place"]],
  ["नमस्ते {k}", "Namaste {k}", ["place"]],
  ["{k} की कहानी", "{k} Ki Kahani", ["person", "show", "general"], "no-a-ending"],
  ["{k} वाले", "{k} Wale", ["food", "activity", "game", "general", "study", "animal"], "no-a-ending"],
  ["{k} प्रेमी", "{k} Premi", ["food", "animal", "activity", "game", "show", "fan", "place"]],
  ["{k} महफ़िल", "{k} Mehfil", ["show", "event", "general", "fan"]],
  ["{k} अखाड़ा", "{k} Akhada", ["game", "activity", "study"]],
  ["{k} सेना", "{k} Sena", ["fan", "game"]],
  ["{k} गपशप", "{k} Gupshup", ["show", "fan", "general"]],
  ["{k} मसाला", "{k} Masala", ["show", "general"]],
  ["रोज़ाना {k}", "Rozana {k}", ["food", "activity", "study", "field", "game"]],
  ["{k} की ज़िंदगी", "{k} Ki Zindagi", ["person"], "role"],
  ["एक {k} की डायरी", "Ek {k} Ki Diary", ["person"], "role"],
  // English words, as Hindi channels write them.
  [
    "{k} हब",
    "{k} Hub",
    ["general", "product", "fan", "place", "food", "activity", "animal", "event", "study", "game", "show", "field"],
  ],
  ["{k} ज़ोन", "{k} Zone", ["game", "activity", "study", "field", "product", "show", "food", "animal", "event"]],
  ["{k} टीवी", "{k} TV", NOT_FAN],
  ["{k} टॉक्स", "{k} Talks", NOT_FAN],
  ["{k} एक्सप्रेस", "{k} Express", ["food", "activity", "general", "study", "game", "place", "show"]],
  ["{k} जंक्शन", "{k} Junction", ["food", "study", "place", "general"]],
  ["{k} क्लास", "{k} Class", ["study", "activity", "field"]],
  ["{k} शो", "{k} Show", ["food", "activity", "game", "animal", "general"]],
  ["{k} क्लब", "{k} Club", ["activity", "animal", "show", "person", "fan", "food"]],
  ["{k} लाइफ़", "{k} Life", ["activity", "animal", "person", "place"]],
  ["{k} गैंग", "{k} Gang", ["animal", "game", "food"]],
  ["{k} केयर", "{k} Care", ["animal"]],
  ["{k} कॉर्नर", "{k} Corner", ["field", "study", "product", "show", "food", "animal", "activity", "fan", "person"]],
  ["{k} डेली", "{k} Daily", ["general", "activity", "field", "show", "fan", "animal"]],
  ["{k} नोट्स", "{k} Notes", ["general", "study", "field", "person"]],
  ["{k} वाइब्स", "{k} Vibes", ["event", "place", "general"]],
  ["{k} सीज़न", "{k} Season", ["event"]],
  ["{k} फ़ीवर", "{k} Fever", ["event", "game", "fan"]],
  ["{k} वॉरियर्स", "{k} Warriors", ["study", "game"]],
  ["{k} मेंटर", "{k} Mentor", ["study", "field"]],
  ["{k} एरीना", "{k} Arena", ["game"]],
  ["{k} किंग्स", "{k} Kings", ["game"]],
  ["{k} लाइव", "{k} Live", ["game", "event"]],
  ["टीम {k}", "Team {k}", ["fan", "game", "study"]],
  ["{k} आर्मी", "{k} Army", ["fan", "game"]],
  ["{k} अपडेट्स", "{k} Updates", ["fan", "show", "study", "event", "product", "field"]],
  ["{k} फ़ैन्स", "{k} Fans", ["fan", "show", "game"]],
  ["{k} फ़ैन क्लब", "{k} Fan Club", ["fan"]],
  ["{k} लाइफ़स्टाइल", "{k} Lifestyle", ["person", "fan"]],
  ["{k} बज़", "{k} Buzz", ["show", "event", "fan"]],
  ["{k} टुडे", "{k} Today", ["field", "show"]],
  ["{k} गाइड", "{k} Guide", ["product", "place", "study", "field"]],
  ["{k} गीक", "{k} Geek", ["product"]],
  ["{k} रिव्यूज़", "{k} Reviews", ["product", "show"]],
  ["{k} रियलिटी चेक", "{k} Reality Check", ["product"]],
  ["{k} डीप डाइव", "{k} Deep Dive", ["product", "field"]],
  ["{k} लैब", "{k} Lab", ["product", "field", "activity", "food", "game", "study"]],
  ["{k} इनसाइडर", "{k} Insider", ["place", "product"]],
  ["{k} लोकल", "{k} Local", ["place"]],
  ["{k} कॉलिंग", "{k} Calling", ["place"]],
  ["{k} ट्रिप्स", "{k} Trips", ["place"]],
  ["{k} स्टूडियो", "{k} Studio", ["general", "field", "activity"]],
  ["{k} चैनल", "{k} Channel", ["general", "activity", "food", "field", "animal", "show"]],
  ["{k} ऑनलाइन", "{k} Online", ["general", "study"]],
  ["{k} ओरिजिनल्स", "{k} Originals", ["general"]],
  ["{k} टाइम", "{k} Time", ["food", "activity", "game", "general", "animal"]],
  ["{k} स्पेशल", "{k} Special", ["food", "event", "show"]],
  ["{k} डायरी", "{k} Diary", ["general", "place", "food", "activity", "person", "animal", "event", "study"]],
  ["{k} वर्ल्ड", "{k} World", ["general", "animal", "game", "show", "food", "activity", "fan"]],
  ["{k} स्टोरीज़", "{k} Stories", ["general", "place", "food", "person", "event", "animal", "fan"]],
  ["{k} फ़ैक्ट्स", "{k} Facts", ["animal", "field", "general"]],
  ["{k} लवर्स", "{k} Lovers", ["food", "animal"]],
  ["{k} बाइट्स", "{k} Bites", ["food"]],
  [
    "{k} व्लॉग्स",
    "{k} Vlogs",
    ["general", "place", "food", "activity", "person", "event", "animal"],
    undefined,
    ["vlog"],
  ],
];

function patterns(script: 0 | 1): NamePattern[] {
  return PAIRS.map((pair) => {
    const [, , kinds, when, formats] = pair;
    return { text: pair[script], kinds, ...(when ? { when } : {}), ...(formats ? { formats } : {}) };
  });
}

/** Names in Devanagari for the Hindi page. */
export const HINDI_NAME_PATTERNS: readonly NamePattern[] = patterns(0);

/** The same names in Hinglish, for the Hindi page's Roman writing. */
export const HINGLISH_NAME_PATTERNS: readonly NamePattern[] = patterns(1);

/** How many of the Devanagari writing's 15 names are in Devanagari; the rest are in Latin letters, for the handle. */
export const HINDI_PAGE_DEVANAGARI_SHARE = 10;
