import { ideaTemplates } from "../topic-ideas/idea-template";

// Animals for the Hindi page: a pet at home, street dogs, a tiger on safari. Care, behaviour and
// respect; nothing that needs the animal to be kept, and nothing that disturbs one in the wild.
export const ANIMAL_IDEAS_HI = [
  ...ideaTemplates(["animal"], "instagram", [
    "रील: '{s} का एक दिन'। सुबह से रात तक के छोटे पल, समय स्क्रीन पर, और सबसे मज़ेदार पल आखिर में। 🐾",
    "कैरोसेल: '{s} के बारे में पांच बातें जो लोग गलत समझते हैं'। हर स्लाइड पर एक, भरोसेमंद सोर्स के साथ।",
    "रील: '{s} की बॉडी लैंग्वेज'। पांच इशारे और उनका मतलब, हर एक असली क्लिप के साथ।",
    "रील: '{s} से सीखा सबक'। तीन छोटे पल, और हर एक से ज़िंदगी की एक बात। 🤍",
    "स्टोरीज़: '{s} के लिए नाम सुझाइए' या 'अगला वीडियो किस पर?' पोल, और अगले दिन नतीजा।",
    "कैरोसेल: '{s} की देखभाल: मौसम के हिसाब से'। गर्मी, बारिश और सर्दी, हर मौसम की स्लाइड, डॉक्टर की सलाह का ज़िक्र।",
    "रील: उम्मीद बनाम हकीकत, {s} एडिशन। इंटरनेट वाला क्यूट वीडियो, फिर आपका असली अनुभव। 😂",
    "रील: '{s} का POV'। उनकी नज़र के लेवल से कैमरा, और ऊपर टेक्स्ट में उनकी 'सोच'। 😄",
    "रील सीरीज़: '{s} डायरीज़'। हर हफ़्ते एक पल, नंबर के साथ, ताकि लोग अगले का इंतज़ार करें।",
    "कैरोसेल: '{s} के आसपास क्या करें और क्या नहीं'। हर स्लाइड पर एक बात, सम्मान और सुरक्षा के साथ।",
    "रील: '{s} के लिए घर पर बना जुगाड़'। कम खर्च में कोई खिलौना, छाया या पानी का इंतज़ाम, बनाते हुए दिखाइए।",
    "रील: स्लो मोशन में {s} का सबसे प्यारा पल, एक लाइन के साथ, और लूप होने वाला एंड।",
    "स्टोरीज़: आपकी गली या घर में भी कोई {s}? फ़ॉलोअर्स से फ़ोटो मंगाइए और सबसे अच्छी फ़ोटो शेयर कीजिए।",
  ]),
  ...ideaTemplates(["animal"], "youtube", [
    "'{s}: पूरी गाइड': खाना, देखभाल, सेहत और व्यवहार, हर हिस्से का चैप्टर, और डॉक्टर की सलाह कब लें।",
    "'{s} के साथ एक दिन': सुबह से रात तक, असली और बिना स्क्रिप्ट, छोटे चैप्टर्स में।",
    "'{s} के बारे में दस बातें जो आपको हैरान करेंगी': हर बात का सोर्स स्क्रीन पर।",
    "'{s} की आम गलतियां जो लोग करते हैं': हर गलती और उसका सही तरीका, भरोसेमंद सलाह के साथ।",
    "शॉर्ट: {s} का सबसे मज़ेदार पल, पहले ही सेकंड से, और एक लाइन टेक्स्ट। 😂",
    "शॉर्ट: '{s} के बारे में एक बात', तीस सेकंड में, सोर्स स्क्रीन पर।",
    "'{s} के लिए बजट में ज़रूरी चीज़ें': क्या सच में चाहिए, क्या दिखावा है, कीमतें स्क्रीन पर।",
    "'{s} का व्यवहार समझिए': असली क्लिप, हर इशारे का मतलब, और कब चिंता करें।",
    "'{s} और हमारा घर': शुरुआत, मुश्किलें और आज का रिश्ता, ईमानदार कहानी के तौर पर।",
    "'{s} से जुड़े आपके सवाल': कमेंट्स से दस सवाल, टाइमस्टैम्प के साथ।",
    "शॉर्ट्स सीरीज़: '{s} फ़ैक्ट्स', हर शॉर्ट में एक, टाइटल में नंबर।",
    "'{s} के लिए घर पर जुगाड़': कम खर्च में खिलौने और आराम की चीज़ें बनाते हुए, हर एक का चैप्टर।",
  ]),
];

