import { NOT_FAN, type NameRow, namePatterns } from "../shape";
import type { NamePattern } from "../en/channel-names.data";

// Channel names for the Hindi page: the words Hindi channels put around their subject, in
// Devanagari (banks/hinglish/channel-names.data.ts holds the same in Hinglish, Roman letters).
// Loanwords are written the way Hindi channels write them (हब, ज़ोन, टॉक्स); Hindi words are the ones creators use (अड्डा, ज्ञान,
// पाठशाला, चौपाल). `{k}` is the subject. A pattern that puts की/का/के or "वाले" right after the
// subject is `no-a-ending`: Hindi bends a noun ending in "ा" ("खाने की दुनिया"), so the pattern
// skips it rather than guess. No pattern puts an adjective before the subject, which would have to
// agree with its gender ("अपना"/"अपनी").

const ROWS: readonly NameRow[] = [
  // Hindi words.
  ["{k} अड्डा", ["food", "game", "study", "show", "field", "activity", "event", "place", "product", "general"]],
  ["देसी {k}", ["food", "game", "person", "event", "activity"]],
  ["{k} गुरु", ["study", "activity", "game", "field", "product", "food"]],
  [
    "{k} की दुनिया",
    ["general", "food", "game", "activity", "show", "field", "animal", "person", "place", "fan"],
    "no-a-ending",
  ],
  ["{k} की बातें", ["general", "field", "show", "study", "person", "activity", "fan"], "no-a-ending"],
  ["{k} के दीवाने", ["food", "game", "show", "activity", "animal", "fan"], "no-a-ending"],
  ["{k} ज्ञान", ["study", "field", "activity", "product", "general"]],
  ["{k} पाठशाला", ["study", "field", "activity"]],
  ["{k} मस्ती", ["game", "show", "event", "animal", "general", "activity"]],
  ["{k} चौपाल", ["field", "show", "study", "general", "event", "fan"]],
  ["{k} मंच", ["field", "show", "activity", "general", "study"]],
  ["{k} का सफ़र", ["place", "activity", "person", "general"], "no-a-ending"],
  ["{k} यात्रा", ["place"]],
  ["चलो {k}", ["place"]],
  ["{k} की सैर", ["place"], "no-a-ending"],
  ["{k} की गलियां", ["place"], "no-a-ending"],
  ["{k} दर्शन", ["place"]],
  ["नमस्ते {k}", ["place"]],
  ["{k} की कहानी", ["person", "show", "general"], "no-a-ending"],
  ["{k} वाले", ["food", "activity", "game", "general", "study", "animal"], "no-a-ending"],
  ["{k} प्रेमी", ["food", "animal", "activity", "game", "show", "fan", "place"]],
  ["{k} महफ़िल", ["show", "event", "general", "fan"]],
  ["{k} अखाड़ा", ["game", "activity", "study"]],
  ["{k} सेना", ["fan", "game"]],
  ["{k} गपशप", ["show", "fan", "general"]],
  ["{k} मसाला", ["show", "general"]],
  ["रोज़ाना {k}", ["food", "activity", "study", "field", "game"]],
  ["{k} की ज़िंदगी", ["person"], "role"],
  ["एक {k} की डायरी", ["person"], "role"],
  // English words, as Hindi channels write them.
  [
    "{k} हब",
    ["general", "product", "fan", "place", "food", "activity", "animal", "event", "study", "game", "show", "field"],
  ],
  ["{k} ज़ोन", ["game", "activity", "study", "field", "product", "show", "food", "animal", "event"]],
  ["{k} टीवी", NOT_FAN],
  ["{k} टॉक्स", NOT_FAN],
  ["{k} एक्सप्रेस", ["food", "activity", "general", "study", "game", "place", "show"]],
  ["{k} जंक्शन", ["food", "study", "place", "general"]],
  ["{k} क्लास", ["study", "activity", "field"]],
  ["{k} शो", ["food", "activity", "game", "animal", "general"]],
  ["{k} क्लब", ["activity", "animal", "show", "person", "fan", "food"]],
  ["{k} लाइफ़", ["activity", "animal", "person", "place"]],
  ["{k} गैंग", ["animal", "game", "food"]],
  ["{k} केयर", ["animal"]],
  ["{k} कॉर्नर", ["field", "study", "product", "show", "food", "animal", "activity", "fan", "person"]],
  ["{k} डेली", ["general", "activity", "field", "show", "fan", "animal"]],
  ["{k} नोट्स", ["general", "study", "field", "person"]],
  ["{k} वाइब्स", ["event", "place", "general"]],
  ["{k} सीज़न", ["event"]],
  ["{k} फ़ीवर", ["event", "game", "fan"]],
  ["{k} वॉरियर्स", ["study", "game"]],
  ["{k} मेंटर", ["study", "field"]],
  ["{k} एरीना", ["game"]],
  ["{k} किंग्स", ["game"]],
  ["{k} लाइव", ["game", "event"]],
  ["टीम {k}", ["fan", "game", "study"]],
  ["{k} आर्मी", ["fan", "game"]],
  ["{k} अपडेट्स", ["fan", "show", "study", "event", "product", "field"]],
  ["{k} फ़ैन्स", ["fan", "show", "game"]],
  ["{k} फ़ैन क्लब", ["fan"]],
  ["{k} लाइफ़स्टाइल", ["person", "fan"]],
  ["{k} बज़", ["show", "event", "fan"]],
  ["{k} टुडे", ["field", "show"]],
  ["{k} गाइड", ["product", "place", "study", "field"]],
  ["{k} गीक", ["product"]],
  ["{k} रिव्यूज़", ["product", "show"]],
  ["{k} रियलिटी चेक", ["product"]],
  ["{k} डीप डाइव", ["product", "field"]],
  ["{k} लैब", ["product", "field", "activity", "food", "game", "study"]],
  ["{k} इनसाइडर", ["place", "product"]],
  ["{k} लोकल", ["place"]],
  ["{k} कॉलिंग", ["place"]],
  ["{k} ट्रिप्स", ["place"]],
  ["{k} स्टूडियो", ["general", "field", "activity"]],
  ["{k} चैनल", ["general", "activity", "food", "field", "animal", "show"]],
  ["{k} ऑनलाइन", ["general", "study"]],
  ["{k} ओरिजिनल्स", ["general"]],
  ["{k} टाइम", ["food", "activity", "game", "general", "animal"]],
  ["{k} स्पेशल", ["food", "event", "show"]],
  ["{k} डायरी", ["general", "place", "food", "activity", "person", "animal", "event", "study"]],
  ["{k} वर्ल्ड", ["general", "animal", "game", "show", "food", "activity", "fan"]],
  ["{k} स्टोरीज़", ["general", "place", "food", "person", "event", "animal", "fan"]],
  ["{k} फ़ैक्ट्स", ["animal", "field", "general"]],
  ["{k} लवर्स", ["food", "animal"]],
  ["{k} बाइट्स", ["food"]],
  ["{k} व्लॉग्स", ["general", "place", "food", "activity", "person", "event", "animal"], undefined, ["vlog"]],
];

/** Names in Devanagari for the Hindi page. */
export const HINDI_NAME_PATTERNS: readonly NamePattern[] = namePatterns(ROWS);

/** How many of the Devanagari writing's 15 names are in Devanagari; the rest are in Latin letters, for the handle. */
export const HINDI_PAGE_DEVANAGARI_SHARE = 10;
