import type { Niche } from "./instagram-niche-finder.data";

// The Hindi page's niches: the same forty as the English page, each with its name, why it fits and
// a first post, written for an Indian creator in Devanagari and in Hinglish. The prices and
// durations are the English page's own; nothing here is a statistic.

/** A niche as the Hindi page shows it. */
export interface WrittenNiche {
  name: string;
  why: string;
  firstPost: string;
}

/** The forty niches in Devanagari. */
export const HINDI_NICHES: Readonly<Record<Niche, WrittenNiche>> = {
  Streetwear: {
    name: "स्ट्रीटवियर",
    why: "ड्रॉप्स, स्नीकर्स और ओवरसाइज़्ड फ़िट हर महीने बदलते हैं, तो पोस्ट करने को नया लुक हमेशा रहता है, और दोस्त एक-दूसरे को आउटफ़िट DM में भेजते हैं।",
    firstPost: "एक ओवरसाइज़्ड टी को तीन तरह से स्टाइल करें (कॉलेज, कैफ़े, नाइट आउट) और हर पीस की कीमत स्क्रीन पर दिखाएं।",
  },
  "Sustainable Fashion": {
    name: "सस्टेनेबल फ़ैशन",
    why: "बहुत लोग हॉल वाले कल्चर से थक चुके हैं; कम खरीदकर ज़्यादा पहनना सिखाने वाला पेज बाकी फ़ैशन फ़ीड से अलग दिखता है।",
    firstPost: "पूरे वर्किंग वीक में एक ही कुर्ता पांच तरह से पहनें और गिनें कि कितना खर्च बचा।",
  },
  "Vintage Looks": {
    name: "विंटेज लुक्स",
    why: "'90s का Bollywood और रेट्रो स्टाइल लोग तुरंत पहचान लेते हैं, तो हर लुक के साथ उसका हुक और उसकी यादें अपने आप आ जाती हैं।",
    firstPost: "मम्मी की अलमारी से '90s का कोई Bollywood आउटफ़िट दोबारा बनाएं और ओरिजिनल को अपने लुक के बगल में दिखाएं।",
  },
  "Thrift Hauls": {
    name: "थ्रिफ़्ट हॉल",
    why: "सस्ते में बढ़िया चीज़ की कहानी सबको पसंद है, और कीमतों वाला हॉल वो पोस्ट है जिसे लोग अगली मार्केट ट्रिप से पहले सेव करते हैं।",
    firstPost:
      "₹500 लेकर अपने शहर की स्ट्रीट मार्केट जाएं, सरोजिनी नगर या कोलाबा कॉज़वे जैसी, और जो भी लाएं हर पीस की कीमत के साथ दिखाएं।",
  },
  "Solo Travel": {
    name: "सोलो ट्रैवल",
    why: "पहली बार अकेले ट्रिप प्लान करने वाले को सेफ़्टी, पैसे और अकेली शामों पर एक ईमानदार आवाज़ चाहिए, और यही भरोसा पक्के फ़ॉलोअर्स बनाता है।",
    firstPost: "अपनी पहली सोलो ट्रिप के लिए पैक की गई पांच चीज़ें, और वो एक चीज़ जो काश आप साथ ले जाते।",
  },
  "Budget Backpacking": {
    name: "बजट बैकपैकिंग",
    why: "स्टूडेंट्स और पहली नौकरी वाले कम पैसों में घूमते हैं, और रुपये-रुपये का हिसाब वाली ट्रिप वो पोस्ट है जिसे लोग सेव और फ़ॉरवर्ड करते हैं।",
    firstPost: "अपने पास के किसी हिल टाउन में पूरा वीकेंड ₹5,000 के अंदर: टिकट, हॉस्टल और खाना, हर रुपया स्क्रीन पर।",
  },
  "Luxury Resorts": {
    name: "लग्ज़री रिज़ॉर्ट्स",
    why: "रिज़ॉर्ट देखने में मज़ेदार हैं पर गलत चुनो तो महंगे पड़ते हैं, इसलिए सीधा 'पैसा वसूल या नहीं' बुकिंग से पहले फ़ैसला आसान करता है।",
    firstPost: "रूम टूर, जिसमें पहले ही सेकंड में एक रात की कीमत हो और आखिर में आपका ईमानदार फ़ैसला।",
  },
  "Adventure Travel": {
    name: "एडवेंचर ट्रैवल",
    why: "ट्रेक, राफ़्टिंग और लंबी राइड्स में ड्रामा अपने आप होता है, तो आपके कुछ बोलने से पहले ही फ़ुटेज लोगों को रोक लेती है।",
    firstPost: "अपना पिछला ट्रेक बेस से चोटी तक 30 सेकंड में, साथ में कितना खर्च हुआ और असल में कितना फ़िट होना पड़ा।",
  },
  "Home Cooking": {
    name: "घर का खाना",
    why: "हर घर में रोज़ 'आज क्या बनेगा?' पूछा जाता है, और किचन में पहले से रखी चीज़ों से बनी जल्दी वाली रेसिपी सेव होती है और फ़ैमिली ग्रुप्स में जाती है।",
    firstPost: "दाल, चावल और एक सब्ज़ी से 15 मिनट का डिनर, ऊपर से शूट किया हुआ और हर स्टेप स्क्रीन पर लिखा हुआ।",
  },
  "Street Food Reviews": {
    name: "स्ट्रीट फ़ूड रिव्यू",
    why: "हर शहर में एक गली होती है जिस पर लोग बहस करते हैं, और किसी मशहूर ठेले पर ईमानदार फ़ैसला कमेंट्स, टैग और विज़िट्स खींचता है।",
    firstPost: "अपने आसपास के तीन सबसे मशहूर चाट वालों को रेट करें, हर प्लेट की कीमत और एक ईमानदार लाइन के साथ।",
  },
  "Healthy Recipes": {
    name: "हेल्दी रेसिपी",
    why: "बहुत लोग घर का खाना छोड़े बिना बेहतर खाना चाहते हैं, और जानी-पहचानी डिशेज़ के हल्के वर्ज़न ठीक यही कमी पूरी करते हैं।",
    firstPost: "10 मिनट से कम में हाई-प्रोटीन नाश्ता, सिर्फ़ पास की किराना दुकान की चीज़ों से।",
  },
  Baking: {
    name: "बेकिंग",
    why: "बेकिंग वीडियो के लिए ही बनी है (फूलना, काटना, अंदर का सीन), और बर्थडे की वजह से लोग पूरे साल केक ढूंढते रहते हैं।",
    firstPost: "प्रेशर कुकर में बना बिना अंडे का चॉकलेट केक, उन सबके लिए जिनके घर ओवन नहीं है।",
  },
  "Home Workouts": {
    name: "होम वर्कआउट",
    why: "ज़्यादातर लोग रोज़ जिम नहीं जा पाते, तो सिर्फ़ एक मैट और छोटे कमरे वाले रूटीन उनकी असली ज़िंदगी में फ़िट बैठते हैं।",
    firstPost: "बेड के बगल में हो जाने वाला 10 मिनट का बिना इक्विपमेंट वाला रूटीन, हर मूव की गिनती स्क्रीन पर।",
  },
  "Yoga & Meditation": {
    name: "योग और मेडिटेशन",
    why: "कमर दर्द, स्ट्रेस और खराब नींद रोज़ की परेशानियां हैं, और एक शांत पेज जिस पर लोग लौटते रहें, उनके रूटीन का हिस्सा बन जाता है।",
    firstPost: "दिन भर डेस्क पर बैठने वालों के लिए पांच स्ट्रेच, हर एक को कितनी देर होल्ड करना है उसके साथ।",
  },
  Bodybuilding: {
    name: "बॉडीबिल्डिंग",
    why: "जिम जाने वाले प्रोग्रेस बारीकी से फ़ॉलो करते हैं, और हफ़्ते-दर-हफ़्ते का असली बदलाव किसी भी चमकदार क्लिप से ज़्यादा भरोसा जीतता है।",
    firstPost:
      "पब्लिक प्रोग्रेस लॉग का पहला दिन: आपका स्प्लिट, एक आम दिन का खाना और आप अभी कहां से शुरू कर रहे हैं, उसकी ईमानदार झलक।",
  },
  "Marathon Training": {
    name: "मैराथन ट्रेनिंग",
    why: "रेस की एक तारीख और एक लक्ष्य होता है, तो फ़ॉलोअर्स पूरी तैयारी में साथ चलते हैं और रेस वाले दिन आपके लिए चीयर करते हैं।",
    firstPost: "अपनी रेस, टारगेट टाइम और प्लान का पहला हफ़्ता बताएं, फिर हर रविवार अपडेट देने का वादा करें।",
  },
  "Gadget Reviews": {
    name: "गैजेट रिव्यू",
    why: "फ़ोन या ईयरबड्स खरीदने से पहले लोग ऐसा इंसान ढूंढते हैं जो उसे उन्हीं की तरह इस्तेमाल करे, और कीमत के साथ साफ़ फ़ैसला सेव होता है।",
    firstPost: "₹2,000 से कम के तीन ईयरबड्स, कॉल, म्यूज़िक और बैटरी का एक-एक टेस्ट, और एक विनर।",
  },
  "Programming Tutorials": {
    name: "प्रोग्रामिंग ट्यूटोरियल",
    why: "स्टूडेंट्स और करियर बदलने वालों को छोटे, साफ़ लेसन चाहिए, और एक पोस्ट में एक आइडिया इंटरव्यू से पहले सेव करके दोबारा देखना आसान है।",
    firstPost: "बिगिनर्स जहां अटकते हैं वो एक चीज़, जैसे लूप कैसे चलता है, एक मिनट से कम में कोड स्क्रीन पर रखकर समझाएं।",
  },
  "Smartphone Photography": {
    name: "स्मार्टफ़ोन फ़ोटोग्राफ़ी",
    why: "फ़ोन कैमरा सबके पास है और सबको उससे बेहतर फ़ोटो चाहिए, और बिफ़ोर-आफ़्टर एक नज़र में रिज़ल्ट दिखा देता है।",
    firstPost: "तीन कैमरा सेटिंग्स जो किसी भी फ़ोन की फ़ोटो बेहतर कर दें, हर एक का बिफ़ोर-आफ़्टर।",
  },
  "PC Building": {
    name: "PC बिल्डिंग",
    why: "PC बड़ी खरीद है जिस पर लोग हफ़्तों रिसर्च करते हैं, और कीमतों वाली पार्ट्स लिस्ट वो पोस्ट है जिस पर वो बार-बार लौटते हैं।",
    firstPost: "एक तय बजट में पूरा गेमिंग PC, हर पार्ट और उसकी कीमत स्क्रीन पर, और उस पर कौन से गेम चलते हैं।",
  },
  "eSports Commentary": {
    name: "ई-स्पोर्ट्स कमेंट्री",
    why: "बड़े टूर्नामेंट में भारी लाइव ऑडियंस आती है, और फ़ैन्स को अभी-अभी देखे प्ले पर तीखा एनालिसिस चाहिए, जब तक बात ताज़ा है।",
    firstPost: "पिछले बड़े BGMI या Valorant टूर्नामेंट का सबसे अच्छा क्लच 30 सेकंड में समझाएं: क्या हुआ और क्यों चला।",
  },
  "Indie Game Reviews": {
    name: "इंडी गेम रिव्यू",
    why: "अच्छे छोटे गेम ढूंढना मुश्किल है, तो जो आवाज़ उन्हें बार-बार खोज लाए, उसे फ़ॉलो करने की लोगों के पास असली वजह होती है।",
    firstPost: "एक इंडी गेम जिसे और प्लेयर्स मिलने चाहिए, तीन वजहों और अपने 30 सेकंड के गेमप्ले में।",
  },
  "Live Streaming": {
    name: "लाइव स्ट्रीमिंग",
    why: "हर हफ़्ते एक ही टाइम पर लाइव आने से आते-जाते व्यूअर्स रेगुलर बन जाते हैं, जो कमेंट्स में एक-दूसरे को पहचानने लगते हैं।",
    firstPost: "अपना स्ट्रीम शेड्यूल पोस्ट करें, साथ में पिछली स्ट्रीम के सबसे अच्छे पल की 20 सेकंड की क्लिप।",
  },
  "Retro Gaming": {
    name: "रेट्रो गेमिंग",
    why: "Contra, Mario और पुराना वीडियो गेम पार्लर पूरी एक पीढ़ी की साझा यादें हैं, और पुरानी यादें सबसे आसानी से शेयर होती हैं।",
    firstPost: "बचपन में सबके TV गेम पर जो गेम होता था, उसका पहला लेवल खेलें और पूछें कि किस-किस को अब भी याद है।",
  },
  "Digital Painting": {
    name: "डिजिटल पेंटिंग",
    why: "टाइम-लैप्स देखने में सुकून देते हैं, और दूसरे आर्टिस्ट हर लेयर बनते देखकर सीखने के लिए फ़ॉलो करते हैं।",
    firstPost: "एक पोर्ट्रेट का स्केच से फ़ाइनल तक 30 सेकंड का टाइम-लैप्स, कैप्शन में आपके ब्रश की लिस्ट।",
  },
  "Watercolor Tutorials": {
    name: "वॉटरकलर ट्यूटोरियल",
    why: "वॉटरकलर मुश्किल लगता है, और बिगिनर्स को यह छोटे-छोटे स्टेप्स में चाहिए जिन्हें वो एक बार बैठकर कॉपी कर सकें।",
    firstPost: "सिर्फ़ तीन रंगों से पांच स्टेप्स में मॉनसून का आसमान पेंट करें, और हर रंग का नाम स्क्रीन पर लिखें।",
  },
  Sketching: {
    name: "स्केचिंग",
    why: "बस एक पेंसिल और कागज़ चाहिए, तो आप रोज़ पोस्ट कर सकते हैं, और खाली पन्ने को चेहरा बनते देखना कभी पुराना नहीं होता।",
    firstPost: "अपने मोहल्ले की चाय की टपरी 15 मिनट में स्केच करें और उसे 30 सेकंड में तेज़ करके दिखाएं।",
  },
  Pottery: {
    name: "पॉटरी",
    why: "चाक घूमते देखना सम्मोहन जैसा है और बहुत कम क्रिएटर इसे दिखाते हैं, तो लगातार पोस्ट होने वाले पॉटरी पेज के लिए अलग दिखने की पूरी जगह है।",
    firstPost: "चाक पर आपका पहला बाउल, गिरने-बिखरने समेत: वो ईमानदार कोशिश जिसे लोग देखना पसंद करते हैं।",
  },
  "Stand-up Clips": {
    name: "स्टैंड-अप क्लिप्स",
    why: "एक मिनट का कसा हुआ बिट DM में दूर तक जाता है, और रेगुलर क्लिप्स आपके पहले बड़े शो से पहले ही ऑडियंस बना देती हैं।",
    firstPost: "अपने सेट का सबसे दमदार मिनट, किसी ऐसी चीज़ पर जिसे हर भारतीय परिवार जानता है, जैसे शादी में रिश्तेदार।",
  },
  "Funny Skits": {
    name: "फ़नी स्किट्स",
    why: "घर, हॉस्टल और ऑफ़िस कॉल्स के रोज़ के पल 'ये तो बिल्कुल तू है' के साथ शेयर होते हैं, और हर बार नए व्यूअर्स लाते हैं।",
    firstPost: "30 सेकंड का स्किट जिसमें इंडियन मम्मी 'मुझे भूख नहीं है' सुनती है, दोनों रोल आप खुद निभाएं।",
  },
  "Meme Reviews": {
    name: "मीम रिव्यू",
    why: "मीम्स रोज़ बदलते हैं, तो रिएक्ट करने को हमेशा कुछ नया होता है, और फ़ॉलोअर्स कमेंट्स में अपने फ़ेवरेट डालते हैं।",
    firstPost: "हफ़्ते के पांच सबसे ज़्यादा शेयर हुए मीम्स को 10 में से रेट करें, हर एक पर एक लाइन की कमेंट्री।",
  },
  Pranks: {
    name: "प्रैंक्स",
    why: "बड़े रिएक्शन वाला बेनुकसान प्रैंक बार-बार देखा और भेजा जाता है, बशर्ते सामने वाला भी हंसे।",
    firstPost: "भाई-बहन या किसी करीबी दोस्त पर एक बेनुकसान प्रैंक, जो सिर्फ़ तभी पोस्ट हो जब वो देखकर हां कह दें।",
  },
  "Study Tips": {
    name: "पढ़ाई के टिप्स",
    why: "हर एग्ज़ाम सीज़न में स्टूडेंट्स पढ़ने के बेहतर तरीके ढूंढते हैं, और आज रात काम आने वाली टिप सेव होकर पूरे क्लास ग्रुप में जाती है।",
    firstPost: "बोर्ड्स या एंट्रेंस एग्ज़ाम के लिए आप पूरा एक दिन कैसे प्लान करते हैं, टाइमटेबल स्क्रीन पर रखकर।",
  },
  "Book Summaries": {
    name: "बुक समरी",
    why: "बहुत लोग उन किताबों के आइडिया चाहते हैं जिन्हें पढ़ने का टाइम नहीं, और एक तीखी समरी उनके घंटों बचाती है।",
    firstPost: "एक किताब, तीन सबक, 60 सेकंड: शुरुआत ऐसी किताब से करें जिसका नाम आपकी ऑडियंस ने सुना है पर पढ़ी नहीं।",
  },
  "Language Learning": {
    name: "नई भाषा सीखना",
    why: "स्पोकन इंग्लिश हो, कोई और भारतीय भाषा या कोई विदेशी भाषा, सीखने वालों को छोटे रोज़ाना लेसन चाहिए जिन्हें वो बोलकर प्रैक्टिस कर सकें।",
    firstPost: "पहले जॉब इंटरव्यू के लिए पांच इंग्लिश फ़्रेज़, हर एक के साथ वो गलती जो लोग अक्सर करते हैं।",
  },
  "Science Experiments": {
    name: "साइंस एक्सपेरिमेंट",
    why: "आखिर में सरप्राइज़ वाला एक्सपेरिमेंट आखिरी सेकंड तक ध्यान बांधे रखता है, और टीचर्स और पेरेंट्स उसे बच्चों तक पहुंचाते हैं।",
    firstPost: "नमक के पानी में तैरता अंडा: किचन का एक सेफ़ एक्सपेरिमेंट, पीछे की साइंस एक लाइन में।",
  },
  "Home Decor": {
    name: "होम डेकोर",
    why: "किराये के कमरों और छोटे फ़्लैट्स को सस्ते और आसानी से हटने वाले आइडिया चाहिए, और बिफ़ोर-आफ़्टर शॉट्स वीकेंड प्लान के लिए सेव होते हैं।",
    firstPost: "₹1,000 से कम में अपने कमरे का एक कोना बदलें, बिफ़ोर और आफ़्टर, हर चीज़ कहां से आई उसके साथ।",
  },
  "Upcycling Clothes": {
    name: "पुराने कपड़ों से नया",
    why: "सबके पास कभी न पहने जाने वाले कपड़ों का ढेर है, और उनमें से किसी को कुछ नया बनते देखना बहुत सुकून देता है।",
    firstPost: "पुराने दुपट्टे से पांच स्टेप्स में टोट बैग बनाएं, सिलाई मशीन की ज़रूरत नहीं।",
  },
  Crafting: {
    name: "क्राफ़्टिंग",
    why: "त्योहार, बर्थडे और स्कूल प्रोजेक्ट्स की वजह से लोग पूरे साल क्राफ़्ट आइडिया ढूंढते हैं, और हर आइडिया एक तैयार चीज़ पर खत्म होता है।",
    firstPost: "कागज़ और घर में पड़ी चीज़ों से दिवाली की सजावट, 15 मिनट में स्टेप बाय स्टेप।",
  },
  Woodworking: {
    name: "वुडवर्किंग",
    why: "बहुत कम क्रिएटर लकड़ी का काम दिखाते हैं, और खुरदरे फट्टों को तैयार चीज़ बनते देखकर स्क्रॉल करना मुश्किल है।",
    firstPost: "बची हुई लकड़ी से सिर्फ़ बेसिक टूल्स के साथ फ़ोन स्टैंड बनाएं, और कैप्शन में टूल्स की लिस्ट दें।",
  },
};

