import { hindiFormatTemplates as format } from "../../hi-rows";

// When the keyword names a format ("बिरयानी रेसिपी", "iphone 16 review", "goa trip", "Diwali GRWM"),
// a few captions speak to it. The reader has already taken the format word off the subject.
export const FORMAT_CAPTIONS_HI = [
  ...format(
    ["recipe"],
    ["food"],
    [
      ["food motivation", "घर पर {s} की पहली कोशिश। परफ़ेक्ट नहीं, पर पूरी अपनी। 👩‍🍳"],
      ["food attitude", "रेस्टोरेंट वालों, माफ़ करना: {s} अब घर पर बनाना आ गया। 😎"],
      ["food love", "मम्मी की रेसिपी, मेरे हाथ: {s}। 💛"],
      ["funny food", "शुरू से {s} बनाने बैठे, और किचन बच गया। लगभग। 😂"],
    ],
  ),
  ...format(
    ["haul"],
    ["product", "brand", "place"],
    [
      ["funny sad", "{s} हॉल: वॉलेट रो रहा है, दिल मुस्कुरा रहा है। 🛍️"],
      ["attitude selfie", "हॉल अलर्ट: {s} एडिशन। 🛍️"],
      ["friendship funny", "गए थे एक चीज़ लेने, लौटे {s} के पूरे हॉल के साथ। 🛍️"],
    ],
  ),
  ...format(
    ["unboxing"],
    ["product", "brand"],
    [
      ["love", "{s} की अनबॉक्सिंग, और वो नई-नई खुशबू। 📦"],
      ["funny birthday", "अनबॉक्सिंग डे: {s}। हाथ थोड़े कांप रहे हैं। 📦"],
    ],
  ),
  ...format(
    ["review"],
    ["product", "brand", "show", "place", "food", "game"],
    [
      ["attitude", "{s} पर ईमानदार फ़ैसला, बिना फ़िल्टर। 🎯"],
      ["motivation friendship", "{s} को रेट कर दिया, ताकि आपको अंदाज़ा न लगाना पड़े। ⭐"],
      ["funny", "{s} का रिव्यू: तारीफ़ भी, शिकायत भी, सब सच। 📝"],
    ],
  ),
  ...format(
    ["grwm"],
    ["event", "activity"],
    [
      ["selfie festival", "मेरे साथ तैयार हो जाइए: {s} एडिशन। 💄"],
      ["selfie funny", "{s} के लिए तैयारी: पहले अफ़रा-तफ़री, फिर ग्लो। ✨"],
    ],
  ),
  ...format(
    ["vlog"],
    ["place", "event", "person", "animal", "activity", "food"],
    [
      ["travel love", "{s} वाला एक दिन, कैमरे में हमेशा के लिए। 🎥"],
      ["friendship funny", "व्लॉग डायरीज़: {s}। ब्लूपर्स भी शामिल। 🎥"],
      ["travel selfie", "कैमरा ऑन, {s} वाला व्लॉग शुरू। 🎬"],
    ],
  ),
  ...format(["challenge"], ["activity", "food", "game"], [["motivation funny", "{s} चैलेंज मंज़ूर। दुआ करना। 😅"]]),
  ...format(
    ["tutorial", "tips"],
    ["activity", "study", "game", "field"],
    [["motivation", "{s} मुश्किल तरीके से सीखा, इसलिए आपके लिए आसान तरीका। 📌"]],
  ),
  ...format(
    ["highlights", "gameplay"],
    ["event", "activity", "game"],
    [["funny love", "{s} के हाइलाइट्स, दिमाग में बिना किराए के रह रहे हैं। 🔁"]],
  ),
  ...format(["reaction"], ["show", "event", "game"], [["funny selfie", "{s} के दौरान मेरा चेहरा: ऊपर देखिए। 😱"]]),
  ...format(["study-with-me"], ["study", "activity"], [["motivation food", "मेरे साथ पढ़िए: {s} एडिशन। चाय तैयार है। ☕"]]),
  ...format(["tour"], ["place"], [["funny", "{s} टूर: अंदर आइए, बिखरे सामान को नज़रअंदाज़ कीजिए। 🏠"]]),
  ...format(["travel-guide"], ["place"], [["travel motivation", "{s} का ये प्लान अगले लंबे वीकेंड के लिए सेव। 📌"]]),
  ...format(["explained"], ["field", "study", "show"], [["motivation", "{s}, आसान भाषा में। आखिरकार। 💡"]]),
];
