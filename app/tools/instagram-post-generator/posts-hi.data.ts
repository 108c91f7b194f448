// Whole posts for the Hindi page, written as Indian creators post them: a first line that names the
// topic, a body (a question, a list, a short story, a tip), then a call to action from its own bank.
// `{topic}` is the subject as the visitor typed it; it never opens a line, so it needs no capital.
// Every post fits any kind of subject (a phone, a place, a dish, a person, an exam), and none leans
// on the subject's gender: no pronoun or verb agrees with it.

/** Posts in Devanagari, each naming the topic once. */
export const HINDI_POSTS: readonly string[] = [
  "सच बताइए, {topic} के बारे में आपकी पहली राय क्या थी? 🤔\nलोग दो टीमों में बंटे हैं: एक जो दीवाने हैं, और एक जिन्हें समझ नहीं आता कि इतना शोर क्यों।\nमैं पहली टीम में हूं, और मेरे पास अपनी वजहें हैं।",
  "तीन बातें जो काश मुझे पहले पता होतीं, {topic} के बारे में 👇\n✔️ शुरुआत में सब उलझा हुआ लगता है, और यह बिल्कुल नॉर्मल है।\n✔️ दूसरों की राय सुनें, पर फ़ैसला अपने अनुभव से करें।\n✔️ जल्दबाज़ी न करें, थोड़ा वक्त दें, मज़ा अपने आप आने लगता है।",
  "कहानी छोटी है, पर दिल के करीब है 🤍\nपहली बार {topic} से सामना हुआ तो कोई खास उम्मीद नहीं थी।\nफिर धीरे-धीरे समझ आया कि लोग इतनी बातें क्यों करते हैं।\nआज वही मेरी फ़ेवरेट लिस्ट में सबसे ऊपर है।",
  "आज की टिप, {topic} वालों के लिए 💡\nकिसी और की हाइलाइट रील से अपनी तुलना मत कीजिए।\nअपना अनुभव, अपनी रफ़्तार। बाकी सब धीरे-धीरे सेट हो जाता है।",
  "अनपॉपुलर ओपिनियन: हम {topic} को उतनी गंभीरता से नहीं लेते, जितनी लेनी चाहिए। 🗣️\nसब ऊपर-ऊपर से देखकर राय बना लेते हैं।\nअसली बात तब समझ आती है जब कोई थोड़ा रुककर ध्यान से देखे।",
  "आज की पोस्ट पूरी तरह {topic} के नाम ✨\nकुछ लोगों के लिए यह बस एक शब्द है, हमारे लिए पूरा मूड।\nआपके लिए क्या है? एक शब्द में बताइए।",
  "सबसे बड़ा भ्रम: {topic} पर बात करने के लिए एक्सपर्ट होना ज़रूरी है। ❌\nसच: थोड़ी जिज्ञासा और थोड़ा वक्त काफ़ी है।\nबाकी सब रास्ते में सीख जाते हैं।",
  "पहले: {topic}? मुझे क्या लेना-देना। 🙄\nअब: हर दूसरी बातचीत वहीं जाकर खत्म होती है।\nकिसी ने सच कहा था, असली पसंद वक्त के साथ बनती है।",
  "यह पोस्ट उनके लिए जो {topic} को दिल से फ़ॉलो करते हैं 📌\n👉 पहले ध्यान से देखिए, फिर राय बनाइए।\n👉 सबकी सुनिए, पर आंख मूंदकर किसी की मत मानिए।\n👉 जो आपको सही लगे, वही चुनिए।",
  "एक बात कबूल करनी है 🙈\nजब बात {topic} की हो, तो मेरी कमज़ोरी किसी से छिपी नहीं है।\nदोस्त अब इस पर मज़ाक उड़ाते हैं, और सच कहूं तो बुरा भी नहीं लगता।",
  "प्रिय {topic}, 💌\nतुम्हारी वजह से मेरी बातें कभी खत्म नहीं होतीं।\nदोस्त कहते हैं कि अब कोई दूसरा टॉपिक भी ढूंढ लो।\nपर सच कहें तो हमें कोई जल्दी नहीं है।",
  "अगर कोई आज पहली बार {topic} के बारे में सुन रहा हो, तो आप उसे सबसे पहले क्या बताएंगे? 🤔\nमेरा जवाब: जल्दबाज़ी मत करो, आराम से समझो।\nएक बार समझ आ गया, तो मज़ा खुद आने लगेगा।",
  "उम्मीद बनाम हकीकत, {topic} एडिशन 😅\nउम्मीद: सब कुछ परफ़ेक्ट, बिल्कुल रील जैसा।\nहकीकत: थोड़ा अलग, थोड़ा बिखरा हुआ, पर सच कहें तो उससे भी बेहतर।",
  "छोटी-सी याद दिलानी थी 🌱\nचाहे {topic} हो या कुछ और, हर दिन परफ़ेक्ट नहीं होता, और यह बिल्कुल ठीक है।\nरफ़्तार धीमी ही सही, आगे तो बढ़ रहे हैं।",
  "आज का दिन {topic} के नाम रहा ☀️\nफ़ोन साइड में, ध्यान पूरा यहीं।\nऐसे दिन कम आते हैं, इसलिए इस पोस्ट में संभालकर रख लिया।",
];

