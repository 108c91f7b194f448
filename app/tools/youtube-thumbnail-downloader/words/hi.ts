// What the thumbnail downloader's screen says, in Hindi (its shape: ./shape.ts).
import { plural } from "~/lib/text/plural";
import {
  OFFERED_SIZES,
  type ThumbnailSize,
  type ThumbnailSizeId,
  sizeName,
} from "../youtube-thumbnail-downloader.data";
import type { ThumbnailWords } from "./shape";

// cspell:ignore maxresdefault sddefault hqdefault mqdefault
/** Each size's name and note in Hindi; sizes, file names and addresses stay as YouTube has them. */
const HINDI_SIZES: Readonly<Record<ThumbnailSizeId, { label: string; note: string }>> = {
  maxresdefault: {
    label: "मैक्स रेज़ोल्यूशन",
    note: "HD साइज़ में पूरी 16:9 फ़ोटो। यह हर वीडियो में नहीं होती: पुराने और लो-रेज़ोल्यूशन अपलोड में अक्सर नहीं मिलती।",
  },
  sddefault: { label: "स्टैंडर्ड", note: "4:3, जिसमें 16:9 फ़ोटो के ऊपर और नीचे काली पट्टियां होती हैं।" },
  hqdefault: { label: "हाई क्वालिटी", note: "4:3, काली पट्टियों के साथ; यह लगभग हर वीडियो में होती है।" },
  mqdefault: { label: "मीडियम क्वालिटी", note: "16:9, बिना पट्टियों के; YouTube लिस्ट में यही साइज़ दिखाता है।" },
  default: { label: "छोटा", note: "4:3 का छोटा-सा प्रीव्यू।" },
};

/** "A, B या C" (or "और"): the sizes' names, as a Hindi sentence lists them. */
function hindiList(sizes: readonly ThumbnailSize[], last: "या" | "और"): string {
  const names = sizes.map(sizeName);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} ${last} ${names.at(-1) ?? ""}`;
}

export const words: ThumbnailWords = {
  field: {
    label: "YouTube लिंक या वीडियो ID",
    placeholder: "https://youtu.be/…",
    hint: "वीडियो के नीचे ‘शेयर’ दबाएं, फिर ‘कॉपी लिंक’। वॉच, youtu.be, शॉर्ट्स, लाइव और एम्बेड, हर तरह का लिंक चलता है। फ़ोटो YouTube के इमेज सर्वर से तभी लोड होती हैं, जब आप बटन दबाते हैं।",
  },
  form: {
    button: "थंबनेल लाएं",
    loading: "साइज़ ढूंढ रहे हैं...",
    emptyTitle: "लिंक चाहिए",
    invalidTitle: "लिंक जांचें",
  },
  reasons: {
    empty: "YouTube वीडियो का लिंक या उसकी 11 कैरेक्टर की वीडियो ID पेस्ट करें।",
    "too-long": "YouTube लिंक के हिसाब से यह बहुत ज़्यादा लंबा है। ‘शेयर’ से लिंक दोबारा कॉपी करें।",
    "not-a-link": "यह लिंक जैसा नहीं लग रहा। YouTube पर ‘शेयर’ दबाएं, फिर ‘कॉपी लिंक’, और यहां पेस्ट करें।",
    "not-youtube": "यह लिंक YouTube का नहीं है। youtube.com या youtu.be वाला लिंक पेस्ट करें।",
    "no-video": "यह YouTube लिंक किसी एक वीडियो का नहीं है। यह किसी चैनल, प्लेलिस्ट या होम पेज का हो सकता है।",
    "bad-id": "इस लिंक में वीडियो ID अधूरी या बदली हुई लग रही है। ‘शेयर’ से लिंक दोबारा कॉपी करें।",
  },
  sizes: OFFERED_SIZES.map((size) => ({ ...size, ...HINDI_SIZES[size.id] })),
  result: {
    title: "इस वीडियो के थंबनेल",
    ready: (count) =>
      plural("hi", count, {
        "=0": "{count} साइज़ सेव करने के लिए तैयार हैं।",
        one: "{count} साइज़ सेव करने के लिए तैयार है।",
        other: "{count} साइज़ सेव करने के लिए तैयार हैं।",
      }),
    videoId: "वीडियो ID:",
    idEnd: "।",
    source: "फ़ोटो सीधे YouTube के इमेज सर्वर से आती हैं; यह साइट इनकी कोई कॉपी नहीं रखती।",
    missing: (sizes) =>
      `इस वीडियो के लिए YouTube के पास ${hindiList(sizes, "या")} नहीं है, इसलिए ${plural("hi", sizes.length, { one: "इसे", other: "इन्हें" })} छोड़ दिया गया है।`,
    failed: (sizes) =>
      `${hindiList(sizes, "और")} लोड नहीं ${plural("hi", sizes.length, { one: "हुआ", other: "हुए" })}। फिर से कोशिश करने के लिए ‘थंबनेल लाएं’ दोबारा दबाएं।`,
    noneTitle: "कोई थंबनेल नहीं मिला",
    none: "YouTube के पास इस वीडियो का कोई थंबनेल नहीं है। हो सकता है वीडियो प्राइवेट हो, डिलीट हो चुका हो या अभी प्रोसेस हो रहा हो, या ID गलत लिखी हो।",
    offline: "YouTube के इमेज सर्वर से एक भी फ़ोटो लोड नहीं हो पाई। अपना कनेक्शन देखें और फिर कोशिश करें।",
  },
  save: {
    startedTitle: "डाउनलोड शुरू हो गया",
    started: (filename) => `${filename} सेव हो रहा है।`,
    opened: "पूरी फ़ोटो नए टैब में खोल दी है। वहीं से सेव करें: फ़ोटो को दबाकर रखें (या उस पर राइट-क्लिक करें) और ‘सेव इमेज’ चुनें।",
    blocked:
      "आपके ब्राउज़र ने इस पेज को फ़ोटो सेव नहीं करने दी। ‘पूरे साइज़ में खोलें’ दबाएं, फिर फ़ोटो को दबाकर रखें (या उस पर राइट-क्लिक करें) और ‘सेव इमेज’ चुनें।",
  },
  row: {
    alt: (name) => `${name} थंबनेल`,
    download: "डाउनलोड करें",
    downloadLabel: (name) => `${name} डाउनलोड करें`,
    open: "पूरे साइज़ में खोलें",
    openLabel: (name) => `${name} को नए टैब में पूरे साइज़ में खोलें`,
  },
};
