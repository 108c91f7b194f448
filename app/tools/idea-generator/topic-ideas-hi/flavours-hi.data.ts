import type { IdeaRow } from "../topic-ideas/idea-template";
import { ideaTemplates } from "../topic-ideas/idea-template";

// The side of an activity or a field, from the topic map's best topic for the keyword: the sport of
// cricket, the beauty of skincare, the craft of mehndi, the money in शेयर बाज़ार.
const sport = { flavours: ["sport"] } as const;
const fitness = { flavours: ["fitness"] } as const;
const style = { flavours: ["style"] } as const;
const craft = { flavours: ["creative", "festival"] } as const;
const performing = { flavours: ["performing"] } as const;
const outdoors = { flavours: ["travel"] } as const;
const money = { flavours: ["money"] } as const;

const ACTIVITY_INSTAGRAM_HI: readonly IdeaRow[] = [
  ["रील: {s} की एक ड्रिल जिसने कमज़ोरी ठीक की, पहले और बाद में एक ही एंगल से, ड्रिल कैप्शन में लिखी हुई। 🎯", sport],
  ["रील: 'गली बनाम एकेडमी, {s} एडिशन'। एक ही पल दोनों तरह से, साथ-साथ, और पोल कि आप किसमें पले-बढ़े। 😂", sport],
  ["कैरोसेल: '{s} के नियम जो लोग अब भी गलत समझते हैं'। हर स्लाइड पर एक नियम, आसान डायग्राम के साथ।", sport],
  ["रील: मैच वाले दिन का रूटीन। {s} के मैच से पहले क्या खाते, क्या पैक करते और क्या करते हैं, समय स्क्रीन पर।", sport],
  ["रील: बिगिनर्स के लिए {s} सेशन जिसे साथ-साथ किया जा सके, हर मूव का नाम स्क्रीन पर और पूरा प्लान कैप्शन में। 💪", fitness],
  ["कैरोसेल: 'फ़ॉर्म चेक: {s}'। आम गलतियां, हर स्लाइड पर एक सुधार के साथ, और याद दिलाना कि दर्द हो तो रुकें।", fitness],
  ["रील: '{s} की प्रोग्रेस, ईमानदारी से'। हर महीने एक ही एंगल से क्लिप, क्या बदला और क्या नहीं, बिना बॉडी-शेमिंग।", fitness],
  ["स्टोरीज़: आज का {s} वर्कआउट, हर एक्सरसाइज़ एक क्लिप में, और 'आपने आज क्या किया?' क्वेश्चन स्टिकर।", fitness],
  ["रील: मेरा {s} रूटीन क्रम से, हर प्रोडक्ट या स्टेप एक कट में, नाम स्क्रीन पर, और कैप्शन में त्वचा या बालों का टाइप।", style],
  ["कैरोसेल: '{s} के पांच मिथक'। हर स्लाइड पर एक दावा और सच क्या है, भरोसेमंद सोर्स के साथ।", style],
  ["रील: बजट बनाम महंगा, {s} एडिशन। एक जैसे दो स्टेप, दो तरह के प्रोडक्ट, और नतीजा एक ही रोशनी में।", style],
  ["रील: '{s}, सिर्फ़ पांच मिनट में', उन सुबहों के लिए जब समय नहीं होता, हर स्टेप स्क्रीन पर। ⏱️", style],
  ["रील: {s} का पूरा प्रोसेस टाइम-लैप्स में, खाली शुरुआत से तैयार डिज़ाइन तक, और सामान कैप्शन में। 🎨", craft],
  ["कैरोसेल: 'बिगिनर्स के लिए {s} के पांच आसान डिज़ाइन'। हर स्लाइड पर एक, मुश्किल का लेवल और समय।", craft],
  ["रील: '{s}: पहली कोशिश बनाम आज'। दोनों साथ-साथ, और एक टिप जिसने सबसे ज़्यादा फ़र्क डाला।", craft],
  ["स्टोरीज़: अगला {s} डिज़ाइन कौन-सा? तीन स्केच पर पोल, फिर जीतने वाले को बनाते हुए दिखाइए।", craft],
  ["रील: एक गाने पर {s} का तीस सेकंड का परफ़ॉर्मेंस, एक टेक में, और कैप्शन में गाने और स्टेप्स का नाम। 🎶", performing],
  ["रील: '{s} के स्टेप्स धीरे-धीरे'। पहले पूरी स्पीड, फिर आधी स्पीड में हर हिस्सा, ताकि लोग सीख सकें।", performing],
  ["कैरोसेल: '{s} की प्रैक्टिस का मेरा हफ़्ता'। हर दिन क्या किया, कितनी देर, और सबसे मुश्किल हिस्सा।", performing],
  ["रील: रियाज़ बनाम स्टेज। {s} की प्रैक्टिस वाला रॉ क्लिप, फिर फ़ाइनल परफ़ॉर्मेंस, बीट पर स्विच।", performing],
  ["रील: {s} वाला दिन, सुबह से शाम तक, हर पड़ाव का समय और ऊंचाई या दूरी स्क्रीन पर। 🏔️", outdoors],
  ["कैरोसेल: '{s} की पैकिंग लिस्ट'। हर कैटेगरी की फ़्लैट-ले और एक सेफ़्टी टिप, स्क्रीनशॉट लायक।", outdoors],
  ["रील: 'बजट में {s}'। सफ़र, रहना, खाना और गियर का पूरा खर्च, स्क्रीन पर चलता टोटल। 💸", outdoors],
  ["स्टोरीज़: {s} लाइव: सुबह की शुरुआत, रास्ते का हाल, 'आगे जाएं?' पोल, और आखिर में नज़ारा।", outdoors],
];

