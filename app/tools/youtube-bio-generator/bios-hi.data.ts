import type { Niche } from "./youtube-bio-generator.data";

// About-section bios for the Hindi page, two per niche like the English page, shown in this order
// every time. Written the way Indian channels introduce themselves: a hook line, what the channel
// covers, then emoji-led lines on what to expect and what to do next. Nothing a visitor would paste
// as their own claim: no numbers, subscriber counts, awards or credentials; the e-mail is a
// placeholder at example.com. Neither bank translates the other word for word.

/** Two bios in Devanagari per niche. */
export const HINDI_CHANNEL_BIOS: Readonly<Record<Niche, readonly [string, string]>> = {
  Tech: [
    `📱 टेक रिव्यू, बिना किसी दिखावे के।
स्मार्टफ़ोन, ईयरबड्स, लैपटॉप और स्मार्ट होम गैजेट को हफ़्तों इस्तेमाल करके बताते हैं कि कौन-सा आपके पैसे के लायक है और कौन-सा सिर्फ़ हाइप।

🆕 हर हफ़्ते नया रिव्यू
💬 अगला कौन-सा गैजेट टेस्ट करें? कमेंट में बताइए

📩 बिज़नेस: yourname@example.com`,
    `💻 टेक, अब आसान भाषा में।
फ़ोन की छुपी सेटिंग्स, सेटअप गाइड, बजट कंप्यूटर बिल्ड और "अपग्रेड करें या नहीं?" वाले वीडियो, ऐसे समझाए हुए जैसे कोई दोस्त समझाता है। भारी-भरकम शब्द नहीं, सिर्फ़ काम की बात।

🔔 हर हफ़्ते नए ट्यूटोरियल के लिए सब्सक्राइब करें और बेल दबाएं
🛠️ शुरुआत करने वालों के लिए, महंगे गियर की ज़रूरत नहीं`,
  ],
  Vlogs: [
    `🎥 चाय, हंगामा और बीच की हर बात ☕
छोटे शहर से बड़े शहर आए एक आम इंसान की रोज़ की ज़िंदगी: हॉस्टल का खाना, वीकेंड ट्रिप, साइड हसल और कभी-कभी घर वालों का ड्रामा।

📅 हर रविवार नया व्लॉग
✨ ट्रैवल के लिए आइए, ब्लूपर्स के लिए रुक जाइए`,
    `✈️ स्टूडेंट बजट में आराम से घूमना।
छुपे हुए कैफ़े, रात भर की ट्रेन, होमस्टे और वो जगहें जो अभी तक आपकी फ़ीड में नहीं आईं, पहाड़ों से समंदर तक। हर वीडियो में असली खर्च, ताकि आप अपनी ट्रिप खुद प्लान कर सकें।

📍 अभी: कहीं पहाड़ों में
🔔 सब्सक्राइब करें और हर वीकेंड साथ घूमिए`,
  ],
  Gaming: [
    `🎮 गेमिंग का फ़ुल डोज़, बिना ब्रेक के!
BGMI के क्लच, रैंक्ड की ग्राइंड और स्क्वॉड के साथ मज़ेदार फ़ेल। ज़्यादातर रातों को लाइव। आइए, चैट में हाय बोलिए, और गुस्से का बुरा मत मानिए 😅

🔴 हफ़्ते में कई बार लाइव स्ट्रीम
🏆 हर वीकेंड कस्टम रूम`,
    `🕹️ स्टोरी गेम्स, इंडी गेम्स और पुराने क्लासिक, आराम से और पूरे मन से खेले हुए।
बिना फ़ालतू कमेंट्री के पूरे वॉकथ्रू, सच्चे रिव्यू, और "क्या ये अब भी खेलने लायक है?" वाले वीडियो उन गेम्स के लिए जो आपसे छूट गए।

🎧 हेडफ़ोन लगाकर देखें
💬 अगला कौन-सा गेम खेलूं? कमेंट में बताइए`,
  ],
  Education: [
    `📚 ज़्यादा देर नहीं, ज़्यादा समझदारी से पढ़ें।
बोर्ड एग्ज़ाम, JEE, NEET और कॉलेज सेमेस्टर के लिए पढ़ाई के तरीके, एग्ज़ाम की स्ट्रेटेजी और आज़माए हुए टाइमटेबल। छोटे वीडियो, जो क्लास के बीच में पूरे देख सकें।

🗓️ हर सोमवार पढ़ाई का नया हैक
✅ एग्ज़ाम से पहले प्लेलिस्ट सेव कर लें`,
    `🧠 बड़े आइडिया, छोटे वीडियो में।
साइंस, इतिहास और इकोनॉमिक्स को आसान विज़ुअल और रोज़ की मिसालों से समझाते हैं, सीधी हिन्दी में। हर उम्र के जिज्ञासु लोगों के लिए, सिर्फ़ स्टूडेंट्स के लिए नहीं।

📖 हर हफ़्ते नया एक्सप्लेनर
💡 कोई "पर क्यों?" वाला सवाल है? कमेंट में पूछिए`,
  ],
};

