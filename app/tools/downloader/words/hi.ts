// What the downloader pages say, in Hindi (its shape: ./shape.ts).

import type { DownloaderWords } from "./shape";

export const words: DownloaderWords = {
  platforms: {
    instagram: {
      label: "Instagram",
      article: "",
      button: "मीडिया लाएं",
      placeholder: "https://www.instagram.com/reel/…",
      hint: "पोस्ट पर ••• दबाएं, ‘कॉपी लिंक’ चुनें और लिंक यहां पेस्ट करें। सिर्फ़ पब्लिक अकाउंट के लिंक चलते हैं।",
      sampleHint:
        "पोस्ट पर ••• दबाएं और ‘कॉपी लिंक’ चुनें। यहां डाउनलोड अभी चालू नहीं है, इसलिए यह पेज आपका लिंक चेक करता है और एक सैंपल कार्ड दिखाता है, आपकी पोस्ट नहीं।",
      sampleLabel: "सैंपल प्रीव्यू: यह आपकी पोस्ट नहीं है",
      found: "मीडिया मिल गया, पर डाउनलोड के लिए इस साइट पर अभी सर्वर नहीं जुड़ा है।",
      foundReady: "मीडिया मिल गया। डाउनलोड के लिए तैयार है।",
    },
    youtube: {
      label: "YouTube",
      article: "",
      button: "वीडियो लाएं",
      placeholder: "https://youtu.be/…",
      hint: "वीडियो के नीचे ‘शेयर’ दबाएं, फिर ‘कॉपी लिंक’। वॉच, youtu.be, शॉर्ट्स, एम्बेड और लाइव, हर तरह का लिंक चलता है।",
      sampleHint:
        "वीडियो के नीचे ‘शेयर’ दबाएं, फिर ‘कॉपी लिंक’। यहां वीडियो डाउनलोड अभी चालू नहीं है, इसलिए यह पेज आपका लिंक चेक करता है और एक सैंपल कार्ड दिखाता है, आपका वीडियो नहीं।",
      sampleLabel: "सैंपल प्रीव्यू: यह आपका वीडियो नहीं है",
      found: "वीडियो मिल गया, पर डाउनलोड के लिए इस साइट पर अभी सर्वर नहीं जुड़ा है।",
      foundReady: "वीडियो मिल गया। डाउनलोड के लिए HD या SD चुनें।",
    },
  },
  fieldLabel: (copy) => `${copy.label} लिंक`,
  fetching: "ला रहे हैं...",
  urlRequiredTitle: "लिंक चाहिए",
  urlRequired: (copy) => `आगे बढ़ने के लिए ${copy.label} लिंक पेस्ट करें।`,
  invalidBanner: (copy) => `यह ${copy.label} लिंक सही नहीं है। लिंक जांचें और फिर कोशिश करें।`,
  invalidToast: (copy) => `${copy.label} लिंक सही नहीं है।`,
  successTitle: "हो गया!",
  errorTitle: "एरर",
  lookupFailed: "लिंक चेक करते समय कुछ गड़बड़ हो गई। फिर कोशिश करें।",
  backendRequiredTitle: "सर्वर नहीं जुड़ा",
  instagramBackend: "डाउनलोड के लिए सर्वर चाहिए, जो इस साइट पर अभी नहीं जुड़ा है।",
  youtubeBackend: (spoken) => `${spoken} में डाउनलोड के लिए सर्वर चाहिए, जो इस साइट पर अभी नहीं जुड़ा है।`,
  qualityLabel: (button) => `${button} डाउनलोड करें`,
  found: { video: "वीडियो मिला", media: "मीडिया मिला" },
  sampleNote:
    "ऊपर की फ़ोटो और जानकारी एक तय सैंपल है, हर लिंक के लिए एक जैसी। इस साइट ने अभी कोई डाउनलोड सर्वर नहीं जोड़ा है, इसलिए आपके लिंक से कुछ भी नहीं लाया गया।",
  thumbnailLead: "सिर्फ़ फ़ोटो चाहिए?",
  thumbnailLink: "किसी भी वीडियो का थंबनेल हर साइज़ में पाएं",
  thumbnailEnd: "।",
  thumbnailCardLink: "इस वीडियो का असली थंबनेल पाएं",
  videoId: "वीडियो ID:",
  instagram: {
    carousel: (count) => `${count} फ़ाइलों वाला कैरोसेल`,
    video: "वीडियो",
    image: "फ़ोटो",
    heading: (user, type) => {
      if (user) return `@${user} का मीडिया`;
      return type === "video" ? "Instagram से वीडियो" : "Instagram से फ़ोटो";
    },
    ready: "डाउनलोड के लिए तैयार",
    download: "डाउनलोड करें",
    files: "इस पोस्ट की फ़ाइलें",
    downloadItem: (label) => `${label} डाउनलोड करें`,
  },
  save: {
    startedTitle: "डाउनलोड शुरू हो गया",
    started: (filename) => `“${filename}” सेव हो रहा है। अगर कुछ न हो, तो बटन फिर दबाएं: हर डाउनलोड लिंक थोड़ी देर ही चलता है।`,
    openedTitle: "नए टैब में खुल गया",
    opened: "वहीं से सेव करें: वीडियो को दबाकर रखें (या उस पर राइट-क्लिक करें) और ‘डाउनलोड’ या ‘सेव वीडियो ऐज़’ चुनें।",
    blockedTitle: "आपकी फ़ाइल तैयार है",
    blocked: "आपके ब्राउज़र ने नया टैब रोक दिया। फ़ाइल खोलें, फिर वहीं से सेव करें।",
    blockedAction: "खोलें",
  },
  downloadFailed: "फ़ाइल तैयार करते समय कुछ गड़बड़ हो गई। फिर कोशिश करें।",
  sample: {
    videoTitle: "घर पर प्रो की तरह रील्स शूट करें — ₹2,000 से कम में फ़ोन सेटअप 📱🎬",
    alts: {
      "instagram-reels-downloader": "सैंपल रील कवर: ट्राइपॉड पर फ़ोन और प्ले बटन",
      "instagram-post-downloader": "सैंपल पोस्ट: पहाड़ियों पर ढलता सूरज",
      "instagram-story-downloader": "सैंपल स्टोरी: गुलाबी बैकग्राउंड पर चाय का कप",
      "instagram-dp-downloader": "सैंपल प्रोफ़ाइल फ़ोटो: गोल अवतार",
      "instagram-caption-downloader": "कैप्शन की लाइनों के साथ सैंपल पोस्ट",
      "youtube-video-downloader": "सैंपल वीडियो थंबनेल: रिंग लाइट और प्ले बटन",
      "youtube-shorts-downloader": "सैंपल शॉर्ट्स कवर: प्ले बटन वाला खड़ा फ़्रेम",
    },
  },
};