const ACTIVITY_YOUTUBE_HI: readonly IdeaRow[] = [
  ["'{s} की ड्रिल्स जो अकेले हो सकती हैं': हर ड्रिल पूरी स्पीड और धीमे में, हर एक की आम गलती के साथ।", sport],
  ["'{s}: गली से टूर्नामेंट तक': शुरुआत के किस्से, ट्रेनिंग और पहला बड़ा मैच, चैप्टर्स में।", sport],
  ["'{s} के नियम, आसान भाषा में': हर नियम का चैप्टर, डायग्राम और असली मैच जैसे उदाहरण।", sport],
  ["शॉर्ट: {s} का एक शॉट या मूव, पूरी स्पीड में, फिर धीमे में और एक टिप स्क्रीन पर।", sport],
  ["'घर पर {s}, बिना सामान': बिगिनर के लिए पूरा सेशन, साथ-साथ करने लायक, वॉर्म-अप और कूल-डाउन समेत।", fitness],
  ["'{s} की दस आम गलतियां': हर गलती दिखाई हुई, सही फ़ॉर्म और चोट से बचने का तरीका।", fitness],
  ["'नब्बे दिन {s}': हर महीने का अपडेट, क्या बदला, क्या मुश्किल रहा, ईमानदारी से, बिना बॉडी-शेमिंग।", fitness],
  ["शॉर्ट: एक {s} मूव, सही बनाम गलत, दस-दस सेकंड में।", fitness],
  ["'{s} रूटीन, हर टाइप के लिए': हर स्टेप का चैप्टर, प्रोडक्ट का नाम स्क्रीन पर और क्यों।", style],
  ["'{s}: सस्ता बनाम महंगा': एक जैसे स्टेप, दो तरह के प्रोडक्ट, एक हफ़्ते बाद का नतीजा।", style],
  ["'{s} के मिथक, जांचे हुए': लोकप्रिय दावे, भरोसेमंद सोर्स से, लिंक डिस्क्रिप्शन में।", style],
  ["शॉर्ट: {s}, सिर्फ़ पांच मिनट में, एक ही शॉट में, हर स्टेप स्क्रीन पर।", style],
  ["'{s} का पूरा ट्यूटोरियल': खाली शुरुआत से तैयार डिज़ाइन तक, हर हिस्से का चैप्टर और सामान की लिस्ट।", craft],
  ["'बिगिनर्स के लिए {s} के आसान डिज़ाइन': पांच डिज़ाइन, हर एक का समय और मुश्किल का लेवल।", craft],
  ["'{s}: मेरी पहली कोशिश से आज तक': पुरानी फ़ुटेज, गलतियां और जो तरीका काम आया।", craft],
  ["शॉर्ट: {s} का टाइम-लैप्स, पूरा डिज़ाइन तीस सेकंड में, आखिरी फ़्रेम पर नतीजा।", craft],
  ["'{s} के स्टेप्स, शुरू से': हर हिस्सा धीमे और फिर पूरी स्पीड में, शीशे वाले एंगल से।", performing],
  ["'{s} की प्रैक्टिस का मेरा रूटीन': वॉर्म-अप से रियाज़ तक, हर हिस्से का चैप्टर।", performing],
  ["'{s}: रियाज़ बनाम स्टेज': तैयारी की रॉ फ़ुटेज और फ़ाइनल परफ़ॉर्मेंस, और बीच में क्या बदला।", performing],
  ["शॉर्ट: एक गाने पर {s}, एक टेक में, कैप्शन में गाने का नाम।", performing],
  ["'{s} गाइड': कब जाएं, कैसे पहुंचें, क्या पैक करें और खर्च कितना, चैप्टर्स के साथ।", outdoors],
  ["'बजट में {s}, हर रुपये का हिसाब': पूरा ब्रेकडाउन डिस्क्रिप्शन में। 💸", outdoors],
  ["'{s} में ये गलतियां न करें': मौसम, सामान, सेहत और सेफ़्टी, हर एक असली किस्से के साथ।", outdoors],
  ["शॉर्ट: {s} का सबसे अच्छा पल, एक ही शॉट में, जगह और समय स्क्रीन पर।", outdoors],
];

