import type { Fit } from "~/lib/template-fit";
import type { PostTemplate } from "./instagram-post-generator.data";

// Openings for the Hindi page, written for what the topic is (a phone, a place, a dish, an exam…)
// and the format named, as the English page's are: a first line that names it, then a line that asks
// for something. `{s}` is the subject (Hinglish gets it in Roman letters), `{S}` the same where a
// line opens with it, `{place}` the place the keyword names beside it, `{a}`/`{b}` a comparison's
// sides. The subject sits beside a postposition, after a colon or as a label, never where a word
// would have to agree with its gender. A word the reader does not know gets the whole posts of
// banks/hi/posts.data.ts and banks/hinglish/posts.data.ts instead.

const ANY = "any" as const;
const NO_FORMAT = [null] as const;
const NOT_FOOD = [
  "product",
  "brand",
  "place",
  "activity",
  "animal",
  "person",
  "event",
  "study",
  "game",
  "show",
  "field",
  "general",
] as const;

/** One set of openings for a fit: the Devanagari lines, then the Hinglish ones. */
type Group = readonly [fit: Fit, hindi: readonly string[], hinglish: readonly string[]];

const GROUPS: readonly Group[] = [
  [
    { kinds: ["product"], formats: NO_FORMAT },
    [
      "सीधी बात: {s} 👀\nलें या छोड़ें? कमेंट में बताइए 👇",
      "{s}: हाइप बनाम असल में क्या मिलता है 🔍\nइसके बारे में कुछ भी पूछिए, नीचे।",
      "खरीदने से पहले वाली पोस्ट: {s} 🛒\nअगली सेल के लिए सेव कर लें।",
      "{s}, बिना मार्केटिंग के: वो बातें जो सच में मायने रखती हैं 📝\nआप अभी क्या इस्तेमाल कर रहे हैं? बताइए 👇",
      "पैसा वसूल या नहीं? {s} 💸\nकमेंट में वोट करें: ✅ या ❌",
    ],
    [
      "Seedhi baat: {s} 👀\nLena hai ya skip? Comments mein batao 👇",
      "{S}: hype vs asal mein kya milta hai 🔍\nIske baare mein kuch bhi poocho, neeche.",
      "Kharidne se pehle wali post: {s} 🛒\nAgli sale ke liye save kar lo.",
      "{S}, bina marketing ke: woh baatein jo sach mein matter karti hain 📝\nTum abhi kya use kar rahe ho? Batao 👇",
      "Paisa vasool ya nahi? {S} 💸\nComments mein vote karo: ✅ ya ❌",
    ],
  ],
  [
    { kinds: ["brand"], formats: NO_FORMAT },
    [
      "ब्रांड चेक: {s} 🔍\nआपके लिए हिट या मिस? बताइए 👇",
      "चलिए {s} की बात करते हैं 💬\nएक चीज़ बताइए जो ये सबसे अच्छी करते हैं।",
      "{s} के फ़ैन्स, ये पोस्ट आपके लिए 🙌\nअगली बार इनसे क्या ट्राई करूं? कमेंट में बताइए।",
      "{s} पर मेरी ईमानदार राय 💭\nसहमत हैं या नहीं? नीचे बताइए 👇",
      "ओवररेटेड या अंडररेटेड: {s}? ⚖️\nकमेंट में अपनी साइड चुनिए।",
    ],
    [
      "Brand check: {s} 🔍\nTumhare liye hit ya miss? Batao 👇",
      "Chalo {s} ki baat karte hain 💬\nEk cheez batao jo yeh sabse achha karte hain.",
      "{S} ke fans, yeh post tumhare liye 🙌\nAgli baar inse kya try karun? Comments mein batao.",
      "{S} pe meri honest raay 💭\nAgree ya disagree? Neeche batao 👇",
      "Overrated ya underrated: {s}? ⚖️\nComments mein apni side chuno.",
    ],
  ],
  [
    { kinds: ["place"], formats: NO_FORMAT, needs: ["region"] },
    [
      "{s} डायरीज़ 📍\nअगली ट्रिप के लिए सेव करें और अपने ट्रैवल बडी को टैग करें 🧳",
      "अगर {s} अभी तक आपकी लिस्ट में नहीं है, तो शायद ये पोस्ट बदल दे ✈️\nउस ट्रिप के लिए सेव कर लें जो हर बार टल जाती है।",
      "{s} से पोस्टकार्ड 📸\nयहां गए हैं? अपनी फ़ेवरेट जगह बताइए 👇",
      "{s}, दिल यहीं छोड़ आए 🤍\nअगला कहां जाऊं? सुझाव दीजिए।",
      "ट्रिप प्लान पक्का: {s} 🗺️\nकौन-कौन चल रहा है? टैग करें 👇",
    ],
    [
      "{S} diaries 📍\nAgli trip ke liye save karo aur apne travel buddy ko tag karo 🧳",
      "Agar {s} abhi tak tumhari list mein nahi hai, toh shayad yeh post badal de ✈️\nUs trip ke liye save kar lo jo har baar tal jaati hai.",
      "{S} se postcards 📸\nYahan gaye ho? Apni favourite jagah batao 👇",
      "{S}, dil yahin chhod aaye 🤍\nAgla kahan jaun? Suggestions do.",
      "Trip plan pakka: {s} 🗺️\nKaun kaun chal raha hai? Tag karo 👇",
    ],
  ],
  [
    { kinds: ["place"], formats: NO_FORMAT, needs: ["venue"] },
    [
      "स्पॉट चेक: {s} 📍\nआप जाएंगे? हां या ना, कमेंट में 👇",
      "अगले आउटिंग डे के लिए सेव: {s} 📌\nजिस दोस्त को साथ ले जाएंगे, उसे टैग करें।",
      "{s}, पहला इंप्रेशन 👀\nयहां गए हैं? बताइए क्या छूट गया।",
      "ऐसी जगह जिसके लिए पूरा दिन प्लान किया जाए: {s} ☀️\nयहां सबसे पहले क्या करेंगे?",
    ],
    [
      "Spot check: {s} 📍\nJaoge? Haan ya na, comments mein 👇",
      "Agle outing day ke liye save: {s} 📌\nJis dost ko saath le jaoge, usse tag karo.",
      "{S}, first impression 👀\nYahan gaye ho? Batao kya chhoot gaya.",
      "Aisi jagah jiske liye poora din plan ho: {s} ☀️\nYahan sabse pehle kya karoge?",
    ],
  ],
  [
    { kinds: ["food"], formats: NO_FORMAT },
    [
      "आज का फ़ूड मूड: {s} 😋\nआज क्या खाया? कमेंट में बताइए 👇",
      "{s} को ना कहना मुश्किल है 🤤\nउसे टैग करें जिसके साथ बांटेंगे (या नहीं 😅)",
    ],
    [
      "Aaj ka food mood: {s} 😋\nAaj kya khaya? Comments mein batao 👇",
      "{S} ko na kehna mushkil hai 🤤\nUsse tag karo jiske saath share karoge (ya nahi 😅)",
    ],
  ],
  [
    { kinds: ["food"], formats: NO_FORMAT, needs: ["eatenOut"] },
    [
      "फ़ूड वॉक मोड ऑन: {s} 😋\nअगली बार क्या ज़रूर ट्राई करूं? 👇",
      "प्लेट-दर-प्लेट: {s} 🍽️\nइस स्प्रेड को दस में से नंबर दीजिए, कमेंट में।",
      "कुछ भी कहो, {s} का कोई मुकाबला नहीं 🤤\nउस दोस्त को टैग करें जो हर फ़ूड वॉक के लिए तैयार रहता है।",
      "अगले चीट डे के लिए सेव: {s} 📌\nआपकी फ़ेवरेट जगह कौन-सी है?",
      "डाइट रुक सकती है, {s} नहीं 😅\nअगली बार कौन साथ चलेगा?",
    ],
    [
      "Food walk mode on: {s} 😋\nAgli baar kya zaroor try karun? 👇",
      "Plate by plate: {s} 🍽️\nIs spread ko das mein se number do, comments mein.",
      "Kuch bhi bolo, {s} ka koi muqabla nahi 🤤\nUs dost ko tag karo jo har food walk ke liye ready rehta hai.",
      "Agle cheat day ke liye save: {s} 📌\nTumhari favourite jagah kaunsi hai?",
      "Diet ruk sakti hai, {s} nahi 😅\nAgli baar kaun saath chalega?",
    ],
  ],
  [
    { kinds: ["food"], formats: [null, "recipe"], needs: ["howTo"] },
    [
      "घर पर बनाइए, रेस्टोरेंट भूल जाइए: {s} 🍳\nपूरी रेसिपी चाहिए? कमेंट में बताइए 👇",
      "कम्फ़र्ट फ़ूड, सेट: {s} 🤍\nआपके घर में कैसे बनता है? हर घर का अपना तरीका होता है।",
      "शुरू से बनाया: {s} 🙌\nउस दिन के लिए सेव करें जब सच में पकाने का टाइम हो।",
      "मम्मी के हाथ वाला स्वाद, {s} में 💛\nआपके घर की कोई सीक्रेट टिप? नीचे लिखिए।",
      "संडे स्पेशल: {s} 🍽️\nआज किसके घर क्या बना? बताइए 👇",
    ],
    [
      "Ghar pe banao, restaurant bhool jao: {s} 🍳\nPoori recipe chahiye? Comments mein batao 👇",
      "Comfort food, sorted: {s} 🤍\nTumhare ghar mein kaise banta hai? Har ghar ka apna tareeka hota hai.",
      "Scratch se banaya: {s} 🙌\nUs din ke liye save karo jab sach mein cooking ka time ho.",
      "Mummy ke haath wala swaad, {s} mein 💛\nTumhare ghar ki koi secret tip? Neeche likho.",
      "Sunday special: {s} 🍽️\nAaj kiske ghar kya bana? Batao 👇",
    ],
  ],
  [
    { kinds: ["activity"], formats: NO_FORMAT, needs: ["howTo"] },
    [
      "{s} के वो नोट्स जो काश पहले दिन मिल जाते 📝\nसेव करें और बाद में दोबारा देखें।",
      "{s}: रोज़ थोड़ा, और फ़र्क दिखने लगता है 📈\nआप कितने दिन से कर रहे हैं? बताइए 👇",
      "{s} में शुरुआत करने वालों के लिए एक बात: परफ़ेक्ट नहीं, रेगुलर बनिए 🌱\nअपनी पहली गलती कमेंट में बताइए।",
      "{s} वाला दिन, और मूड सेट ✨\nआज आपने क्या किया? नीचे लिखिए 👇",
      "{s} की एक टिप जो सच में काम आई 💡\nआपकी टिप क्या है? शेयर करें।",
      "पहला दिन बनाम आज: {s} 🔁\nअपना सफ़र एक शब्द में बताइए 👇",
    ],
    [
      "{S} ke woh notes jo kaash day one pe mil jaate 📝\nSave karo aur baad mein dobara dekho.",
      "{S}: roz thoda, aur farak dikhne lagta hai 📈\nTum kitne din se kar rahe ho? Batao 👇",
      "{S} mein shuruaat karne walon ke liye ek baat: perfect nahi, regular bano 🌱\nApni pehli galti comments mein batao.",
      "{S} wala din, aur mood set ✨\nAaj tumne kya kiya? Neeche likho 👇",
      "{S} ki ek tip jo sach mein kaam aayi 💡\nTumhari tip kya hai? Share karo.",
      "Day one vs aaj: {s} 🔁\nApna safar ek word mein batao 👇",
    ],
  ],
  [
    { kinds: ["activity"], formats: NO_FORMAT, avoids: ["howTo"] },
    [
      "{s}, और दिन बन गया ☀️\nआपके लिए परफ़ेक्ट दिन कैसा होता है?",
      "यादों में सेव: {s} 📸\nउस इंसान को टैग करें जिसके साथ अगली बार जाना है 👇",
      "{s} का अपना ही मज़ा है 🎉\nआपने कभी ट्राई किया? कमेंट में बताइए।",
    ],
    [
      "{S}, aur din ban gaya ☀️\nTumhare liye perfect din kaisa hota hai?",
      "Yaadon mein save: {s} 📸\nUs insaan ko tag karo jiske saath agli baar jaana hai 👇",
      "{S} ka apna hi maza hai 🎉\nKabhi try kiya? Comments mein batao.",
    ],
  ],
  [
    { kinds: ["animal"], formats: NO_FORMAT, avoids: ["wild", "stray"] },
    [
      "{s} वाले लोग, ये पोस्ट आपके लिए 🐾\nअपने वाले की फ़ोटो कमेंट में डालिए 👇",
      "{s} के साथ हर दिन थोड़ा और प्यारा 🤍\nआपकी सबसे प्यारी याद क्या है?",
      "इस घर के असली बॉस से मिलिए: {s} 👑\nआपके घर का बॉस कौन है? बताइए 😄",
      "{s} की देखभाल की एक बात जो सबको पता होनी चाहिए 💡\nआपकी टिप नीचे लिखिए।",
      "अप्रिसिएशन पोस्ट: {s} 🐾\nउस दोस्त को टैग करें जिसे ये पोस्ट देखनी चाहिए।",
    ],
    [
      "{S} wale log, yeh post tumhare liye 🐾\nApne wale ki photo comments mein daalo 👇",
      "{S} ke saath har din thoda aur pyaara 🤍\nTumhari sabse pyaari yaad kya hai?",
      "Is ghar ke asli boss se milo: {s} 👑\nTumhare ghar ka boss kaun hai? Batao 😄",
      "{S} ki care ki ek baat jo sabko pata honi chahiye 💡\nTumhari tip neeche likho.",
      "Appreciation post: {s} 🐾\nUs dost ko tag karo jisko yeh post dekhni chahiye.",
    ],
  ],
  [
    { kinds: ["animal"], formats: NO_FORMAT, needs: ["stray"] },
    [
      "मोहल्ले के हीरो: {s} 🐾\nइस गर्मी घर के बाहर पानी का एक कटोरा रखिए। सहमत हों तो शेयर करें।",
      "{s} के लिए थोड़ा खाना, थोड़ा प्यार 🤍\nआपके इलाके में कौन इनका ख्याल रखता है? टैग करें 👇",
      "{s} भी हमारे मोहल्ले का हिस्सा हैं 🏡\nआप इनके लिए क्या करते हैं? बताइए।",
    ],
    [
      "Mohalle ke heroes: {s} 🐾\nIs garmi ghar ke bahar paani ka ek katora rakho. Agree ho toh share karo.",
      "{S} ke liye thoda khaana, thoda pyaar 🤍\nTumhare area mein kaun inka khayal rakhta hai? Tag karo 👇",
      "{S} bhi hamare mohalle ka hissa hain 🏡\nTum inke liye kya karte ho? Batao.",
    ],
  ],
  [
    { kinds: ["animal"], formats: NO_FORMAT, needs: ["wild"] },
    [
      "जंगल में दिखा: {s} 🌿\nआपने कभी पास से देखा है? कहां, बताइए 👇",
      "{s} को उनके घर में देखना, सबसे खास अनुभव 🐾\nदूरी रखें, शोर न करें। सहमत हैं?",
      "{s}: जितना देखो, उतना कम 🌳\nअगली सफ़ारी कहां करूं? सुझाव दीजिए।",
    ],
    [
      "Jungle mein dikha: {s} 🌿\nKabhi paas se dekha hai? Kahan, batao 👇",
      "{S} ko unke ghar mein dekhna, sabse khaas experience 🐾\nDoori rakho, shor mat karo. Agree?",
      "{S}: jitna dekho, utna kam 🌳\nAgli safari kahan karun? Suggest karo.",
    ],
  ],
  [
    { kinds: ["person"], formats: NO_FORMAT },
    [
      "अप्रिसिएशन पोस्ट: {s} 🙌\nआपको सबसे ज़्यादा क्या पसंद है? कमेंट में बताइए।",
      "आज की पोस्ट {s} के नाम 🤍\nएक शब्द में बताइए, आपके लिए क्या मतलब है।",
    ],
    [
      "Appreciation post: {s} 🙌\nTumhe sabse zyada kya pasand hai? Comments mein batao.",
      "Aaj ki post {s} ke naam 🤍\nEk word mein batao, tumhare liye kya matlab hai.",
    ],
  ],
  [
    { kinds: ["person"], formats: NO_FORMAT, needs: ["named"] },
    [
      "{s} का आपका ऑल-टाइम फ़ेवरेट पल? 🙌\nकमेंट में बताइए, फिर से जीते हैं।",
      "{s} से सीखी एक बात जो हमेशा याद रहेगी 💡\nआपकी सीख क्या है? नीचे लिखिए।",
      "{s} के फ़ैन्स, हाज़िरी लगाइए 🙋\nकब से फ़ैन हैं? बताइए 👇",
      "{s} का असर, एक पोस्ट में ✨\nकौन-सा पल आपको सबसे ज़्यादा याद है?",
    ],
    [
      "{S} ka tumhara all-time favourite moment? 🙌\nComments mein batao, phir se jeete hain.",
      "{S} se seekhi ek baat jo hamesha yaad rahegi 💡\nTumhari seekh kya hai? Neeche likho.",
      "{S} ke fans, haazri lagao 🙋\nKab se fan ho? Batao 👇",
      "{S} ka asar, ek post mein ✨\nKaunsa moment tumhe sabse zyada yaad hai?",
    ],
  ],
  [
    { kinds: ["person"], formats: NO_FORMAT, avoids: ["named", "latinless"] },
    [
      "हमारी ज़िंदगी के हर {s} के लिए 🤍\nअपने वाले को टैग करें 👇",
      "{s} की ज़िंदगी, जो दिखती कम है 💭\nएक बात बताइए जो लोग नहीं समझते।",
      "हर {s} के लिए एक छोटा-सा शुक्रिया 🙏\nजिसे धन्यवाद कहना है, उसे टैग करें।",
      "{s} होना आसान नहीं 💪\nसहमत हों तो ❤️, अपनी कहानी कमेंट में।",
    ],
    [
      "Hamari life ke har {s} ke liye 🤍\nApne wale ko tag karo 👇",
      "{S} ki life, jo dikhti kam hai 💭\nEk baat batao jo log nahi samajhte.",
      "Har {s} ke liye ek chhota sa thank you 🙏\nJisse thank you bolna hai, usse tag karo.",
      "{S} hona easy nahi 💪\nAgree ho toh ❤️, apni kahani comments mein.",
    ],
  ],
  [
    { kinds: ["event"], formats: NO_FORMAT },
    [
      "{s} मोड: ऑन ✨\nइस बार कैसे मना रहे हैं? बताइए 👇",
      "{s} की रौनक, एक पोस्ट में 🎉\nआपकी सबसे प्यारी याद क्या है?",
      "{s} का मतलब: अपने लोग और ढेर सारी यादें 🤍\nआपके लिए क्या मतलब है? एक शब्द में बताइए।",
    ],
    [
      "{S} mode: ON ✨\nIs baar kaise mana rahe ho? Batao 👇",
      "{S} ki raunak, ek post mein 🎉\nTumhari sabse pyaari yaad kya hai?",
      "{S} ka matlab: apne log aur dher saari yaadein 🤍\nTumhare liye kya matlab hai? Ek word mein batao.",
    ],
  ],
  [
    { kinds: ["event"], formats: NO_FORMAT, avoids: ["sport"] },
    [
      "{s} की तैयारी, एक-एक लिस्ट करके 📝\nएक चीज़ जो आप कभी नहीं छोड़ते?",
      "{s} की चेकलिस्ट: कपड़े, सजावट, मिठाई ✅\nआपकी लिस्ट में सबसे ऊपर क्या है?",
    ],
    [
      "{S} ki taiyari, ek ek list karke 📝\nEk cheez jo tum kabhi skip nahi karte?",
      "{S} checklist: kapde, sajaawat, mithai ✅\nTumhari list mein sabse upar kya hai?",
    ],
  ],
  [
    { kinds: ["event"], formats: NO_FORMAT, needs: ["named"], avoids: ["sport"] },
    [
      "{s} का काउंटडाउन शुरू ⏳\nइस बार आपकी मस्ट-डू लिस्ट में क्या है?",
      "{s} करीब है, तैयारी कहां तक पहुंची? 🎊\nकमेंट में स्टेटस बताइए 👇",
    ],
    [
      "{S} ka countdown shuru ⏳\nIs baar tumhari must-do list mein kya hai?",
      "{S} kareeb hai, taiyari kahan tak pahunchi? 🎊\nComments mein status batao 👇",
    ],
  ],
  [
    { kinds: ["event"], formats: NO_FORMAT, needs: ["sport"] },
    [
      "मैच डे वाली फ़ीलिंग: {s} 🏆\nआप किसके साथ हैं? कमेंट में बताइए 👇",
      "{s} का बुखार चढ़ चुका है 🔥\nआपकी प्रेडिक्शन क्या है? नीचे लिखिए।",
    ],
    [
      "Match day wali feeling: {s} 🏆\nTum kiske saath ho? Comments mein batao 👇",
      "{S} ka bukhaar chadh chuka hai 🔥\nTumhari prediction kya hai? Neeche likho.",
    ],
  ],
  [
    { kinds: ["study"], formats: NO_FORMAT },
    [
      "{s}, एक-एक दिन करके 📚\nआज आप क्या पढ़ रहे हैं? नीचे बताइए 👇",
      "{s} वालों, एक याद दिलाना: आराम भी पढ़ाई का हिस्सा है 🌙\nसहमत हों तो सेव करें।",
      "{s} का रोज़ का नियम: थोड़ा, पर हर दिन ✅\nआपका नियम क्या है?",
      "{s} के बीच एक छोटा ब्रेक ☕\nआप ब्रेक में क्या करते हैं? बताइए 👇",
    ],
    [
      "{S}, ek ek din karke 📚\nAaj tum kya padh rahe ho? Neeche batao 👇",
      "{S} walon, ek reminder: aaram bhi zaroori hai 🌙\nAgree ho toh save karo.",
      "{S} ka roz ka rule: thoda, par har din ✅\nTumhara rule kya hai?",
      "{S} ke beech ek chhota break ☕\nTum break mein kya karte ho? Batao 👇",
    ],
  ],
  [
    { kinds: ["study"], formats: NO_FORMAT, needs: ["exam"] },
    [
      "{s}: टॉपर्स के टाइम टेबल से नहीं, सिलेबस से शुरुआत कीजिए 📋\nअब तक क्या काम आया?",
      "{s} के लिए एक बात: मॉक टेस्ट से डरिए मत, उनसे सीखिए 📈\nआपका पिछला स्कोर बेहतर हुआ? बताइए।",
    ],
    [
      "{S}: toppers ke time table se nahi, syllabus se shuruaat karo 📋\nAb tak kya kaam aaya?",
      "{S} ke liye ek baat: mock tests se daro mat, unse seekho 📈\nTumhara pichhla score better hua? Batao.",
    ],
  ],
  [
    { kinds: ["study"], formats: NO_FORMAT, avoids: ["exam"] },
    [
      "{s}, थोड़ा कम डरावना 🧠\nअगला कौन-सा टॉपिक आसान करूं?",
      "{s} का एक आसान तरीका, जो काश पहले पता होता 💡\nसेव करें और दोस्त को भेजें।",
    ],
    [
      "{S}, thoda kam scary 🧠\nAgla kaunsa topic easy karun?",
      "{S} ka ek aasaan tareeka, jo kaash pehle pata hota 💡\nSave karo aur dost ko bhejo.",
    ],
  ],
  [
    { kinds: ["game"], formats: NO_FORMAT },
    [
      "'बस एक आखिरी मैच': हर {s} खिलाड़ी की कहानी 😅\nउस दोस्त को टैग करें जो हर बार यही कहता है 👇",
      "{s} में सबसे यादगार जीत? 🏆\nकमेंट में कहानी सुनाइए।",
      "{s} वाली गैंग, हाज़िरी लगाओ 🎮\nकौन-कौन आज रात ऑनलाइन है?",
    ],
    [
      "'Bas ek last match': har {s} player ki kahani 😅\nUs dost ko tag karo jo har baar yahi bolta hai 👇",
      "{S} mein sabse yaadgaar jeet? 🏆\nComments mein kahani sunao.",
      "{S} wali gang, haazri lagao 🎮\nKaun kaun aaj raat online hai?",
    ],
  ],
  [
    { kinds: ["game"], formats: NO_FORMAT, needs: ["videoGame"] },
    [
      "{s} स्क्वॉड, कहां हो? 🎮\nअपना इन-गेम नाम कमेंट में डालिए 👇",
      "{s} का नया अपडेट: पसंद आया या नहीं? 🔄\nनीचे अपनी राय बताइए।",
    ],
    [
      "{S} squad, kahan ho? 🎮\nApna in-game naam comments mein daalo 👇",
      "{S} ka naya update: pasand aaya ya nahi? 🔄\nNeeche apni raay batao.",
    ],
  ],
  [
    { kinds: ["game"], formats: NO_FORMAT, needs: ["shooter"] },
    [
      "{s} की सेटिंग्स जो कभी नहीं बदलतीं ⚙️\nआपकी सेंसिटिविटी क्या है? नीचे डालिए 👇",
      "{s} में आखिरी ज़ोन की धड़कन 🔥\nआपका बेस्ट फ़िनिश कितना है? बताइए।",
    ],
    [
      "{S} settings jo kabhi nahi badalti ⚙️\nTumhari sensitivity kya hai? Neeche daalo 👇",
      "{S} mein last zone ki dhadkan 🔥\nTumhara best finish kitna hai? Batao.",
    ],
  ],
  [
    { kinds: ["show"], formats: NO_FORMAT },
    [
      "{s} से अब तक बाहर नहीं निकले 🍿\nआपका फ़ेवरेट हिस्सा कौन-सा है? बताइए 👇",
      "{s} पर आपकी एक लाइन की राय? ✍️\nकमेंट में लिखिए, बिना स्पॉइलर के।",
      "{s} देखने के बाद वाली फ़ीलिंग 💭\nकौन-सा सीन दिमाग से नहीं जाता?",
      "{s} के फ़ैन्स, ये पोस्ट आपके नाम 🙌\nदस में से कितने नंबर देंगे?",
      "{s} पर बहस करनी है, तैयार हैं? ⚖️\nकमेंट में बताइए: ओवररेटेड या अंडररेटेड।",
    ],
    [
      "{S} se ab tak bahar nahi nikle 🍿\nTumhara favourite hissa kaunsa hai? Batao 👇",
      "{S} pe tumhari ek line ki raay? ✍️\nComments mein likho, bina spoiler ke.",
      "{S} dekhne ke baad wali feeling 💭\nKaunsa scene dimaag se nahi jaata?",
      "{S} ke fans, yeh post tumhare naam 🙌\nDas mein se kitne number doge?",
      "{S} pe debate karni hai, ready ho? ⚖️\nOverrated ya underrated, comments mein batao.",
    ],
  ],
  [
    { kinds: ["field"], formats: NO_FORMAT },
    [
      "{s}, बिना भारी-भरकम शब्दों के 💡\nअगला क्या आसान करूं? कमेंट में बताइए।",
      "{s} की एक बात जो सबको पता होनी चाहिए 📌\nसेव करें और किसी को भेजें।",
      "{s} पर एक मिथक, और सच 🔍\nआपने कौन-सा मिथक सुना है? नीचे लिखिए।",
      "{s} में शुरुआत कहां से करें? 🌱\nआपकी पहली सीख क्या थी? बताइए 👇",
      "{s} पर मेरी राय, सीधे शब्दों में 💭\nसहमत हैं? ❤️ या कमेंट में बहस।",
    ],
    [
      "{S}, bina bhaari bharkam words ke 💡\nAgla kya easy karun? Comments mein batao.",
      "{S} ki ek baat jo sabko pata honi chahiye 📌\nSave karo aur kisi ko bhejo.",
      "{S} pe ek myth, aur sach 🔍\nTumne kaunsa myth suna hai? Neeche likho.",
      "{S} mein shuruaat kahan se karein? 🌱\nTumhari pehli seekh kya thi? Batao 👇",
      "{S} pe meri raay, seedhe shabdon mein 💭\nAgree? ❤️ ya comments mein debate.",
    ],
  ],
  // ── Formats: what the keyword says the post is (a review, a vlog, a recipe …) ──
  [
    { kinds: ANY, formats: ["review"] },
    [
      "ईमानदार रिव्यू: {s} ⭐\nआप लेंगे? हां या ना, कमेंट में 👇",
      "{s} का रिव्यू, बिना फ़िल्टर के 📝\nआपका अनुभव कैसा रहा? बताइए।",
      "{s} पर मेरा फ़ैसला, दस में से ⭐\nपहले आप अंदाज़ा लगाइए 👇",
    ],
    [
      "Honest review: {s} ⭐\nLoge? Haan ya na, comments mein 👇",
      "{S} ka review, bina filter ke 📝\nTumhara experience kaisa raha? Batao.",
      "{S} pe mera verdict, das mein se ⭐\nPehle tum guess karo 👇",
    ],
  ],
  [
    { kinds: ["product", "brand", "food", "place"], formats: ["review"] },
    ["{s}: पैसा वसूल या नहीं? 💸\nपहले आपका फ़ैसला, फिर मेरा 👇"],
    ["{S}: paisa vasool ya nahi? 💸\nPehle tumhara verdict, phir mera 👇"],
  ],
  [
    { kinds: ["product"], formats: ["review"] },
    ["स्पेक शीट बनाम असली ज़िंदगी: {s} 🔍\nखरीदते वक्त आपके लिए सबसे ज़रूरी क्या है?"],
    ["Spec sheet vs real life: {s} 🔍\nKharidte waqt tumhare liye sabse zaroori kya hai?"],
  ],
  [
    { kinds: ["show"], formats: ["review"] },
    ["बिना स्पॉइलर वाला रिव्यू: {s} ✍️\nएंडिंग के बारे में आप क्या सोचते हैं?", "{s}: देखें या छोड़ें? 🍿\nआपका फ़ैसला कमेंट में 👇"],
    [
      "Spoiler-free review: {s} ✍️\nEnding ke baare mein tum kya sochte ho?",
      "{S}: dekhein ya chhodein? 🍿\nTumhara verdict comments mein 👇",
    ],
  ],
  [
    { kinds: ["food", "place"], formats: ["review"] },
    ["चखा, परखा, रेट किया: {s} 😋\nजाना बनता है? गए हों तो बताइए 👇"],
    ["Chakha, parkha, rate kiya: {s} 😋\nJaana banta hai? Gaye ho toh batao 👇"],
  ],
  [
    { kinds: ANY, formats: ["unboxing"] },
    [
      "अनबॉक्सिंग: {s} 📦\nसबसे पहले क्या टेस्ट करूं? कमेंट में बताइए 👇",
      "बॉक्स खुला, और ये निकला: {s} ✨\nपहला इंप्रेशन क्या है आपका?",
      "{s} की अनबॉक्सिंग, एक टेक में 📦\nबॉक्स में कुछ छूटा तो नहीं? बताइए।",
    ],
    [
      "Unboxing: {s} 📦\nSabse pehle kya test karun? Comments mein batao 👇",
      "Box khula, aur yeh nikla: {s} ✨\nTumhara first impression kya hai?",
      "{S} ki unboxing, ek take mein 📦\nBox mein kuch chhoota toh nahi? Batao.",
    ],
  ],
  [
    { kinds: ANY, formats: ["comparison"] },
    [
      "{a} बनाम {b}: कौन जीता? ⚖️\nकमेंट में अपनी साइड चुनिए 👇",
      "टीम {a} या टीम {b}? 🤔\nएक शब्द में जवाब दीजिए 👇",
      "{a} या {b}, फ़ैसला आपका ⚖️\nवजह के साथ कमेंट करें।",
    ],
    [
      "{A} vs {b}: kaun jeeta? ⚖️\nComments mein apni side chuno 👇",
      "Team {a} ya team {b}? 🤔\nEk word mein jawab do 👇",
      "{A} ya {b}, faisla tumhara ⚖️\nWajah ke saath comment karo.",
    ],
  ],
  [
    { kinds: ["product", "brand"], formats: ["comparison"] },
    ["एक बजट, दो कहानियां: {a} बनाम {b} 💸\nआपकी कार्ट में कौन जाएगा?"],
    ["Ek budget, do kahaniyan: {a} vs {b} 💸\nTumhari cart mein kaun jayega?"],
  ],
  [
    { kinds: ["food"], formats: ["recipe", "tutorial"], needs: ["howTo"] },
    [
      "रेसिपी अलर्ट: {s} 🍳\nअभी सेव कीजिए, डिनर के वक्त शुक्रिया कहिए 😄",
      "{s}, घर पर, बिना झंझट के 🙌\nपूरा तरीका चाहिए तो कमेंट में 'रेसिपी' लिखिए।",
      "{s} की रेसिपी, स्टेप बाय स्टेप 👩‍🍳\nबनाया तो फ़ोटो के साथ टैग करें!",
    ],
    [
      "Recipe alert: {s} 🍳\nAbhi save karo, dinner ke time thank you bolna 😄",
      "{S}, ghar pe, bina jhanjhat ke 🙌\nPoora method chahiye toh comments mein 'recipe' likho.",
      "{S} ki recipe, step by step 👩‍🍳\nBanaya toh photo ke saath tag karna!",
    ],
  ],
  [
    { kinds: NOT_FOOD, formats: ["tutorial", "recipe"], needs: ["howTo"] },
    [
      "स्टेप बाय स्टेप: {s} ✍️\nसेव करें और आज ही ट्राई करें। सवाल हों तो नीचे लिखिए 👇",
      "{s}, आसान तरीके से 📌\nकौन-सा स्टेप सबसे मुश्किल लगा? बताइए।",
    ],
    [
      "Step by step: {s} ✍️\nSave karo aur aaj hi try karo. Sawaal ho toh neeche likho 👇",
      "{S}, aasaan tareeke se 📌\nKaunsa step sabse mushkil laga? Batao.",
    ],
  ],
  [
    { kinds: NOT_FOOD, formats: ["tutorial", "recipe"], needs: ["howTo"], avoids: ["prep"] },
    [
      "आज से {s} सीखना शुरू करूं, तो ऐसे करूं 💡\nसेव करें और छोटे से शुरू करें।",
      "{s} सीखने का मेरा तरीका, तीन स्टेप में 🌱\nआपने कैसे सीखा? बताइए 👇",
    ],
    [
      "Aaj se {s} seekhna shuru karun, toh aise karun 💡\nSave karo aur chhote se shuru karo.",
      "{S} seekhne ka mera tareeka, teen steps mein 🌱\nTumne kaise seekha? Batao 👇",
    ],
  ],
  [
    { kinds: ANY, formats: ["vlog"] },
    [
      "साथ चलिए: {s} 🎥\nपूरा व्लॉग आ गया है, लिंक बायो में 🔗",
      "{s} वाला दिन, कैमरे में 📹\nकौन-सा पल सबसे अच्छा लगा? बताइए 👇",
      "व्लॉग डायरीज़: {s} 🎬\nअगला व्लॉग किस पर हो? सुझाव दीजिए।",
    ],
    [
      "Saath chalo: {s} 🎥\nPoora vlog aa gaya hai, link bio mein 🔗",
      "{S} wala din, camera mein 📹\nKaunsa pal sabse achha laga? Batao 👇",
      "Vlog diaries: {s} 🎬\nAgla vlog kis pe ho? Suggest karo.",
    ],
  ],
  [
    { kinds: ["place"], formats: ["vlog"], needs: ["region"] },
    ["{s} ट्रिप डंप 📸\nअगला कहां जाऊं?"],
    ["{S} trip dump 📸\nAgla kahan jaun?"],
  ],
  [
    { kinds: ["food"], formats: [null, "vlog"], needs: ["eatenOut", "withPlace"] },
    ["{place} में {s} की तलाश 😋\nक्या छूट गया? अगली बार के लिए बताइए 👇"],
    ["{place} mein {s} ki talaash 😋\nKya chhoot gaya? Agli baar ke liye batao 👇"],
  ],
  [
    { kinds: ANY, formats: ["haul"] },
    [
      "हॉल टाइम: {s} 🛍️\nआप कौन-सी चीज़ रखेंगे? बताइए 👇",
      "{s} हॉल: वॉलेट खाली, दिल खुश 💸\nसबसे अच्छी चीज़ कौन-सी लगी?",
      "गए थे एक चीज़ लेने, ले आए पूरा {s} हॉल 😅\nआपके साथ भी ऐसा होता है?",
    ],
    [
      "Haul time: {s} 🛍️\nTum kaunsi cheez rakhoge? Batao 👇",
      "{S} haul: wallet khaali, dil khush 💸\nSabse achhi cheez kaunsi lagi?",
      "Gaye the ek cheez lene, le aaye poora {s} haul 😅\nTumhare saath bhi aisa hota hai?",
    ],
  ],
  [
    { kinds: ANY, formats: ["tips"] },
    [
      "वो टिप्स जो काश पहले पता होतीं: {s} 💡\nबाद के लिए सेव करें 📌",
      "{s} की पांच टिप्स, सीधे काम की ✅\nआपकी टिप कमेंट में जोड़िए।",
      "{s} आसान बनाने के छोटे तरीके 🧩\nकौन-सा आज ट्राई करेंगे?",
      "{s}: गलतियां कम, नतीजे ज़्यादा 📈\nउस दोस्त को भेजें जिसे इसकी ज़रूरत है।",
    ],
    [
      "Woh tips jo kaash pehle pata hoti: {s} 💡\nBaad ke liye save karo 📌",
      "{S} ki paanch tips, seedhe kaam ki ✅\nApni tip comments mein jodo.",
      "{S} easy banane ke chhote tareeke 🧩\nKaunsa aaj try karoge?",
      "{S}: galtiyan kam, results zyada 📈\nUs dost ko bhejo jisko iski zaroorat hai.",
    ],
  ],
  [
    { kinds: ANY, formats: ["challenge"] },
    [
      "{s} चैलेंज: मंज़ूर ✅\nफिर से करूं? कमेंट में 'हां' लिखिए 👇",
      "{s} चैलेंज, और नतीजा देखिए 😅\nआप करेंगे? दोस्त को टैग कीजिए।",
      "{s} चैलेंज का दिन 🔥\nमेरा स्कोर हराकर दिखाइए!",
    ],
    [
      "{S} challenge: accepted ✅\nPhir se karun? Comments mein 'haan' likho 👇",
      "{S} challenge, aur result dekho 😅\nTum karoge? Dost ko tag karo.",
      "{S} challenge ka din 🔥\nMera score beat karke dikhao!",
    ],
  ],
  [
    { kinds: ANY, formats: ["grwm"], avoids: ["formatOnly"] },
    [
      "{s} के लिए मेरे साथ तैयार हो जाइए 🪞\nआउटफ़िट या मेकअप: किसकी डिटेल दूं?",
      "{s} वाला लुक, शुरू से आखिर तक 💄\nकौन-सा स्टेप आप कभी नहीं छोड़ते?",
    ],
    [
      "{S} ke liye mere saath ready ho jao 🪞\nOutfit ya makeup: kiski details doon?",
      "{S} wala look, shuru se end tak 💄\nKaunsa step tum kabhi skip nahi karte?",
    ],
  ],
  [
    { kinds: ANY, formats: ["grwm"], needs: ["formatOnly"] },
    [
      "मेरे साथ तैयार होइए, आराम से ☕\nवो एक स्टेप जो आप कभी नहीं छोड़ते? बताइए 👇",
      "सुबह की तैयारी, बिना जल्दबाज़ी के 🪞\nआपको तैयार होने में कितना वक्त लगता है?",
    ],
    [
      "Mere saath ready ho jao, aaram se ☕\nWoh ek step jo tum kabhi skip nahi karte? Batao 👇",
      "Subah ki taiyari, bina jaldbaazi ke 🪞\nTumhe ready hone mein kitna time lagta hai?",
    ],
  ],
  [
    { kinds: ["study", "activity"], formats: ["study-with-me"], avoids: ["formatOnly"] },
    [
      "मेरे साथ पढ़िए: {s} एडिशन ⏱️\nआज आप क्या पढ़ रहे हैं? नीचे बताइए 👇",
      "{s}, टाइमर ऑन और फ़ोन दूर 📚\nआज का आपका टारगेट क्या है?",
    ],
    [
      "Mere saath padho: {s} edition ⏱️\nAaj tum kya padh rahe ho? Neeche batao 👇",
      "{S}, timer on aur phone door 📚\nAaj tumhara target kya hai?",
    ],
  ],
  [
    { kinds: ["study", "activity"], formats: ["study-with-me"], needs: ["formatOnly"] },
    [
      "मेरे साथ पढ़िए: फ़ोन दूर, टाइमर ऑन ⏱️\nआज आप किस पर काम कर रहे हैं? नीचे बताइए 👇",
      "एक घंटा, बिना रुके, साथ में 📚\nपूरा किया तो कमेंट में ✅ डालिए।",
    ],
    [
      "Mere saath padho: phone door, timer on ⏱️\nAaj tum kis pe kaam kar rahe ho? Neeche batao 👇",
      "Ek ghanta, bina ruke, saath mein 📚\nPoora kiya toh comments mein ✅ daalo.",
    ],
  ],
  [
    { kinds: ANY, formats: ["tour"] },
    [
      "{s} टूर में आपका स्वागत है 👀\nकौन-सा कोना आपको सबसे अच्छा लगा?",
      "{s} टूर, एक-एक कोना 🏠\nआप क्या बदलेंगे? बताइए 👇",
      "चलिए {s} घूमते हैं 🚪\nअगला टूर किसका हो?",
    ],
    [
      "{S} tour mein tumhara swagat hai 👀\nKaunsa kona tumhe sabse achha laga?",
      "{S} tour, ek ek kona 🏠\nTum kya badloge? Batao 👇",
      "Chalo {s} ghoomte hain 🚪\nAgla tour kiska ho?",
    ],
  ],
  [
    { kinds: ["place"], formats: ["travel-guide"] },
    [
      "{s} ट्रिप के लिए ये सेव कर लें 🗺️\nजिसके साथ जा रहे हैं, उसे भेजिए 👇",
      "{s} की पूरी गाइड, एक पोस्ट में 📍\nकोई सवाल हो तो कमेंट में पूछिए।",
      "{s}: कब जाएं, कहां रुकें, क्या खाएं 🧳\nकुछ छूट गया तो बताइए।",
    ],
    [
      "{S} trip ke liye yeh save kar lo 🗺️\nJiske saath ja rahe ho, usse bhejo 👇",
      "{S} ki poori guide, ek post mein 📍\nKoi sawaal ho toh comments mein poocho.",
      "{S}: kab jaayein, kahan rukein, kya khayein 🧳\nKuch chhoot gaya toh batao.",
    ],
  ],
  [
    { kinds: ["place"], formats: ["travel-guide"], needs: ["region"] },
    ["पहली बार {s}? यहां से शुरू करें 📍\nटिकट बुक करने वाले दिन के लिए सेव कर लें 🎟️"],
    ["Pehli baar {s}? Yahan se shuru karo 📍\nTicket book karne wale din ke liye save kar lo 🎟️"],
  ],
  [
    { kinds: ANY, formats: ["reaction"] },
    [
      "मेरा ईमानदार रिएक्शन: {s} 😱\nआपका क्या था? नीचे बताइए 👇",
      "{s} देखकर मेरा चेहरा, बिना एडिट 🙈\nआपने पहली बार देखा तो क्या सोचा?",
    ],
    [
      "Mera honest reaction: {s} 😱\nTumhara kya tha? Neeche batao 👇",
      "{S} dekh ke mera chehra, bina edit 🙈\nTumne pehli baar dekha toh kya socha?",
    ],
  ],
  [
    { kinds: ANY, formats: ["highlights"] },
    [
      "हाइलाइट्स: {s} 🔥\nसबसे अच्छा पल? कमेंट में बताइए 👇",
      "{s} के बेस्ट पल, एक पोस्ट में 🏆\nकौन-सा पल बार-बार देखा?",
      "{s}: जो छूट गया, वो यहां है ⚡\nदस में से कितने नंबर?",
    ],
    [
      "Highlights: {s} 🔥\nBest moment? Comments mein batao 👇",
      "{S} ke best moments, ek post mein 🏆\nKaunsa moment baar baar dekha?",
      "{S}: jo miss ho gaya, woh yahan hai ⚡\nDas mein se kitne number?",
    ],
  ],
  [
    { kinds: ["game"], formats: ["gameplay"] },
    ["गेमप्ले ड्रॉप: {s} 🎮\nदस में से नंबर दीजिए, ईमानदारी से 😄", "{s} का एक और राउंड, बिना कट 🕹️\nकौन-सा मूव सबसे अच्छा लगा?"],
    [
      "Gameplay drop: {s} 🎮\nDas mein se number do, honestly 😄",
      "{S} ka ek aur round, bina cut 🕹️\nKaunsa move sabse achha laga?",
    ],
  ],
  [
    { kinds: ["game"], formats: ["gameplay"], needs: ["videoGame"] },
    ["{s} गेमप्ले, न एडिट, न बहाने 🔥\nसाथ खेलना हो तो अपना इन-गेम नाम डालिए 👇"],
    ["{S} gameplay, na edit, na bahane 🔥\nSaath khelna ho toh apna in-game naam daalo 👇"],
  ],
  [
    { kinds: ANY, formats: ["ideas"] },
    [
      "{s} के आइडिया, बाद के लिए सेव करें 📌\nसबसे पहले कौन-सा ट्राई करेंगे?",
      "{s} के लिए दस आइडिया, हर बजट में 💡\nआपका फ़ेवरेट कौन-सा? नंबर बताइए 👇",
      "{s} की प्लानिंग शुरू? ये आइडिया देखिए ✨\nउस दोस्त को भेजें जो साथ प्लान करेगा।",
    ],
    [
      "{S} ideas, baad ke liye save karo 📌\nSabse pehle kaunsa try karoge?",
      "{S} ke liye das ideas, har budget mein 💡\nTumhara favourite kaunsa? Number batao 👇",
      "{S} ki planning shuru? Yeh ideas dekho ✨\nUs dost ko bhejo jo saath plan karega.",
    ],
  ],
  [
    { kinds: ANY, formats: ["explained"] },
    [
      "{s}, आसान भाषा में 💡\nअगला क्या समझाऊं? बताइए 👇",
      "{s} को एक पोस्ट में समझिए 🧠\nकोई सवाल बचा हो तो कमेंट में पूछिए।",
      "{s}: आसान शब्द, पूरी बात 📖\nसेव करें और किसी को समझाइए।",
    ],
    [
      "{S}, aasaan bhasha mein 💡\nAgla kya samjhaun? Batao 👇",
      "{S} ko ek post mein samjho 🧠\nKoi sawaal bacha ho toh comments mein poocho.",
      "{S}: aasaan words, poori baat 📖\nSave karo aur kisi ko samjhao.",
    ],
  ],
  [
    { kinds: ["show"], formats: ["explained"] },
    ["आगे स्पॉइलर हैं: {s}, समझाया हुआ 🍿\nआपकी थ्योरी क्या है? कमेंट में बताइए 👇"],
    ["Aage spoilers hain: {s}, samjhaya hua 🍿\nTumhari theory kya hai? Comments mein batao 👇"],
  ],
];

const wrap = (fit: Fit, text: string): PostTemplate => ({ fit, text });

/** The Hindi page's openings for a known topic, in Devanagari. */
export const HINDI_TOPIC_POSTS: readonly PostTemplate[] = GROUPS.flatMap(([fit, hindi]) =>
  hindi.map((text) => wrap(fit, text)),
);

/** The same in Hinglish (Hindi in Roman letters), written on its own, not transliterated. */
export const HINGLISH_TOPIC_POSTS: readonly PostTemplate[] = GROUPS.flatMap(([fit, , hinglish]) =>
  hinglish.map((text) => wrap(fit, text)),
);
