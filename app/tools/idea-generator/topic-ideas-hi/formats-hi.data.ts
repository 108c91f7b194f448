import type { Platform } from "~/lib/site/tool-entry";
import type { SubjectKind, VideoFormat } from "~/lib/topic";
import type { IdeaTemplate } from "../topic-ideas/idea-template";

// When the keyword names a format ("iphone 16 review", "goa vlog", "बिरयानी रेसिपी"), a few ideas on
// the Hindi page shape that format itself. The reader has already taken the format word off the subject.
type Row = readonly [kinds: readonly SubjectKind[], instagram: string, youtube: string];

function forFormat(format: VideoFormat | readonly VideoFormat[], rows: readonly Row[]): IdeaTemplate[] {
  const formats = typeof format === "string" ? [format] : format;
  return rows.flatMap(([kinds, instagram, youtube]) =>
    (["instagram", "youtube"] as const satisfies readonly Platform[]).map((platform) => ({
      kinds,
      platform,
      formats,
      text: platform === "instagram" ? instagram : youtube,
    })),
  );
}

const REVIEWED: readonly SubjectKind[] = ["product", "brand", "place", "food", "game", "show"];
const TAUGHT: readonly SubjectKind[] = ["activity", "study", "game", "field"];
const IDEAS: readonly SubjectKind[] = ["event", "activity", "food", "place", "product", "field", "game"];

