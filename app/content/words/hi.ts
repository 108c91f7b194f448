// The words of the site's frame in Hindi, as creators say them: the same keys as ./en.ts, so a
// missing one fails the type check. English words creators use (रील, हैशटैग) are written in
// Devanagari; brand names stay as they are.
import type { Words } from "./en";

export const hi: Words = {
  langName: "हिंदी",
  skipToContent: "सीधे कंटेंट पर जाएं",
  header: {
    homeLabel: (name) => `${name} होम`,
    openMenu: "मेन्यू खोलें",
    closeMenu: "मेन्यू बंद करें",
    mainNav: "मुख्य",
    mobileNav: "मोबाइल",
    nav: { home: "होम", instagram: "Instagram टूल्स", youtube: "YouTube टूल्स", blog: "ब्लॉग" },
  },
  footer: {
    summary: "Instagram और YouTube पर ग्रोथ के सारे टूल्स एक जगह, क्रिएटर्स के लिए बनाए गए।",
    contact: "संपर्क:",
    platformTools: (platform) => `${platform} टूल्स`,
    // Over the blog and the gear page: what the links are, since there is no page about the site.
    company: "ब्लॉग और गियर",
    legal: "कानूनी",
    blog: "ब्लॉग",
    gear: "क्रिएटर गियर",
    terms: "टर्म्स ऑफ़ सर्विस",
    privacy: "प्राइवेसी पॉलिसी",
    rights: "सभी अधिकार सुरक्षित।",
    tagline: "क्रिएटर्स के लिए ❤️ से बनाया — अपना कंटेंट, अपनी पहचान।",
  },
  breadcrumb: { label: "आप यहां हैं", home: "होम", blog: "ब्लॉग" },
  advertisement: "विज्ञापन",
  toasts: { region: "सूचनाएं", close: "सूचना बंद करें" },
  copy: { copy: "कॉपी करें", copied: "कॉपी हो गया!" },
  count: {
    characters: "कैरेक्टर",
    bytes: "बाइट",
    over: (by) => ` — लिमिट से ${by} ज़्यादा`,
  },
  calculator: { notes: "ध्यान देने वाली बातें" },
  hashtags: {
    title: "आपके हैशटैग",
    ready: (count) => (count === 1 ? "1 हैशटैग तैयार है।" : `${count} हैशटैग तैयार हैं।`),
    copied: (count) =>
      count === 1 ? "1 हैशटैग आपके क्लिपबोर्ड पर कॉपी हो गया।" : `${count} हैशटैग आपके क्लिपबोर्ड पर कॉपी हो गए।`,
  },
  writing: { label: "किसमें लिखें", devanagari: "हिंदी", hinglish: "Hinglish" },
  form: {
    generating: "बन रहा है...",
    estimating: "हिसाब लग रहा है...",
    headsUp: "ध्यान दें",
    loadFailed: "यह टूल पूरा लोड नहीं हुआ। अपना इंटरनेट कनेक्शन देखें और फिर कोशिश करें।",
    oops: "उफ़!",
    // A question label names its field as it is, in quotes: each message below puts it before "में"
    // ("“पोस्ट किस बारे में है?” में …"), which reads for a question and a name alike.
    answerTo: (label) => `“${label}”`,
    cut: (subject, max) => `${subject} में सिर्फ़ पहले ${max} कैरेक्टर रखे गए।`,
    notAChoice: (value, label) => `“${label}” के विकल्पों में ${value} नहीं है, इसलिए इसे छोड़ दिया गया।`,
    leftOut: (subject) =>
      `${subject} में लिखा टेक्स्ट इस पेज के पते के लिए बहुत लंबा है, इसलिए इस पेज का लिंक उसे साथ नहीं ले जाएगा (फ़ील्ड में वह बना रहेगा)।`,
    moreFields: (count) =>
      count === 1
        ? "एक और फ़ील्ड ठीक करनी है, फ़ॉर्म में उस पर निशान लगा है।"
        : `${count} और फ़ील्ड ठीक करनी हैं, फ़ॉर्म में उन पर निशान लगा है।`,
    checkNumbers: "नंबर एक बार जांच लें।",
  },
  home: {
    title: "CreatorGrow | क्रिएटर्स के लिए फ़्री इंस्टाग्राम और यूट्यूब टूल्स, हिंदी में",
    description:
      "Instagram और YouTube क्रिएटर्स के लिए हिंदी में फ़्री हैशटैग, कैप्शन, बायो, यूज़रनेम, स्टाइलिश फ़ॉन्ट और आइडिया जनरेटर। तेज़, प्राइवेट, बिना साइन-अप।",
    eyebrow: "Instagram और YouTube क्रिएटर्स के लिए फ़्री टूल्स",
    headline: "अपना चैनल और फ़ीड बढ़ाइए,",
    headlineGlow: "एक टैप में",
    lead: "हैशटैग, कैप्शन, बायो, यूज़रनेम, स्टाइलिश फ़ॉन्ट, वीडियो डिस्क्रिप्शन और नए कंटेंट आइडिया — क्रिएटर्स के लिए, सेकंडों में तैयार।",
    allTools: (platform) => `सारे ${platform} टूल्स`,
    whyTitle: (name) => `क्रिएटर्स ${name} क्यों चुनते हैं`,
    strengths: [
      { title: "फ़्री, बिना साइन-अप", text: "हर टूल तुरंत चलता है। न अकाउंट, न ईमेल, न कोई लिमिट।" },
      { title: "आपकी बात आपके पास", text: "सब कुछ आपके ब्राउज़र में चलता है। आपके कीवर्ड आपके फ़ोन से बाहर नहीं जाते।" },
      { title: "हर नेटवर्क पर तेज़", text: "पेज बहुत हल्के हैं, कमज़ोर मोबाइल डेटा पर भी पलक झपकते खुलते हैं।" },
    ],
  },
  platforms: {
    instagram: {
      title: "Instagram टूल्स",
      searchTitle: "इंस्टाग्राम टूल्स हिंदी में – फ़्री हैशटैग, कैप्शन, बायो जनरेटर",
      description: "फ़्री Instagram टूल्स: हैशटैग, कैप्शन, बायो और यूज़रनेम जनरेटर, निश और आइडिया फ़ाइंडर, ग्रोथ स्ट्रैटेजी और डाउनलोडर।",
    },
    youtube: {
      title: "YouTube टूल्स",
      searchTitle: "यूट्यूब टूल्स हिंदी में – फ़्री डिस्क्रिप्शन, टाइटल, टैग जनरेटर",
      description:
        "फ़्री YouTube टूल्स: डिस्क्रिप्शन, बायो, हैशटैग, चैनल नेम और वीडियो आइडिया जनरेटर, साथ में वीडियो और शॉर्ट्स डाउनलोडर।",
    },
    toolCount: (count, platform) => `${count} ${platform} टूल्स`,
  },
  toolPage: {
    about: (name) => `${name} के बारे में`,
    more: (platform) => `और ${platform} टूल्स`,
    related: "मिलते-जुलते टूल्स",
  },
  blog: {
    title: "इंस्टाग्राम और यूट्यूब ग्रोथ टिप्स हिंदी में – ब्लॉग",
    heading: (name) => `${name} ब्लॉग`,
    description:
      "Instagram और YouTube क्रिएटर्स के लिए हिंदी में काम की गाइड: ग्रोथ टिप्स, रील के हुक, बायो, थंबनेल और कंटेंट प्लानिंग, भारतीय क्रिएटर्स के लिए लिखी हुई।",
    lead: "Instagram और YouTube बढ़ाने के टिप्स, गाइड और स्ट्रैटेजी — सीधी बात, बिना फ़ालतू बातों के।",
    categories: { Instagram: "Instagram", YouTube: "YouTube", Strategy: "स्ट्रैटेजी" },
    articles: (count) => `${count} लेख`,
    readMore: "पूरा पढ़ें",
    readMoreAbout: (title) => `: ${title}`,
    by: "लेखक:",
    updated: "अपडेट:",
    related: "ये लेख भी पढ़ें",
    share: "शेयर करें",
    shareLabel: "शेयर करें: इस लेख का लिंक कॉपी करें",
    shareCopied: { title: "लिंक कॉपी हो गया!", description: "लेख का लिंक आपके क्लिपबोर्ड पर कॉपी हो गया है।" },
    notFoundTitle: "लेख नहीं मिला",
    notFoundText: "आप जो लेख ढूंढ रहे हैं, वह यहां नहीं है।",
    back: "ब्लॉग पर वापस जाएं",
    errorTitle: "कुछ गड़बड़ हो गई",
    errorText: "पेज दोबारा लोड करें, या ब्लॉग पर वापस जाएं।",
  },
  newsletter: {
    title: "क्रिएटर टिप्स सीधे आपके ईमेल में",
    lead: "ग्रोथ टिप्स, नए टूल्स और ट्रेंडिंग फ़ॉर्मैट वाला एक छोटा ईमेल। कोई स्पैम नहीं, जब चाहें बंद करें।",
    placeholder: "you@example.com",
    label: "ईमेल पता",
    submit: "सब्सक्राइब करें",
    submitting: "सब्सक्राइब हो रहा है...",
    empty: "अपना ईमेल पता लिखें।",
    invalid: "यह ईमेल पता सही नहीं लग रहा। एक बार जांच लें (जैसे name@example.com)।",
    comingSoon: "साइन-अप जल्द खुलेंगे! हमने आपका पता सेव नहीं किया है — कुछ हफ़्तों बाद फिर आइए।",
    success: "आपने सब्सक्राइब कर लिया! हमारे अगले ईमेल का इंतज़ार कीजिए। 🎉",
    failed: "माफ़ कीजिए, अभी सब्सक्राइब नहीं हो पाया। थोड़ी देर बाद फिर कोशिश करें।",
    offline: "न्यूज़लेटर सर्विस तक नहीं पहुंच पाए। अपना कनेक्शन देखें और फिर कोशिश करें।",
  },
  gear: {
    title: "क्रिएटर गियर",
    lead: "वो आसान किट जो आपके वीडियो में सबसे बड़ा फ़र्क लाती है — स्थिर शॉट, अच्छी रोशनी और साफ़ आवाज़ — वो भी बजट में।",
    disclosureTitle: "ज़रूरी जानकारी:",
    disclosure: (name) =>
      `इस पेज के कुछ लिंक एफ़िलिएट लिंक हैं। अगर आप इनसे खरीदते हैं, तो ${name} को थोड़ा कमीशन मिल सकता है, आपको कोई अलग पैसा नहीं देना पड़ता। दाम अंदाज़े के लिए हैं और स्टोर पर बदल सकते हैं।`,
    products: (count) => `${count} प्रोडक्ट`,
    buyNow: "अभी खरीदें",
    toast: { title: "एफ़िलिएट लिंक", description: "एफ़िलिएट लिंक से खरीदारी अभी शुरू नहीं हुई है। जल्द ही फिर देखिए!" },
    description:
      "रील्स और YouTube के लिए बजट वाला क्रिएटर गियर: मोबाइल ट्राइपॉड, रिंग लाइट, कंडेंसर माइक, कार मोबाइल होल्डर, गिम्बल और ग्रीन स्क्रीन, दाम रुपये में।",
  },
  legal: { lastUpdated: "आखिरी अपडेट:" },
  notFound: {
    title: "पेज नहीं मिला",
    description: "आप जो पेज ढूंढ रहे हैं, वह मौजूद नहीं है। हमारे Instagram और YouTube टूल्स आज़माइए।",
    eyebrow: "एरर 404",
    lead: "यह पेज मौजूद नहीं है या कहीं और चला गया है। यहां से आगे बढ़िए:",
  },
  /** The page the service worker shows for a page not yet saved on the device, with no connection. */
  offline: {
    title: "आप ऑफ़लाइन हैं",
    lead: (name) =>
      `यह पेज अभी इस डिवाइस पर सेव नहीं है। ${name} को एक बार ऑनलाइन खोल लेने के बाद हर टूल पेज बिना इंटरनेट के भी खुलता है।`,
    home: "होम पेज पर जाएं",
    updateTitle: (name) => `${name} का नया वर्ज़न तैयार है`,
    updateLead: "इसे इस्तेमाल करने के लिए पेज रीलोड करें। इस पेज पर आपने जो लिखा है, वह मिट जाएगा।",
    reload: "रीलोड करें",
  },
  error: {
    title: "कुछ गड़बड़ हो गई",
    lead: "पेज दोबारा लोड करें। अगर बार-बार ऐसा हो, तो हमें लिखिए, हम ठीक कर देंगे।",
  },
};
