import { ideaTemplates } from "../topic-ideas/idea-template";

// Things you buy, for the Hindi page: honest use over hype, prices from the visitor's own bill.
// The subject sits beside a postposition ("{s} का", "{s} के साथ"), so no word has to agree with it.
export const PRODUCT_IDEAS_HI = [
  ...ideaTemplates(["product"], "instagram", [
    "रील: '{s}, एक हफ़्ते बाद'। तीन बातें जो पसंद आईं, दो जो नहीं, और किसे नहीं लेना चाहिए, हर बात एक क्विक कट में स्क्रीन पर लिखी हुई।",
    "कैरोसेल: '{s}: पैसे वसूल या नहीं?' कीमत, बॉक्स में क्या मिला, क्या कमी है और साफ़ फ़ैसला, हर स्लाइड पर एक बात।",
    "रील: {s} का पहला इंप्रेशन। बॉक्स में क्या है, इस्तेमाल के पहले पंद्रह सेकंड, और एक बात जो ऐड में नहीं दिखती।",
    "रील: {s} के पांच ऐसे इस्तेमाल जिनकी कोई बात नहीं करता, हर एक तीन सेकंड के क्लिप में, टिप स्क्रीन पर।",
    "रील: बजट बनाम प्रीमियम। {s} के साथ एक सस्ता और एक महंगा ऑप्शन, उन तीन बातों पर तुलना जो खरीदने वाले सबसे ज़्यादा पूछते हैं।",
    "कैरोसेल: '{s} खरीदने से पहले'। क्या चेक करें, कौन-सा वेरिएंट लें और लोग कहां ज़्यादा पैसे दे देते हैं, हर स्लाइड पर एक बात।",
    "रील: '{s} में क्या बदलना चाहिए'। तीन ईमानदार शिकायतें और हर एक का जुगाड़। तारीफ़ से ज़्यादा भरोसा सच पर होता है।",
    "स्टोरीज़: {s} पर 'रखूं या लौटा दूं?' पोल, पहले इंप्रेशन के साथ, और अगले दिन फ़ैसला और उसकी वजहें।",
    "रील: असली ज़िंदगी में {s}। न स्टूडियो, न फ़िल्टर: एक आम दिन में घर पर या रास्ते में वो कैसा दिखता और चलता है।",
    "रील सीरीज़: '{s}, महीने-दर-महीने'। हर महीने एक छोटा अपडेट कि हालत कैसी है, नंबर के साथ ताकि लोग फ़ॉलो करें।",
    "कैरोसेल: '{s} की देखभाल'। उसे नया जैसा रखने के तरीके, और कौन-सी गलती उसे सबसे जल्दी खराब करती है।",
    "रील: {s} के साथ तीन लुक या सेटअप, हर एक का क्विक कट, और आखिर में पोल कि कौन-सा जीता।",
    "रील: 'डुप्लीकेट या डील?' {s} के बगल में उससे सस्ता हमशक्ल रखें और दिखाएं कि असली फ़र्क कहां है।",
  ]),
  ...ideaTemplates(["product"], "youtube", [
    "'{s} एक महीने बाद: पूरा रिव्यू': रोज़ का इस्तेमाल, अच्छी बातें, खटकने वाली बातें और किसे खरीदना चाहिए, चैप्टर्स के साथ और फ़ैसला आखिर में।",
    "'{s} खरीदने से पहले ये देख लें': वेरिएंट, कीमत, आम शिकायतें और दूसरे ऑप्शन, टाइमस्टैम्प के साथ।",
    "'{s} अनबॉक्सिंग और पहला इंप्रेशन': बॉक्स की हर चीज़, पहला सेटअप, और सबसे पहले क्या नज़र आया।",
    "'{s} बनाम सस्ता ऑप्शन': दोनों पर एक जैसे टेस्ट, और ईमानदार जवाब कि फ़र्क उतने पैसे का है या नहीं।",
    "'{s} से पूरा फ़ायदा कैसे लें': सेटअप, देखभाल और वो छोटी आदतें जिनसे वो लंबा चले, हर एक का अपना चैप्टर।",
    "'{s}, कुछ महीने बाद: अब भी वर्थ इट?': कैसा टिका, क्या टूटा या फीका पड़ा, और क्या दोबारा खरीदेंगे।",
    "'{s} की सारी कमियां': हर कमी कैमरे पर दिखाई हुई, और साथ में अच्छी बातों पर भी एक ईमानदार लाइन।",
    "शॉर्ट: तीस सेकंड में {s}। एक शॉट कि वो क्या है, एक कि सबसे अच्छा क्या करता है, एक उसकी सबसे बड़ी कमी का।",
    "शॉर्ट: 'आप {s} लेंगे?' पहले कीमत, फिर सबसे अच्छी और सबसे बुरी बात, और कमेंट में वोट।",
    "'बजट में {s} कैसे खरीदें': कहां देखें, क्या छोड़ें और नकली से कैसे बचें, लिंक डिस्क्रिप्शन में।",
    "'{s}: ऐड बनाम हकीकत': बॉक्स और ऐड के दावे, जहां हो सके वहां एक-एक करके टेस्ट।",
    "शॉर्ट्स सीरीज़: रोज़ {s} की एक टिप, टाइटल में नंबर, हर बार एक जैसी फ़्रेमिंग।",
    "'घरवाले करें {s} का रिव्यू': हाथ में थमाइए, ईमानदार रिएक्शन फ़िल्म कीजिए, और सबसे सख्त जज को फ़ाइनल स्कोर देने दीजिए। 😂",
  ]),
];

