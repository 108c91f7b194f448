import type { SubjectKind, VideoFormat } from "~/lib/topic";
import type { Facet } from "./banks/en/titles.data";
import type { VideoType } from "./youtube-title-generator.form";

// The Hindi page's title patterns, each written twice: in Devanagari and in Hinglish (Roman
// letters), the way Indian creators title their videos. Slots: {s} the subject (with a place that
// qualifies it in front), {A} and {B} the two sides of a comparison; nothing else. Both writings of
// a line say the same thing, so the two banks hold the same lines in the same places. No pattern
// states a number, a price, a time or a result for the creator: those are theirs to add.

/** One line in both writings: [Devanagari, Hinglish]. */
export type TitlePair = readonly [hi: string, hinglish: string];

/**
 * Lines for some kinds (or every kind), for one reading's format or facets when named. A group that
 * names `formats` serves only readings of those formats; `when` needs every facet it lists.
 */
export interface HindiTitleGroup {
  kinds: readonly SubjectKind[] | "any";
  formats?: readonly VideoFormat[];
  when?: readonly Facet[];
  /** Lines for one video type each. */
  byType?: Partial<Record<VideoType, readonly TitlePair[]>>;
  /** Lines that suit every video type. */
  everyType?: readonly TitlePair[];
}

/** Any subject at all: read as a label, so they suit a cat, BGMI, Diwali or a word nobody knows. */
export const HI_ANY: HindiTitleGroup = {
  kinds: "any",
  byType: {
    tutorial: [
      ["{s} को आसान भाषा में समझिए", "{s} Ko Aasaan Bhasha Mein Samjhiye"],
      ["{s}: पूरी जानकारी एक वीडियो में", "{s}: Poori Jaankari Ek Video Mein"],
      ["{s} क्या है और क्यों ज़रूरी है?", "{s} Kya Hai Aur Kyun Zaroori Hai?"],
      ["{s}: शुरुआत करने वालों के लिए पूरी गाइड", "{s}: Beginners Ke Liye Poori Guide"],
      ["{s} के बारे में हर सवाल का जवाब", "{s} Ke Baare Mein Har Sawaal Ka Jawab"],
      ["{s}: वो सब जो आपको पता होना चाहिए", "{s}: Wo Sab Jo Aapko Pata Hona Chahiye"],
      ["{s} समझिए, बिना किसी कन्फ़्यूज़न के", "{s} Samjhiye, Bina Kisi Confusion Ke"],
      ["{s}: सीधी और साफ़ बात", "{s}: Seedhi Aur Saaf Baat"],
      ["{s} की बेसिक बातें, आसान तरीके से", "{s} Ki Basic Baatein, Aasaan Tareeke Se"],
      ["{s}: लोग जो सवाल पूछते हैं, उनके जवाब", "{s}: Log Jo Sawaal Poochte Hain, Unke Jawab"],
      ["{s}: शुरू से आखिर तक समझिए", "{s}: Shuru Se Aakhir Tak Samjhiye"],
      ["{s}: छोटी सी गाइड, काम की बातें", "{s}: Chhoti Si Guide, Kaam Ki Baatein"],
    ],
    list: [
      ["{s} की वो बातें जो कोई नहीं बताता", "{s} Ki Wo Baatein Jo Koi Nahi Batata"],
      ["{s}: टॉप बातें जो आपको पता होनी चाहिए", "{s}: Top Baatein Jo Aapko Pata Honi Chahiye"],
      ["{s} के मज़ेदार फ़ैक्ट्स", "{s} Ke Mazedaar Facts"],
      ["{s} से जुड़े मिथक और सच", "{s} Se Jude Myths Aur Sach"],
      ["{s}: हैरान कर देने वाली बातें", "{s}: Hairaan Kar Dene Wali Baatein"],
      ["{s}: अच्छी बातें, बुरी बातें", "{s}: Achhi Baatein, Buri Baatein"],
      ["{s} के बारे में लोग Google पर क्या पूछते हैं", "{s} Ke Baare Mein Log Google Par Kya Poochte Hain"],
      ["{s}: सबसे ज़रूरी बातें, एक लिस्ट में", "{s}: Sabse Zaroori Baatein, Ek List Mein"],
      ["{s} के सीक्रेट्स जो कम लोग जानते हैं", "{s} Ke Secrets Jo Kam Log Jaante Hain"],
      ["{s}: मेरी पूरी लिस्ट, बिना फ़िल्टर के", "{s}: Meri Poori List, Bina Filter Ke"],
      ["{s} की बातें जिन पर यकीन नहीं होगा", "{s} Ki Baatein Jin Par Yakeen Nahi Hoga"],
      ["{s}: ये गलतफ़हमियां आज ही दूर करें", "{s}: Ye Galatfehmiyan Aaj Hi Door Karein"],
    ],
    review: [
      ["{s} का सच: मेरा ईमानदार रिव्यू", "{s} Ka Sach: Mera Imaandaar Review"],
      ["{s}: क्या सच में इतना हाइप बनता है?", "{s}: Kya Sach Mein Itna Hype Banta Hai?"],
      ["{s}: हाइप बनाम हकीकत", "{s}: Hype vs Haqeeqat"],
      ["{s} पर मेरी सीधी राय", "{s} Par Meri Seedhi Raay"],
      ["{s}: अच्छा, बुरा और हैरान करने वाला", "{s}: Achha, Bura Aur Hairaan Karne Wala"],
      ["{s}: ओवररेटेड या सच में अच्छा?", "{s}: Overrated Ya Sach Mein Achha?"],
      ["{s}: क्या काम करता है, क्या नहीं", "{s}: Kya Kaam Karta Hai, Kya Nahi"],
      ["{s}: वर्थ इट है या नहीं?", "{s}: Worth It Hai Ya Nahi?"],
      ["{s}: फ़ायदे, नुकसान और मेरा फ़ैसला", "{s}: Fayde, Nuksaan Aur Mera Faisla"],
      ["{s} का ईमानदार रिव्यू, बिना फ़िल्टर के", "{s} Ka Honest Review, Bina Filter Ke"],
      ["{s}: मेरा फ़ाइनल फ़ैसला", "{s}: Mera Final Faisla"],
      ["{s}: वो सच जो कोई नहीं बताता", "{s}: Wo Sach Jo Koi Nahi Batata"],
    ],
    vlog: [
      ["{s} व्लॉग: असल में क्या हुआ", "{s} Vlog: Asal Mein Kya Hua"],
      ["{s}: पर्दे के पीछे की कहानी", "{s}: Parde Ke Peeche Ki Kahani"],
      ["{s} व्लॉग: उम्मीद बनाम हकीकत", "{s} Vlog: Ummeed vs Haqeeqat"],
      ["{s} व्लॉग: मस्ती, गलतियां और यादें", "{s} Vlog: Masti, Galtiyan Aur Yaadein"],
      ["{s}: एक दिन, पूरी कहानी", "{s}: Ek Din, Poori Kahani"],
      ["{s} व्लॉग: आज का दिन कैसा रहा", "{s} Vlog: Aaj Ka Din Kaisa Raha"],
      ["मेरा पहला {s} व्लॉग", "Mera Pehla {s} Vlog"],
      ["{s}: बिना स्क्रिप्ट, सीधी बात", "{s}: Bina Script, Seedhi Baat"],
      ["{s} व्लॉग: शुरू से आखिर तक", "{s} Vlog: Shuru Se Aakhir Tak"],
      ["{s} डायरीज़: पहला एपिसोड", "{s} Diaries: Pehla Episode"],
      ["{s} व्लॉग: वो पल जो कैमरे में कैद हो गए", "{s} Vlog: Wo Pal Jo Camere Mein Kaid Ho Gaye"],
      ["{s} व्लॉग: आखिर में मेरी ईमानदार राय", "{s} Vlog: Aakhir Mein Meri Imaandaar Raay"],
    ],
    challenge: [
      ["{s} क्विज़: सिर्फ़ असली फ़ैन ही जीतेंगे", "{s} Quiz: Sirf Asli Fans Hi Jeetenge"],
      ["{s} चैलेंज: हो पाएगा या नहीं?", "{s} Challenge: Ho Payega Ya Nahi?"],
      ["{s} चैलेंज: हारने वाला ट्रीट देगा!", "{s} Challenge: Haarne Wala Treat Dega!"],
      ["{s} के इन सवालों का जवाब दे पाओगे?", "{s} Ke In Sawaalon Ka Jawab De Paoge?"],
      ["{s} चैलेंज: दोस्त बनाम फ़ैमिली", "{s} Challenge: Dost vs Family"],
      ["{s} क्विज़: मेरा स्कोर हराकर दिखाओ", "{s} Quiz: Mera Score Harakar Dikhao"],
      ["{s} चैलेंज: गलत जवाब, डबल सज़ा", "{s} Challenge: Galat Jawab, Double Saza"],
      ["{s} चैलेंज जो कोई पूरा नहीं कर पाता", "{s} Challenge Jo Koi Poora Nahi Kar Pata"],
      ["{s} ट्रिविया: फ़ैमिली एडिशन", "{s} Trivia: Family Edition"],
      ["{s} चैलेंज: टाइम खत्म होने से पहले बताओ", "{s} Challenge: Time Khatam Hone Se Pehle Batao"],
      ["{s} पर कितनी पकड़ है? चलो टेस्ट करें", "{s} Par Kitni Pakad Hai? Chalo Test Karein"],
      ["{s} क्विज़: रोज़ एक सवाल", "{s} Quiz: Roz Ek Sawaal"],
    ],
    shorts: [
      ["{s} की एक बात जो आप नहीं जानते #shorts", "{s} Ki Ek Baat Jo Aap Nahi Jaante #shorts"],
      ["{s}: ये पता था आपको?", "{s}: Ye Pata Tha Aapko?"],
      ["{s}: एक मिनट में समझिए", "{s}: Ek Minute Mein Samjhiye"],
      ["{s}: मिथक या सच? #shorts", "{s}: Myth Ya Sach? #shorts"],
      ["{s} में ये किसी ने नोटिस किया?", "{s} Mein Ye Kisi Ne Notice Kiya?"],
      ["{s}: मेरी बेबाक राय #shorts", "{s}: Meri Bebaak Raay #shorts"],
      ["आखिरी वाला मिस मत करना: {s} एडिशन", "Aakhri Wala Miss Mat Karna: {s} Edition"],
      ["{s} का सच, सीधे शब्दों में", "{s} Ka Sach, Seedhe Shabdon Mein"],
      ["{s}: वो हिस्सा जो कोई नहीं दिखाता", "{s}: Wo Hissa Jo Koi Nahi Dikhata"],
      ["{s}: सहमत हो या नहीं? #shorts", "{s}: Agree Ya Disagree? #shorts"],
      ["{s}: ये बात अजीब है पर सच है", "{s}: Ye Baat Ajeeb Hai Par Sach Hai"],
      ["{s} पर एक फ़टाफ़ट फ़ैक्ट चेक", "{s} Par Ek Fatafat Fact Check"],
    ],
  },
};