export const FORMAT_IDEAS_HI = [
  ...forFormat("review", [
    [
      REVIEWED,
      "रील: बीस सेकंड का {s} रिव्यू। फ़ैसला पहले, फिर उसकी दो वजहें और एक कमी, स्कोर स्क्रीन पर।",
      "'{s} रिव्यू: फ़ैसला पहले': पहले दस सेकंड में आपका स्कोर, फिर चैप्टर-दर-चैप्टर सबूत, ताकि किसी को इंतज़ार न करना पड़े।",
    ],
    [
      REVIEWED,
      "कैरोसेल: '{s} रिव्यू कार्ड'। स्कोर, कीमत, सबसे अच्छी बात, सबसे बुरी बात और किसके लिए, हर स्लाइड पर एक, सेव करने लायक।",
      "'{s}: एक रिव्यू, तीन तरह के दर्शक': नए इंसान, रोज़ इस्तेमाल करने वाले और फ़ैन के लिए क्या मतलब है, हर एक का टाइमस्टैम्प।",
    ],
  ]),
  ...forFormat("unboxing", [
    [
      ["product", "brand"],
      "रील: एक टेक में {s} की अनबॉक्सिंग, और बॉक्स का एक सरप्राइज़ आखिरी सेकंड के लिए। 📦",
      "'{s} अनबॉक्सिंग: बॉक्स की हर चीज़, समझाई हुई': हर चीज़ टेबल पर, किस काम की है, और क्या नहीं मिला।",
    ],
  ]),
  ...forFormat("haul", [
    [
      ["product", "brand", "place"],
      "रील: {s} हॉल। हर चीज़ दो सेकंड हाथ में, कीमत स्क्रीन पर, और बाद में स्टोरीज़ में 'रखें या लौटाएं?' पोल। 🛍️",
      "'{s} हॉल: हिट और मिस': हर चीज़ पहनकर या इस्तेमाल करके, कीमत के साथ, रखने और लौटाने में बंटी हुई।",
    ],
  ]),
  ...forFormat("vlog", [
    [
      ["place", "event", "person", "animal", "activity", "food"],
      "रील: तीस सेकंड का {s} व्लॉग। सुबह से रात तक हर घंटे का एक क्लिप, समय स्क्रीन पर, और सबसे अच्छा पल कवर पर।",
      "'{s} व्लॉग': पूरा दिन, ईमानदारी से, चैप्टर्स के साथ, और एक पल जिसे फ़िल्म करना लगभग भूल गए।",
    ],
  ]),
  ...forFormat("travel-guide", [
    [
      ["place"],
      "कैरोसेल: '{s} ट्रैवल गाइड, एक पोस्ट में'। कब जाएं, कैसे पहुंचें, कहां रुकें, क्या खाएं और खर्च, हर स्लाइड पर एक, सेव करने लायक। 📌",
      "'{s} ट्रैवल गाइड': दिन-ब-दिन प्लान, तीन बजट, और हर जगह का समय और खर्च, डिस्क्रिप्शन में पूरी लिस्ट।",
    ],
  ]),
  ...forFormat("tour", [
    [
      ["place"],
      "रील: {s} टूर, एक ही शॉट में, हर कोने का नाम स्क्रीन पर, और सबसे अच्छी डिटेल आखिर में। 🏠",
      "'{s} टूर': हर हिस्सा, चैप्टर्स में, खर्च या किराया स्क्रीन पर, और आप क्या बदलेंगे।",
    ],
  ]),
  ...forFormat("recipe", [
    [
      ["food"],
      "रील: {s} की रेसिपी, एक मिनट में। तैयार डिश पहले सेकंड में, फिर हर स्टेप, मात्रा स्क्रीन पर और पूरी रेसिपी कैप्शन में। 👩‍🍳",
      "'{s} की रेसिपी, आसान तरीके से': सामग्री, तैयारी और पकाना, हर हिस्से का चैप्टर, गलतियां पहले ही बोलकर।",
    ],
  ]),
  ...forFormat(
    ["tutorial", "tips"],
    [
      [
        TAUGHT,
        "कैरोसेल: '{s} की पांच टिप्स जो काश पहले पता होतीं'। हर स्लाइड पर एक, उदाहरण के साथ, और आखिर में 'सेव करें'। 📌",
        "'{s} ट्यूटोरियल, शुरू से': हर स्टेप का चैप्टर, स्क्रीन पर दिखाया हुआ, और आम गलती हर स्टेप के साथ।",
      ],
    ],
  ),
  ...forFormat("grwm", [
    [
      ["event", "activity"],
      "रील: {s} के लिए मेरे साथ तैयार हो जाइए, शुरू से आखिर तक तीस सेकंड में, हर प्रोडक्ट या कपड़े का नाम कैप्शन में। 💄",
      "'{s} के लिए तैयार हो जाइए मेरे साथ': बातें करते हुए पूरा लुक, हर प्रोडक्ट का नाम स्क्रीन पर।",
    ],
  ]),
  ...forFormat("challenge", [
    [
      ["activity", "food", "game"],
      "रील: {s} चैलेंज, नियम पहले सेकंड में स्क्रीन पर, नतीजा आखिर में, और दोस्तों को टैग करके चैलेंज। 😅",
      "'{s} चैलेंज': नियम, हर कोशिश और ईमानदार नतीजा, चैप्टर्स के साथ।",
    ],
  ]),
  ...forFormat("study-with-me", [
    [
      ["study", "activity"],
      "रील: मेरे साथ {s}, एक घंटा तीस सेकंड में, टाइमर कोने में और ब्रेक में चाय। ☕",
      "'मेरे साथ {s}: दो घंटे': पोमोडोरो टाइमर स्क्रीन पर, हल्का म्यूज़िक, और ब्रेक में छोटी बातें।",
    ],
  ]),
  ...forFormat("reaction", [
    [
      ["show", "event", "game"],
      "रील: {s} पर मेरा पहला रिएक्शन, बिना कट, कोने में बस इतना कि किस पर रिएक्ट कर रहे हैं। 😱",
      "'{s} पर रिएक्शन': पहली बार देखते हुए सच्ची राय, और आखिर में सोच-समझकर फ़ैसला।",
    ],
  ]),
  ...forFormat(
    ["highlights", "gameplay"],
    [
      [
        ["event", "activity", "game"],
        "रील: {s} के हाइलाइट्स, तीस सेकंड में, आपकी कमेंट्री और सबसे अच्छा पल आखिर में। 🔁",
        "'{s} के हाइलाइट्स': सबसे बड़े पल, हर एक पर आपकी राय, चैप्टर्स के साथ।",
      ],
    ],
  ),
  ...forFormat("ideas", [
    [
      IDEAS,
      "कैरोसेल: '{s} के दस आइडिया'। हर स्लाइड पर एक आइडिया फ़ोटो के साथ, खर्च या समय, और 'सेव करें' आखिर में। 💡",
      "'{s} के आइडिया, हर बजट में': दस आइडिया, हर एक का चैप्टर, और सबसे आसान से शुरुआत।",
    ],
  ]),
  ...forFormat("explained", [
    [
      ["field", "study", "show", "event"],
      "रील: '{s}, समझाया हुआ'। एक आसान उदाहरण, एक आम गलतफ़हमी, साठ सेकंड में। 💡",
      "'{s}, समझाया हुआ': आसान भाषा में बात, एक उदाहरण और आम गलतफ़हमी, सोर्स डिस्क्रिप्शन में।",
    ],
  ]),
];

