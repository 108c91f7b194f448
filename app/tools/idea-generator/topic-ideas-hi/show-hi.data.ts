import { ideaTemplates } from "../topic-ideas/idea-template";

// Films, series, shows, anime, songs and books for the Hindi page: Pushpa 2, Bigg Boss, anime.
// Reactions, rankings and discussion in your own words; clips only where you have the rights.
export const SHOW_IDEAS_HI = [
  ...ideaTemplates(["show"], "instagram", [
    "रील: '{s} पर मेरी ईमानदार राय, तीस सेकंड में'। फ़ैसला पहले, फिर दो वजहें, और 'आप सहमत हैं?' कैप्शन में।",
    "कैरोसेल: '{s} के पांच पल जो भूले नहीं जाते'। हर स्लाइड पर एक पल, आपके अपने शब्दों में, बिना स्पॉइलर की चेतावनी के नहीं।",
    "रील: '{s} देखने वाले ही समझेंगे'। पांच जाने-पहचाने पल, दोस्तों के साथ छोटे स्केच में। 😂",
    "स्टोरीज़: '{s} में आपका फ़ेवरेट किरदार?' पोल, और नतीजे पर अगले दिन आपकी राय।",
    "रील: {s} का कोई मशहूर डायलॉग या सीन दोस्तों के साथ दोबारा, कम बजट में। 🎬",
    "कैरोसेल: '{s} पसंद आया? तो ये भी देखें'। हर स्लाइड पर एक सुझाव और क्यों।",
    "रील: '{s} के पीछे की तीन बातें जो कम लोग जानते हैं', हर बात का सोर्स कैप्शन में।",
    "रील: 'मेरी {s} रैंकिंग'। टॉप पांच, क्विक कट में, और कमेंट में आपकी लिस्ट।",
    "स्टोरीज़: '{s} पर सवाल पूछिए' क्वेश्चन स्टिकर, सबसे अच्छे जवाब हाइलाइट में।",
    "रील: '{s} देखते वक्त बनाम देखने के बाद', दो हालतें, एक ही फ़्रेम में। 😅",
    "कैरोसेल: '{s} के थ्योरी वाले सवाल'। हर स्लाइड पर एक सवाल, और कमेंट में बहस।",
    "रील सीरीज़: '{s} पर रोज़ एक बात'। नंबर के साथ, हर बार एक जैसी फ़्रेमिंग।",
    "रील: घरवालों को {s} के बारे में समझाने की कोशिश, बिना स्क्रिप्ट, उनके सवालों के साथ। 😂",
  ]),
  ...ideaTemplates(["show"], "youtube", [
    "'{s} रिव्यू: बिना स्पॉइलर': क्या अच्छा, क्या नहीं, और किसे देखना चाहिए, फ़ैसला पहले दस सेकंड में।",
    "'{s} पूरी तरह समझाया हुआ': कहानी, किरदार और थीम, स्पॉइलर की चेतावनी के साथ, चैप्टर्स में।",
    "'{s} के दस सबसे बड़े पल, रैंक किए हुए': हर पल पर आपकी राय, अपने शब्दों में।",
    "'{s} की थ्योरी': आपकी सबसे पक्की थ्योरी, सबूत के साथ, और कमेंट में बहस।",
    "शॉर्ट: {s} पर एक लाइन का फ़ैसला, पहले ही सेकंड में।",
    "शॉर्ट: '{s} की एक अनसुनी बात', तीस सेकंड में, सोर्स स्क्रीन पर।",
    "'{s} देखने से पहले ये जान लें': क्रम, कहां देखें और क्या उम्मीद रखें।",
    "'{s} बनाम उसका पिछला हिस्सा या किताब': क्या बदला, क्या बेहतर, ईमानदार तुलना।",
    "'{s} पर आपके सवाल, मेरे जवाब': कमेंट्स से दस सवाल, बिना स्पॉइलर के।",
    "'{s} पसंद आया? ये दस और देखें': हर सुझाव का चैप्टर, और क्यों।",
    "शॉर्ट्स सीरीज़: '{s} के किस्से', हर शॉर्ट में एक, टाइटल में नंबर।",
    "'{s} के पीछे की कहानी': बनने का सफ़र, भरोसेमंद सोर्स से, डिस्क्रिप्शन में लिंक।",
    "'घरवालों के साथ {s} पर चर्चा': उनकी राय, उनके सवाल, और पीढ़ियों का फ़र्क। 😄",
  ]),
];

export const SHOW_IDEAS_HINGLISH = [
  ...ideaTemplates(["show"], "instagram", [
    "Reel: '{S} pe meri honest raay, tees second mein'. Verdict pehle, phir do wajah, aur caption mein 'tum agree karte ho?'.",
    "Carousel: '{S} ke paanch pal jo bhoole nahi jaate'. Har slide pe ek pal, apne shabdon mein, spoiler warning ke saath.",
    "Reel: '{S} dekhne wale hi samjhenge'. Paanch jaane-pehchaane pal, doston ke saath chhote sketches mein. 😂",
    "Stories: '{S} mein tumhara favourite character?' Poll, aur result pe agle din tumhari raay.",
    "Reel: {s} ka koi famous dialogue ya scene doston ke saath dobara, low budget mein. 🎬",
    "Carousel: '{S} pasand aaya? Toh yeh bhi dekho'. Har slide pe ek suggestion aur kyun.",
    "Reel: '{S} ke peeche ki teen baatein jo kam log jaante hain', har baat ka source caption mein.",
    "Reel: 'Meri {s} ranking'. Top paanch, quick cuts mein, aur comments mein tumhari list.",
    "Stories: '{S} pe sawaal poocho' question sticker, best jawab highlight mein.",
    "Reel: '{S} dekhte waqt vs dekhne ke baad', do haalat, ek hi frame mein. 😅",
    "Carousel: '{S} ke theory wale sawaal'. Har slide pe ek sawaal, aur comments mein debate.",
    "Reel series: '{S} pe roz ek baat'. Numbered, har baar same framing.",
    "Reel: family ko {s} ke baare mein samjhane ki koshish, bina script, unke sawaalon ke saath. 😂",
  ]),
  ...ideaTemplates(["show"], "youtube", [
    "'{S} review: bina spoiler': kya achha, kya nahi, aur kisko dekhna chahiye, verdict pehle das second mein.",
    "'{S} poori tarah samjhaya hua': kahani, characters aur themes, spoiler warning ke saath, chapters mein.",
    "'{S} ke das sabse bade pal, ranked': har pal pe tumhari raay, apne shabdon mein.",
    "'{S} theory': tumhari sabse pakki theory, saboot ke saath, aur comments mein debate.",
    "Short: {s} pe ek line ka verdict, pehle hi second mein.",
    "Short: '{S} ki ek ansuni baat', tees second mein, source screen pe.",
    "'{S} dekhne se pehle yeh jaan lo': order, kahan dekhein aur kya umeed rakhein.",
    "'{S} vs uska pichhla part ya book': kya badla, kya better, honest comparison.",
    "'{S} pe tumhare sawaal, mere jawab': comments se das sawaal, bina spoiler ke.",
    "'{S} pasand aaya? Yeh das aur dekho': har suggestion ka chapter, aur kyun.",
    "Shorts series: '{S} ke kisse', har short mein ek, title mein number.",
    "'{S} ke peeche ki kahani': banne ka safar, bharosemand sources se, description mein links.",
    "'Family ke saath {s} pe charcha': unki raay, unke sawaal, aur generations ka farak. 😄",
  ]),
];