export const ANIMAL_IDEAS_HINGLISH = [
  ...ideaTemplates(["animal"], "instagram", [
    "Reel: '{S} ka ek din'. Subah se raat tak ke chhote pal, time screen pe, aur sabse funny pal end mein. 🐾",
    "Carousel: '{S} ke baare mein paanch baatein jo log galat samajhte hain'. Har slide pe ek, bharosemand source ke saath.",
    "Reel: '{S} ki body language'. Paanch ishaare aur unka matlab, har ek real clip ke saath.",
    "Reel: '{S} se seekha lesson'. Teen chhote pal, aur har ek se life ki ek baat. 🤍",
    "Stories: '{S} ke liye naam suggest karo' ya 'agla video kis pe?' poll, aur agle din result.",
    "Carousel: '{S} ki care: mausam ke hisaab se'. Garmi, baarish aur sardi, har mausam ki slide, vet ki salah ka zikr.",
    "Reel: expectation vs reality, {s} edition. Internet wala cute video, phir tumhara asli experience. 😂",
    "Reel: '{S} ka POV'. Unki nazar ke level se camera, aur upar text mein unki 'soch'. 😄",
    "Reel series: '{S} diaries'. Har hafte ek pal, numbered, taaki log agle ka wait karein.",
    "Carousel: '{S} ke aas paas kya karein aur kya nahi'. Har slide pe ek baat, respect aur safety ke saath.",
    "Reel: '{S} ke liye ghar pe bana jugaad'. Kam kharche mein koi khilona, chhaaya ya paani ka intezaam, banate hue dikhao.",
    "Reel: slow motion mein {s} ka sabse pyaara pal, ek line ke saath, aur loop hone wala end.",
    "Stories: tumhari gali ya ghar mein bhi koi {s}? Followers se photos mangao aur best photo share karo.",
  ]),
  ...ideaTemplates(["animal"], "youtube", [
    "'{S}: complete guide': khaana, care, health aur behaviour, har hisse ka chapter, aur vet ki salah kab lein.",
    "'{S} ke saath ek din': subah se raat tak, real aur bina script, chhote chapters mein.",
    "'{S} ke baare mein das baatein jo tumhe hairaan karengi': har baat ka source screen pe.",
    "'{S} ki common galtiyan jo log karte hain': har galti aur uska sahi tareeka, bharosemand salah ke saath.",
    "Short: {s} ka sabse funny pal, pehle hi second se, aur ek line text. 😂",
    "Short: '{S} ke baare mein ek baat', tees second mein, source screen pe.",
    "'{S} ke liye budget mein zaroori cheezein': kya sach mein chahiye, kya dikhawa hai, prices screen pe.",
    "'{S} ka behaviour samjho': real clips, har ishaare ka matlab, aur kab chinta karein.",
    "'{S} aur hamara ghar': shuruaat, mushkilein aur aaj ka rishta, honest kahani ki tarah.",
    "'{S} se jude tumhare sawaal': comments se das sawaal, timestamps ke saath.",
    "Shorts series: '{S} facts', har short mein ek, title mein number.",
    "'{S} ke liye ghar pe jugaad': kam kharche mein khilone aur aaram ki cheezein banate hue, har ek ka chapter.",
  ]),
];