export const FORMAT_IDEAS_HINGLISH = [
  ...forFormat("review", [
    [
      REVIEWED,
      "Reel: bees second ka {s} review. Verdict pehle, phir uski do wajah aur ek kami, score screen pe.",
      "'{S} review: verdict pehle': pehle das second mein tumhara score, phir chapter by chapter saboot, taaki kisi ko wait na karna pade.",
    ],
    [
      REVIEWED,
      "Carousel: '{S} review card'. Score, price, best baat, worst baat aur kiske liye, har slide pe ek, save karne layak.",
      "'{S}: ek review, teen type ke viewers': naye insaan, roz use karne wale aur fan ke liye kya matlab hai, har ek ka timestamp.",
    ],
  ]),
  ...forFormat("unboxing", [
    [
      ["product", "brand"],
      "Reel: ek take mein {s} ki unboxing, aur box ka ek surprise last second ke liye. 📦",
      "'{S} unboxing: box ki har cheez, samjhayi hui': har cheez table pe, kis kaam ki hai, aur kya nahi mila.",
    ],
  ]),
  ...forFormat("haul", [
    [
      ["product", "brand", "place"],
      "Reel: {s} haul. Har cheez do second haath mein, price screen pe, aur baad mein Stories mein 'rakhein ya return?' poll. 🛍️",
      "'{S} haul: hits aur misses': har cheez pehen ke ya use karke, price ke saath, rakhne aur return mein bati hui.",
    ],
  ]),
  ...forFormat("vlog", [
    [
      ["place", "event", "person", "animal", "activity", "food"],
      "Reel: tees second ka {s} vlog. Subah se raat tak har ghante ka ek clip, time screen pe, aur best pal cover pe.",
      "'{S} vlog': poora din, honestly, chapters ke saath, aur ek pal jise film karna lagbhag bhool gaye.",
    ],
  ]),
  ...forFormat("travel-guide", [
    [
      ["place"],
      "Carousel: '{S} travel guide, ek post mein'. Kab jaayein, kaise pahunchein, kahan rukein, kya khayein aur kharcha, ek slide ek baat, save karne layak. 📌",
      "'{S} travel guide': day by day plan, teen budget, aur har jagah ka time aur kharcha, description mein poori list.",
    ],
  ]),
  ...forFormat("tour", [
    [
      ["place"],
      "Reel: {s} tour, ek hi shot mein, har kone ka naam screen pe, aur best detail end mein. 🏠",
      "'{S} tour': har hissa, chapters mein, kharcha ya rent screen pe, aur tum kya badloge.",
    ],
  ]),
  ...forFormat("recipe", [
    [
      ["food"],
      "Reel: {s} ki recipe, ek minute mein. Ready dish pehle second mein, phir har step, quantity screen pe aur poori recipe caption mein. 👩‍🍳",
      "'{S} recipe, aasaan tareeke se': ingredients, prep aur cooking, har hisse ka chapter, galtiyan pehle hi bol ke.",
    ],
  ]),
  ...forFormat(
    ["tutorial", "tips"],
    [
      [
        TAUGHT,
        "Carousel: '{S} ki paanch tips jo kaash pehle pata hoti'. Har slide pe ek, example ke saath, aur end mein 'save karo'. 📌",
        "'{S} tutorial, shuru se': har step ka chapter, screen pe dikhaya hua, aur common galti har step ke saath.",
      ],
    ],
  ),
  ...forFormat("grwm", [
    [
      ["event", "activity"],
      "Reel: {s} ke liye mere saath ready ho jao, shuru se end tak tees second mein, har product ya kapde ka naam caption mein. 💄",
      "'{S} ke liye get ready with me': baatein karte hue poora look, har product ka naam screen pe.",
    ],
  ]),
  ...forFormat("challenge", [
    [
      ["activity", "food", "game"],
      "Reel: {s} challenge, rules pehle second mein screen pe, result end mein, aur doston ko tag karke challenge. 😅",
      "'{S} challenge': rules, har try aur honest result, chapters ke saath.",
    ],
  ]),
  ...forFormat("study-with-me", [
    [
      ["study", "activity"],
      "Reel: mere saath {s}, ek ghanta tees second mein, timer kone mein aur break mein chai. ☕",
      "'Mere saath {s}: do ghante': pomodoro timer screen pe, halka music, aur break mein chhoti baatein.",
    ],
  ]),
  ...forFormat("reaction", [
    [
      ["show", "event", "game"],
      "Reel: {s} pe mera pehla reaction, bina cut, kone mein bas itna ki kis pe react kar rahe hain. 😱",
      "'{S} pe reaction': pehli baar dekhte hue sachchi raay, aur end mein soch samajh ke verdict.",
    ],
  ]),
  ...forFormat(
    ["highlights", "gameplay"],
    [
      [
        ["event", "activity", "game"],
        "Reel: {s} highlights, tees second mein, tumhari commentary aur best pal end mein. 🔁",
        "'{S} highlights': sabse bade pal, har ek pe tumhari raay, chapters ke saath.",
      ],
    ],
  ),
  ...forFormat("ideas", [
    [
      IDEAS,
      "Carousel: '{S} ke das ideas'. Har slide pe ek idea photo ke saath, kharcha ya time, aur end mein 'save karo'. 💡",
      "'{S} ideas, har budget mein': das ideas, har ek ka chapter, aur sabse aasaan se shuruaat.",
    ],
  ]),
  ...forFormat("explained", [
    [
      ["field", "study", "show", "event"],
      "Reel: '{S}, samjhaya hua'. Ek simple example, ek common galatfehmi, saath second mein. 💡",
      "'{S}, samjhaya hua': aasaan bhasha mein baat, ek example aur common galatfehmi, sources description mein.",
    ],
  ]),
];