const ACTIVITY_INSTAGRAM_HINGLISH: readonly IdeaRow[] = [
  [
    "Reel: {s} ki ek drill jisne weakness theek ki, pehle aur baad mein ek hi angle se, drill caption mein likhi hui. 🎯",
    sport,
  ],
  [
    "Reel: 'Gully vs academy, {s} edition'. Ek hi pal dono tarah se, side by side, aur poll ki tum kismein pale-badhe. 😂",
    sport,
  ],
  ["Carousel: '{S} ke rules jo log ab bhi galat samajhte hain'. Har slide pe ek rule, simple diagram ke saath.", sport],
  [
    "Reel: match day routine. {S} ke match se pehle kya khaate, kya pack karte aur kya karte ho, time screen pe.",
    sport,
  ],
  [
    "Reel: beginners ke liye {s} session jo saath saath kiya ja sake, har move ka naam screen pe aur poora plan caption mein. 💪",
    fitness,
  ],
  [
    "Carousel: 'Form check: {s}'. Common galtiyan, har slide pe ek fix ke saath, aur reminder ki dard ho toh ruko.",
    fitness,
  ],
  [
    "Reel: '{S} progress, honestly'. Har mahine ek hi angle se clip, kya badla aur kya nahi, bina body-shaming.",
    fitness,
  ],
  ["Stories: aaj ka {s} workout, har exercise ek clip mein, aur 'tumne aaj kya kiya?' question sticker.", fitness],
  [
    "Reel: mera {s} routine order mein, har product ya step ek cut mein, naam screen pe, aur caption mein skin ya hair type.",
    style,
  ],
  ["Carousel: '{S} ke paanch myths'. Har slide pe ek claim aur sach kya hai, bharosemand source ke saath.", style],
  ["Reel: budget vs mehnga, {s} edition. Do same steps, do tarah ke products, aur result ek hi light mein.", style],
  ["Reel: 'Paanch minute wala {s}', un subah ke liye jab time nahi hota, har step screen pe. ⏱️", style],
  [
    "Reel: {s} ka poora process time-lapse mein, khaali shuruaat se ready design tak, aur saamaan caption mein. 🎨",
    craft,
  ],
  ["Carousel: 'Beginners ke liye {s} ke paanch easy designs'. Har slide pe ek, difficulty level aur time.", craft],
  ["Reel: '{S}: pehla try vs aaj'. Dono side by side, aur ek tip jisne sabse zyada farak dala.", craft],
  ["Stories: agla {s} design kaunsa? Teen sketches pe poll, phir winner ko banate hue dikhao.", craft],
  [
    "Reel: ek gaane pe {s} ka tees second ka performance, ek take mein, caption mein gaane aur steps ka naam. 🎶",
    performing,
  ],
  [
    "Reel: '{S} ke steps slow mein'. Pehle full speed, phir half speed mein har hissa, taaki log seekh sakein.",
    performing,
  ],
  ["Carousel: '{S} practice ka mera hafta'. Har din kya kiya, kitni der, aur sabse mushkil hissa.", performing],
  ["Reel: riyaaz vs stage. {S} practice ka raw clip, phir final performance, beat pe switch.", performing],
  ["Reel: {s} wala din, subah se shaam tak, har padaav ka time aur height ya distance screen pe. 🏔️", outdoors],
  ["Carousel: '{S} packing list'. Har category ki flat-lay aur ek safety tip, screenshot wali.", outdoors],
  ["Reel: 'Budget mein {s}'. Travel, stay, khaana aur gear ka poora kharcha, screen pe chalta total. 💸", outdoors],
  ["Stories: {s} live: subah ki shuruaat, raaste ka haal, 'aage chalein?' poll, aur end mein view.", outdoors],
];

