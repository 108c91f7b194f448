// What the thumbnail preview says, in Hindi (its shape: ./shape.ts).
import { plural } from "~/lib/text/plural";
import { formatBytes, formatDimensions } from "~/lib/site/local-images";
import type { TitleLines } from "../title-lines";
import { ELLIPSIS } from "../title-lines";
import {
  MAX_BYTES_COMPUTER,
  MAX_BYTES_PHONE,
  MIN_WIDTH,
  SURFACES,
  type Surface,
  type SurfaceId,
  THUMBNAIL_HEIGHT,
  THUMBNAIL_WIDTH,
} from "../youtube-thumbnail-preview.data";
import { type ImageFacts, type WarningId, ratioName, typeName } from "../youtube-thumbnail-preview.logic";
import type { PreviewWords } from "./shape";

const HI_SURFACES: Readonly<Record<SurfaceId, Omit<Surface, "id">>> = {
  "phone-feed": {
    tab: "फ़ोन फ़ीड",
    name: "फ़ोन पर होम फ़ीड",
    note: "YouTube ऐप की होम फ़ीड का पूरी चौड़ाई वाला कार्ड।",
  },
  "desktop-grid": {
    tab: "कंप्यूटर",
    name: "कंप्यूटर पर होम ग्रिड",
    note: "डेस्कटॉप ब्राउज़र में होम पेज ग्रिड का एक कार्ड।",
  },
  search: {
    tab: "सर्च",
    name: "सर्च रिज़ल्ट",
    note: "सर्च रिज़ल्ट की एक लाइन: बड़ा थंबनेल, उसके दाईं ओर टेक्स्ट।",
  },
  "up-next": {
    tab: "अगला वीडियो",
    name: "अगला वीडियो, प्लेयर के बगल में",
    note: "प्लेयर के बगल वाली सुझावों की लिस्ट, जहां थंबनेल सबसे छोटे दिखते हैं।",
  },
};

const HI_LINES = ["0 लाइनों", "एक लाइन", "दो लाइनों", "तीन लाइनों"];

/** The note under a frame on the Hindi page: what of the title that frame shows. */
export function hiTitleNote({ lines, cut, shown, total }: TitleLines): string {
  const rows = HI_LINES[lines.length] ?? `${lines.length} लाइनों`;
  if (!cut) return `पूरा टाइटल यहां ${rows} में आ जाता है।`;
  return `यहां कुल ${total} में से सिर्फ़ पहले ${shown} कैरेक्टर आते हैं, ${rows} में, फिर “${ELLIPSIS}”।`;
}

/** A file size on the Hindi page: "850 बाइट", "240 KB", "2.5 MB". */
export function hiBytes(bytes: number): string {
  return formatBytes(bytes).replace(/ bytes$/u, " बाइट");
}

/** The checks' findings on the Hindi page, for the same reasons and figures as the English. */
export function hiWarningText(id: WarningId, image: ImageFacts): string {
  const size = formatDimensions(image.width, image.height);
  const full = formatDimensions(THUMBNAIL_WIDTH, THUMBNAIL_HEIGHT);
  const texts: Readonly<Record<WarningId, () => string>> = {
    ratio: () =>
      `यह तस्वीर ${ratioName(image.width, image.height)} (${size}) है, 16:9 नहीं। YouTube इसे 16:9 फ़्रेम में फ़िट करता है, इसलिए काली पट्टियां या कटे हुए किनारे दिख सकते हैं।`,
    "too-narrow": () => `यह सिर्फ़ ${image.width} पिक्सल चौड़ी है। YouTube कम से कम ${MIN_WIDTH} मांगता है; इसे ${full} बनाएं।`,
    small: () => `${size} पर यह ${full} से छोटी है, इसलिए बड़ी स्क्रीन पर धुंधली दिख सकती है।`,
    heavy: () =>
      `${hiBytes(image.size)} की यह फ़ाइल ${hiBytes(MAX_BYTES_COMPUTER)} से बड़ी है, जितना YouTube कंप्यूटर से भी लेता है। इसे लगभग 85% क्वालिटी पर JPG में एक्सपोर्ट करें।`,
    "phone-heavy": () =>
      `${hiBytes(image.size)} की यह फ़ाइल ${hiBytes(MAX_BYTES_PHONE)} से बड़ी है, जितना YouTube फ़ोन से लेता है। इसे कंप्यूटर से अपलोड करें (${hiBytes(MAX_BYTES_COMPUTER)} तक), या फ़ोन से अपलोड करने के लिए लगभग 85% क्वालिटी पर JPG में एक्सपोर्ट करें।`,
    format: () =>
      `यह ${typeName(image.type, "कोई अनजान फ़ॉर्मैट")} है; YouTube JPG, PNG या GIF लेता है। अपलोड से पहले इसे इनमें से किसी एक में एक्सपोर्ट करें।`,
  };
  return texts[id]();
}

