import { SUBJECT_KINDS } from "~/lib/topic";
import { ideaTemplates } from "../topic-ideas/idea-template";

// "chai vs coffee", "iPhone 16 vs Galaxy S24", "NEET vs JEE": two sides of anything, on the Hindi
// page, so these only weigh one against the other.
export const COMPARISON_IDEAS_HI = [
  ...ideaTemplates(SUBJECT_KINDS, "instagram", [
    "रील: '{a} बनाम {b}'। दोनों पर एक ही टेस्ट, साथ-साथ, हर राउंड के बाद स्कोर स्क्रीन पर और विनर आखिर में। रिवील से पहले फ़ॉलोअर्स से साइड चुनवाइए।",
    "कैरोसेल: '{a} या {b}? ईमानदार तुलना'। हर स्लाइड पर एक पैमाना (खर्च, आसानी, किसके लिए सही), हर एक का विनर, और आखिर में फ़ैसला।",
    "रील: 'टीम {a} बनाम टीम {b}'। दोनों के दीवाने दो दोस्त दस-दस सेकंड में अपनी बात रखें, फिर आपका फ़ैसला। 😂",
    "स्टोरीज़: 'ये या वो' सीरीज़, {a} बनाम {b}: अलग-अलग बातों पर पांच पोल, फिर अगले दिन नतीजे और आपकी राय।",
    "रील: 'एक हफ़्ते के लिए {a} छोड़कर {b}'। रोज़ स्क्रीन पर एक लाइन, और आखिर में फ़ैसला कि वापस जाएंगे या नहीं।",
    "रील: ब्लाइंड टेस्ट। किसी से बिना बताए {a} और {b} आज़माने को कहिए, चुनने के बाद जवाब का खुलासा।",
    "कैरोसेल: '{a} बनाम {b}: मिथक'। दोनों के बारे में लोग क्या कहते हैं, स्लाइड-दर-स्लाइड, और सच क्या है।",
    "रील: '{a} या {b}: आपके लिए कौन-सा?' बीस सेकंड की गाइड: ऐसा है तो {a}, वैसा है तो {b}।",
    "रील: पांच बातों पर {a} और {b} को दस में से नंबर, स्क्रीन पर जुड़ते स्कोर के साथ।",
    "रील: {a} के पक्ष में सबसे मज़बूत बात, फिर {b} के पक्ष में, और आखिर में 'अपनी साइड कमेंट करें'। सबसे अच्छा जवाब पिन।",
    "कैरोसेल: '{a} बनाम {b}: जो कोई नहीं बताता'। छुपे खर्च, समझौते और सरप्राइज़, हर स्लाइड पर एक।",
    "रील सीरीज़: '{a} बनाम {b}, राउंड-दर-राउंड'। हर रील में एक राउंड, नंबर के साथ, कोने में चलता स्कोर।",
    "रील: '{a} वाले बनाम {b} वाले'। चार छोटे स्केच, पूरी मस्ती में। 😄",
  ]),
  ...ideaTemplates(SUBJECT_KINDS, "youtube", [
    "'{a} बनाम {b}: ईमानदार तुलना': दोनों पर एक जैसे टेस्ट, चैप्टर-दर-चैप्टर, और आखिर में फ़ैसले की टेबल।",
    "'एक हफ़्ता {a}, फिर एक हफ़्ता {b}': कैमरे पर रोज़ के नोट्स, और साफ़ जवाब कि कौन-सा रखेंगे।",
    "'{a} या {b}? आपके लिए कौन-सा': हर तरह के इंसान के लिए अलग चैप्टर, और हर एक का जवाब।",
    "'{a} बनाम {b}: ब्लाइंड टेस्ट': तीन लोग, बिना बताए, और उनके फ़ैसले कैमरे पर।",
    "'{a} बनाम {b}: मिथक बनाम सच': दोनों के बारे में लोकप्रिय बातें, जांची हुई।",
    "शॉर्ट: तीस सेकंड में {a} बनाम {b}, तीन बातें, और आखिर में विनर।",
    "शॉर्ट: '{a} या {b}?' दोनों की एक-एक सबसे अच्छी बात, और कमेंट में वोट।",
    "'{a} से {b} पर क्यों गए (या नहीं गए)': असली वजहें, खर्च और पछतावा, ईमानदारी से।",
    "'{a} बनाम {b}: छुपे खर्च': जो पहले दिन नहीं दिखता, वो सब, एक टेबल में।",
    "'{a} बनाम {b}, आपके सवाल': कमेंट्स से दस सवाल, दोनों तरफ़ से जवाब।",
    "'{a} बनाम {b}: पांच राउंड': हर राउंड का चैप्टर, स्कोरबोर्ड स्क्रीन पर।",
    "शॉर्ट्स सीरीज़: '{a} बनाम {b}', हर शॉर्ट में एक राउंड, टाइटल में नंबर।",
    "'घरवालों का फ़ैसला: {a} या {b}': हर सदस्य की राय, वजह के साथ, और आखिर में गिनती। 😂",
  ]),
];