/** The forty niches in Hinglish (Roman letters); their names stay as creators write them. */
export const HINGLISH_NICHES: Readonly<Record<Niche, WrittenNiche>> = {
  Streetwear: {
    name: "Streetwear",
    why: "Drops, sneakers aur oversized fits har mahine badalte hain, to post karne ko naya look hamesha hota hai, aur dost ek-doosre ko outfits DM mein bhejte hain.",
    firstPost:
      "Ek oversized tee ko teen tarah style karo (college, cafe, night out) aur har piece ka price screen par dikhao.",
  },
  "Sustainable Fashion": {
    name: "Sustainable Fashion",
    why: "Bahut log haul culture se thak chuke hain; kam khareed kar zyada pehenna sikhane wala page baaki fashion feed se alag dikhta hai.",
    firstPost: "Poore working week mein ek hi kurta paanch tarah pehno aur gino ki kitna kharcha bacha.",
  },
  "Vintage Looks": {
    name: "Vintage Looks",
    why: "'90s ka Bollywood aur retro style log turant pehchaan lete hain, to har look ke saath uska hook aur uski yaadein apne aap aa jaati hain.",
    firstPost:
      "Mummy ki almari se '90s ka koi Bollywood outfit recreate karo aur original ko apne look ke bagal mein dikhao.",
  },
  "Thrift Hauls": {
    name: "Thrift Hauls",
    why: "Sasti mein badhiya cheez ki kahani sabko pasand hai, aur prices wala haul woh post hai jo log agli market trip se pehle save karte hain.",
    firstPost:
      "₹500 lekar apne shehar ki street market jao, Sarojini Nagar ya Colaba Causeway jaisi, aur jo bhi lao har piece ke price ke saath dikhao.",
  },
  "Solo Travel": {
    name: "Solo Travel",
    why: "Pehli baar akele trip plan karne wale ko safety, paise aur akeli shaamon par ek imaandaar awaaz chahiye, aur yahi bharosa pakke followers banata hai.",
    firstPost:
      "Apni pehli solo trip ke liye pack ki hui paanch cheezein, aur woh ek cheez jo kaash aap saath le jaate.",
  },
  "Budget Backpacking": {
    name: "Budget Backpacking",
    why: "Students aur pehli naukri wale kam paison mein ghoomte hain, aur rupaye-rupaye ke hisaab wali trip woh post hai jo log save aur forward karte hain.",
    firstPost:
      "Apne paas ke kisi hill town mein poora weekend ₹5,000 ke andar: tickets, hostel aur khana, har rupaya screen par.",
  },
  "Luxury Resorts": {
    name: "Luxury Resorts",
    why: "Resorts dekhne mein mazedaar hain par galat chuno to mehenge padte hain, isliye seedha 'paisa vasool ya nahi' booking se pehle decision aasaan karta hai.",
    firstPost: "Room tour, jismein pehle hi second mein ek raat ka price ho aur end mein aapka imaandaar verdict.",
  },
  "Adventure Travel": {
    name: "Adventure Travel",
    why: "Trek, rafting aur lambi rides mein drama apne aap hota hai, to aapke kuch bolne se pehle hi footage logon ko rok leti hai.",
    firstPost:
      "Apna pichhla trek base se summit tak 30 seconds mein, saath mein kitna kharcha hua aur asal mein kitna fit hona pada.",
  },
  "Home Cooking": {
    name: "Home Cooking",
    why: "Har ghar mein roz 'aaj kya banega?' poocha jaata hai, aur kitchen mein pehle se rakhi cheezon se bani jaldi wali recipe save hoti hai aur family groups mein jaati hai.",
    firstPost:
      "Dal, chawal aur ek sabzi se 15 minute ka dinner, upar se shoot kiya hua aur har step screen par likha hua.",
  },
  "Street Food Reviews": {
    name: "Street Food Reviews",
    why: "Har shehar mein ek gali hoti hai jis par log behes karte hain, aur kisi famous thele par imaandaar verdict comments, tags aur visits kheenchta hai.",
    firstPost:
      "Apne aas-paas ke teen sabse famous chaat waalon ko rate karo, har plate ke price aur ek imaandaar line ke saath.",
  },
  "Healthy Recipes": {
    name: "Healthy Recipes",
    why: "Bahut log ghar ka khana chhode bina behtar khana chahte hain, aur jaani-pehchaani dishes ke halke versions theek yahi kami poori karte hain.",
    firstPost: "10 minute se kam mein high-protein nashta, sirf paas ki kirana dukaan ki cheezon se.",
  },
  Baking: {
    name: "Baking",
    why: "Baking video ke liye hi bani hai (phoolna, kaatna, andar ka scene), aur birthdays ki wajah se log poore saal cake dhoondhte rehte hain.",
    firstPost: "Pressure cooker mein bana bina ande ka chocolate cake, un sabke liye jinke ghar oven nahi hai.",
  },
  "Home Workouts": {
    name: "Home Workouts",
    why: "Zyadatar log roz gym nahi ja paate, to sirf ek mat aur chhote kamre wale routines unki asli zindagi mein fit baithte hain.",
    firstPost:
      "Bed ke bagal mein ho jaane wala 10 minute ka bina equipment wala routine, har move ki ginti screen par.",
  },
  "Yoga & Meditation": {
    name: "Yoga & Meditation",
    why: "Kamar dard, stress aur kharab neend roz ki pareshaniyan hain, aur ek shaant page jis par log laut-te rahein, unke routine ka hissa ban jaata hai.",
    firstPost:
      "Din bhar desk par baithne walon ke liye paanch stretches, har ek ko kitni der hold karna hai uske saath.",
  },
  Bodybuilding: {
    name: "Bodybuilding",
    why: "Gym jaane wale progress dhyaan se follow karte hain, aur hafte-dar-hafte ka asli badlaav kisi bhi chamakdaar clip se zyada bharosa jeet-ta hai.",
    firstPost:
      "Public progress log ka pehla din: aapka split, ek normal din ka khana aur aap abhi kahan se shuru kar rahe ho, uski imaandaar jhalak.",
  },
  "Marathon Training": {
    name: "Marathon Training",
    why: "Race ki ek date aur ek goal hota hai, to followers poori taiyaari mein saath chalte hain aur race wale din aapke liye cheer karte hain.",
    firstPost: "Apni race, target time aur plan ka pehla hafta batao, phir har Sunday update dene ka promise karo.",
  },
  "Gadget Reviews": {
    name: "Gadget Reviews",
    why: "Phone ya earbuds khareedne se pehle log aisa insaan dhoondhte hain jo use unki tarah use kare, aur price ke saath saaf verdict save hota hai.",
    firstPost: "₹2,000 se kam ke teen earbuds, calls, music aur battery ka ek-ek test, aur ek winner.",
  },
  "Programming Tutorials": {
    name: "Programming Tutorials",
    why: "Students aur career badalne walon ko chhote, saaf lessons chahiye, aur ek post mein ek idea interview se pehle save karke dobara dekhna aasaan hai.",
    firstPost:
      "Beginners jahan atakte hain woh ek cheez, jaise loop kaise chalta hai, ek minute se kam mein code screen par rakh kar samjhao.",
  },
  "Smartphone Photography": {
    name: "Smartphone Photography",
    why: "Phone camera sabke paas hai aur sabko usse behtar photos chahiye, aur before-after ek nazar mein result dikha deta hai.",
    firstPost: "Teen camera settings jo kisi bhi phone ki photos behtar kar dein, har ek ka before-after.",
  },
  "PC Building": {
    name: "PC Building",
    why: "PC badi khareed hai jis par log hafton research karte hain, aur prices wali parts list woh post hai jis par woh baar-baar laut-te hain.",
    firstPost:
      "Ek tay budget mein poora gaming PC, har part aur uska price screen par, aur us par kaun se games chalte hain.",
  },
  "eSports Commentary": {
    name: "eSports Commentary",
    why: "Bade tournaments mein bhaari live audience aati hai, aur fans ko abhi-abhi dekhe play par sharp analysis chahiye, jab tak baat taaza hai.",
    firstPost:
      "Pichhle bade BGMI ya Valorant tournament ka sabse accha clutch 30 seconds mein samjhao: kya hua aur kyun chala.",
  },
  "Indie Game Reviews": {
    name: "Indie Game Reviews",
    why: "Acche chhote games dhoondhna mushkil hai, to jo awaaz unhe baar-baar khoj laaye, use follow karne ki logon ke paas asli wajah hoti hai.",
    firstPost: "Ek indie game jise aur players milne chahiye, teen wajahon aur apne 30 seconds ke gameplay mein.",
  },
  "Live Streaming": {
    name: "Live Streaming",
    why: "Har hafte ek hi time par live aane se aate-jaate viewers regulars ban jaate hain, jo comments mein ek-doosre ko pehchaanne lagte hain.",
    firstPost: "Apna stream schedule post karo, saath mein pichhli stream ke sabse acche pal ki 20 second ki clip.",
  },
  "Retro Gaming": {
    name: "Retro Gaming",
    why: "Contra, Mario aur purana video game parlour poori ek generation ki saanjhi yaadein hain, aur purani yaadein sabse aasaani se share hoti hain.",
    firstPost:
      "Bachpan mein sabke TV game par jo game hota tha, uska pehla level khelo aur poocho ki kis-kis ko ab bhi yaad hai.",
  },
  "Digital Painting": {
    name: "Digital Painting",
    why: "Time-lapses dekhne mein sukoon dete hain, aur doosre artists har layer bante dekh kar seekhne ke liye follow karte hain.",
    firstPost: "Ek portrait ka sketch se final tak 30 second ka time-lapse, caption mein aapke brushes ki list.",
  },
  "Watercolor Tutorials": {
    name: "Watercolor Tutorials",
    why: "Watercolour mushkil lagta hai, aur beginners ko yeh chhote-chhote steps mein chahiye jinhe woh ek baar baith kar copy kar sakein.",
    firstPost:
      "Sirf teen rangon se paanch steps mein monsoon ka aasmaan paint karo, aur har rang ka naam screen par likho.",
  },
  Sketching: {
    name: "Sketching",
    why: "Bas ek pencil aur kaagaz chahiye, to aap roz post kar sakte ho, aur khaali panne ko chehra bante dekhna kabhi purana nahi hota.",
    firstPost: "Apne mohalle ki chai ki tapri 15 minute mein sketch karo aur use 30 seconds mein fast karke dikhao.",
  },
  Pottery: {
    name: "Pottery",
    why: "Chaak ghoomte dekhna hypnotic hai aur bahut kam creators ise dikhate hain, to lagataar post hone wale pottery page ke liye alag dikhne ki poori jagah hai.",
    firstPost:
      "Chaak par aapka pehla bowl, girne-bikharne samet: woh imaandaar koshish jise log dekhna pasand karte hain.",
  },
  "Stand-up Clips": {
    name: "Stand-up Clips",
    why: "Ek minute ka tight bit DMs mein door tak jaata hai, aur regular clips aapke pehle bade show se pehle hi audience bana deti hain.",
    firstPost:
      "Apne set ka sabse damdaar minute, kisi aisi cheez par jise har Indian family jaanti hai, jaise shaadi mein rishtedaar.",
  },
  "Funny Skits": {
    name: "Funny Skits",
    why: "Ghar, hostel aur office calls ke roz ke pal 'yeh to bilkul tu hai' ke saath share hote hain, aur har baar naye viewers laate hain.",
    firstPost: "30 second ka skit jismein Indian mummy 'mujhe bhookh nahi hai' sunti hai, dono roles aap khud nibhao.",
  },
  "Meme Reviews": {
    name: "Meme Reviews",
    why: "Memes roz badalte hain, to react karne ko hamesha kuch naya hota hai, aur followers comments mein apne favourites daalte hain.",
    firstPost: "Hafte ke paanch sabse zyada share hue memes ko 10 mein se rate karo, har ek par ek line ki commentary.",
  },
  Pranks: {
    name: "Pranks",
    why: "Bade reaction wala harmless prank baar-baar dekha aur bheja jaata hai, basharte saamne wala bhi hanse.",
    firstPost:
      "Bhai-behen ya kisi kareebi dost par ek harmless prank, jo sirf tabhi post ho jab woh dekh kar haan keh dein.",
  },
  "Study Tips": {
    name: "Study Tips",
    why: "Har exam season mein students padhne ke behtar tareeke dhoondhte hain, aur aaj raat kaam aane wali tip save hokar poore class group mein jaati hai.",
    firstPost: "Boards ya entrance exam ke liye aap poora ek din kaise plan karte ho, timetable screen par rakh kar.",
  },
  "Book Summaries": {
    name: "Book Summaries",
    why: "Bahut log un kitaabon ke ideas chahte hain jinhe padhne ka time nahi, aur ek sharp summary unke ghante bachati hai.",
    firstPost:
      "Ek kitaab, teen sabak, 60 seconds: shuruaat aisi kitaab se karo jiska naam aapki audience ne suna hai par padhi nahi.",
  },
  "Language Learning": {
    name: "Language Learning",
    why: "Spoken English ho, koi aur Indian language ya koi videshi bhasha, seekhne walon ko chhote rozana lessons chahiye jinhe woh bol kar practice kar sakein.",
    firstPost: "Pehle job interview ke liye paanch English phrases, har ek ke saath woh galti jo log aksar karte hain.",
  },
  "Science Experiments": {
    name: "Science Experiments",
    why: "End mein surprise wala experiment aakhri second tak dhyaan baandhe rakhta hai, aur teachers aur parents use bacchon tak pahunchaate hain.",
    firstPost: "Namak ke paani mein tairta anda: kitchen ka ek safe experiment, peeche ki science ek line mein.",
  },
  "Home Decor": {
    name: "Home Decor",
    why: "Kiraye ke kamron aur chhote flats ko saste aur aasaani se hatne wale ideas chahiye, aur before-after shots weekend plans ke liye save hote hain.",
    firstPost: "₹1,000 se kam mein apne kamre ka ek kona badlo, before aur after, har cheez kahan se aayi uske saath.",
  },
  "Upcycling Clothes": {
    name: "Upcycling Clothes",
    why: "Sabke paas kabhi na pehne jaane wale kapdon ka dher hai, aur unmein se kisi ko kuch naya bante dekhna bahut sukoon deta hai.",
    firstPost: "Purane dupatte se paanch steps mein tote bag banao, silai machine ki zaroorat nahi.",
  },
  Crafting: {
    name: "Crafting",
    why: "Tyohaar, birthdays aur school projects ki wajah se log poore saal craft ideas dhoondhte hain, aur har idea ek taiyaar cheez par khatam hota hai.",
    firstPost: "Kaagaz aur ghar mein padi cheezon se Diwali ki sajavat, 15 minute mein step by step.",
  },
  Woodworking: {
    name: "Woodworking",
    why: "Bahut kam creators lakdi ka kaam dikhate hain, aur khurdure phatton ko taiyaar cheez bante dekh kar scroll karna mushkil hai.",
    firstPost: "Bachi hui lakdi se sirf basic tools ke saath phone stand banao, aur caption mein tools ki list do.",
  },
};