/** Posts in Hinglish (Hindi in Roman letters), each naming the topic once. */
export const HINGLISH_POSTS: readonly string[] = [
  "Sach batao, {topic} ke baare mein tumhari pehli feeling kya thi? 🤔\nMeri toh seedhi si thi: itna hype kyun?\nAur ab dekho, isi pe post bana rahe hain. 😅",
  "Teen lessons jo kisi ne pehle nahi bataye, {topic} ke baare mein 👇\n✔️ Shuruaat mein sab confusing lagta hai, aur yeh normal hai.\n✔️ Doosron se compare karoge toh maza chala jayega.\n✔️ Thoda time do, cheezein khud samajh aane lagti hain.",
  "Ek chhoti si story ☕\nDost ne pehli baar {topic} ke baare mein bataya toh maine hans ke taal diya.\nAaj wahi dost chidhata hai, kyunki ab is topic pe sabse zyada baatein meri taraf se hoti hain. 😂",
  "Ek kaam ki tip, {topic} waalon ke liye 💡\nJo sabko pasand hai, zaroori nahi tumhe bhi ho.\nPehle apna khud ka experience banao, reviews baad mein padhna.",
  "Unpopular opinion: log {topic} ko zarurat se zyada complicated bana dete hain. 🗣️\nSimple socho, dil se dekho, baaki sab sorted.\nAgree ya debate?",
  "Aaj ka mood: full {topic} ✨\nNa koi plan, na koi tension.\nBas yahi chal raha hai dimaag mein. Tumhara aaj ka mood kya hai?",
  "Sabse bada myth: {topic} ko samajhne ke liye expert hona padta hai. ❌\nSach: thodi curiosity aur thoda time kaafi hai.\nBaaki sab raaste mein seekh jaate hain.",
  "Expectation vs reality, {topic} edition 😅\nExpectation: sab kuch ekdum perfect, bilkul reel jaisa.\nReality: thoda messy, thoda alag, par honestly usse bhi better.",
  "Yeh post un logon ke liye jo {topic} ko seriously lete hain 📌\n👉 Pehle dhyan se dekho, phir opinion banao.\n👉 Sabki suno, par apna dimaag lagao.\n👉 Jo tumhe sahi lage, wahi chuno.",
  "Confession time 🙈\nJab baat {topic} ki ho, toh mera control zero hai.\nDost ab taunt maarte hain, aur sach kahun toh bura bhi nahi lagta.",
  "Dear {topic}, 💌\nGroup chat mein har baar tumhara hi zikr aa jaata hai.\nDost bore ho gaye, hum nahi. Aise hi bane rehna.",
  "Koi aaj pehli baar {topic} ke baare mein sun raha ho, toh usse sabse pehle kya bologe? 🤔\nMera jawab: aaram se, ek ek cheez samjho.\nMaza apne aap aane lagega.",
  "Chalo rate karo: {topic}, ek se das ke beech ⭐\nMera score abhi secret hai.\nPehle tumhara sunna hai, phir apna reveal karenge, promise.",
  "Chhota sa reminder 🌱\nChahe {topic} ho ya kuch aur, har din perfect nahi hota, aur yeh bilkul theek hai.\nProgress dheere hi sahi, ho toh rahi hai.",
  "Weekend plan sorted: thoda {topic}, thodi chai, aur zero tension ☕\nBaaki duniya Monday ko dekh lenge.",
];

/** Calls to action in Devanagari, one closing each post. */
export const HINDI_CALLS: readonly string[] = [
  "पोस्ट काम की लगी हो तो सेव कर लें, बाद में काम आएगी। 📌",
  "उस दोस्त को टैग करें जिसे यह पोस्ट ज़रूर देखनी चाहिए। 👇",
  "अपनी राय कमेंट में लिखें, हर कमेंट पढ़ा जाता है। 💬",
  "ऐसी और पोस्ट के लिए फ़ॉलो करें। ✨",
  "सहमत हों तो एक ❤️, असहमत हों तो कमेंट में बहस।",
  "किसी ऐसे दोस्त को भेजें जो इस पर घंटों बात कर सकता है। 📩",
  "कमेंट में बस एक शब्द लिखें: हां या ना। 👇",
  "सेव करें, शेयर करें, और अगली पोस्ट के लिए जुड़े रहें। 🙌",
  "आपका अनुभव कैसा रहा? कमेंट में बताइए। 👇",
  "पसंद आई तो अपनी स्टोरी पर शेयर करें। 🔁",
  "अगली पोस्ट किस बारे में हो? आइडिया कमेंट में दीजिए। 💡",
  "नोटिफ़िकेशन ऑन कर लें, अगली पोस्ट और भी खास है। 🔔",
];

/** Calls to action in Hinglish, one closing each post. */
export const HINGLISH_CALLS: readonly string[] = [
  "Kaam ki lagi toh save kar lo, baad mein kaam aayegi. 📌",
  "Us dost ko tag karo jisko yeh post dekhni hi chahiye. 👇",
  "Apni raay comments mein likho, har comment padha jaata hai. 💬",
  "Aisi aur posts ke liye follow kar lo. ✨",
  "Agree ho toh ek ❤️, nahi ho toh comments mein debate.",
  "Group chat mein bhejo, wahan bhi discussion shuru ho jayega. 📩",
  "Comments mein bas ek word: haan ya na? 👇",
  "Save karo, share karo, aur agle post ke liye jude raho. 🙌",
  "Tumhara experience kaisa raha? Comments mein batao. 👇",
  "Pasand aaya toh apni story pe share kar do. 🔁",
  "Agla post kis pe chahiye? Idea comments mein do. 💡",
  "Post notifications on kar lo, agla wala aur bhi mast hai. 🔔",
];