/** Lines written for a kind of subject, or for a kind with a facet (a pet, a dish cooked at home). */
export const HI_KINDS: readonly HindiTitleGroup[] = [
  {
    kinds: ["product"],
    byType: {
      tutorial: [
        ["{s} खरीदने से पहले ये वीडियो ज़रूर देखें", "{s} Kharidne Se Pehle Ye Video Zaroor Dekhein"],
        ["{s} को लंबे समय तक कैसे चलाएं", "{s} Ko Lambe Samay Tak Kaise Chalayein"],
        ["{s} खरीदने के बाद सबसे पहले ये करें", "{s} Kharidne Ke Baad Sabse Pehle Ye Karein"],
      ],
      list: [
        ["{s} लेने से पहले ये बातें चेक करें", "{s} Lene Se Pehle Ye Baatein Check Karein"],
        ["{s} के फ़ायदे और नुकसान", "{s} Ke Fayde Aur Nuksaan"],
        ["{s}: ये गलतियां आपके पैसे डुबो देंगी", "{s}: Ye Galtiyan Aapke Paise Duba Dengi"],
      ],
      review: [
        ["{s} का सच: लंबे इस्तेमाल के बाद ईमानदार रिव्यू", "{s} Ka Sach: Lambe Istemaal Ke Baad Honest Review"],
        ["{s} रिव्यू: पैसा वसूल या नहीं?", "{s} Review: Paisa Vasool Ya Nahi?"],
        ["{s} लेना चाहिए या नहीं? सीधी बात", "{s} Lena Chahiye Ya Nahi? Seedhi Baat"],
      ],
      vlog: [
        ["{s} के साथ मेरा पहला हफ़्ता", "{s} Ke Saath Mera Pehla Hafta"],
        ["{s} खरीदने की पूरी कहानी", "{s} Kharidne Ki Poori Kahani"],
        ["{s} से फ़ैमिली को सरप्राइज़ किया", "{s} Se Family Ko Surprise Kiya"],
      ],
      challenge: [
        ["{s} ड्यूरेबिलिटी टेस्ट चैलेंज", "{s} Durability Test Challenge"],
        ["{s} ब्लाइंड टेस्ट: फ़र्क बता पाओगे?", "{s} Blind Test: Farq Bata Paoge?"],
        ["पूरे हफ़्ते सिर्फ़ {s} के भरोसे", "Poore Hafte Sirf {s} Ke Bharose"],
      ],
      shorts: [
        ["{s} लेने से पहले ये देख लो #shorts", "{s} Lene Se Pehle Ye Dekh Lo #shorts"],
        ["{s}: खरीदें या छोड़ें?", "{s}: Khareedein Ya Chhodein?"],
        ["{s} का ये हैक ट्राई किया?", "{s} Ka Ye Hack Try Kiya?"],
      ],
    },
  },
  {
    kinds: ["product"],
    when: ["model"],
    byType: {
      tutorial: [["{s} की सेटिंग्स जो सबसे पहले बदलें", "{s} Ki Settings Jo Sabse Pehle Badlein"]],
      list: [["{s} के छुपे हुए फ़ीचर जो काम के हैं", "{s} Ke Hidden Features Jo Kaam Ke Hain"]],
      review: [["{s}: अपग्रेड करें या रुकें?", "{s}: Upgrade Karein Ya Rukein?"]],
      vlog: [["{s} अनबॉक्सिंग और पहला दिन", "{s} Unboxing Aur Pehla Din"]],
      challenge: [["{s} बनाम मेरा पुराना वाला: असली टेस्ट", "{s} vs Mera Purana Wala: Asli Test"]],
      shorts: [["{s} पर अभी अपग्रेड मत करो #shorts", "{s} Par Abhi Upgrade Mat Karo #shorts"]],
    },
  },
  {
    kinds: ["product"],
    when: ["category"],
    byType: {
      tutorial: [["{s} कैसे चुनें? पूरी गाइड", "{s} Kaise Choose Karein? Poori Guide"]],
      list: [["हर बजट के लिए बेस्ट {s}", "Har Budget Ke Liye Best {s}"]],
      review: [["{s}: सस्ता या महंगा, कौन सा लें?", "{s}: Sasta Ya Mehenga, Kaunsa Lein?"]],
      vlog: [["{s} की शॉपिंग: क्या-क्या देखा", "{s} Ki Shopping: Kya-Kya Dekha"]],
      challenge: [["{s}: सस्ता बनाम महंगा, फ़र्क पहचानो", "{s}: Sasta vs Mehenga, Farq Pehchano"]],
      shorts: [["कौन सा {s} लें? #shorts", "Kaunsa {s} Lein? #shorts"]],
    },
  },
  {
    kinds: ["brand"],
    byType: {
      tutorial: [
        ["{s} से खरीदने से पहले ये देख लें", "{s} Se Kharidne Se Pehle Ye Dekh Lein"],
        ["{s} की सेल में पैसे कैसे बचाएं", "{s} Ki Sale Mein Paise Kaise Bachayein"],
        ["{s} के छुपे हुए ट्रिक्स जो कोई नहीं बताता", "{s} Ke Hidden Tricks Jo Koi Nahi Batata"],
      ],
      list: [
        ["{s} की चीज़ें जो सच में पैसे के लायक हैं", "{s} Ki Cheezein Jo Sach Mein Paise Ke Layak Hain"],
        ["{s} के बेस्ट प्रोडक्ट: मेरी लिस्ट", "{s} Ke Best Products: Meri List"],
        ["{s} से खरीदते समय होने वाली गलतियां", "{s} Se Kharidte Samay Hone Wali Galtiyan"],
      ],
      review: [
        ["{s} का सच: जितना दिखता है, उतना है?", "{s} Ka Sach: Jitna Dikhta Hai, Utna Hai?"],
        ["एक हफ़्ता सिर्फ़ {s}: ईमानदार रिव्यू", "Ek Hafta Sirf {s}: Honest Review"],
        ["{s}: क्या पसंद आया, क्या नहीं", "{s}: Kya Pasand Aaya, Kya Nahi"],
      ],
      vlog: [
        ["{s} स्टोर विज़िट व्लॉग", "{s} Store Visit Vlog"],
        ["{s} हॉल व्लॉग: क्या लिया, क्या छोड़ा", "{s} Haul Vlog: Kya Liya, Kya Chhoda"],
        ["एक दिन सिर्फ़ {s} के साथ", "Ek Din Sirf {s} Ke Saath"],
      ],
      challenge: [
        ["पूरा दिन सिर्फ़ {s} चैलेंज", "Poora Din Sirf {s} Challenge"],
        ["{s} बनाम बाकी ब्रांड: ब्लाइंड चैलेंज", "{s} vs Baaki Brands: Blind Challenge"],
        ["{s} के प्रोडक्ट पहचानो चैलेंज", "{s} Ke Products Pehchano Challenge"],
      ],
      shorts: [
        ["{s}: ओवररेटेड या अंडररेटेड?", "{s}: Overrated Ya Underrated?"],
        ["{s} का ये छुपा हुआ हीरा देखा?", "{s} Ka Ye Hidden Gem Dekha?"],
        ["{s} से कुछ भी लेने से पहले ये देखो", "{s} Se Kuch Bhi Lene Se Pehle Ye Dekho"],
      ],
    },
  },
  {
    kinds: ["place"],
    byType: {
      tutorial: [["{s} जाने से पहले ये ज़रूर जान लें", "{s} Jaane Se Pehle Ye Zaroor Jaan Lein"]],
      list: [["{s} के हिडन जेम्स", "{s} Ke Hidden Gems"]],
      review: [["{s}: पैसा वसूल या टूरिस्ट ट्रैप?", "{s}: Paisa Vasool Ya Tourist Trap?"]],
      vlog: [["{s} व्लॉग: क्या देखा, क्या खाया", "{s} Vlog: Kya Dekha, Kya Khaya"]],
      challenge: [["{s} कम बजट में: हो पाएगा?", "{s} Kam Budget Mein: Ho Payega?"]],
      shorts: [["{s}: जाएं या छोड़ें?", "{s}: Jaayein Ya Chhodein?"]],
    },
  },
  {
    kinds: ["place"],
    when: ["named"],
    byType: {
      tutorial: [
        ["{s} ट्रिप प्लान: कहां रुकें, क्या खाएं, कहां घूमें", "{s} Trip Plan: Kahan Rukein, Kya Khayein, Kahan Ghoomein"],
        ["पहली बार {s} जा रहे हैं? ये देख लें", "Pehli Baar {s} Ja Rahe Hain? Ye Dekh Lein"],
      ],
      list: [
        ["{s} में घूमने की जगहें जो मिस नहीं करनी चाहिए", "{s} Mein Ghoomne Ki Jagahein Jo Miss Nahi Karni Chahiye"],
        ["{s} में टूरिस्ट की आम गलतियां", "{s} Mein Tourists Ki Common Galtiyan"],
      ],
      review: [
        ["क्या {s} ओवरहाइप्ड है? ईमानदार रिव्यू", "Kya {s} Overhyped Hai? Honest Review"],
        ["{s} ट्रिप का पूरा हिसाब: वर्थ था या नहीं?", "{s} Trip Ka Poora Hisaab: Worth Tha Ya Nahi?"],
      ],
      vlog: [
        ["{s} ट्रिप व्लॉग: पहला दिन", "{s} Trip Vlog: Pehla Din"],
        ["दोस्तों के साथ {s} ट्रिप", "Doston Ke Saath {s} Trip"],
      ],
      challenge: [
        ["{s} में एक दिन, कम से कम खर्च में", "{s} Mein Ek Din, Kam Se Kam Kharche Mein"],
        ["{s} की ये जगहें पहचानो चैलेंज", "{s} Ki Ye Jagahein Pehchano Challenge"],
      ],
      shorts: [
        ["{s} का ये साइड किसी ने नहीं दिखाया", "{s} Ka Ye Side Kisi Ne Nahi Dikhaya"],
        ["{s} जाने का सबसे अच्छा समय कौन सा है?", "{s} Jaane Ka Sabse Achha Time Kaunsa Hai?"],
      ],
    },
  },
  {
    kinds: ["place"],
    when: ["common"],
    byType: {
      tutorial: [
        ["सही {s} कैसे चुनें? आसान टिप्स", "Sahi {s} Kaise Chunein? Aasaan Tips"],
        ["{s} जाने से पहले ये बातें ध्यान रखें", "{s} Jaane Se Pehle Ye Baatein Dhyan Rakhein"],
      ],
      list: [
        ["शहर के बेस्ट {s}: मेरी लिस्ट", "Shehar Ke Best {s}: Meri List"],
        ["{s} में ये गलतियां मत करना", "{s} Mein Ye Galtiyan Mat Karna"],
      ],
      review: [
        ["{s} रिव्यू: दाम, माहौल और मेरा फ़ैसला", "{s} Review: Daam, Mahaul Aur Mera Faisla"],
        ["वायरल {s} गए: क्या सच में इतना अच्छा है?", "Viral {s} Gaye: Kya Sach Mein Itna Achha Hai?"],
      ],
      vlog: [
        ["{s} में एक दिन: पूरा व्लॉग", "{s} Mein Ek Din: Poora Vlog"],
        ["नए {s} में पहली बार", "Naye {s} Mein Pehli Baar"],
      ],
      challenge: [
        ["सबसे सस्ता बनाम सबसे महंगा {s}", "Sabse Sasta vs Sabse Mehenga {s}"],
        ["एक ही दिन में शहर के सारे {s}", "Ek Hi Din Mein Shehar Ke Saare {s}"],
      ],
      shorts: [
        ["{s} जाने से पहले ये देख लो #shorts", "{s} Jaane Se Pehle Ye Dekh Lo #shorts"],
        ["{s}: जाएं या नहीं? सीधा जवाब", "{s}: Jaayein Ya Nahi? Seedha Jawab"],
      ],
    },
  },
  {
    kinds: ["food"],
    byType: {
      tutorial: [["{s}: सही स्वाद का असली राज़", "{s}: Sahi Swaad Ka Asli Raaz"]],
      list: [["{s} के अलग-अलग स्टाइल जो ट्राई करने चाहिए", "{s} Ke Alag-Alag Style Jo Try Karne Chahiye"]],
      review: [["{s} टेस्ट रिव्यू: स्वाद, दाम और मेरी राय", "{s} Taste Review: Swaad, Daam Aur Meri Raay"]],
      vlog: [["{s} की तलाश में पूरा दिन: फ़ूड व्लॉग", "{s} Ki Talaash Mein Poora Din: Food Vlog"]],
      challenge: [["{s} टेस्ट चैलेंज: आंख बंद करके पहचानो", "{s} Taste Challenge: Aankh Band Karke Pehchano"]],
      shorts: [["{s} का ये ट्रिक पता था?", "{s} Ka Ye Trick Pata Tha?"]],
    },
  },
  {
    kinds: ["food"],
    when: ["how-to"],
    byType: {
      tutorial: [
        ["घर पर ढाबा स्टाइल {s} | आसान रेसिपी", "Ghar Par Dhaba Style {s} | Aasaan Recipe"],
        ["{s} बनाने का सबसे आसान तरीका", "{s} Banane Ka Sabse Aasaan Tareeka"],
      ],
      list: [
        ["{s} बनाते समय होने वाली आम गलतियां", "{s} Banate Samay Hone Wali Common Galtiyan"],
        ["{s} को परफ़ेक्ट बनाने के टिप्स", "{s} Ko Perfect Banane Ke Tips"],
      ],
      review: [
        ["वायरल {s} रेसिपी ट्राई की: सच में अच्छी है?", "Viral {s} Recipe Try Ki: Sach Mein Achhi Hai?"],
        ["{s}: मम्मी की रेसिपी बनाम YouTube की रेसिपी", "{s}: Mummy Ki Recipe vs YouTube Ki Recipe"],
      ],
      vlog: [
        ["संडे स्पेशल: घर पर {s} बनाया", "Sunday Special: Ghar Par {s} Banaya"],
        ["फ़ैमिली के लिए {s} बनाने का व्लॉग", "Family Ke Liye {s} Banane Ka Vlog"],
      ],
      challenge: [
        ["पहली बार {s} बनाने का चैलेंज", "Pehli Baar {s} Banane Ka Challenge"],
        ["कम सामान में {s} बनाने का चैलेंज", "Kam Saamaan Mein {s} Banane Ka Challenge"],
      ],
      shorts: [
        ["{s} रेसिपी फ़टाफ़ट #shorts", "{s} Recipe Fatafat #shorts"],
        ["{s} में ये डालकर देखो", "{s} Mein Ye Daalkar Dekho"],
      ],
    },
  },
  {
    kinds: ["food"],
    when: ["eat-out"],
    byType: {
      tutorial: [
        ["{s} कहां खाएं? पूरी गाइड", "{s} Kahan Khayein? Poori Guide"],
        ["असली {s} कैसे पहचानें", "Asli {s} Kaise Pehchanein"],
      ],
      list: [
        ["{s} की बेस्ट जगहें: मेरी लिस्ट", "{s} Ki Best Jagahein: Meri List"],
        ["{s} खाते समय ये गलतियां मत करना", "{s} Khate Samay Ye Galtiyan Mat Karna"],
      ],
      review: [
        ["{s} का सच: इतनी लंबी लाइन क्यों?", "{s} Ka Sach: Itni Lambi Line Kyun?"],
        ["सबसे फ़ेमस {s}: ईमानदार रिव्यू", "Sabse Famous {s}: Honest Review"],
      ],
      vlog: [
        ["{s} फ़ूड वॉक: पूरा दिन सिर्फ़ खाना", "{s} Food Walk: Poora Din Sirf Khana"],
        ["{s} के लिए शहर भर में घूमे", "{s} Ke Liye Shehar Bhar Mein Ghoome"],
      ],
      challenge: [
        ["सस्ता बनाम महंगा {s}: कौन जीता?", "Sasta vs Mehenga {s}: Kaun Jeeta?"],
        ["{s} फ़ूड चैलेंज: कितना खा पाओगे?", "{s} Food Challenge: Kitna Kha Paoge?"],
      ],
      shorts: [
        ["{s} के लिए ये जगह मिस मत करना", "{s} Ke Liye Ye Jagah Miss Mat Karna"],
        ["{s}: खाएं या छोड़ें? #shorts", "{s}: Khayein Ya Chhodein? #shorts"],
      ],
    },
  },
  {
    kinds: ["activity"],
    byType: {
      tutorial: [
        ["{s} कैसे शुरू करें? शुरुआत करने वालों के लिए", "{s} Kaise Shuru Karein? Beginners Ke Liye"],
        ["{s} में जल्दी बेहतर होने के तरीके", "{s} Mein Jaldi Better Hone Ke Tareeke"],
        ["{s} की सही तकनीक, आसान भाषा में", "{s} Ki Sahi Technique, Aasaan Bhasha Mein"],
      ],
      list: [
        ["{s} में शुरुआती लोगों की आम गलतियां", "{s} Mein Beginners Ki Common Galtiyan"],
        ["{s} के लिए ज़रूरी चीज़ें", "{s} Ke Liye Zaroori Cheezein"],
        ["{s} सीखते हुए जो मैंने सीखा", "{s} Seekhte Hue Jo Maine Seekha"],
      ],
      review: [
        ["{s} के लिए सही सामान: क्या लें, क्या नहीं", "{s} Ke Liye Sahi Saamaan: Kya Lein, Kya Nahi"],
        ["{s} क्लास जॉइन की: वर्थ है?", "{s} Class Join Ki: Worth Hai?"],
        ["{s} से सच में फ़र्क पड़ता है? मेरा अनुभव", "{s} Se Sach Mein Farq Padta Hai? Mera Experience"],
      ],
      vlog: [
        ["{s} रूटीन: मेरे साथ पूरा दिन", "{s} Routine: Mere Saath Poora Din"],
        ["पहली बार {s} ट्राई किया", "Pehli Baar {s} Try Kiya"],
        ["{s} डायरी: हर दिन थोड़ा बेहतर", "{s} Diary: Har Din Thoda Better"],
      ],
      challenge: [
        ["बिगिनर बनाम प्रो: {s} चैलेंज", "Beginner vs Pro: {s} Challenge"],
        ["रोज़ {s} का चैलेंज: क्या बदला?", "Roz {s} Ka Challenge: Kya Badla?"],
        ["{s} चैलेंज: दोस्तों के साथ मुकाबला", "{s} Challenge: Doston Ke Saath Muqabla"],
      ],
      shorts: [
        ["{s} का ये टिप आज़माओ #shorts", "{s} Ka Ye Tip Aazmao #shorts"],
        ["{s} में ये गलती मत करना", "{s} Mein Ye Galti Mat Karna"],
        ["{s}: शुरुआती बनाम प्रो", "{s}: Shuruaati vs Pro"],
      ],
    },
  },
  {
    kinds: ["animal"],
    byType: {
      tutorial: [["{s} के बारे में ज़रूरी जानकारी", "{s} Ke Baare Mein Zaroori Jaankari"]],
      list: [["{s} के बारे में मज़ेदार बातें", "{s} Ke Baare Mein Mazedaar Baatein"]],
      review: [["{s}: जो हम सोचते हैं बनाम सच", "{s}: Jo Hum Sochte Hain vs Sach"]],
      vlog: [["{s} के साथ एक दिन", "{s} Ke Saath Ek Din"]],
      challenge: [["{s} क्विज़: कितना जानते हो?", "{s} Quiz: Kitna Jaante Ho?"]],
      shorts: [["{s} की ये आदत देखी है?", "{s} Ki Ye Aadat Dekhi Hai?"]],
    },
  },
  {
    kinds: ["animal"],
    when: ["pet"],
    byType: {
      tutorial: [
        ["{s} की देखभाल कैसे करें: पूरी गाइड", "{s} Ki Dekhbhal Kaise Karein: Poori Guide"],
        ["घर में {s} लाने से पहले ये जान लें", "Ghar Mein {s} Laane Se Pehle Ye Jaan Lein"],
      ],
      list: [
        ["{s} पालने वालों की आम गलतियां", "{s} Paalne Walon Ki Common Galtiyan"],
        ["{s} के लिए ज़रूरी सामान", "{s} Ke Liye Zaroori Saamaan"],
      ],
      review: [
        ["{s} का खाना: हमने क्या ट्राई किया", "{s} Ka Khana: Humne Kya Try Kiya"],
        ["{s} के खिलौने: कौन से काम के हैं?", "{s} Ke Toys: Kaunse Kaam Ke Hain?"],
      ],
      vlog: [
        ["मेरे {s} के साथ पूरा दिन", "Mere {s} Ke Saath Poora Din"],
        ["{s} का घर पर पहला दिन", "{s} Ka Ghar Par Pehla Din"],
      ],
      challenge: [
        ["{s} के साथ खिलौना छुपाओ चैलेंज", "{s} Ke Saath Toy Chhupao Challenge"],
        ["{s} बनाम नया खिलौना: रिएक्शन चैलेंज", "{s} vs Naya Toy: Reaction Challenge"],
      ],
      shorts: [
        ["{s} की ये हरकत देखो #shorts", "{s} Ki Ye Harkat Dekho #shorts"],
        ["{s} पालने वाले ये ज़रूर देखें", "{s} Paalne Wale Ye Zaroor Dekhein"],
      ],
    },
  },
  {
    kinds: ["animal"],
    when: ["wild"],
    byType: {
      tutorial: [
        ["{s} को जंगल में कैसे देखें: ज़रूरी बातें", "{s} Ko Jungle Mein Kaise Dekhein: Zaroori Baatein"],
        ["{s} के बारे में सही जानकारी, बिना डर के", "{s} Ke Baare Mein Sahi Jaankari, Bina Dar Ke"],
      ],
      list: [
        ["{s} के बारे में हैरान कर देने वाले फ़ैक्ट्स", "{s} Ke Baare Mein Hairaan Kar Dene Wale Facts"],
        ["{s} से जुड़े मिथक जो सच नहीं हैं", "{s} Se Jude Myths Jo Sach Nahi Hain"],
      ],
      review: [
        ["{s} सफ़ारी: वर्थ थी या नहीं?", "{s} Safari: Worth Thi Ya Nahi?"],
        ["{s} देखने की जगहें: ईमानदार रिव्यू", "{s} Dekhne Ki Jagahein: Honest Review"],
      ],
      vlog: [
        ["{s} की तलाश में सफ़ारी व्लॉग", "{s} Ki Talaash Mein Safari Vlog"],
        ["जंगल में {s} से आमना-सामना", "Jungle Mein {s} Se Aamna-Saamna"],
      ],
      challenge: [
        ["{s} फ़ैक्ट्स: सच या झूठ चैलेंज", "{s} Facts: Sach Ya Jhooth Challenge"],
        ["{s} को पहचानो: सिर्फ़ आवाज़ से", "{s} Ko Pehchano: Sirf Awaaz Se"],
      ],
      shorts: [
        ["{s} का ये रूप कभी देखा?", "{s} Ka Ye Roop Kabhi Dekha?"],
        ["{s} के बारे में ये सच है? #shorts", "{s} Ke Baare Mein Ye Sach Hai? #shorts"],
      ],
    },
  },
  {
    kinds: ["person"],
    byType: {
      tutorial: [["{s} से सीखने लायक बातें", "{s} Se Seekhne Layak Baatein"]],
      list: [["{s} की आदतें जो सबको अपनानी चाहिए", "{s} Ki Aadatein Jo Sabko Apnani Chahiye"]],
      review: [["{s}: लोग जो सोचते हैं बनाम सच", "{s}: Log Jo Sochte Hain vs Sach"]],
      vlog: [["{s} की ज़िंदगी का एक दिन", "{s} Ki Zindagi Ka Ek Din"]],
      challenge: [["{s} क्विज़: कितना जानते हैं आप?", "{s} Quiz: Kitna Jaante Hain Aap?"]],
      shorts: [["{s} की ये बात दिल छू गई", "{s} Ki Ye Baat Dil Chhoo Gayi"]],
    },
  },
  {
    kinds: ["person"],
    when: ["named"],
    byType: {
      tutorial: [
        ["{s} की कामयाबी का राज़", "{s} Ki Success Ka Raaz"],
        ["{s} का सफ़र: शुरू से आज तक", "{s} Ka Safar: Shuru Se Aaj Tak"],
      ],
      list: [
        ["{s} के बारे में बातें जो कम लोग जानते हैं", "{s} Ke Baare Mein Baatein Jo Kam Log Jaante Hain"],
        ["{s} के यादगार पल", "{s} Ke Yaadgaar Pal"],
      ],
      review: [
        ["{s} का करियर: ओवररेटेड या लेजेंड?", "{s} Ka Career: Overrated Ya Legend?"],
        ["{s} पर मेरी ईमानदार राय", "{s} Par Meri Imaandaar Raay"],
      ],
      vlog: [
        ["{s} के फ़ैन की नज़र से: व्लॉग", "{s} Ke Fan Ki Nazar Se: Vlog"],
        ["{s} फ़ैन व्लॉग: पूरा दिन उनकी बातें", "{s} Fan Vlog: Poora Din Unki Baatein"],
      ],
      challenge: [
        ["{s} क्विज़: सिर्फ़ सच्चे फ़ैन पास होंगे", "{s} Quiz: Sirf Sacche Fans Pass Honge"],
        ["{s} की तरह एक दिन जीने का चैलेंज", "{s} Ki Tarah Ek Din Jeene Ka Challenge"],
      ],
      shorts: [
        ["{s} का ये पल याद है?", "{s} Ka Ye Pal Yaad Hai?"],
        ["{s} के बारे में ये पता था? #shorts", "{s} Ke Baare Mein Ye Pata Tha? #shorts"],
      ],
    },
  },
  {
    kinds: ["person"],
    when: ["common"],
    byType: {
      tutorial: [
        ["बेहतर {s} कैसे बनें? काम की टिप्स", "Better {s} Kaise Banein? Kaam Ki Tips"],
        ["हर {s} को ये बातें पता होनी चाहिए", "Har {s} Ko Ye Baatein Pata Honi Chahiye"],
      ],
      list: [
        ["{s} की ज़िंदगी की सच्ची बातें", "{s} Ki Zindagi Ki Sacchi Baatein"],
        ["{s} की आम गलतियां और उनका हल", "{s} Ki Common Galtiyan Aur Unka Hal"],
      ],
      review: [
        ["{s} की ज़िंदगी: उम्मीद बनाम हकीकत", "{s} Ki Zindagi: Ummeed vs Haqeeqat"],
        ["{s} के लिए काम की चीज़ें: ईमानदार रिव्यू", "{s} Ke Liye Kaam Ki Cheezein: Honest Review"],
      ],
      vlog: [
        ["एक {s} का पूरा दिन: व्लॉग", "Ek {s} Ka Poora Din: Vlog"],
        ["{s} की सुबह की रूटीन", "{s} Ki Subah Ki Routine"],
      ],
      challenge: [
        ["एक दिन {s} बनकर देखा: चैलेंज", "Ek Din {s} Banke Dekha: Challenge"],
        ["{s} बनाम बाकी सब: क्विज़ चैलेंज", "{s} vs Baaki Sab: Quiz Challenge"],
      ],
      shorts: [
        ["हर {s} इससे रिलेट करेगा", "Har {s} Isse Relate Karega"],
        ["{s} लाइफ़ का सच #shorts", "{s} Life Ka Sach #shorts"],
      ],
    },
  },
  {
    kinds: ["event"],
    byType: {
      tutorial: [["{s} की तैयारी कैसे करें: पूरी गाइड", "{s} Ki Taiyari Kaise Karein: Poori Guide"]],
      list: [["{s} से जुड़ी बातें जो आपको पता होनी चाहिए", "{s} Se Judi Baatein Jo Aapko Pata Honi Chahiye"]],
      review: [["{s}: उम्मीद बनाम हकीकत", "{s}: Ummeed vs Haqeeqat"]],
      vlog: [["{s} व्लॉग: पूरा दिन, पूरी मस्ती", "{s} Vlog: Poora Din, Poori Masti"]],
      challenge: [["{s} क्विज़: कौन जीतेगा?", "{s} Quiz: Kaun Jeetega?"]],
      shorts: [["{s} का ये पल मिस मत करना", "{s} Ka Ye Pal Miss Mat Karna"]],
    },
  },
  {
    kinds: ["event"],
    when: ["festive"],
    byType: {
      tutorial: [
        ["{s} की सजावट के आसान आइडिया", "{s} Ki Sajawat Ke Aasaan Ideas"],
        ["{s} की तैयारी कम बजट में कैसे करें", "{s} Ki Taiyari Kam Budget Mein Kaise Karein"],
      ],
      list: [
        ["{s} पर ट्राई करने लायक चीज़ें", "{s} Par Try Karne Layak Cheezein"],
        ["{s} की परंपराएं और उनका मतलब", "{s} Ki Paramparayein Aur Unka Matlab"],
      ],
      review: [
        ["{s} की शॉपिंग: क्या लिया, क्या पछताए", "{s} Ki Shopping: Kya Liya, Kya Pachhtaye"],
        ["{s} गिफ़्ट आइडिया: क्या सच में काम के हैं?", "{s} Gift Ideas: Kya Sach Mein Kaam Ke Hain?"],
      ],
      vlog: [
        ["{s} व्लॉग: फ़ैमिली के साथ पूरा दिन", "{s} Vlog: Family Ke Saath Poora Din"],
        ["{s} की तैयारी से जश्न तक: व्लॉग", "{s} Ki Taiyari Se Jashn Tak: Vlog"],
      ],
      challenge: [
        ["{s} स्पेशल चैलेंज: फ़ैमिली बनाम दोस्त", "{s} Special Challenge: Family vs Dost"],
        ["{s} की मिठाई पहचानो चैलेंज", "{s} Ki Mithai Pehchano Challenge"],
      ],
      shorts: [
        ["{s} की शुभकामनाएं, हमारी तरफ़ से", "{s} Ki Shubhkamnayein, Hamari Taraf Se"],
        ["{s} पर ये ज़रूर करना #shorts", "{s} Par Ye Zaroor Karna #shorts"],
      ],
    },
  },
  {
    kinds: ["event"],
    when: ["sport"],
    byType: {
      tutorial: [
        ["{s} के नियम आसान भाषा में", "{s} Ke Rules Aasaan Bhasha Mein"],
        ["{s} को फ़ॉलो कैसे करें: शुरुआत करने वालों के लिए", "{s} Ko Follow Kaise Karein: Beginners Ke Liye"],
      ],
      list: [
        ["{s} के सबसे यादगार पल", "{s} Ke Sabse Yaadgaar Pal"],
        ["{s} के बारे में रोचक बातें", "{s} Ke Baare Mein Rochak Baatein"],
      ],
      review: [
        ["{s}: कौन सी टीम सबसे मज़बूत?", "{s}: Kaunsi Team Sabse Mazboot?"],
        ["{s} पर मेरा ईमानदार एनालिसिस", "{s} Par Mera Honest Analysis"],
      ],
      vlog: [
        ["स्टेडियम में {s}: मैच डे व्लॉग", "Stadium Mein {s}: Match Day Vlog"],
        ["दोस्तों के साथ {s} वॉच पार्टी", "Doston Ke Saath {s} Watch Party"],
      ],
      challenge: [
        ["{s} क्विज़: असली फ़ैन कौन?", "{s} Quiz: Asli Fan Kaun?"],
        ["{s} प्रेडिक्शन चैलेंज", "{s} Prediction Challenge"],
      ],
      shorts: [
        ["{s} का सबसे बड़ा पल #shorts", "{s} Ka Sabse Bada Pal #shorts"],
        ["{s}: आपकी फ़ेवरेट टीम कौन सी?", "{s}: Aapki Favourite Team Kaunsi?"],
      ],
    },
  },
  {
    kinds: ["study"],
    byType: {
      tutorial: [
        ["{s} की तैयारी कैसे करें: पूरा प्लान", "{s} Ki Taiyari Kaise Karein: Poora Plan"],
        ["{s} शुरुआत से, आसान भाषा में", "{s} Shuruaat Se, Aasaan Bhasha Mein"],
        ["{s} का स्टडी प्लान जो सच में काम करे", "{s} Ka Study Plan Jo Sach Mein Kaam Kare"],
      ],
      list: [
        ["{s} की तैयारी में होने वाली गलतियां", "{s} Ki Taiyari Mein Hone Wali Galtiyan"],
        ["{s} के लिए बेस्ट किताबें और रिसोर्स", "{s} Ke Liye Best Books Aur Resources"],
        ["{s} टॉपर्स की आदतें", "{s} Toppers Ki Aadatein"],
      ],
      review: [
        ["{s} के लिए कोचिंग ज़रूरी है या नहीं?", "{s} Ke Liye Coaching Zaroori Hai Ya Nahi?"],
        ["{s} की ऑनलाइन क्लास: वर्थ है?", "{s} Online Class: Worth Hai?"],
        ["{s} की किताबें: कौन सी लें?", "{s} Books: Kaunsi Lein?"],
      ],
      vlog: [
        ["{s} की तैयारी में मेरा पूरा दिन", "{s} Ki Taiyari Mein Mera Poora Din"],
        ["{s} स्टडी व्लॉग: पढ़ाई, ब्रेक और चाय", "{s} Study Vlog: Padhai, Break Aur Chai"],
        ["{s} रिवीज़न डे: व्लॉग", "{s} Revision Day: Vlog"],
      ],
      challenge: [
        ["{s} क्विज़: कितने सवाल सही कर पाओगे?", "{s} Quiz: Kitne Sawaal Sahi Kar Paoge?"],
        ["एक हफ़्ता रोज़ {s} पढ़ने का चैलेंज", "Ek Hafta Roz {s} Padhne Ka Challenge"],
        ["फ़ोन बंद, सिर्फ़ {s}: चैलेंज", "Phone Band, Sirf {s}: Challenge"],
      ],
      shorts: [
        ["{s} का ये ट्रिक याद कर लो #shorts", "{s} Ka Ye Trick Yaad Kar Lo #shorts"],
        ["{s} के स्टूडेंट्स ये ज़रूर देखें", "{s} Students Ye Zaroor Dekhein"],
        ["{s}: एक सवाल, आपका जवाब?", "{s}: Ek Sawaal, Aapka Jawab?"],
      ],
    },
  },
  {
    kinds: ["game"],
    when: ["whole"],
    byType: {
      tutorial: [
        ["{s} में प्रो कैसे बनें: पूरी गाइड", "{s} Mein Pro Kaise Banein: Poori Guide"],
        ["{s} शुरू करने वालों के लिए ज़रूरी टिप्स", "{s} Beginners Ke Liye Zaroori Tips"],
        ["{s} में जीतने की ट्रिक्स", "{s} Mein Jeetne Ki Tricks"],
      ],
      list: [
        ["{s} में नए खिलाड़ियों की आम गलतियां", "{s} Mein Naye Players Ki Common Galtiyan"],
        ["{s} के छुपे हुए फ़ीचर", "{s} Ke Hidden Features"],
        ["{s} के मज़ेदार पल", "{s} Ke Funny Moments"],
      ],
      review: [
        ["{s} अभी भी खेलने लायक है?", "{s} Abhi Bhi Khelne Layak Hai?"],
        ["{s} का नया अपडेट: अच्छा या बुरा?", "{s} Ka Naya Update: Achha Ya Bura?"],
        ["{s}: टाइमपास या सच में मज़ेदार?", "{s}: Timepass Ya Sach Mein Mazedaar?"],
      ],
      vlog: [
        ["{s} खेलते हुए पूरा दिन", "{s} Khelte Hue Poora Din"],
        ["दोस्तों के साथ {s} नाइट", "Doston Ke Saath {s} Night"],
        ["{s} सेशन: जीत, हार और मस्ती", "{s} Session: Jeet, Haar Aur Masti"],
      ],
      challenge: [
        ["नूब से प्रो तक: {s} चैलेंज", "Noob Se Pro Tak: {s} Challenge"],
        ["{s} में बिना हारे कितने मैच?", "{s} Mein Bina Haare Kitne Match?"],
        ["{s}: हारने वाला सज़ा भुगतेगा", "{s}: Haarne Wala Saza Bhugtega"],
      ],
      shorts: [
        ["{s} का ये ट्रिक किसी को नहीं पता", "{s} Ka Ye Trick Kisi Ko Nahi Pata"],
        ["{s} में ये मोमेंट देखो #shorts", "{s} Mein Ye Moment Dekho #shorts"],
        ["{s} खिलाड़ी ये ज़रूर देखें", "{s} Players Ye Zaroor Dekhein"],
      ],
    },
  },
  {
    kinds: ["show"],
    byType: {
      tutorial: [
        ["{s} देखने से पहले ये जान लें", "{s} Dekhne Se Pehle Ye Jaan Lein"],
        ["{s} की कहानी आसान भाषा में", "{s} Ki Kahani Aasaan Bhasha Mein"],
        ["{s} कहां और कैसे देखें", "{s} Kahan Aur Kaise Dekhein"],
      ],
      list: [
        ["{s} के बेस्ट सीन", "{s} Ke Best Scenes"],
        ["{s} की ये बातें किसी ने नोटिस नहीं कीं", "{s} Ki Ye Baatein Kisi Ne Notice Nahi Ki"],
        ["{s} जैसी और चीज़ें जो देखनी चाहिए", "{s} Jaisi Aur Cheezein Jo Dekhni Chahiye"],
      ],
      review: [
        ["{s} रिव्यू: बिना स्पॉइलर", "{s} Review: Bina Spoiler"],
        ["{s}: देखें या छोड़ें?", "{s}: Dekhein Ya Chhodein?"],
        ["{s} का सच: हाइप जितना दम है?", "{s} Ka Sach: Hype Jitna Dum Hai?"],
      ],
      vlog: [
        ["{s} देखने का पूरा अनुभव: व्लॉग", "{s} Dekhne Ka Poora Experience: Vlog"],
        ["{s} नाइट: दोस्तों के साथ देखा", "{s} Night: Doston Ke Saath Dekha"],
        ["{s} फ़र्स्ट डे फ़र्स्ट शो व्लॉग", "{s} First Day First Show Vlog"],
      ],
      challenge: [
        ["{s} क्विज़: डायलॉग पहचानो", "{s} Quiz: Dialogue Pehchano"],
        ["{s} के सीन पहचानो चैलेंज", "{s} Scenes Pehchano Challenge"],
        ["{s} फ़ैन टेस्ट: कितना याद है?", "{s} Fan Test: Kitna Yaad Hai?"],
      ],
      shorts: [
        ["{s} का ये सीन मिस किया?", "{s} Ka Ye Scene Miss Kiya?"],
        ["{s}: हिट या फ़्लॉप? #shorts", "{s}: Hit Ya Flop? #shorts"],
        ["{s} की ये डिटेल किसी ने नोटिस की?", "{s} Ki Ye Detail Kisi Ne Notice Ki?"],
      ],
    },
  },
  {
    kinds: ["field"],
    byType: {
      tutorial: [
        ["{s} की शुरुआत कैसे करें: आसान गाइड", "{s} Ki Shuruaat Kaise Karein: Aasaan Guide"],
        ["{s} के बेसिक्स, बिना भारी शब्दों के", "{s} Ke Basics, Bina Bhaari Shabdon Ke"],
        ["{s} को रोज़ की ज़िंदगी में कैसे इस्तेमाल करें", "{s} Ko Roz Ki Zindagi Mein Kaise Use Karein"],
      ],
      list: [
        ["{s} के बारे में आम गलतफ़हमियां", "{s} Ke Baare Mein Common Galatfehmiyan"],
        ["{s} सीखने के लिए बेस्ट फ़्री रिसोर्स", "{s} Seekhne Ke Liye Best Free Resources"],
        ["{s} में शुरुआत करने वालों की गलतियां", "{s} Mein Beginners Ki Galtiyan"],
      ],
      review: [
        ["{s} के कोर्स: कौन सा वर्थ है?", "{s} Courses: Kaunsa Worth Hai?"],
        ["{s} पर वायरल सलाह: सच या झूठ?", "{s} Par Viral Advice: Sach Ya Jhooth?"],
        ["{s} के ट्रेंड: टिकेंगे या नहीं?", "{s} Trends: Tikenge Ya Nahi?"],
      ],
      vlog: [
        ["{s} में काम करने वालों का एक दिन", "{s} Mein Kaam Karne Walon Ka Ek Din"],
        ["{s} सीखने का मेरा सफ़र", "{s} Seekhne Ka Mera Safar"],
        ["{s} इवेंट व्लॉग: क्या नया सीखा", "{s} Event Vlog: Kya Naya Seekha"],
      ],
      challenge: [
        ["{s} क्विज़: आप कितना जानते हैं?", "{s} Quiz: Aap Kitna Jaante Hain?"],
        ["एक महीना {s} सीखने का चैलेंज", "Ek Mahina {s} Seekhne Ka Challenge"],
        ["{s}: सच या मिथक चैलेंज", "{s}: Sach Ya Myth Challenge"],
      ],
      shorts: [
        ["{s} की एक काम की बात #shorts", "{s} Ki Ek Kaam Ki Baat #shorts"],
        ["{s} में ये गलती सब करते हैं", "{s} Mein Ye Galti Sab Karte Hain"],
        ["{s}: आज का एक टिप", "{s}: Aaj Ka Ek Tip"],
      ],
    },
  },
];

