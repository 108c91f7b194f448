import { ideaTemplates } from "../topic-ideas/idea-template";

// Exams, subjects and languages for the Hindi page: NEET, UPSC की तैयारी, class 10 maths, spoken
// English. The subject may already say "की तैयारी" or "पढ़ाई", so no idea adds either word.
export const STUDY_IDEAS_HI = [
  ...ideaTemplates(["study"], "instagram", [
    "रील: '{s} के लिए मेरा असली दिन'। सुबह से रात तक, पढ़ने के घंटे स्क्रीन पर, और ब्रेक भी ईमानदारी से। 📚",
    "कैरोसेल: '{s} में पांच गलतियां जो मैंने कीं'। हर स्लाइड पर एक गलती और आज क्या अलग करेंगे।",
    "रील: '{s} के लिए मेरे नोट्स कैसे बनते हैं'। एक पेज शुरू से आखिर तक, टाइम-लैप्स में, रंगों का सिस्टम कैप्शन में।",
    "कैरोसेल: '{s} के लिए फ़्री रिसोर्स'। हर स्लाइड पर एक किताब, चैनल या वेबसाइट, और किसके लिए सही।",
    "स्टोरीज़: '{s} पर कोई भी डाउट?' क्वेश्चन स्टिकर, फिर सबसे अच्छे पांच सवालों के जवाब छोटे क्लिप में।",
    "रील: '{s} का एक कॉन्सेप्ट, साठ सेकंड में'। व्हाइटबोर्ड या कॉपी पर, आसान उदाहरण के साथ।",
    "रील: 'पढ़ने वाले बच्चों को ही समझ आएगा, {s} एडिशन'। पांच जाने-पहचाने पल, छोटे स्केच में। 😂",
    "कैरोसेल: '{s} का टाइम टेबल'। एक असली हफ़्ते का प्लान, हर दिन की स्लाइड, और कौन-सा हिस्सा सबसे मुश्किल रहा।",
    "रील सीरीज़: '{s}, रोज़ एक सवाल'। हर रील में एक सवाल, जवाब से पहले पॉज़, और 'कमेंट में जवाब दो'।",
    "रील: '{s} के लिए मेरी डेस्क'। हर चीज़ का नाम और कीमत, और एक चीज़ जिसने फ़ोकस सच में बढ़ाया।",
    "स्टोरीज़: आज का {s} टारगेट, दोपहर का अपडेट और रात को 'पूरा हुआ या नहीं', ईमानदारी से।",
    "रील: 'टॉपर बनाम मैं, {s} एडिशन'। एक ही काम, दो तरीके, पूरी मस्ती के साथ। 😅",
    "कैरोसेल: '{s} के लिए याद रखने की पांच ट्रिक्स'। हर स्लाइड पर एक, उदाहरण के साथ।",
  ]),
  ...ideaTemplates(["study"], "youtube", [
    "'{s}: शुरुआत कहां से करें': सिलेबस, किताबें और पहला महीना, हर हिस्से का चैप्टर।",
    "'{s} के लिए मेरी पूरी स्ट्रैटेजी': टाइम टेबल, रिवीज़न और मॉक टेस्ट, जो काम आया वही।",
    "'{s} के दस सबसे ज़रूरी टॉपिक': हर टॉपिक का चैप्टर, आसान उदाहरण के साथ।",
    "'मेरे साथ पढ़िए: {s}, दो घंटे': पोमोडोरो टाइमर स्क्रीन पर, ब्रेक में छोटी बातें।",
    "शॉर्ट: '{s} की एक ट्रिक', पहले सेकंड में स्क्रीन पर, तीस सेकंड में समझाई हुई।",
    "शॉर्ट: {s} का एक सवाल, पांच सेकंड का पॉज़, फिर जवाब।",
    "'{s} में ये गलतियां न करें': हर गलती का चैप्टर, और सही तरीका उसके बाद।",
    "'{s}: फ़्री बनाम पेड रिसोर्स': क्या सच में पैसे लायक है, ईमानदार तुलना।",
    "'{s} पर आपके सवाल': कमेंट्स से दस सवाल, टाइमस्टैम्प के साथ।",
    "'{s} के लिए रिवीज़न का तरीका': आखिरी महीने का प्लान, हफ़्ता-दर-हफ़्ता।",
    "शॉर्ट्स सीरीज़: '{s} रोज़ एक कॉन्सेप्ट', टाइटल में नंबर, हर बार एक जैसी फ़्रेमिंग।",
    "'{s} और सेहत': नींद, खाना और दिमाग का ख्याल, एग्ज़ाम वाले दिनों में क्या काम आया।",
    "'{s}: सफल लोगों से बातचीत': उनकी इजाज़त से, उनका रूटीन और सबसे बड़ी सीख।",
  ]),
];

