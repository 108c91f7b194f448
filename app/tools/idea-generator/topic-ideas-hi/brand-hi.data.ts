import { ideaTemplates } from "../topic-ideas/idea-template";

// A brand named on its own (Nike, Zara, Samsung, Nykaa): its range, its prices, its fans and its
// misses, never one product as if it were the brand.
export const BRAND_IDEAS_HI = [
  ...ideaTemplates(["brand"], "instagram", [
    "रील: '{s} की तीन चीज़ें दोबारा खरीदने लायक, और एक बिल्कुल नहीं', हर एक क्विक कट में, कीमत स्क्रीन पर।",
    "कैरोसेल: '{s} के साथ नए हैं? यहां से शुरू करें'। पहली खरीद के लिए तीन चीज़ें, हर बजट के हिसाब से, हर स्लाइड पर एक।",
    "रील: '{s} बनाम उसका देसी ऑप्शन'। एक जैसी दो चीज़ें, एक जैसे टेस्ट, और आखिर में ईमानदार फ़ैसला।",
    "स्टोरीज़: {s} से अगली खरीद के लिए दो ऑप्शन पर पोल, फिर जीतने वाली चीज़ पर अपनी राय अगले दिन।",
    "कैरोसेल: '{s} की सेल से पहले'। क्या सच में सस्ता होता है, क्या नहीं, और किस चीज़ पर सेल का इंतज़ार बेकार है।",
    "रील: {s} के स्टोर या ऐप में दस मिनट, जो पसंद आया उसकी कीमत स्क्रीन पर, और एक चीज़ जो ज़्यादा महंगी लगी।",
    "रील: 'उम्मीद बनाम हकीकत, {s} एडिशन'। वेबसाइट की फ़ोटो पहले, फिर घर आई असली चीज़ उसी एंगल से।",
    "कैरोसेल: '{s} की सबसे ज़्यादा पूछी जाने वाली बातें'। साइज़, रिटर्न, असली-नकली की पहचान, हर स्लाइड पर एक जवाब।",
    "रील: {s} के साथ मेरा पूरा कलेक्शन, सबसे पुरानी चीज़ से सबसे नई तक, हर एक के साथ एक लाइन की कहानी।",
    "रील सीरीज़: '{s} का एक प्रोडक्ट, एक हफ़्ता'। हर एपिसोड में एक चीज़ और उसका ईमानदार स्कोर।",
    "स्टोरीज़: 'आपकी पसंदीदा {s} वाली चीज़?' क्वेश्चन स्टिकर, फिर सबसे अच्छे जवाबों की स्टोरी।",
    "रील: {s} ओवररेटेड या अंडररेटेड? पंद्रह सेकंड में आपकी राय और कैप्शन में 'आप क्या सोचते हैं?'।",
  ]),
  ...ideaTemplates(["brand"], "youtube", [
    "'{s} की बेस्ट और वर्स्ट चीज़ें': हर बजट पर एक अच्छी और एक बेकार खरीद, चैप्टर्स के साथ।",
    "'{s} के लिए बिगिनर गाइड': पहले क्या लें, किस चीज़ पर पैसे बचाएं, और किससे बचें।",
    "'{s} बनाम उसके मुकाबले वाला ब्रांड': तीन एक जैसी चीज़ें, तीन राउंड, और स्कोरबोर्ड आखिर में।",
    "'{s} की पूरी कहानी': ब्रांड कैसे शुरू हुआ और भारत में कैसे पहुंचा, सोर्स डिस्क्रिप्शन में।",
    "'{s} की सेल में क्या लें, क्या छोड़ें': असली डील्स और नकली डिस्काउंट, एक-एक करके।",
    "'{s} का पूरा हॉल, ईमानदार रिव्यू के साथ': हर चीज़ ट्राई की हुई, कीमत स्क्रीन पर, रखें या लौटाएं।",
    "शॉर्ट: '{s}: एक चीज़ जो हर किसी के पास होनी चाहिए', पहले सेकंड में ही दिखाई हुई।",
    "शॉर्ट: असली बनाम नकली {s}, तीन फ़र्क तीस सेकंड में।",
    "'{s} का सामान सालों बाद': पुरानी चीज़ें कैसी टिकीं, क्या अब भी चल रहा है।",
    "'{s} के ऐप बनाम स्टोर': कीमत, वैरायटी और रिटर्न की तुलना, एक ही चीज़ पर।",
    "शॉर्ट्स सीरीज़: रोज़ {s} की एक चीज़, टाइटल में नंबर और स्कोर।",
    "'घरवाले करें {s} को रेट': बिना लेबल के दिखाइए, कीमत का अंदाज़ा लगवाइए, रिएक्शन कैमरे पर। 😂",
  ]),
];