export const words: PreviewWords = {
  fields: {
    title: { label: "वीडियो टाइटल", placeholder: "जैसे चांदनी चौक के हर चाट स्टॉल पर खाकर देखा" },
    channel: { label: "चैनल का नाम", placeholder: "जैसे Foodie Riya" },
    duration: { label: "वीडियो की लंबाई (ज़रूरी नहीं)", hint: "मिनट:सेकंड", placeholder: "जैसे 12:45" },
  },
  submit: "प्रीव्यू दिखाएं",
  messages: {
    badDurationTitle: "लंबाई जांचें",
    badDuration: "लंबाई मिनट और सेकंड में लिखें, जैसे 8:45, या घंटे के साथ, जैसे 1:02:30।",
    oneImageTitle: "एक थंबनेल पर एक तस्वीर",
    noImageYet: "अभी कोई तस्वीर नहीं: नीचे के फ़्रेम दिखाते हैं कि आपका थंबनेल कहां दिखेगा।",
  },
  cantUse: "यह फ़ाइल नहीं चलेगी",
  oneImage: (slot, name) => `थंबनेल ${slot} में ${name} दिख रही है। दूसरी तस्वीर दूसरे थंबनेल पर चुनें या ड्रॉप करें।`,
  imageProblem: (notAnImage, name) =>
    notAnImage
      ? `${name} कोई तस्वीर नहीं है। JPG, PNG या GIF फ़ाइल चुनें।`
      : `यह ब्राउज़र ${name} को नहीं खोल पाया। इसे JPG, PNG या GIF में सेव करके फिर से चुनें।`,
  unnamedFile: "“वह फ़ाइल”",
  thumbnails: "आपके थंबनेल",
  thumbnailsLead: "तस्वीरें आपका ब्राउज़र ही पढ़ता है, ये कभी अपलोड नहीं होतीं। हर फ़्रेम में A/B जोड़ी की तुलना के लिए दूसरी तस्वीर जोड़ें।",
  slotHeading: (slot) => `थंबनेल ${slot}`,
  optional: " (ज़रूरी नहीं, तुलना के लिए)",
  choose: (slot) => `थंबनेल ${slot} चुनें`,
  replace: (slot) => `थंबनेल ${slot} बदलें`,
  dropHint: "या तस्वीर यहां ड्रॉप करें। यह इसी डिवाइस पर रहती है।",
  details: (size, bytes) => `: ${size} पिक्सल, ${bytes}। `,
  allRight: "YouTube के लिए साइज़, शेप और फ़ाइल का वज़न, सब सही है।",
  toCheck: (count) =>
    plural("hi", count, {
      one: "अपलोड से पहले एक चीज़ जांच लें।",
      other: "अपलोड से पहले {count} चीज़ें जांच लें।",
    }),
  noPicture: "अभी कोई तस्वीर नहीं।",
  warningsLabel: (slot) => `थंबनेल ${slot} में जांचने वाली बातें`,
  remove: (slot) => `थंबनेल ${slot} हटाएं`,
  previewHeading: "YouTube इसे कैसे दिखाता है",
  placesLabel: "YouTube इसे कहां दिखाता है",
  themeLegend: "YouTube थीम",
  themes: { dark: "डार्क", light: "लाइट" },
  themeInSentence: { dark: "डार्क", light: "लाइट" },
  showingOne: (slot, theme) => `थंबनेल ${slot} चार जगहों पर, YouTube की ${theme} थीम में दिख रहा है।`,
  showingBoth: (theme) => `थंबनेल A और B साथ-साथ चार जगहों पर, YouTube की ${theme} थीम में दिख रहे हैं।`,
  surfaces: SURFACES.map((surface) => ({ id: surface.id, ...HI_SURFACES[surface.id] })),
  sampleViews: "24 हज़ार व्यूज़",
  sampleAge: "3 दिन पहले",
  sampleDescription: "आपके डिस्क्रिप्शन के पहले शब्द सर्च रिज़ल्ट में यहां दिखते हैं।",
  placeholderTitle: "आपके वीडियो का टाइटल यहां दिखेगा: ऊपर लिखें",
  placeholderChannel: "आपका चैनल",
  thumbnail: (slot) => `थंबनेल ${slot}`,
  titleNote: hiTitleNote,
};
