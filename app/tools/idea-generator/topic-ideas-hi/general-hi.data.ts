import { ideaTemplates } from "../topic-ideas/idea-template";

// A topic the reader does not recognise, on the Hindi page: ideas that fit anything and promise
// nothing about what it is.
export const GENERAL_IDEAS_HI = [
  ...ideaTemplates(["general"], "instagram", [
    "रील: 'तीस सेकंड में {s}'। ये क्या है, आपके लिए क्यों ज़रूरी है और लोग इसमें क्या गलत समझते हैं, कैमरे पर, टेक्स्ट के साथ ताकि म्यूट पर भी चले।",
    "कैरोसेल: 'सात स्लाइड में {s} की पूरी बात'। सबसे आसान बात पहले, फिर डिटेल, और आखिरी स्लाइड पर फ़ॉलोअर्स से सवाल।",
    "रील: 'मुझे {s} से लगाव क्यों है'। कैसे शुरुआत हुई, तीन छोटे सीन में, और लोगों से उनकी कहानी पूछिए।",
    "रील सीरीज़: एक हफ़्ते तक रोज़ {s} की एक बात, नंबर के साथ, हर बार एक जैसी फ़्रेमिंग।",
    "स्टोरीज़: {s} पर सवाल-जवाब। क्वेश्चन स्टिकर, सबसे अच्छे पांच जवाब छोटे क्लिप में, हाइलाइट में सेव।",
    "कैरोसेल: '{s}: मिथक और सच'। हर स्लाइड पर एक दावा, सच क्या है और आपने कहां जांचा।",
    "रील: नया बनाम पुराना। {s} से नया-नया जुड़ा इंसान उसे कैसे देखता है, फिर सालों से जुड़ा इंसान, क्विक कट में।",
    "रील: क्विज़ टाइम, {s} एडिशन। पांच सवाल स्क्रीन पर, हर एक के बाद पॉज़, जवाब आखिर में, और 'अपना स्कोर कमेंट करें'।",
    "रील: '{s} वाले ही समझेंगे'। पांच पल, छोटे स्केच में। 😄",
    "कैरोसेल: '{s} से शुरुआत'। क्या चाहिए, कहां से शुरू करें और क्या छोड़ें, हर स्लाइड पर एक स्टेप।",
    "रील: {s} के आसपास एक दिन। सुबह से रात तक जब-जब ये सामने आया, छोटे क्लिप में, समय स्क्रीन पर।",
    "रील: {s} पर आपकी गर्म राय, पंद्रह सेकंड में, कैप्शन में 'आप सहमत हैं?' और सबसे अच्छे जवाब पिन।",
  ]),
  ...ideaTemplates(["general"], "youtube", [
    "'{s}, आसान भाषा में': ये क्या है, क्यों मायने रखता है और लोग सबसे ज़्यादा क्या पूछते हैं, चैप्टर्स के साथ।",
    "'{s} के बारे में मैं जो जानता-जानती हूं': पहले बेसिक्स, फिर अपना अनुभव, टाइमस्टैम्प के साथ।",
    "'{s}: शुरुआत से भरोसे तक': जो स्टेप्स काम आए, जो नहीं, और रिसोर्स डिस्क्रिप्शन में।",
    "'{s} पर आपके सवालों के जवाब': कमेंट्स और कम्युनिटी पोस्ट से दस जवाब, टाइमस्टैम्प के साथ।",
    "'{s} का सच': लोग आम तौर पर क्या मानते हैं, आपने क्या पाया, और दर्शक खुद कहां जांच सकते हैं।",
    "शॉर्ट: 'एक मिनट में {s}'। नए इंसान को जो एक बात पता होनी चाहिए, पहले सेकंड से स्क्रीन पर।",
    "शॉर्ट: {s} की एक हैरान करने वाली बात, सोर्स स्क्रीन पर।",
    "'{s} के साथ एक हफ़्ता': रोज़ का एक ईमानदार नोट, और शुरुआत करने वाले को आपकी सलाह।",
    "'{s}, क्या ये वर्थ इट है?': खर्च, समय और फ़ायदा, ईमानदारी से तौला हुआ, फ़ैसला आखिर में।",
    "'{s} पर लोग क्या कहते हैं, मेरा रिएक्शन': लोकप्रिय राय, क्या सही है और क्या छूट गया।",
    "शॉर्ट्स सीरीज़: '{s} बेसिक्स', हर शॉर्ट में एक बात, टाइटल में नंबर ताकि लोग क्रम से देखें।",
    "'{s}: पांच गलतियां जिनसे बचें': हर एक उदाहरण के साथ, सुधार उसके ठीक बाद।",
  ]),
];