const ACTIVITY_YOUTUBE_HINGLISH: readonly IdeaRow[] = [
  ["'{S} drills jo akele ho sakti hain': har drill full speed aur slow mein, har ek ki common galti ke saath.", sport],
  ["'{S}: gully se tournament tak': shuruaat ke kisse, training aur pehla bada match, chapters mein.", sport],
  ["'{S} ke rules, aasaan bhasha mein': har rule ka chapter, diagram aur real match jaise examples.", sport],
  ["Short: {s} ka ek shot ya move, full speed mein, phir slow mein aur ek tip screen pe.", sport],
  [
    "'Ghar pe {s}, bina equipment': beginner ke liye poora session, saath karne layak, warm-up aur cool-down ke saath.",
    fitness,
  ],
  ["'{S} ki das common galtiyan': har galti dikhayi hui, sahi form aur injury se bachne ka tareeka.", fitness],
  ["'Nabbe din {s}': har mahine ka update, kya badla, kya mushkil raha, honestly, bina body-shaming.", fitness],
  ["Short: ek {s} move, sahi vs galat, das das second mein.", fitness],
  ["'{S} routine, har type ke liye': har step ka chapter, product ka naam screen pe aur kyun.", style],
  ["'{S}: sasta vs mehnga': same steps, do tarah ke products, ek hafte baad ka result.", style],
  ["'{S} ke myths, check kiye hue': popular claims, bharosemand sources se, links description mein.", style],
  ["Short: paanch minute wala {s}, ek hi shot mein, har step screen pe.", style],
  ["'{S} ka full tutorial': khaali shuruaat se ready design tak, har hisse ka chapter aur saamaan ki list.", craft],
  ["'Beginners ke liye {s} ke easy designs': paanch designs, har ek ka time aur difficulty level.", craft],
  ["'{S}: mere pehle try se aaj tak': purani footage, galtiyan aur jo tareeka kaam aaya.", craft],
  ["Short: {s} ka time-lapse, poora design tees second mein, last frame pe result.", craft],
  ["'{S} ke steps, shuru se': har hissa slow aur phir full speed mein, mirror angle se.", performing],
  ["'{S} practice ka mera routine': warm-up se riyaaz tak, har hisse ka chapter.", performing],
  ["'{S}: riyaaz vs stage': taiyari ki raw footage aur final performance, aur beech mein kya badla.", performing],
  ["Short: ek gaane pe {s}, ek take mein, caption mein gaane ka naam.", performing],
  ["'{S} guide': kab jaayein, kaise pahunchein, kya pack karein aur kharcha kitna, chapters ke saath.", outdoors],
  ["'Budget mein {s}, har rupaye ka hisaab': poora breakdown description mein. 💸", outdoors],
  ["'{S} mein yeh galtiyan mat karna': mausam, saamaan, health aur safety, har ek real kisse ke saath.", outdoors],
  ["Short: {s} ka best pal, ek hi shot mein, jagah aur time screen pe.", outdoors],
];