/** Two bios in Hinglish (Roman letters) per niche. */
export const HINGLISH_CHANNEL_BIOS: Readonly<Record<Niche, readonly [string, string]>> = {
  Tech: [
    `📱 Tech reviews, bina kisi dikhave ke.
Smartphones, earbuds, laptops aur smart home gadgets ko hafton use karke batate hain ki kaunsa aapke paise ke laayak hai aur kaunsa sirf hype.

🆕 Har hafte naya review
💬 Agla kaunsa gadget test karein? Comment mein batao

📩 Business: yourname@example.com`,
    `💻 Tech, ab seedhi bhasha mein.
Phone ki chhupi settings, setup guides, budget computer builds aur "upgrade karein ya nahi?" wale videos, bilkul waise samjhaaye jaise ek dost samjhata hai. Bhaari shabd nahi, bas kaam ki baat.

🔔 Har hafte naye tutorials ke liye subscribe karo aur bell dabao
🛠️ Beginners ke liye, mehenge gear ki zaroorat nahi`,
  ],
  Vlogs: [
    `🎥 Chai, hungama aur beech ki har baat ☕
Chhote shehar se bade shehar aaye ek aam bande ki roz ki life: hostel ka khana, weekend trips, side hustle aur kabhi-kabhi ghar ka drama.

📅 Har Sunday naya vlog
✨ Travel ke liye aao, bloopers ke liye ruk jao`,
    `✈️ Student budget mein aaram se ghoomna.
Chhupe hue cafes, raat bhar ki trains, homestays aur woh jagah jo abhi tak aapki feed mein nahi aayi, pahadon se samundar tak. Har video mein asli kharcha, taaki aap apni trip khud plan kar sako.

📍 Abhi: kahin pahadon mein
🔔 Subscribe karo aur har weekend saath ghoomo`,
  ],
  Gaming: [
    `🎮 Roz raat gaming, full josh mein!
BGMI clutches, ranked grind aur squad ke saath funny fails. Zyadatar raaton ko live. Aao, chat mein hi bolo, aur gusse ka bura mat maano 😅

🔴 Hafte mein kai baar live streams
🏆 Har weekend custom rooms`,
    `🕹️ Story games, indie games aur purane classics, aaram se aur dil se khele hue.
Bina faltu commentary ke poore walkthroughs, sachche reviews, aur "kya yeh ab bhi khelne laayak hai?" wale videos un games ke liye jo aapse chhoot gaye.

🎧 Headphones laga ke dekho
💬 Agla game kaunsa khelun? Comments mein batao`,
  ],
  Education: [
    `📚 Zyada der nahi, zyada samajhdaari se padho.
Board exams, JEE, NEET aur college semesters ke liye padhai ke tareeke, exam strategy aur aazmaaye hue timetables. Chhote videos jo classes ke beech mein poore dekh sako.

🗓️ Har Monday padhai ka naya hack
✅ Exam se pehle playlist save kar lo`,
    `🧠 Bade ideas, chhote videos mein.
Science, history aur economics ko aasaan visuals aur roz ki misaalon se samjhaate hain, seedhi Hinglish mein. Har umar ke curious logon ke liye, sirf students ke liye nahi.

📖 Har hafte naya explainer
💡 Koi "par kyun?" wala sawaal hai? Comments mein poochho`,
  ],
};
