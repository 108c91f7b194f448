import { ideaTemplates } from "../topic-ideas/idea-template";

// Games for the Hindi page: BGMI, Free Fire, Minecraft, chess, ludo. Matches, squads, tips and
// honest losses, for a battle royale and a board game alike.
export const GAME_IDEAS_HI = [
  ...ideaTemplates(["game"], "instagram", [
    "रील: {s} का सबसे अच्छा पल, तीस सेकंड में, आपकी आवाज़ में कमेंट्री के साथ। 🎮",
    "कैरोसेल: 'बिगिनर्स के लिए {s} की पांच टिप्स'। हर स्लाइड पर एक टिप, स्क्रीनशॉट के साथ।",
    "रील: '{s} खेलने वाले ही समझेंगे'। पांच जाने-पहचाने पल, छोटे स्केच में। 😂",
    "रील: 'नूब बनाम प्रो, {s} एडिशन'। एक ही हालात, दो तरीके, साथ-साथ।",
    "स्टोरीज़: '{s} में आपका फ़ेवरेट?' पोल, फिर नतीजे पर आपकी राय अगले दिन।",
    "रील: {s} की एक गलती जो हर कोई करता है, और उसका सुधार, दस-दस सेकंड में।",
    "कैरोसेल: '{s} की शब्दावली'। हर स्लाइड पर एक शब्द जो नए खिलाड़ियों को उलझाता है।",
    "रील: दोस्तों के साथ {s}, सिर्फ़ रिएक्शन कैमरे पर, स्क्रीन कोने में। 😄",
    "रील सीरीज़: '{s} की रोज़ एक ट्रिक'। नंबर के साथ, हर बार एक जैसी फ़्रेमिंग।",
    "रील: मेरा {s} सेटअप। फ़ोन या कंसोल, हेडफ़ोन और सेटिंग्स, हर चीज़ का नाम स्क्रीन पर।",
    "स्टोरीज़: आज रात {s} लाइव? टाइम के साथ स्टोरी, और 'कौन साथ खेलेगा?' क्वेश्चन स्टिकर।",
    "रील: '{s} में हार के बाद मेरा चेहरा', पांच पलों का मोंटाज, पूरी ईमानदारी से। 🥲",
    "कैरोसेल: '{s} खेलते हुए समय का ध्यान'। पांच आदतें जो गेम और पढ़ाई या काम दोनों बचाती हैं।",
  ]),
  ...ideaTemplates(["game"], "youtube", [
    "'बिगिनर्स के लिए {s}': बेसिक्स से पहली जीत तक, हर हिस्से का चैप्टर।",
    "'{s} की दस टिप्स जो कोई नहीं बताता': हर टिप गेमप्ले में दिखाई हुई।",
    "'{s} में मेरा सबसे अच्छा मैच': पूरा मैच, आपकी कमेंट्री, और हर बड़े फ़ैसले की वजह।",
    "'{s} की आम गलतियां': हर गलती का क्लिप, और सही तरीका उसके बाद।",
    "शॉर्ट: {s} का एक क्लच पल, पहले सेकंड से, और एक लाइन टेक्स्ट।",
    "शॉर्ट: '{s} की एक ट्रिक', तीस सेकंड में करके दिखाई हुई।",
    "'{s}: नूब से प्रो तक, एक महीना': रोज़ की प्रैक्टिस, क्या बदला और रैंक या लेवल स्क्रीन पर।",
    "'दोस्तों के साथ {s}': पूरी मस्ती, बेस्ट पल चैप्टर्स में। 😂",
    "'{s} की सेटिंग्स और सेटअप': हर सेटिंग का चैप्टर, और क्यों।",
    "'{s} पर आपके सवाल, गेमप्ले के साथ': कमेंट्स से दस सवाल, हर जवाब स्क्रीन पर करके दिखाया हुआ।",
    "शॉर्ट्स सीरीज़: '{s} टिप्स', हर शॉर्ट में एक, टाइटल में नंबर।",
    "'{s} के अपडेट्स: क्या बदला': नए फ़ीचर, क्या अच्छा, क्या नहीं, और आपकी राय।",
    "'घरवालों ने पहली बार खेला {s}': उनके रिएक्शन, सवाल और आखिर में स्कोर। 😂",
  ]),
];

export const GAME_IDEAS_HINGLISH = [
  ...ideaTemplates(["game"], "instagram", [
    "Reel: {s} ka best moment, tees second mein, tumhari awaaz mein commentary ke saath. 🎮",
    "Carousel: 'Beginners ke liye {s} ki paanch tips'. Har slide pe ek tip, screenshot ke saath.",
    "Reel: '{S} khelne wale hi samjhenge'. Paanch jaane-pehchaane pal, chhote sketches mein. 😂",
    "Reel: 'Noob vs pro, {s} edition'. Ek hi situation, do tareeke, side by side.",
    "Stories: '{S} mein tumhara favourite?' Poll, phir result pe tumhari raay agle din.",
    "Reel: {s} ki ek galti jo har koi karta hai, aur uska fix, das das second mein.",
    "Carousel: '{S} dictionary'. Har slide pe ek word jo naye players ko confuse karta hai.",
    "Reel: doston ke saath {s}, sirf reactions camera pe, screen kone mein. 😄",
    "Reel series: '{S} ki roz ek trick'. Numbered, har baar same framing.",
    "Reel: mera {s} setup. Phone ya console, headphones aur settings, har cheez ka naam screen pe.",
    "Stories: aaj raat {s} live? Time ke saath story, aur 'kaun saath khelega?' question sticker.",
    "Reel: '{S} mein haar ke baad mera chehra', paanch palon ka montage, poori honesty se. 🥲",
    "Carousel: '{S} khelte hue time ka dhyaan'. Paanch aadatein jo game aur padhai ya kaam dono bachati hain.",
  ]),
  ...ideaTemplates(["game"], "youtube", [
    "'Beginners ke liye {s}': basics se pehli jeet tak, har hisse ka chapter.",
    "'{S} ki das tips jo koi nahi batata': har tip gameplay mein dikhayi hui.",
    "'{S} mein mera best match': poora match, tumhari commentary, aur har bade decision ki wajah.",
    "'{S} ki common galtiyan': har galti ka clip, aur sahi tareeka uske baad.",
    "Short: {s} ka ek clutch moment, pehle second se, aur ek line text.",
    "Short: '{S} ki ek trick', tees second mein karke dikhayi hui.",
    "'{S}: noob se pro tak, ek mahina': roz ki practice, kya badla aur rank ya level screen pe.",
    "'Doston ke saath {s}': full masti, best moments chapters mein. 😂",
    "'{S} settings aur setup': har setting ka chapter, aur kyun.",
    "'{S} pe tumhare sawaal, gameplay ke saath': comments se das sawaal, har jawab screen pe karke dikhaya hua.",
    "Shorts series: '{S} tips', har short mein ek, title mein number.",
    "'{S} updates: kya badla': naye features, kya achha, kya nahi, aur tumhari raay.",
    "'Family ne pehli baar khela {s}': unke reactions, sawaal aur end mein score. 😂",
  ]),
];