export const PRODUCT_IDEAS_HINGLISH = [
  ...ideaTemplates(["product"], "instagram", [
    "Reel: '{S}, ek hafte baad'. Teen cheezein jo pasand aayi, do jo nahi, aur kisko skip karna chahiye, har point ek quick cut mein text ke saath.",
    "Carousel: '{S}: paisa vasool ya nahi?' Price, box mein kya mila, kya missing hai aur clear verdict, har slide pe ek point.",
    "Reel: {s} ka first impression. Box mein kya hai, use ke pehle pandrah second, aur ek cheez jo ads mein nahi dikhti.",
    "Reel: {s} ke paanch aise use jinki koi baat nahi karta, har ek teen second ke clip mein, tip screen pe.",
    "Reel: budget vs premium. {S} ke saath ek sasta aur ek mehnga option, un teen cheezon pe compare jo buyers sabse zyada poochte hain.",
    "Carousel: '{S} lene se pehle'. Kya check karein, kaunsa variant lein aur log kahan extra paise de dete hain, ek slide ek baat.",
    "Reel: '{S} mein kya badalna chahiye'. Teen honest shikayatein aur har ek ka jugaad. Hype se zyada bharosa sach pe hota hai.",
    "Stories: {s} pe 'rakhun ya return karun?' poll, first impression ke saath, aur agle din verdict with reasons.",
    "Reel: real life mein {s}. Na studio, na filter: ek normal din mein ghar pe ya commute mein kaisa dikhta aur chalta hai.",
    "Reel series: '{S}, month by month'. Har mahine ek chhota update ki haalat kaisi hai, numbered taaki log follow karein.",
    "Carousel: '{S} care guide'. Naya jaisa rakhne ke tareeke, aur kaunsi galti usse sabse jaldi kharab karti hai.",
    "Reel: {s} ke saath teen look ya setup, har ek ka quick cut, aur end mein poll ki kaunsa jeeta.",
    "Reel: 'Dupe ya deal?' {S} ke bagal mein uska sasta lookalike rakho aur dikhao ki asli farak kahan hai.",
  ]),
  ...ideaTemplates(["product"], "youtube", [
    "'{S} ek mahine baad: full review': daily use, achhi baatein, irritating baatein aur kisko lena chahiye, chapters ke saath aur verdict end mein.",
    "'{S} lene se pehle yeh dekh lo': variants, price, common complaints aur alternatives, timestamps ke saath.",
    "'{S} unboxing aur first impression': box ki har cheez, pehla setup, aur sabse pehle kya notice hua.",
    "'{S} vs sasta alternative': dono pe same tests, aur honest jawab ki farak utne paise ka hai ya nahi.",
    "'{S} ka poora fayda kaise uthayein': setup, care aur chhoti aadatein jinse woh lamba chale, har ek ka alag chapter.",
    "'{S}, kuch mahine baad: ab bhi worth it?': kaisa tika, kya toota ya pheeka pada, aur kya dobara lenge.",
    "'{S} ki saari kamiyan': har kami camera pe dikhayi hui, saath mein achhi baaton pe ek fair line bhi.",
    "Short: tees second mein {s}. Ek shot ki kya hai, ek ki best kya karta hai, ek uski sabse badi kami ka.",
    "Short: 'Tum {s} loge?' Pehle price, phir best aur worst baat, aur comments mein vote.",
    "'Budget mein {s} kaise lein': kahan dekhein, kya skip karein aur fake se kaise bachein, links description mein.",
    "'{S}: ads vs reality': box aur ads ke claims, jahan ho sake ek ek karke test.",
    "Shorts series: roz {s} ki ek tip, title mein number, har baar same framing.",
    "'Family karegi {s} ka review': haath mein thama do, honest reactions film karo, aur sabse strict judge ko final score dene do. 😂",
  ]),
];