/** A few lines written for the format the keyword named (a recipe, an unboxing, gameplay). */
export const HI_FORMATS: readonly HindiTitleGroup[] = [
  {
    kinds: ["food"],
    formats: ["recipe"],
    everyType: [
      ["{s} रेसिपी जो हर बार परफ़ेक्ट बने", "{s} Recipe Jo Har Baar Perfect Bane"],
      ["घर की {s} रेसिपी, आखिरकार आपके लिए", "Ghar Ki {s} Recipe, Aakhirkaar Aapke Liye"],
    ],
  },
  {
    kinds: ["product", "brand"],
    formats: ["unboxing"],
    everyType: [
      ["{s} अनबॉक्सिंग: डिब्बे में क्या है?", "{s} Unboxing: Dabbe Mein Kya Hai?"],
      ["{s} अनबॉक्सिंग: पहली नज़र में कैसा है?", "{s} Unboxing: Pehli Nazar Mein Kaisa Hai?"],
    ],
  },
  {
    kinds: ["product", "brand", "place"],
    formats: ["haul"],
    everyType: [
      ["{s} हॉल: क्या लिया और क्या वर्थ था", "{s} Haul: Kya Liya Aur Kya Worth Tha"],
      ["{s} हॉल: ट्राई-ऑन और ईमानदार राय", "{s} Haul: Try-On Aur Imaandaar Raay"],
    ],
  },
  {
    kinds: ["place"],
    formats: ["travel-guide", "vlog"],
    everyType: [
      ["{s} ट्रैवल गाइड: बजट, रुकना और खाना", "{s} Travel Guide: Budget, Rukna Aur Khana"],
      ["{s} कैसे घूमें? पूरी ट्रैवल गाइड", "{s} Kaise Ghoomein? Poori Travel Guide"],
    ],
  },
  {
    kinds: ["place", "general", "activity"],
    formats: ["tour"],
    everyType: [
      ["{s} टूर: हर कोना दिखाया", "{s} Tour: Har Kona Dikhaya"],
      ["{s} टूर: पहले और अब", "{s} Tour: Pehle Aur Ab"],
    ],
  },
  {
    kinds: ["show", "game", "event", "person", "product", "general"],
    formats: ["reaction"],
    everyType: [
      ["{s} देखकर मेरा रिएक्शन", "{s} Dekhkar Mera Reaction"],
      ["{s} रिएक्शन: ये उम्मीद नहीं थी", "{s} Reaction: Ye Ummeed Nahi Thi"],
    ],
  },
  {
    kinds: ["event", "game", "activity", "show"],
    formats: ["highlights"],
    everyType: [
      ["{s} हाइलाइट्स: हर बड़ा पल", "{s} Highlights: Har Bada Pal"],
      ["{s} हाइलाइट्स और एनालिसिस", "{s} Highlights Aur Analysis"],
    ],
  },
  {
    kinds: ["game"],
    formats: ["gameplay"],
    everyType: [
      ["{s} गेमप्ले: पूरा मैच, बिना कमेंट्री", "{s} Gameplay: Poora Match, Bina Commentary"],
      ["{s} गेमप्ले: नूब से प्रो तक", "{s} Gameplay: Noob Se Pro Tak"],
    ],
  },
  {
    kinds: "any",
    formats: ["ideas"],
    everyType: [
      ["{s} आइडिया जो सच में काम आएंगे", "{s} Ideas Jo Sach Mein Kaam Aayenge"],
      ["कम बजट में {s} आइडिया", "Kam Budget Mein {s} Ideas"],
    ],
  },
  {
    kinds: "any",
    formats: ["explained"],
    everyType: [
      ["{s} क्या है? आसान शब्दों में", "{s} Kya Hai? Aasaan Shabdon Mein"],
      ["{s} समझिए असली उदाहरणों के साथ", "{s} Samjhiye Asli Examples Ke Saath"],
    ],
  },
  {
    kinds: "any",
    formats: ["tips", "tutorial"],
    everyType: [
      ["{s} टिप्स जो सच में काम करते हैं", "{s} Tips Jo Sach Mein Kaam Karte Hain"],
      ["{s}: टिप्स और ट्रिक्स जो पहले पता होने चाहिए थे", "{s}: Tips Aur Tricks Jo Pehle Pata Hone Chahiye The"],
    ],
  },
  {
    kinds: ["study", "activity", "general"],
    formats: ["study-with-me"],
    everyType: [
      ["{s} स्टडी विद मी: बिना म्यूज़िक", "{s} Study With Me: Bina Music"],
      ["{s} स्टडी विद मी: पढ़ाई शुरू करो", "{s} Study With Me: Padhai Shuru Karo"],
    ],
  },
  {
    kinds: ["event", "activity", "place", "general"],
    formats: ["grwm"],
    everyType: [
      ["{s} के लिए GRWM: मेकअप, आउटफ़िट और भागदौड़", "{s} Ke Liye GRWM: Makeup, Outfit Aur Bhaagdaud"],
      ["{s} GRWM: क्या पहनूं, कैसे तैयार होऊं?", "{s} GRWM: Kya Pehnu, Kaise Ready Hoon?"],
    ],
  },
];