export const STUDY_IDEAS_HINGLISH = [
  ...ideaTemplates(["study"], "instagram", [
    "Reel: '{S} ke liye mera real din'. Subah se raat tak, padhne ke ghante screen pe, aur breaks bhi honestly. 📚",
    "Carousel: '{S} mein paanch galtiyan jo maine ki'. Har slide pe ek galti aur aaj kya alag karenge.",
    "Reel: '{S} ke notes kaise banate hain'. Ek page shuru se end tak, time-lapse mein, colour system caption mein.",
    "Carousel: '{S} ke liye free resources'. Har slide pe ek book, channel ya website, aur kiske liye sahi.",
    "Stories: '{S} pe koi bhi doubt?' Question sticker, phir best paanch sawaalon ke jawab chhote clips mein.",
    "Reel: '{S} ka ek concept, saath second mein'. Whiteboard ya copy pe, simple example ke saath.",
    "Reel: 'Padhne wale bachche hi samjhenge, {s} edition'. Paanch jaane-pehchaane pal, chhote sketches mein. 😂",
    "Carousel: '{S} time table'. Ek real hafte ka plan, har din ki slide, aur kaunsa hissa sabse mushkil raha.",
    "Reel series: '{S}, roz ek sawaal'. Har reel mein ek sawaal, jawab se pehle pause, aur 'comment mein jawab do'.",
    "Reel: '{S} ke liye meri desk'. Har cheez ka naam aur price, aur ek cheez jisne focus sach mein badhaya.",
    "Stories: aaj ka {s} target, dopahar ka update aur raat ko 'poora hua ya nahi', honestly.",
    "Reel: 'Topper vs main, {s} edition'. Ek hi kaam, do tareeke, full masti ke saath. 😅",
    "Carousel: '{S} ke liye yaad rakhne ki paanch tricks'. Har slide pe ek, example ke saath.",
  ]),
  ...ideaTemplates(["study"], "youtube", [
    "'{S}: shuruaat kahan se karein': syllabus, books aur pehla mahina, har hisse ka chapter.",
    "'{S} ke liye meri poori strategy': time table, revision aur mock tests, jo kaam aaya wahi.",
    "'{S} ke das sabse zaroori topics': har topic ka chapter, simple example ke saath.",
    "'Mere saath padho: {s}, do ghante': pomodoro timer screen pe, breaks mein chhoti baatein.",
    "Short: '{S} ki ek trick', pehle second mein screen pe, tees second mein samjhayi hui.",
    "Short: {s} ka ek sawaal, paanch second ka pause, phir jawab.",
    "'{S} mein yeh galtiyan mat karna': har galti ka chapter, aur sahi tareeka uske baad.",
    "'{S}: free vs paid resources': kya sach mein paise layak hai, honest comparison.",
    "'{S} pe tumhare sawaal': comments se das sawaal, timestamps ke saath.",
    "'{S} ke liye revision ka tareeka': last mahine ka plan, hafta-dar-hafta.",
    "Shorts series: '{S} roz ek concept', title mein number, har baar same framing.",
    "'{S} aur health': neend, khaana aur dimaag ka khayal, exam wale dinon mein kya kaam aaya.",
    "'{S}: successful logon se baatcheet': unki permission se, unka routine aur sabse badi seekh.",
  ]),
];
