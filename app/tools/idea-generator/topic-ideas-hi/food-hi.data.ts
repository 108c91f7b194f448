import { ideaTemplates } from "../topic-ideas/idea-template";

// Dishes and drinks for the Hindi page. Cooking ideas only for what people make at home (the
// reader's howTo: बिरयानी, मसाला चाय); hunting-down ideas only for what they go out for (street
// food, momos). The rest fit both.
const make = { howTo: true } as const;
const out = { howTo: false } as const;

export const FOOD_IDEAS_HI = [
  ...ideaTemplates(["food"], "instagram", [
    "रील: '{s}, ईमानदार रेटिंग'। एक ही दिन में तीन जगह एक ही ऑर्डर, हर बार दस में से स्कोर और कीमत स्क्रीन पर, और आखिर में सवाल कि अगली बार कहां चलें। 🍽️",
    "कैरोसेल: 'आठ स्लाइड में {s} की पूरी कहानी': कहां से आया, हर इलाके में कैसे बदलता है, किसके साथ जमता है और लोग कौन-सी गलती करते हैं।",
    "रील: सिर्फ़ आवाज़ वाला कट। {s} को बिना बोले फ़िल्म करें, बस उसकी अपनी आवाज़ें पास से, नैचुरल लाइट में, और डिटेल कैप्शन में। 🎧",
    "रील: 'घरवाले करें {s} को रेट'। घर पर सबको चखाइए, हर रिएक्शन एक टेक में, और स्कोर स्क्रीन पर। सबसे सख्त जज आखिर में। 😂",
    "कैरोसेल: '{s}, पांच तरह से'। हर स्लाइड पर एक इलाके का या नया वर्ज़न, फ़ोटो के साथ, और क्या अलग है।",
    "स्टोरीज़: आज रात {s} का कौन-सा वर्ज़न? दो तरह के बीच पोल, फिर जीतने वाले को बनाते या खरीदते हुए दिखाइए और उसी शाम फ़ैसला।",
    [
      "रील: तीस सेकंड में {s} की रेसिपी। मात्रा स्क्रीन पर, हर स्टेप एक शॉट, तैयार डिश सबसे पहले ताकि लोग रुकें, और पूरी रेसिपी कैप्शन में। 👩‍🍳",
      make,
    ],
    [
      "रील: 'मम्मी की रेसिपी बनाम मेरी: {s}'। एक जैसी सामग्री के साथ साथ-साथ बनाइए, फिर घरवालों से ब्लाइंड टेस्ट और नतीजा स्क्रीन पर।",
      make,
    ],
    [
      "कैरोसेल: {s} का रेसिपी कार्ड। कवर पर तैयार डिश, दूसरी स्लाइड पर सामग्री, फिर हर स्लाइड पर एक स्टेप, और आखिर से पहले 'आम गलतियां'।",
      make,
    ],
    ["रील: '{s}, तीन तरह से': क्लासिक, रोज़ वाला जल्दी का और हल्का वर्ज़न, हर एक बीस सेकंड से कम, समय स्क्रीन पर।", make],
    ["रील: 'रेस्टोरेंट बनाम घर: {s}'। ऑर्डर भी कीजिए, बनाइए भी, और स्वाद, समय और खर्च की तुलना स्क्रीन पर।", make],
    ["रील सीरीज़: '{s} के जुगाड़'। हर एपिसोड में एक गड़बड़ी (फीका स्वाद, गलत टेक्सचर) और दस सेकंड का सुधार, नंबर के साथ।", make],
    ["रील सीरीज़: 'हाइप सही है या नहीं?' हर हफ़्ते {s} की एक मशहूर जगह: लाइन, कीमत, पहला स्वाद और ईमानदार हां या ना।", out],
    ["रील: {s} की गली। एक सड़क या बाज़ार में हर वो स्टॉल जहां ये मिलता है, कीमत स्क्रीन पर और कैप्शन में हर जगह का मैप पिन। 📍", out],
    ["रील: 'सौ रुपये में {s}'। छोटे बजट में तीन ऑप्शन, हर एक की कीमत स्क्रीन पर, और आखिर में साफ़ विनर। 💸", out],
    [
      "कैरोसेल: '{s} कहां सबसे अच्छा मिलता है'। हर स्लाइड पर एक जगह, फ़ोटो, क्या ऑर्डर करें, कीमत और टाइमिंग, आखिरी स्लाइड पर सारे मैप पिन।",
      out,
    ],
    ["रील: 'पहली बार {s}'। ऐसे दोस्त को ले जाइए जिसने कभी नहीं खाया-पिया, पहला रिएक्शन स्लो मोशन में।", out],
    ["रील: '{place} में {s} की तलाश'। पांच स्टॉल, हर एक की कीमत और स्कोर स्क्रीन पर, और सारे मैप पिन कैप्शन में। 📍", out],
    ["रील: रेगुलर ग्राहकों वाला ऑर्डर। काउंटर वाले भैया से पूछिए कि रोज़ आने वाले {s} के साथ क्या लेते हैं, वही ऑर्डर कीजिए।", out],
  ]),
  ...ideaTemplates(["food"], "youtube", [
    "'{s}: पूरी गाइड': कहां से आया, अलग-अलग इलाकों के वर्ज़न, किसके साथ जमता है और अच्छे-बुरे की पहचान, हर हिस्से का चैप्टर।",
    "'पांच जगह {s} ट्राई किया': हर जगह एक ही ऑर्डर, हर बार स्कोर स्क्रीन पर और आखिर में रैंकिंग टेबल, पते डिस्क्रिप्शन में। 🍽️",
    "'{s} के जितने वर्ज़न मिले, सबकी रैंकिंग': कैमरे पर बनी टियर लिस्ट, हर एक चखकर, और पिन कमेंट में सवाल कि क्या छूट गया।",
    "शॉर्ट: {s} का पहला स्वाद स्लो मोशन में, एक लाइन के साथ कि इसमें खास क्या है, और एंड को शुरुआत से जोड़ें ताकि लूप बने।",
    "शॉर्ट: 'तीस सेकंड में {s}': पहले स्टेप से पहले स्वाद तक, तेज़ रफ़्तार में, और एक अनजानी बात स्क्रीन पर।",
    "'घरवाले चखें {s}, बिना बताए': तीन वर्ज़न, कोई लेबल नहीं, हर रिएक्शन कैमरे पर और आखिर में स्कोरबोर्ड। 😂",
    "'{s} की कहानी': भारत में ये कैसे पहुंचा और बदला, सामने रखे अलग-अलग वर्ज़न चखते हुए, इतिहास के सोर्स डिस्क्रिप्शन में।",
    ["'{s} की रेसिपी, स्टेप बाय स्टेप': मात्रा स्क्रीन पर, तैयारी, पकाने और परोसने के चैप्टर, और गलतियां पहले ही बोलकर। 👩‍🍳", make],
    ["'घर पर {s}, रेस्टोरेंट वाले स्वाद में': पहले ऑर्डर, फिर वैसा ही बनाना, और आखिर में स्वाद, समय और खर्च की टेबल।", make],
    ["'तीन बजट, तीन {s}': जल्दी वाला, रोज़ वाला और त्योहार वाला, हर एक का खर्च स्क्रीन पर।", make],
    ["शॉर्ट: एक मिनट में {s}। ऊपर से शॉट, बीट पर गिरती सामग्री, और तैयार डिश पहले ही सेकंड में।", make],
    ["'मम्मी सिखाएं {s}': वो बनाएं, आप साथ-साथ कॉपी करें, स्प्लिट स्क्रीन पर फ़र्क दिखे, और उनकी टिप्स चैप्टर बनें।", make],
    ["'{s} फ़ूड वॉक': एक गली, हर स्टॉल, कीमत और स्कोर, और रास्ते का मैप डिस्क्रिप्शन में।", out],
    ["'मशहूर {s} वाली जगह, लाइन के लायक है?': इंतज़ार, कीमत, पहला स्वाद और फ़ैसला, फिर पास की सस्ती जगह से तुलना।", out],
    [
      "'{s}: सस्ती जगह बनाम महंगी जगह': एक बजट और एक महंगा ऑप्शन, एक के बाद एक चखकर, और जवाब कि कीमत का फ़र्क दिखता है या नहीं।",
      out,
    ],
    ["शॉर्ट्स सीरीज़: रोज़ {s} की एक जगह, तीस सेकंड में: क्या ऑर्डर करें, कीमत और एक शब्द में फ़ैसला।", out],
    ["'{place} में {s}: हर गली, हर स्टॉल': कीमत, स्कोर और रास्ते का मैप डिस्क्रिप्शन में। 📍", out],
    ["'पहली बार {s} खिलाने ले गए': जिसने कभी नहीं चखा, तीन जगहें, और हर जगह उसका ईमानदार रिएक्शन। 😄", out],
  ]),
];