export const BRAND_IDEAS_HINGLISH = [
  ...ideaTemplates(["brand"], "instagram", [
    "Reel: '{S} ki teen cheezein dobara lene layak, aur ek bilkul nahi', har ek quick cut mein, price screen pe.",
    "Carousel: '{S} mein naye ho? Yahan se shuru karo'. Pehli kharidari ke liye teen cheezein, har budget ke hisaab se, ek slide ek cheez.",
    "Reel: '{S} vs uska desi option'. Do same type ki cheezein, same tests, aur end mein honest verdict.",
    "Stories: {s} se agli kharidari ke do options pe poll, phir jeetne wali cheez pe apni raay agle din.",
    "Carousel: '{S} ki sale se pehle'. Kya sach mein sasta hota hai, kya nahi, aur kis cheez pe sale ka wait bekaar hai.",
    "Reel: {s} ke store ya app mein das minute, jo pasand aaya uska price screen pe, aur ek cheez jo zyada mehngi lagi.",
    "Reel: 'Expectation vs reality, {s} edition'. Website ki photo pehle, phir ghar aayi asli cheez usi angle se.",
    "Carousel: '{S} ke sabse zyada poochhe jaane wale sawaal'. Size, return, asli-nakli ki pehchaan, har slide pe ek jawab.",
    "Reel: {s} ka mera poora collection, sabse purani cheez se sabse nayi tak, har ek ke saath ek line ki kahani.",
    "Reel series: '{S} ka ek product, ek hafta'. Har episode mein ek cheez aur uska honest score.",
    "Stories: 'Tumhari favourite {s} wali cheez?' Question sticker, phir best jawabon ki story.",
    "Reel: {s} overrated ya underrated? Pandrah second mein tumhari raay aur caption mein 'tum kya sochte ho?'.",
  ]),
  ...ideaTemplates(["brand"], "youtube", [
    "'{S} ki best aur worst cheezein': har budget pe ek achhi aur ek bekaar kharidari, chapters ke saath.",
    "'{S} beginner guide': pehle kya lein, kis cheez pe paise bachayein, aur kisse bachein.",
    "'{S} vs uska competitor': teen same type ki cheezein, teen round, aur scoreboard end mein.",
    "'{S} ki poori kahani': brand kaise shuru hua aur India kaise pahuncha, sources description mein.",
    "'{S} ki sale mein kya lein, kya chhodein': asli deals aur nakli discount, ek ek karke.",
    "'{S} ka full haul, honest review ke saath': har cheez try ki hui, price screen pe, rakhein ya return.",
    "Short: '{S}: ek cheez jo sabke paas honi chahiye', pehle second mein hi dikhayi hui.",
    "Short: asli vs nakli {s}, teen farak tees second mein.",
    "'{S} ka saamaan saalon baad': purani cheezein kaisi tiki, kya ab bhi chal raha hai.",
    "'{S} app vs store': price, variety aur return ka comparison, ek hi cheez pe.",
    "Shorts series: roz {s} ki ek cheez, title mein number aur score.",
    "'Family kare {s} ko rate': bina label ke dikhao, price guess karwao, reactions camera pe. 😂",
  ]),
];