/** Keywords that only name a format ("study with me", "grwm"): no subject to put in. */
export const HI_BARE: readonly HindiTitleGroup[] = [
  {
    kinds: "any",
    formats: ["study-with-me"],
    when: ["bare"],
    everyType: [
      ["स्टडी विद मी: बिना म्यूज़िक, पूरा फ़ोकस", "Study With Me: Bina Music, Poora Focus"],
      ["स्टडी विद मी: पोमोडोरो, रियल टाइम में", "Study With Me: Pomodoro, Real Time Mein"],
      ["स्टडी विद मी लाइव: पढ़ाई शुरू करो", "Study With Me Live: Padhai Shuru Karo"],
      ["सुबह-सुबह स्टडी विद मी", "Subah-Subah Study With Me"],
      ["रात की पढ़ाई: स्टडी विद मी, बारिश की आवाज़ के साथ", "Raat Ki Padhai: Study With Me, Baarish Ki Awaaz Ke Saath"],
      ["पढ़ाई में मन नहीं लगता? स्टडी विद मी", "Padhai Mein Mann Nahi Lagta? Study With Me"],
      ["स्टडी विद मी: फ़ोन दूर, ध्यान पढ़ाई पर", "Study With Me: Phone Door, Dhyan Padhai Par"],
      ["स्टडी विद मी: एग्ज़ाम वीक स्पेशल", "Study With Me: Exam Week Special"],
      ["स्टडी विद मी: लाइब्रेरी वाला माहौल", "Study With Me: Library Wala Mahaul"],
      ["स्टडी विद मी: नोट्स, रिवीज़न और चाय", "Study With Me: Notes, Revision Aur Chai"],
      ["मेरा स्टडी सेटअप और रूटीन", "Mera Study Setup Aur Routine"],
      ["स्टडी विद मी: हॉस्टल रूम से", "Study With Me: Hostel Room Se"],
      ["फ़ोकस बनाए रखने की आसान आदतें", "Focus Banaye Rakhne Ki Aasaan Aadatein"],
      ["स्टडी विद मी: संडे रिवीज़न डे", "Study With Me: Sunday Revision Day"],
    ],
  },
  {
    kinds: "any",
    formats: ["grwm"],
    when: ["bare"],
    everyType: [
      ["GRWM: रोज़ का मेकअप, आसान तरीके से", "GRWM: Roz Ka Makeup, Aasaan Tareeke Se"],
      ["गेट रेडी विद मी: कॉलेज डे एडिशन", "Get Ready With Me: College Day Edition"],
      ["GRWM: आज क्या पहनूं? आउटफ़िट की उलझन", "GRWM: Aaj Kya Pehnu? Outfit Ki Uljhan"],
      ["गेट रेडी विद मी: शादी वाला पूरा लुक", "Get Ready With Me: Shaadi Wala Poora Look"],
      ["GRWM: स्किनकेयर, मेकअप और गपशप", "GRWM: Skincare, Makeup Aur Gupshup"],
      ["गेट रेडी विद मी: बजट प्रोडक्ट्स से", "Get Ready With Me: Budget Products Se"],
      ["GRWM: त्योहार वाला लुक, साड़ी के साथ", "GRWM: Tyohaar Wala Look, Saree Ke Saath"],
      ["GRWM: वायरल प्रोडक्ट्स पर ईमानदार राय", "GRWM: Viral Products Par Imaandaar Raay"],
      ["गेट रेडी विद मी: बारिश में टिकने वाला मेकअप", "Get Ready With Me: Baarish Mein Tikne Wala Makeup"],
      ["GRWM: मेरी सुबह की रूटीन, बिना फ़िल्टर", "GRWM: Meri Subah Ki Routine, Bina Filter"],
      ["GRWM: सस्ते प्रोडक्ट्स, महंगा लुक", "GRWM: Saste Products, Mehenga Look"],
      ["गेट रेडी विद मी: हल्दी फ़ंक्शन लुक", "Get Ready With Me: Haldi Function Look"],
      ["गेट रेडी विद मी: फिर से कॉलेज के लिए लेट", "Get Ready With Me: Phir Se College Ke Liye Late"],
      ["GRWM: नो-मेकअप मेकअप लुक", "GRWM: No-Makeup Makeup Look"],
    ],
  },
];