export const FOOD_IDEAS_HINGLISH = [
  ...ideaTemplates(["food"], "instagram", [
    "Reel: '{S}, honest rating'. Ek hi din mein teen jagah same order, har baar das mein se score aur price screen pe, end mein poocho ki agli baar kahan chalein. 🍽️",
    "Carousel: 'Aath slides mein {s} ki poori kahani': kahan se aaya, har region mein kaise badalta hai, kiske saath jamta hai aur log kaunsi galti karte hain.",
    "Reel: sirf awaaz wala cut. {S} ko bina bole film karo, bas uski apni awaazein close-up mein, natural light, details caption mein. 🎧",
    "Reel: 'Family kare {s} ko rate'. Ghar pe sabko chakhao, har reaction ek take mein, score screen pe. Sabse strict judge last mein. 😂",
    "Carousel: '{S}, paanch tarah se'. Har slide pe ek regional ya modern version, photo ke saath, aur kya alag hai.",
    "Stories: aaj raat {s} ka kaunsa version? Do type ke beech poll, phir winner ko banate ya kharidte hue dikhao aur usi shaam verdict.",
    [
      "Reel: tees second mein {s} ki recipe. Quantity screen pe, har step ek shot, ready dish sabse pehle taaki log rukein, poori recipe caption mein. 👩‍🍳",
      make,
    ],
    [
      "Reel: 'Mummy ki recipe vs meri: {s}'. Same ingredients ke saath side by side banao, phir family se blind test aur result screen pe.",
      make,
    ],
    [
      "Carousel: {s} ka recipe card. Cover pe ready dish, doosri slide pe ingredients, phir har slide ek step, aur last se pehle 'common mistakes'.",
      make,
    ],
    [
      "Reel: '{S}, teen tarah se': classic, roz wala quick aur light version, har ek bees second se kam, time screen pe.",
      make,
    ],
    [
      "Reel: 'Restaurant vs ghar: {s}'. Order bhi karo, banao bhi, aur taste, time aur kharche ka comparison screen pe.",
      make,
    ],
    [
      "Reel series: '{S} fixes'. Har episode mein ek gadbad (pheeka swaad, galat texture) aur das second ka fix, numbered.",
      make,
    ],
    [
      "Reel series: 'Hype sahi hai ya nahi?' Har hafte {s} ki ek famous jagah: line, price, pehla taste aur honest haan ya na.",
      out,
    ],
    [
      "Reel: {s} trail. Ek street ya market mein har woh stall jahan yeh milta hai, price screen pe aur caption mein har jagah ka map pin. 📍",
      out,
    ],
    [
      "Reel: 'Sau rupaye mein {s}'. Chhote budget mein teen options, har ek ka price screen pe, aur end mein clear winner. 💸",
      out,
    ],
    [
      "Carousel: '{S} kahan sabse best milta hai'. Har slide pe ek jagah, photo, kya order karein, price aur timing, last slide pe saare map pins.",
      out,
    ],
    ["Reel: 'Pehli baar {s}'. Aise dost ko le jao jisne kabhi try nahi kiya, pehla reaction slow motion mein.", out],
    [
      "Reel: '{place} mein {s} ki talaash'. Paanch stalls, har ek ka price aur score screen pe, aur saare map pins caption mein. 📍",
      out,
    ],
    [
      "Reel: regulars wala order. Counter wale bhaiya se poocho ki roz aane wale {s} ke saath kya lete hain, wahi order karo.",
      out,
    ],
  ]),
  ...ideaTemplates(["food"], "youtube", [
    "'{S}: complete guide': kahan se aaya, alag alag regions ke version, kiske saath jamta hai aur achhe-bure ki pehchaan, har part ka chapter.",
    "'Paanch jagah {s} try kiya': har jagah same order, har baar score screen pe aur end mein ranking table, address description mein. 🍽️",
    "'{S} ke jitne version mile, sabki ranking': camera pe bani tier list, har ek chakh ke, aur pinned comment mein sawaal ki kya chhoot gaya.",
    "Short: {s} ka pehla taste slow motion mein, ek line ke saath ki isme khaas kya hai, aur end ko start se jodo taaki loop bane.",
    "Short: 'Tees second mein {s}': pehle step se pehle taste tak, fast forward mein, aur ek anjaani baat screen pe.",
    "'Family chakhe {s}, bina bataye': teen versions, koi label nahi, har reaction camera pe aur end mein scoreboard. 😂",
    "'{S} ki kahani': India mein yeh kaise pahuncha aur badla, saamne rakhe alag versions chakhte hue, history ke sources description mein.",
    [
      "'{S} recipe, step by step': quantity screen pe, prep, cooking aur serving ke chapters, aur galtiyan pehle hi bol ke. 👩‍🍳",
      make,
    ],
    [
      "'Ghar pe {s}, restaurant wale swaad mein': pehle order, phir waisa hi banana, aur end mein taste, time aur kharche ki table.",
      make,
    ],
    ["'Teen budget, teen {s}': quick wala, roz wala aur tyohaar wala, har ek ka kharcha screen pe.", make],
    ["Short: ek minute mein {s}. Top shot, beat pe girte ingredients, aur ready dish pehle hi second mein.", make],
    [
      "'Mummy sikhayein {s}': woh banayein, tum saath saath copy karo, split screen pe farak dikhe, aur unki tips chapters banein.",
      make,
    ],
    ["'{S} food walk': ek gali, har stall, price aur score, aur route ka map description mein.", out],
    [
      "'Famous {s} wali jagah, line ke laayak hai?': wait, price, pehla taste aur verdict, phir paas ki sasti jagah se comparison.",
      out,
    ],
    [
      "'{S}: sasti jagah vs mehngi jagah': ek budget aur ek mehnga option, ek ke baad ek chakh ke, aur jawab ki price ka farak dikhta hai ya nahi.",
      out,
    ],
    ["Shorts series: roz {s} ki ek jagah, tees second mein: kya order karein, price aur ek word mein verdict.", out],
    ["'{place} mein {s}: har gali, har stall': price, score aur route ka map description mein. 📍", out],
    [
      "'Pehli baar {s} khilane le gaye': jisne kabhi nahi chakha, teen jagah, aur har jagah uska honest reaction. 😄",
      out,
    ],
  ]),
];