export const COMPARISON_IDEAS_HINGLISH = [
  ...ideaTemplates(SUBJECT_KINDS, "instagram", [
    "Reel: '{A} vs {b}'. Dono pe ek hi test, side by side, har round ke baad score screen pe aur winner end mein. Reveal se pehle followers se side chunwao.",
    "Carousel: '{A} ya {b}? Honest comparison'. Har slide pe ek point (kharcha, aasaani, kiske liye sahi), har ek ka winner, aur end mein verdict.",
    "Reel: 'Team {a} vs team {b}'. Dono ke deewane do dost das das second mein apni baat rakhein, phir tumhara faisla. 😂",
    "Stories: 'yeh ya woh' series, {a} vs {b}: alag alag baaton pe paanch polls, phir agle din results aur tumhari raay.",
    "Reel: 'Ek hafte ke liye {a} chhod ke {b}'. Roz screen pe ek line, aur end mein faisla ki wapas jaoge ya nahi.",
    "Reel: blind test. Kisi se bina bataye {a} aur {b} try karwao, chunne ke baad jawab reveal.",
    "Carousel: '{A} vs {b}: myths'. Dono ke baare mein log kya kehte hain, slide by slide, aur sach kya hai.",
    "Reel: '{A} ya {b}: tumhare liye kaunsa?' Bees second ki guide: aisa hai toh {a}, waisa hai toh {b}.",
    "Reel: paanch baaton pe {a} aur {b} ko das mein se number, screen pe judte score ke saath.",
    "Reel: {a} ke paksh mein sabse strong baat, phir {b} ke paksh mein, aur end mein 'apni side comment karo'. Best reply pin.",
    "Carousel: '{A} vs {b}: jo koi nahi batata'. Chhupe kharche, compromises aur surprises, har slide pe ek.",
    "Reel series: '{A} vs {b}, round by round'. Har reel mein ek round, numbered, kone mein chalta score.",
    "Reel: '{A} wale vs {b} wale'. Chaar chhote sketches, poori masti mein. 😄",
  ]),
  ...ideaTemplates(SUBJECT_KINDS, "youtube", [
    "'{A} vs {b}: honest comparison': dono pe same tests, chapter by chapter, aur end mein verdict table.",
    "'Ek hafta {a}, phir ek hafta {b}': camera pe roz ke notes, aur clear jawab ki kaunsa rakhoge.",
    "'{A} ya {b}? Tumhare liye kaunsa': har type ke insaan ke liye alag chapter, aur har ek ka jawab.",
    "'{A} vs {b}: blind test': teen log, bina bataye, aur unke faisle camera pe.",
    "'{A} vs {b}: myth vs sach': dono ke baare mein popular baatein, check ki hui.",
    "Short: tees second mein {a} vs {b}, teen baatein, aur end mein winner.",
    "Short: '{A} ya {b}?' Dono ki ek ek best baat, aur comments mein vote.",
    "'{A} se {b} pe kyun gaye (ya nahi gaye)': asli wajah, kharcha aur pachtava, honestly.",
    "'{A} vs {b}: chhupe kharche': jo pehle din nahi dikhta, woh sab, ek table mein.",
    "'{A} vs {b}, tumhare sawaal': comments se das sawaal, dono taraf se jawab.",
    "'{A} vs {b}: paanch round': har round ka chapter, scoreboard screen pe.",
    "Shorts series: '{A} vs {b}', har short mein ek round, title mein number.",
    "'Family ka faisla: {a} ya {b}': har member ki raay, wajah ke saath, aur end mein ginti. 😂",
  ]),
];