/** "{niche}" is replaced with the niche's name; no line makes a verb agree with it. */
export const HINDI_ENCOURAGEMENTS = [
  "{niche} में एक नई आवाज़ के लिए जगह है। एक महीने तक हफ़्ते में तीन बार पोस्ट करें और कमेंट्स से जानें कि आगे क्या बनाना है। 🚀",
  "{niche} को अपना बनाएं: अपना शहर, अपना बजट, अपनी बोली। बस शुरू करो, परफ़ेक्ट बाद में हो जाएगा! ✨",
  "{niche} पसंद करने वाले बहुत हैं; हर हफ़्ते उसके लिए हाज़िर रहने वाले बहुत कम। वो आप बनिए। 💪",
  "{niche} में छोटे से शुरू करें: इस हफ़्ते तीन पोस्ट, फिर जो सबसे ज़्यादा सेव हो, उसी पर और ज़ोर लगाएं। 📌",
  "{niche} पर अपनी पहली दस पोस्ट को प्रैक्टिस मानें, फ़ैसला नहीं। लोग उन्हीं क्रिएटर्स को ढूंढ पाते हैं जो लगे रहते हैं। 🌱",
  "{niche} फ़ॉलो करने वालों को बारीकी पसंद है। बाकी सबसे एक लेवल गहराई में जाइए, लोग इसी के लिए आपको फ़ॉलो करेंगे। 🔍",
] as const;

/** The same six in Hinglish. */
export const HINGLISH_ENCOURAGEMENTS = [
  "{niche} mein ek nayi awaaz ke liye jagah hai. Ek mahine tak hafte mein teen baar post karo aur comments se jaano ki aage kya banana hai. 🚀",
  "{niche} ko apna banao: apna shehar, apna budget, apni boli. Bas shuru karo, perfect baad mein ho jayega! ✨",
  "{niche} pasand karne wale bahut hain; har hafte uske liye haazir rehne wale bahut kam. Woh aap bano. 💪",
  "{niche} mein chhote se shuru karo: is hafte teen posts, phir jo sabse zyada save ho, usi par aur zor lagao. 📌",
  "{niche} par apni pehli das posts ko practice maano, faisla nahi. Log unhi creators ko dhoondh paate hain jo lage rehte hain. 🌱",
  "{niche} follow karne walon ko detail pasand hai. Baaki sabse ek level gehraai mein jao, log isi ke liye aapko follow karenge. 🔍",
] as const;