export const FLAVOUR_IDEAS_HI = [
  ...ideaTemplates(["activity"], "instagram", ACTIVITY_INSTAGRAM_HI),
  ...ideaTemplates(["activity"], "youtube", ACTIVITY_YOUTUBE_HI),
  ...ideaTemplates(["field"], "instagram", [
    [
      "कैरोसेल: '{s} के वो शब्द जो सबको उलझाते हैं'। हर स्लाइड पर एक शब्द, रुपयों वाले उदाहरण के साथ, और आखिरी स्लाइड पर 'ये जानकारी है, सलाह नहीं'।",
      money,
    ],
    ["रील: '{s}: मिथक बनाम सच'। व्हाट्सऐप पर फ़ॉरवर्ड होने वाला एक दावा, असल में सच क्या है, और आधिकारिक सोर्स कैप्शन में।", money],
    [
      "कैरोसेल: '{s} की किसी भी टिप पर भरोसे से पहले'। पांच सवाल (कौन कह रहा है, उसे क्या फ़ायदा, सोर्स कहां है), हर स्लाइड पर एक।",
      money,
    ],
    ["रील: 'चाय के साथ {s}'। रोज़ की किसी चीज़ से एक बात तीस सेकंड में समझाइए। ☕", money],
  ]),
  ...ideaTemplates(["field"], "youtube", [
    [
      "'बिगिनर्स के लिए {s}, रुपयों वाले उदाहरणों के साथ': बेसिक्स, जोखिम और आधिकारिक नियम कहां पढ़ें, साफ़ 'जानकारी है, सलाह नहीं' के साथ।",
      money,
    ],
    ["'{s} के स्कैम और खतरे के निशान': कैसे काम करते हैं, कैसे पहचानें और कहां शिकायत करें, आधिकारिक लिंक डिस्क्रिप्शन में।", money],
    ["'{s} के शब्द जो हर जगह सुनेंगे': हर शब्द का चैप्टर, रोज़ की ज़िंदगी के उदाहरण के साथ।", money],
    ["शॉर्ट: {s} का एक मिथक तीस सेकंड में तोड़ा हुआ, आधिकारिक सोर्स स्क्रीन पर।", money],
  ]),
];

export const FLAVOUR_IDEAS_HINGLISH = [
  ...ideaTemplates(["activity"], "instagram", ACTIVITY_INSTAGRAM_HINGLISH),
  ...ideaTemplates(["activity"], "youtube", ACTIVITY_YOUTUBE_HINGLISH),
  ...ideaTemplates(["field"], "instagram", [
    [
      "Carousel: '{S} ke woh words jo sabko confuse karte hain'. Har slide pe ek word, rupaye wale example ke saath, aur last slide pe 'yeh information hai, advice nahi'.",
      money,
    ],
    [
      "Reel: '{S}: myth vs sach'. WhatsApp pe forward hone wala ek claim, asal mein sach kya hai, aur official source caption mein.",
      money,
    ],
    [
      "Carousel: '{S} ki kisi bhi tip pe bharose se pehle'. Paanch sawaal (kaun keh raha hai, usse kya fayda, source kahan hai), har slide pe ek.",
      money,
    ],
    ["Reel: 'Chai ke saath {s}'. Roz ki kisi cheez se ek baat tees second mein samjhao. ☕", money],
  ]),
  ...ideaTemplates(["field"], "youtube", [
    [
      "'Beginners ke liye {s}, rupaye wale examples ke saath': basics, risks aur official rules kahan padhein, clear 'information hai, advice nahi' ke saath.",
      money,
    ],
    [
      "'{S} scams aur red flags': kaise kaam karte hain, kaise pehchaanein aur kahan complaint karein, official links description mein.",
      money,
    ],
    ["'{S} ke words jo har jagah sunoge': har word ka chapter, roz ki life ke example ke saath.", money],
    ["Short: {s} ka ek myth tees second mein toda hua, official source screen pe.", money],
  ]),
];