export const GENERAL_IDEAS_HINGLISH = [
  ...ideaTemplates(["general"], "instagram", [
    "Reel: 'Tees second mein {s}'. Yeh kya hai, tumhare liye kyun zaroori hai aur log isme kya galat samajhte hain, camera pe, text ke saath taaki mute pe bhi chale.",
    "Carousel: 'Saat slides mein {s} ki poori baat'. Sabse aasaan baat pehle, phir details, aur last slide pe followers se sawaal.",
    "Reel: 'Mujhe {s} se lagaav kyun hai'. Kaise shuruaat hui, teen chhote scenes mein, aur logon se unki kahani poocho.",
    "Reel series: ek hafte tak roz {s} ki ek baat, numbered, har baar same framing.",
    "Stories: {s} pe Q&A. Question sticker, best paanch jawab chhote clips mein, highlight mein save.",
    "Carousel: '{S}: myths aur sach'. Har slide pe ek claim, sach kya hai aur tumne kahan check kiya.",
    "Reel: naya vs purana. {S} se naya naya juda insaan usse kaise dekhta hai, phir saalon se juda insaan, quick cuts mein.",
    "Reel: quiz time, {s} edition. Paanch sawaal screen pe, har ek ke baad pause, jawab end mein, aur 'apna score comment karo'.",
    "Reel: '{S} wale hi samjhenge'. Paanch pal, chhote sketches mein. 😄",
    "Carousel: '{S} se shuruaat'. Kya chahiye, kahan se shuru karein aur kya skip karein, har slide pe ek step.",
    "Reel: {s} ke aas paas ek din. Subah se raat tak jab jab yeh saamne aaya, chhote clips mein, time screen pe.",
    "Reel: {s} pe tumhari hot take, pandrah second mein, caption mein 'agree?' aur best replies pin.",
  ]),
  ...ideaTemplates(["general"], "youtube", [
    "'{S}, aasaan bhasha mein': yeh kya hai, kyun maayne rakhta hai aur log sabse zyada kya poochte hain, chapters ke saath.",
    "'{S} ke baare mein jo main jaanta-jaanti hoon': pehle basics, phir apna experience, timestamps ke saath.",
    "'{S}: shuruaat se confidence tak': jo steps kaam aaye, jo nahi, aur resources description mein.",
    "'{S} pe tumhare sawaalon ke jawab': comments aur community posts se das jawab, timestamps ke saath.",
    "'{S} ka sach': log aam taur pe kya maante hain, tumne kya paaya, aur viewers khud kahan check kar sakte hain.",
    "Short: 'Ek minute mein {s}'. Naye insaan ko jo ek baat pata honi chahiye, pehle second se screen pe.",
    "Short: {s} ki ek hairaan karne wali baat, source screen pe.",
    "'{S} ke saath ek hafta': roz ka ek honest note, aur shuruaat karne wale ko tumhari salah.",
    "'{S}, kya yeh worth it hai?': kharcha, time aur fayda, honestly tola hua, verdict end mein.",
    "'{S} pe log kya kehte hain, mera reaction': popular raay, kya sahi hai aur kya chhoot gaya.",
    "Shorts series: '{S} basics', har short mein ek baat, title mein number taaki log order mein dekhein.",
    "'{S}: paanch galtiyan jinse bacho': har ek example ke saath, fix uske turant baad.",
  ]),
];
