import {
  ANY,
  type HindiDescriptionTemplate,
  NOT_FOOD,
  NOT_PRODUCT,
  NO_FORMAT,
  type WritingParts,
  shape,
  short,
} from "../shape";

// The Hindi page's description shapes in Devanagari (banks/hinglish/descriptions.data.ts holds the
// same shapes in Hinglish, Roman letters, shape for shape: see ../shape.ts). They are written for the
// same readings as the English page's shapes (a review gets its specs and a verdict, a place a travel
// guide, an exam a study plan …), in the same order of parts. In `intro`, `{s}` is the subject with
// its place and `{S}` the same where a sentence opens with it; nothing else. Placeholders sit in
// [brackets], and nothing states a number, a price or a date for the creator: the sample chapter
// times are the creator's to retime, as on the English page.

/** The parts every description shares, in Devanagari. */
export const HINDI_PARTS = {
  heading: "⏱️ टाइमस्टैम्प",
  shortsHeading: "⏱️ पूरे वीडियो के चैप्टर",
  intro: "इंट्रो",
  end: "आखिरी बात",
  links: `📲 मुझसे जुड़ें
Instagram: [आपका लिंक]
WhatsApp चैनल: [आपका लिंक]
बिज़नेस के लिए: [आपका ईमेल]`,
  shortsLinks: `📲 Instagram: [आपका लिंक]
📲 WhatsApp चैनल: [आपका लिंक]`,
  disclosure: "डिस्क्लोज़र: [पेड पार्टनरशिप / ब्रांड ने भेजा / अपने पैसों से खरीदा]",
} satisfies WritingParts;

const SUBSCRIBE = "ऐसे और वीडियो के लिए सब्सक्राइब 🔔 करें।";
const VET = "🩺 सेहत, खाने या दवा से जुड़ी किसी भी बात के लिए वेट से ज़रूर पूछें।";