/** Two things side by side ("iPhone 16 vs Galaxy S24", "चाय vs कॉफ़ी"): only these fit, and they fit nothing else. */
export const HI_COMPARISON: HindiTitleGroup = {
  kinds: "any",
  formats: ["comparison"],
  everyType: [
    ["{A} बनाम {B}: कौन बेहतर है?", "{A} vs {B}: Kaun Behtar Hai?"],
    ["{A} या {B}? सीधा मुकाबला", "{A} Ya {B}? Seedha Muqabla"],
    ["{A} बनाम {B}: ईमानदार तुलना", "{A} vs {B}: Honest Comparison"],
    ["{A} बनाम {B}: किसमें पैसा वसूल?", "{A} vs {B}: Kismein Paisa Vasool?"],
    ["{A} और {B} में असली फ़र्क क्या है?", "{A} Aur {B} Mein Asli Farq Kya Hai?"],
    ["{A} बनाम {B}: आपके लिए कौन सही?", "{A} vs {B}: Aapke Liye Kaun Sahi?"],
    ["{A} बनाम {B}: दोनों ट्राई किए, ये जीता", "{A} vs {B}: Dono Try Kiye, Ye Jeeta"],
    ["{A} बनाम {B}: मेरा फ़ाइनल फ़ैसला", "{A} vs {B}: Mera Final Faisla"],
    ["{A} बनाम {B}: हाइप बनाम असली इस्तेमाल", "{A} vs {B}: Hype vs Real Use"],
    ["{A} बनाम {B}: चुनने से पहले ये देखें", "{A} vs {B}: Chunne Se Pehle Ye Dekhein"],
    ["{A} बनाम {B}: दोनों के फ़ायदे और नुकसान", "{A} vs {B}: Dono Ke Fayde Aur Nuksaan"],
    ["{A} बनाम {B}: बिना पक्षपात के तुलना", "{A} vs {B}: Bina Bias Ke Comparison"],
  ],
  byType: {
    tutorial: [
      ["{A} या {B}: शुरुआत करने वालों के लिए कौन सा?", "{A} Ya {B}: Beginners Ke Liye Kaunsa?"],
      ["{A} बनाम {B}: पूरी तुलना आसान भाषा में", "{A} vs {B}: Poora Comparison Aasaan Bhasha Mein"],
    ],
    list: [
      ["{A} बनाम {B}: फ़र्क जो सच में मायने रखते हैं", "{A} vs {B}: Farq Jo Sach Mein Matter Karte Hain"],
      ["{A} बनाम {B}: हर राउंड का हिसाब", "{A} vs {B}: Har Round Ka Hisaab"],
    ],
    review: [
      ["{A} बनाम {B} रिव्यू: कौन जीता?", "{A} vs {B} Review: Kaun Jeeta?"],
      ["{A} बनाम {B}: साफ़ विजेता या कांटे की टक्कर?", "{A} vs {B}: Saaf Winner Ya Kaante Ki Takkar?"],
    ],
    vlog: [
      ["{A} बनाम {B}: दोनों के साथ एक-एक दिन", "{A} vs {B}: Dono Ke Saath Ek-Ek Din"],
      ["{A} बनाम {B} व्लॉग: असल ज़िंदगी में टेस्ट", "{A} vs {B} Vlog: Real Life Mein Test"],
    ],
    challenge: [
      ["{A} बनाम {B} ब्लाइंड टेस्ट: पहचान पाओगे?", "{A} vs {B} Blind Test: Pehchaan Paoge?"],
      ["{A} बनाम {B}: जीतने वाले पर पूरा वीडियो", "{A} vs {B}: Jeetne Wale Par Poora Video"],
    ],
    shorts: [
      ["{A} बनाम {B}: एक मिनट में फ़ैसला #shorts", "{A} vs {B}: Ek Minute Mein Faisla #shorts"],
      ["{A} या {B}? कमेंट में बताओ", "{A} Ya {B}? Comment Mein Batao"],
    ],
  },
};

/** Every group of the Hindi page's patterns. */
export const HINDI_TITLE_GROUPS: readonly HindiTitleGroup[] = [
  HI_ANY,
  ...HI_KINDS,
  ...HI_FORMATS,
  ...HI_BARE,
  HI_COMPARISON,
];