/** The Hindi page's description shapes in Devanagari, in the order they are dealt. */
export const HINDI_DESCRIPTIONS = [
  // ── Reviews ──
  shape(
    { kinds: ["product"], formats: ["review"] },
    "⭐",
    {
      intro: "{S} का ईमानदार रिव्यू, रोज़ के इस्तेमाल के बाद: क्या बढ़िया है, क्या खटकता है, और किसे ये नहीं लेना चाहिए।",
      facts: `📋 एक नज़र में
कीमत: [आपने कितने में लिया, और कहां से]
खास स्पेसिफ़िकेशन: [सबसे ज़रूरी तीन]
फ़ैसला: [एक लाइन में: लें, रुकें या छोड़ें]`,
      chapters: ["पहली झलक और स्पेसिफ़िकेशन", "रोज़ का इस्तेमाल: अच्छा और बुरा"],
      conclusion: ": मेरा फ़ैसला",
      outro: "आप इसे लेंगे या नहीं? कमेंट में बताइए 👇 और ईमानदार रिव्यू के लिए सब्सक्राइब 🔔 करें।",
    },
    true,
  ),
  shape(
    { kinds: NOT_PRODUCT, formats: ["review"] },
    "🔍",
    {
      intro: "{S} पर मेरी सीधी राय: जो अच्छा लगा, जो नहीं लगा, और ये किसके लिए सही है।",
      chapters: ["पहला अनुभव", "अच्छी और बुरी बातें"],
      conclusion: ": मेरा फ़ैसला",
      outro: "आपका अनुभव कैसा रहा? कमेंट में बताइए 👇 " + SUBSCRIBE,
    },
    true,
  ),
  shape({ kinds: ["show"], formats: ["review"] }, "🎬", {
    intro: "{S} का रिव्यू, बिना स्पॉइलर के: कहानी, एक्टिंग, म्यूज़िक और ये देखने लायक है या नहीं।",
    chapters: ["कहानी, बिना स्पॉइलर", "एक्टिंग और म्यूज़िक"],
    conclusion: ": देखें या छोड़ें",
    outro: "आपने देखा? कमेंट में अपनी रेटिंग बताइए 👇 (स्पॉइलर नहीं, प्लीज़!)",
  }),
  shape({ kinds: ["food"], formats: ["review"] }, "😋", {
    intro: "{S} टेस्ट रिव्यू: स्वाद, मात्रा, दाम और क्या ये दोबारा खाने लायक है।",
    facts: `📍 कहां: [जगह का नाम और इलाका]
💰 कितने का पड़ा: [आपने जो दिया]`,
    chapters: ["पहली बाइट", "स्वाद और मात्रा"],
    conclusion: ": दोबारा खाएंगे या नहीं",
    outro: "आपकी फ़ेवरेट जगह कौन सी है? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["place"], formats: ["review"] }, "📍", {
    intro: "{S} का ईमानदार रिव्यू: माहौल, सर्विस, खर्च और क्या ये जाने लायक है।",
    facts: `📍 पता: [पूरा पता या मैप लिंक]
🕒 खुलने का समय: [समय लिखें]`,
    chapters: ["पहली नज़र", "क्या अच्छा लगा, क्या नहीं"],
    conclusion: ": जाएं या नहीं",
    outro: "आप वहां गए हैं? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["game"], formats: ["review"], needs: ["videoGame"] }, "🎮", {
    intro: "{S} रिव्यू: गेमप्ले, ग्राफ़िक्स, परफ़ॉर्मेंस और क्या ये आपके टाइम के लायक है।",
    facts: `🎮 मैंने खेला: [डिवाइस या प्लेटफ़ॉर्म]`,
    chapters: ["गेमप्ले और कंट्रोल", "ग्राफ़िक्स और परफ़ॉर्मेंस"],
    conclusion: ": खेलें या नहीं",
    outro: "आपको ये गेम कैसा लगा? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape(
    { kinds: ANY, formats: ["unboxing"] },
    "📦",
    {
      intro: "{S} की अनबॉक्सिंग: डिब्बे में क्या-क्या है, पहली झलक कैसी है, और शुरुआती राय।",
      facts: `📦 डिब्बे में: [हर चीज़ लिखें]`,
      chapters: ["डिब्बे में क्या है", "पहली झलक"],
      conclusion: ": शुरुआती राय",
      outro: "पूरा रिव्यू चाहिए? कमेंट में बताइए 👇 " + SUBSCRIBE,
    },
    true,
  ),
  // ── Comparisons and hauls ──
  shape(
    { kinds: ["product", "brand"], formats: ["comparison"] },
    "⚖️",
    {
      intro: "{S}: डिज़ाइन, परफ़ॉर्मेंस और कीमत के हिसाब से सीधी तुलना, ताकि आप सही चुनें।",
      facts: `📋 दोनों एक नज़र में
पहला: [कीमत और खास बातें]
दूसरा: [कीमत और खास बातें]`,
      chapters: ["डिज़ाइन और बिल्ड", "परफ़ॉर्मेंस और रोज़ का इस्तेमाल"],
      conclusion: ": किसे कौन सा लेना चाहिए",
      outro: "आप किसे चुनेंगे? कमेंट में बताइए 👇 " + SUBSCRIBE,
    },
    true,
  ),
  shape({ kinds: ANY, formats: ["comparison"] }, "⚖️", {
    intro: "{S}: दोनों को आमने-सामने रखा है, फ़र्क साफ़-साफ़, ताकि आप खुद फ़ैसला कर सकें।",
    chapters: ["पहला राउंड", "दूसरा राउंड"],
    conclusion: ": कौन जीता",
    outro: "आपकी टीम कौन सी है? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape(
    { kinds: ANY, formats: ["haul"] },
    "🛍️",
    {
      intro: "{S} हॉल: क्या खरीदा, क्या पसंद आया, और क्या वापस करने लायक था।",
      facts: `🛍️ इस वीडियो की चीज़ें
[चीज़ – कहां से – लिंक]
[चीज़ – कहां से – लिंक]`,
      chapters: ["पहली चीज़ें", "बाकी खरीदारी"],
      conclusion: ": क्या वर्थ था",
      outro: "आपकी फ़ेवरेट चीज़ कौन सी लगी? कमेंट में बताइए 👇 " + SUBSCRIBE,
    },
    true,
  ),
  // ── How-tos ──
  shape({ kinds: ["food"], formats: [null, "recipe", "tutorial"], needs: ["howTo"] }, "🍳", {
    intro: "घर पर {s} बनाना बिल्कुल मुश्किल नहीं है। आसान सामग्री, साफ़ स्टेप, ताकि पहली बार में ही सही बने 😋",
    facts: `📝 सामग्री
[सामग्री – मात्रा]
[सामग्री – मात्रा]
[बाकी यहां लिखें]

🍽️ कितने लोगों के लिए: [लिखें]`,
    chapters: ["सामग्री", "बनाने का तरीका"],
    conclusion: " और परोसने के टिप्स",
    outro: "बनाकर देखा तो कमेंट में ज़रूर बताइए, रिज़ल्ट कैसा रहा 👇 और रेसिपी के लिए सब्सक्राइब 🔔 करें।",
  }),
  shape({ kinds: NOT_FOOD, formats: [null, "tutorial", "recipe"], needs: ["howTo"] }, "📌", {
    intro: "{S}, शुरुआत करने वालों के लिए स्टेप बाय स्टेप: जो चाहिए, उसी क्रम में जिसमें चाहिए।",
    facts: `🧰 आपको चाहिए
[चीज़, ऐप या टूल]
[चीज़, ऐप या टूल]`,
    chapters: ["शुरू करने से पहले क्या चाहिए", "स्टेप बाय स्टेप"],
    outro: "कहीं अटक गए? कमेंट में पूछिए 👇 लाइक 👍 और सब्सक्राइब 🔔 करें।",
  }),
  shape({ kinds: NOT_FOOD, formats: [null, "tutorial", "recipe"], needs: ["howTo"], avoids: ["prep"] }, "💡", {
    intro: "{S} की बेसिक बातें, सही तरीके से: हर स्टेप के पीछे की वजह, शुरुआत में होने वाली गलतियां, और प्रैक्टिस कैसे करें।",
    chapters: ["ये क्यों ज़रूरी है", "पूरी बात विस्तार से"],
    outro: "कुछ नया सीखा हो तो लाइक 👍 और सब्सक्राइब 🔔 ज़रूर करें, इससे चैनल को बहुत मदद मिलती है।",
  }),
  shape({ kinds: ["activity"], formats: NO_FORMAT, needs: ["howTo"] }, "🔁", {
    intro: "{S} को आदत बनाइए: क्या प्रैक्टिस करें, कितनी बार, और कैसे पता चले कि आप बेहतर हो रहे हैं।",
    chapters: ["कहां से शुरू करें", "प्रैक्टिस का आसान प्लान"],
    conclusion: ": लगातार कैसे बने रहें",
    outro: "आप अभी किस चीज़ पर काम कर रहे हैं? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ["tips"] }, "💡", {
    intro: "{S} के काम के टिप्स: वो छोटी बातें जो सच में फ़र्क लाती हैं। सेव कर लीजिए, बाद में काम आएंगे।",
    chapters: ["शुरुआती टिप्स", "एडवांस टिप्स"],
    conclusion: ": सबसे काम का टिप",
    outro: "आपका फ़ेवरेट टिप कौन सा है? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  // ── Food out, places and vlogs ──
  shape({ kinds: ["food"], formats: [null, "vlog"], needs: ["eatenOut"] }, "🍜", {
    intro: "{S} की तलाश में फ़ूड वॉक: क्या खाया, कितने का पड़ा, और क्या दोबारा खाएंगे।",
    facts: `📍 जहां गए
[जगह – इलाका – क्या खाया]
[जगह – इलाका – क्या खाया]`,
    chapters: ["पहला स्टॉप", "बाकी स्टॉप"],
    conclusion: ": मेरा फ़ेवरेट",
    outro: "अगली फ़ूड वॉक कहां करें? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["food"], formats: [null, "vlog"], needs: ["eatenOut", "withPlace"] }, "🛵", {
    intro: "{S}: शहर की गलियों में घूमकर चखा, लोकल फ़ेवरेट से लेकर छुपी हुई जगहों तक।",
    facts: `📍 इस वीडियो की जगहें
[जगह – इलाका – मैप लिंक]
[जगह – इलाका – मैप लिंक]`,
    chapters: ["लोकल फ़ेवरेट", "छुपी हुई जगहें"],
    conclusion: ": सबसे बढ़िया कौन",
    outro: "आपके शहर में कहां जाएं? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["place"], formats: [null, "travel-guide"], needs: ["region"] }, "🗺️", {
    intro: "{S} ट्रैवल गाइड: कैसे पहुंचें, कहां रुकें, क्या खाएं और कहां घूमें, सब एक वीडियो में।",
    facts: `🧳 ट्रिप की जानकारी
कब गए: [महीना]
कितने दिन: [लिखें]
कुल खर्च: [आपका असली खर्च]
कहां रुके: [होटल या होमस्टे]`,
    chapters: ["कैसे पहुंचें और कहां रुकें", "घूमने की जगहें और खाना"],
    conclusion: ": बजट और टिप्स",
    outro: "आपका अगला ट्रिप कहां है? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["place"], formats: [null, "vlog"], needs: ["region"] }, "🏔️", {
    intro: "{S} ट्रिप व्लॉग: रास्ते की मस्ती, नज़ारे, खाना और वो पल जो कैमरे में कैद हो गए।",
    facts: `🧳 कब गए: [महीना]
🏨 कहां रुके: [होटल या होमस्टे]`,
    chapters: ["सफ़र की शुरुआत", "घूमना और खाना"],
    conclusion: ": ट्रिप कैसी रही",
    outro: "अगला व्लॉग कहां का हो? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["place"], formats: [null, "vlog", "travel-guide"], needs: ["venue"] }, "📍", {
    intro: "{S}: अंदर क्या है, कब जाएं, क्या देखें और जाने से पहले क्या जान लें।",
    facts: `📍 पता: [पूरा पता या मैप लिंक]
🕒 खुलने का समय: [समय लिखें]
🎟️ टिकट: [अगर है तो]`,
    chapters: ["पहुंचना और पहली झलक", "अंदर क्या-क्या है"],
    conclusion: ": जाने से पहले टिप्स",
    outro: "आप वहां गए हैं? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ["vlog"] }, "🎥", {
    intro: "{S} व्लॉग: पूरा दिन, बिना स्क्रिप्ट, जैसा हुआ वैसा।",
    chapters: ["दिन की शुरुआत", "सबसे मज़ेदार हिस्सा"],
    conclusion: ": दिन कैसा रहा",
    outro: "आपको कौन सा हिस्सा सबसे अच्छा लगा? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape(
    { kinds: ANY, formats: ["grwm"], avoids: ["formatOnly"] },
    "💄",
    {
      intro: "{S} के लिए मेरे साथ तैयार होइए: स्किनकेयर, मेकअप, आउटफ़िट और थोड़ी गपशप।",
      facts: `💄 इस्तेमाल की गई चीज़ें
[प्रोडक्ट – शेड – लिंक]
[प्रोडक्ट – शेड – लिंक]`,
      chapters: ["स्किनकेयर और मेकअप", "आउटफ़िट और फ़ाइनल लुक"],
      outro: "ये लुक कैसा लगा? कमेंट में बताइए 👇 " + SUBSCRIBE,
    },
    true,
  ),
  shape(
    { kinds: ANY, formats: ["grwm"], needs: ["formatOnly"] },
    "💄",
    {
      intro: "मेरे साथ तैयार होइए: स्किनकेयर, मेकअप, आउटफ़िट और ढेर सारी बातें।",
      facts: `💄 इस्तेमाल की गई चीज़ें
[प्रोडक्ट – शेड – लिंक]
[प्रोडक्ट – शेड – लिंक]`,
      chapters: ["स्किनकेयर", "मेकअप और आउटफ़िट"],
      outro: "अगला GRWM किस मौके के लिए करें? कमेंट में बताइए 👇 " + SUBSCRIBE,
    },
    true,
  ),
  shape({ kinds: ["study", "activity"], formats: ["study-with-me"], avoids: ["formatOnly"] }, "📚", {
    intro: "{S} की पढ़ाई, मेरे साथ: पढ़ाई के सेशन, छोटे ब्रेक, और कोई ध्यान भटकाने वाली चीज़ नहीं।",
    facts: `⏲️ सेशन: [पढ़ाई और ब्रेक का समय लिखें]`,
    chapters: ["पहला सेशन", "ब्रेक के बाद"],
    outro: "आज आपने क्या पढ़ा? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["study", "activity"], formats: ["study-with-me"], needs: ["formatOnly"] }, "📚", {
    intro: "स्टडी विद मी: साथ बैठकर पढ़ते हैं। फ़ोन दूर रखिए, किताब खोलिए और शुरू कीजिए।",
    facts: `⏲️ सेशन: [पढ़ाई और ब्रेक का समय लिखें]`,
    chapters: ["पहला सेशन", "ब्रेक के बाद"],
    outro: "आज का टारगेट कमेंट में लिखिए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ["tour"] }, "🏠", {
    intro: "{S} टूर: हर कोना, हर चीज़, और छोटे-छोटे बदलाव जिनसे फ़र्क पड़ा।",
    facts: `🛒 वीडियो में दिखी चीज़ें: [चीज़ – लिंक]`,
    chapters: ["पहली झलक", "हर कोना"],
    conclusion: ": मेरा फ़ेवरेट हिस्सा",
    outro: "आपका फ़ेवरेट कोना कौन सा लगा? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ["challenge"] }, "🔥", {
    intro: "{S} चैलेंज: नियम, गड़बड़ियां और आखिर में कौन जीता। पूरा देखिए!",
    chapters: ["चैलेंज के नियम", "असली मुकाबला"],
    conclusion: ": कौन जीता",
    outro: "अगला चैलेंज क्या करें? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ["reaction"] }, "😲", {
    intro: "{S} पर मेरा पहला रिएक्शन: बिना कुछ पहले से देखे, सीधा दिल से।",
    chapters: ["पहली झलक", "सबसे बड़ा पल"],
    conclusion: ": मेरी राय",
    outro: "आपका रिएक्शन क्या था? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ["highlights"] }, "🏆", {
    intro: "{S} हाइलाइट्स: हर बड़ा पल, एक जगह पर।",
    chapters: ["शुरुआती पल", "सबसे बड़ा मोड़"],
    conclusion: ": मेरा एनालिसिस",
    outro: "आपका फ़ेवरेट पल कौन सा था? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ["ideas"] }, "💭", {
    intro: "{S} आइडिया जो सच में काम आएंगे: आसान, कम बजट वाले और आज़माने लायक।",
    chapters: ["आसान आइडिया", "थोड़े अलग आइडिया"],
    conclusion: ": मेरा फ़ेवरेट",
    outro: "आप कौन सा आइडिया आज़माएंगे? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ["explained"] }, "🧠", {
    intro: "{S} आसान भाषा में: ये क्या है, कैसे काम करता है, और आपके लिए इसका क्या मतलब है।",
    chapters: ["बुनियादी बात", "असली उदाहरण"],
    conclusion: ": आपके लिए इसका मतलब",
    outro: "अगला किस टॉपिक पर समझाऊं? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["show"], formats: ["explained"] }, "🎞️", {
    intro: "{S} की कहानी और एंडिंग, आसान भाषा में। ⚠️ इसमें स्पॉइलर हैं।",
    chapters: ["कहानी अब तक", "एंडिंग का मतलब"],
    conclusion: ": आगे क्या हो सकता है",
    outro: "आपकी थ्योरी क्या है? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  // ── Games ──
  shape({ kinds: ["game"], formats: [null, "gameplay"], needs: ["videoGame"] }, "🎮", {
    intro: "{S} गेमप्ले: पूरा मैच, मेरी स्ट्रैटेजी और वो मूव जिन्होंने गेम पलट दिया।",
    facts: `🎮 डिवाइस: [आपका फ़ोन, कंसोल या पीसी]`,
    chapters: ["शुरुआती गेम", "आखिरी मुकाबला"],
    conclusion: ": क्या सीखा",
    outro: "अगला मैच किसके साथ खेलूं? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["game"], formats: [null, "gameplay"], needs: ["shooter"] }, "🎯", {
    intro: "{S} गेमप्ले: लैंडिंग से आखिरी ज़ोन तक, पूरा मैच मेरी सेटिंग्स के साथ।",
    facts: `⚙️ मेरी सेटिंग्स
डिवाइस: [आपका फ़ोन]
सेंसिटिविटी: [अपनी वैल्यू लिखें]`,
    chapters: ["लैंडिंग और लूट", "आखिरी ज़ोन"],
    conclusion: ": मेरी गलतियां",
    outro: "आपकी सेंसिटिविटी क्या है? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["game"], formats: [null, "tips"], needs: ["shooter"] }, "⚙️", {
    intro: "{S} की सेटिंग्स और टिप्स: सेंसिटिविटी, कंट्रोल और वो आदतें जिनसे निशाना बेहतर होता है।",
    facts: `⚙️ मेरी सेटिंग्स
डिवाइस: [आपका फ़ोन]
सेंसिटिविटी: [अपनी वैल्यू लिखें]`,
    chapters: ["सेंसिटिविटी सेटिंग्स", "कंट्रोल और प्रैक्टिस"],
    outro: "इन सेटिंग्स से फ़र्क पड़ा? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["game"], formats: [null, "gameplay"] }, "♟️", {
    intro: "{S}: खेल की चालें, मेरी सोच, और वो पल जहां बाज़ी पलटी।",
    chapters: ["शुरुआती चालें", "बीच का खेल"],
    conclusion: ": आखिरी चाल",
    outro: "आप होते तो क्या चाल चलते? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  // ── Kinds, with no format named ──
  shape(
    { kinds: ["product"], formats: NO_FORMAT },
    "📱",
    {
      intro: "{S} के बारे में वो सब जो खरीदने से पहले जानना चाहिए: फ़ीचर, कमियां और ये किसके लिए है।",
      facts: `📋 एक नज़र में
कीमत: [आपने कितने में लिया, और कहां से]
खास बातें: [सबसे ज़रूरी तीन]`,
      chapters: ["फ़ीचर और डिज़ाइन", "रोज़ के इस्तेमाल में"],
      conclusion: ": किसे लेना चाहिए",
      outro: "आपके सवाल कमेंट में पूछिए 👇 " + SUBSCRIBE,
    },
    true,
  ),
  shape(
    { kinds: ["brand"], formats: NO_FORMAT },
    "🏷️",
    {
      intro: "{S}: क्या खरीदना वर्थ है, क्या छोड़ देना चाहिए, और पैसे कैसे बचाएं।",
      chapters: ["जो पसंद आया", "जो छोड़ सकते हैं"],
      conclusion: ": मेरी सलाह",
      outro: "आपका फ़ेवरेट प्रोडक्ट कौन सा है? कमेंट में बताइए 👇 " + SUBSCRIBE,
    },
    true,
  ),
  shape({ kinds: ["activity"], formats: NO_FORMAT, avoids: ["howTo"] }, "🌟", {
    intro: "{S} का मेरा अनुभव: कैसा लगा, क्या मुश्किल था, और क्या आपको भी करना चाहिए।",
    chapters: ["शुरुआत", "असली अनुभव"],
    conclusion: ": मेरी राय",
    outro: "आपने कभी ट्राई किया? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["animal"], formats: NO_FORMAT, avoids: ["wild", "stray"] }, "🐾", {
    intro: "{S} की देखभाल: खाना, रहने की जगह, रोज़ की रूटीन और वो छोटी बातें जिनसे वो खुश और सेहतमंद रहें।",
    facts: VET,
    chapters: ["मिलिए [आपके पालतू का नाम] से", "रोज़ की रूटीन और देखभाल"],
    outro: "अपने पालतू के बारे में कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["animal"], formats: NO_FORMAT, needs: ["stray"] }, "🐕", {
    intro: "हमारे मोहल्ले के {s}: सही खाना, थोड़ी देखभाल, और बिना चोट खाए मदद कैसे करें।",
    facts: "🩺 घायल या बीमार जानवर के लिए वेट या किसी लोकल एनिमल रेस्क्यू को फ़ोन करें।",
    chapters: ["मिलिए इस टोली से", "खाना और देखभाल"],
    conclusion: ": आप कैसे मदद कर सकते हैं",
    outro: "आपके इलाके में कौन मदद करता है? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["animal"], formats: NO_FORMAT, needs: ["wild"] }, "🐅", {
    intro: "{S} को उनके अपने घर में देखिए: जंगल की बातें, सफ़ारी के पल, और दूरी बनाए रखना क्यों ज़रूरी है।",
    facts: "🌿 जंगल के नियम मानें: दूरी रखें, शोर न करें, खाना न दें।",
    chapters: ["जंगल में पहला दिन", "सबसे खास नज़ारा"],
    conclusion: ": जाने से पहले टिप्स",
    outro: "आपने कभी सफ़ारी की है? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["person"], formats: NO_FORMAT }, "🙋", {
    intro: "{S}: कहानी, सीख और वो बातें जो सबको प्रेरित करती हैं।",
    chapters: ["शुरुआत की कहानी", "सबसे बड़ी सीख"],
    outro: "आपकी राय कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["person"], formats: NO_FORMAT, needs: ["named"] }, "⭐", {
    intro: "{S} का सफ़र: शुरुआत, बड़े मोड़ और वो बातें जो कम लोग जानते हैं।",
    facts: "📰 तारीखें और आंकड़े: [अपने सोर्स का लिंक दें]",
    chapters: ["शुरुआती दिन", "बड़े मोड़"],
    conclusion: ": हम क्या सीख सकते हैं",
    outro: "आपका फ़ेवरेट पल कौन सा है? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["person"], formats: NO_FORMAT, avoids: ["named", "latinless"] }, "👩‍🏫", {
    intro: "{S} की ज़िंदगी, असली रूप में: रोज़ की भागदौड़, छोटी जीतें और काम की टिप्स।",
    chapters: ["सुबह से शाम तक", "काम की टिप्स"],
    outro: "आप भी इससे रिलेट करते हैं? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["event"], formats: NO_FORMAT }, "🎉", {
    intro: "{S}: तैयारी, माहौल और वो पल जो याद रह गए।",
    chapters: ["तैयारी", "सबसे खास पल"],
    outro: "आपकी यादें कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["event"], formats: NO_FORMAT, avoids: ["sport"] }, "🪔", {
    intro: "{S} की तैयारी से जश्न तक: सजावट, खाना, परिवार और ढेर सारी खुशियां।",
    chapters: ["तैयारी और सजावट", "जश्न"],
    outro: "आप कैसे मनाते हैं? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["event"], formats: NO_FORMAT, needs: ["sport"] }, "🏏", {
    intro: "{S} पर पूरी बात: टीमें, बड़े मुकाबले और मेरी भविष्यवाणी।",
    facts: "📅 शेड्यूल और स्कोर के लिए ऑफ़िशियल सोर्स देखें।",
    chapters: ["टीमें और खिलाड़ी", "बड़े मुकाबले"],
    conclusion: ": मेरी भविष्यवाणी",
    outro: "आपकी फ़ेवरेट टीम कौन सी है? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["study"], formats: NO_FORMAT, needs: ["exam"] }, "🎯", {
    intro: "{S}: शुरुआत कहां से करें? सिलेबस, टाइम टेबल, किताबें और रिवीज़न की रणनीति, सब इस वीडियो में।",
    facts: `📚 इस वीडियो के रिसोर्स
[किताब / नोट्स / पिछले साल के पेपर का लिंक]
[किताब / नोट्स / पिछले साल के पेपर का लिंक]

📅 तारीखों और सिलेबस के लिए ऑफ़िशियल नोटिफ़िकेशन ज़रूर देखें।`,
    chapters: ["एग्ज़ाम पैटर्न और सिलेबस", "टाइम टेबल और किताबें"],
    conclusion: ": रिवीज़न की रणनीति",
    outro: "आपकी तैयारी कैसी चल रही है? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["study"], formats: NO_FORMAT, avoids: ["exam"] }, "📖", {
    intro: "{S} आसान तरीके से: कॉन्सेप्ट, उदाहरण और प्रैक्टिस के सवाल।",
    facts: `📚 रिसोर्स: [किताब / नोट्स का लिंक]`,
    chapters: ["कॉन्सेप्ट", "उदाहरण और प्रैक्टिस"],
    conclusion: ": याद रखने की ट्रिक",
    outro: "कौन सा टॉपिक अगला पढ़ाऊं? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["show"], formats: NO_FORMAT }, "🍿", {
    intro: "{S} पर पूरी बात: कहानी, किरदार और वो सीन जिनकी सब बात कर रहे हैं।",
    chapters: ["कहानी और किरदार", "सबसे चर्चित सीन"],
    conclusion: ": मेरी रेटिंग",
    outro: "आपका फ़ेवरेट किरदार कौन है? कमेंट में बताइए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ["field"], formats: NO_FORMAT }, "📊", {
    intro: "{S} की बुनियादी बातें, बिना भारी शब्दों के: शुरुआत कहां से करें और किन गलतियों से बचें।",
    facts: "ℹ️ ये वीडियो सिर्फ़ जानकारी के लिए है, कोई पेशेवर सलाह नहीं।",
    chapters: ["बुनियादी बातें", "आम गलतियां"],
    conclusion: ": आगे क्या करें",
    outro: "आपके सवाल कमेंट में पूछिए 👇 " + SUBSCRIBE,
  }),
  shape({ kinds: ANY, formats: ANY, fallback: true }, "🎬", {
    intro: "आज के वीडियो में: {s}। पूरी बात आसान तरीके से, और नीचे चैप्टर हैं ताकि आप सीधे अपने काम के हिस्से पर जा सकें।",
    chapters: ["शुरुआत", "मुख्य बात"],
    outro: "वीडियो अच्छा लगा तो लाइक 👍 और सब्सक्राइब 🔔 ज़रूर करें। कमेंट में बताइए आपको कैसा लगा!",
  }),
  // ── Shorts: a title marked #shorts gets these, whatever its reading ──
  short({ kinds: ANY, formats: ANY }, "⚡", {
    intro: "छोटा सा वीडियो, काम की बात: {s}! पूरा वीडियो चैनल पर है 👉 [पूरे वीडियो का लिंक]",
    chapters: ["बेसिक बातें", "पूरी जानकारी"],
    outro: "ऐसे और शॉर्ट्स के लिए सब्सक्राइब 🔔 करें।",
  }),
  short({ kinds: ANY, formats: ANY, needs: ["howTo"] }, "💡", {
    intro: "इस शॉर्ट को सेव कर लीजिए: {s}। स्टेप बाय स्टेप पूरा वीडियो यहां है 👉 [पूरे वीडियो का लिंक]",
    chapters: ["क्या चाहिए", "स्टेप बाय स्टेप"],
    outro: "अगला शॉर्ट किस पर बनाऊं? कमेंट में बताइए 👇",
  }),
] satisfies readonly HindiDescriptionTemplate[];
