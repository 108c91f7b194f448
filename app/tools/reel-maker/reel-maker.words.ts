// What the Reel and Shorts maker's screen says, in each language: every label, button, status,
// message and progress line. The English page's words that the data file already holds (messages,
// presets, shapes, sizes) are taken from it. The platform's word for one video ("Reel", "Short")
// stays English in file names; the Hindi page says each phrase with it whole, since रील and शॉर्ट
// take different genders.
import type { Lang } from "~/lib/lang/lang";
import type { Platform } from "~/lib/site/tool-entry";
import {
  CAPTION_PLACES,
  CAPTION_SIZES,
  type CaptionPlace,
  type CaptionSize,
  COVERS,
  type CoverId,
  MESSAGES,
  PRESETS,
  SHAPES,
  type ShapeId,
  VIDEO_FORMATS,
} from "./reel-maker.data";

/** The phrases that name the platform's video. */
export interface VideoPhrases {
  /** The 9:16 choice's name: "Reel", "रील". */
  word: string;
  export: string;
  /** "your Reel" inside a sentence. */
  yours: string;
  making: string;
  ready: string;
  /** The finished video's name. */
  result: string;
  preview: string;
  overLimit: string;
  wideNote: string | null;
  /** "Your Reel: 0:12 (12 seconds)." */
  length: (time: string, length: string) => string;
}

export interface ReelWords {
  video: Readonly<Record<Platform, VideoPhrases>>;
  formats: string;
  heading: string;
  intro: (formats: string, yours: string) => string;
  choose: string;
  chooseAnother: string;
  dropHint: (formats: string) => string;
  noWebCodecs: string;
  opening: string;
  facts: { length: string; size: string; resolution: string; sound: string; yes: string; none: string };
  notVideo: (name: string, formats: string) => string;
  openFailed: (name: string) => string;
  noPicture: (name: string) => string;
  cantDecode: (codec: string | null, name: string) => string;
  unreadable: (name: string, formats: string) => string;
  unplayable: (name: string) => string;
  sections: { preview: string; shape: string; trim: string; captions: string; cover: string; export: string };
  shape: string;
  shapes: Readonly<Record<ShapeId, string>>;
  pixels: (dimensions: string) => string;
  framing: string;
  fill: string;
  fit: string;
  cropPosition: string;
  cropFrom: (percent: number, axis: "x" | "y") => string;
  dragHint: (axis: "x" | "y") => string;
  wholeShape: string;
  background: string;
  blurred: string;
  black: string;
  quality: string;
  start: string;
  end: string;
  trimHint: string;
  startAt: (time: string) => string;
  endAt: (time: string) => string;
  longer: (length: string) => string;
  /** A length as words: "42 seconds", "3 minutes 12 seconds". */
  seconds: (n: number) => string;
  minutes: (n: number) => string;
  fewSecondsLeft: string;
  aboutLeft: (minutes: number, seconds: number) => string;
  trim: {
    startUnreadable: string;
    endUnreadable: string;
    startAfterVideo: string;
    endAfterVideo: string;
    endBeforeStart: string;
  };
  coverSize: string;
  covers: Readonly<Record<CoverId, string>>;
  coverHint: (time: string) => string;
  saveCover: string;
  coverSaved: (name: string, dimensions: string, bytes: string) => string;
  coverFailed: string;
  exportNote: (dimensions: string) => string;
  toolsLoading: string;
  fixTrim: string;
  checking: string;
  cantEncode: (dimensions: string, offer720: boolean) => string;
  silent: string;
  cantDecodeSound: (codec: string) => string;
  noAac: string;
  exportFailedTitle: string;
  exportFailed: string;
  cancel: string;
  cancelled: string;
  download: string;
  pause: string;
  play: string;
  seek: string;
  captions: {
    label: string;
    placeholder: string;
    hint: string;
    none: string;
    ready: (count: number) => string;
    unread: (count: number) => string;
    line: (line: number, message: string) => string;
    noTimes: string;
    badTimes: string;
    endFirst: string;
    openFile: string;
    saveSrt: string;
    notCaptions: string;
    unreadableFile: string;
    addLegend: string;
    words: string;
    from: string;
    to: string;
    fromHint: string;
    add: string;
    wordsFirst: string;
    fromUnreadable: string;
    toUnreadable: string;
    toBeforeFrom: string;
    size: string;
    sizes: Readonly<Record<CaptionSize, string>>;
    place: string;
    places: Readonly<Record<CaptionPlace, string>>;
    box: string;
  };
}

const shapeName = (id: ShapeId) => SHAPES.find((shape) => shape.id === id)?.name ?? id;
const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function englishVideo(platform: Platform): VideoPhrases {
  const { word, overLimit, wideNote } = PRESETS[platform];
  return {
    word,
    export: `Export ${word}`,
    yours: `your ${word}`,
    making: `Making your ${word}`,
    ready: `Your ${word} is ready.`,
    result: `Your ${word}`,
    preview: `Preview of your ${word}`,
    overLimit,
    wideNote,
    length: (time, length) => `Your ${word}: ${time} (${length}).`,
  };
}

export const REEL_WORDS: Readonly<Record<Lang, ReelWords>> = {
  en: {
    video: { instagram: englishVideo("instagram"), youtube: englishVideo("youtube") },
    formats: VIDEO_FORMATS,
    heading: "Your video",
    intro: (formats, yours) =>
      `${formats}. It is read and made into ${yours} by this browser, on this device: nothing is uploaded.`,
    choose: "Choose a video",
    chooseAnother: "Choose another video",
    dropHint: (formats) => `${formats}, or drop it here. It stays on this device.`,
    noWebCodecs: MESSAGES.noWebCodecs,
    opening: "Opening your video…",
    facts: { length: "Length", size: "Size", resolution: "Resolution", sound: "Sound", yes: "Yes", none: "None" },
    notVideo: (name, formats) => `${name} isn't a video. Pick an ${formats} file.`,
    openFailed: (name) => `${name} couldn't be opened. Try again, or pick another video.`,
    noPicture: (name) => `${name} has no picture to work with. Pick a video file.`,
    cantDecode: (codec, name) =>
      `This browser can't decode the ${codec ?? "kind of"} video in ${name}. Save it from your camera or gallery as an H.264 MP4, or try Chrome on Android.`,
    unreadable: (name, formats) => `${name} can't be read as a video: it may be damaged or not really ${formats}.`,
    unplayable: (name) => `This browser can't play ${name}. Save it as an H.264 MP4 and pick it again.`,
    sections: {
      preview: "Preview",
      shape: "Shape and framing",
      trim: "Trim",
      captions: "Words on screen",
      cover: "Cover",
      export: "Export",
    },
    shape: "Shape",
    shapes: { "9:16": shapeName("9:16"), "4:5": shapeName("4:5"), "1:1": shapeName("1:1"), "16:9": shapeName("16:9") },
    pixels: (dimensions) => `${dimensions} pixels.`,
    framing: "Framing",
    fill: "Fill (crop)",
    fit: "Fit (whole picture)",
    cropPosition: "Crop position",
    cropFrom: (percent, axis) => `${percent}% from the ${axis === "x" ? "left" : "top"}`,
    dragHint: (axis) => `${axis === "x" ? "Left to right" : "Top to bottom"}: or drag the picture in the preview.`,
    wholeShape: "Your video already has this shape: all of it is used.",
    background: "Background",
    blurred: "Blurred",
    black: "Black",
    quality: "Quality",
    start: "Start",
    end: "End",
    trimHint: "Seconds or m:ss",
    startAt: (time) => `Start at ${time}`,
    endAt: (time) => `End at ${time}`,
    longer: (length) => `That is longer than ${length}.`,
    seconds: (n) => unit(n, "second"),
    minutes: (n) => unit(n, "minute"),
    fewSecondsLeft: "A few seconds left",
    aboutLeft: (m, s) =>
      m === 0 ? `About ${s} s left` : s === 0 ? `About ${m} min left` : `About ${m} min ${s} s left`,
    trim: {
      startUnreadable: "Type the start as seconds (12.5) or m:ss (0:12).",
      endUnreadable: "Type the end as seconds (45) or m:ss (0:45).",
      startAfterVideo: "The start is after the end of the video.",
      endAfterVideo: "The end is after the end of the video.",
      endBeforeStart: "The end must come after the start.",
    },
    coverSize: "Cover size",
    covers: { "reel-cover": COVERS["reel-cover"].label, thumbnail: COVERS.thumbnail.label },
    coverHint: (time) =>
      `The frame now in the preview (${time}), without captions, as a JPEG under 2 MB. Move the preview to choose another.`,
    saveCover: "Save cover",
    coverSaved: (name, dimensions, bytes) => `Saved ${name}: ${dimensions}, ${bytes}.`,
    coverFailed: "This browser couldn't save the picture. Try another frame, or a screenshot of the preview.",
    exportNote: (dimensions) => `An MP4 with H.264 video and AAC sound, ${dimensions}, made on this device.`,
    toolsLoading: "Getting the video tools ready…",
    fixTrim: "Fix Start and End first.",
    checking: "Checking what this browser can encode…",
    cantEncode: (dimensions, offer720) =>
      `This browser can't encode H.264 video at ${dimensions}: ${offer720 ? "choose 720p, or " : ""}open this page in Chrome on Android.`,
    silent: "This clip has no sound, so the video will be silent.",
    cantDecodeSound: (codec) =>
      `This browser can't decode the ${codec} sound in this clip, so the video will be silent.`,
    noAac: "This browser can't encode AAC sound, so the video will be silent; Chrome on Android keeps the sound.",
    exportFailedTitle: MESSAGES.exportFailed,
    exportFailed:
      "Something in this clip stopped the encoder. Try 720p, a shorter part, or another browser such as Chrome on Android.",
    cancel: "Cancel",
    cancelled: MESSAGES.cancelled,
    download: "Download",
    pause: "Pause",
    play: "Play",
    seek: "Time in the video",
    captions: {
      label: "Captions",
      placeholder:
        "1\n00:00:01,000 --> 00:00:03,000\nNamaste doston! 🙏\n\n2\n0:04 --> 0:06\nआज की रेसिपी: masala chai ☕",
      hint: "SRT or WebVTT: a time line such as 0:01 --> 0:03, the words under it, a blank line between captions. Times are on the original video's clock, as the preview shows them.",
      none: "No captions yet.",
      ready: (count) => `${count} caption${count === 1 ? "" : "s"} ready.`,
      unread: (count) => `${count} part${count === 1 ? "" : "s"} couldn't be read:`,
      line: (line, message) => `Line ${line}: ${message}`,
      noTimes: "no times found: write them like 0:01 --> 0:03",
      badTimes: "these times can't be read: write them like 0:01 --> 0:03",
      endFirst: "the end time must come after the start",
      openFile: "Open an .srt or .vtt file",
      saveSrt: "Save captions as .srt",
      notCaptions: "That isn't a captions file. Pick an .srt or .vtt file.",
      unreadableFile: "That file couldn't be read. Try saving it again and pick it once more.",
      addLegend: "Add a caption line",
      words: "Words",
      from: "From",
      to: "To",
      fromHint: "Left empty, From is the preview's time now and To is two seconds later.",
      add: "Add line",
      wordsFirst: "Type the words of the line first.",
      fromUnreadable: "Type From as seconds (12.5) or m:ss (0:12).",
      toUnreadable: "Type To as seconds (14) or m:ss (0:14).",
      toBeforeFrom: "To must come after From.",
      size: "Caption size",
      sizes: { small: CAPTION_SIZES.small.label, medium: CAPTION_SIZES.medium.label, large: CAPTION_SIZES.large.label },
      place: "Caption position",
      places: CAPTION_PLACES,
      box: "Dark box behind the words",
    },
  },
  hi: {
    video: {
      instagram: {
        word: "रील",
        export: "रील एक्सपोर्ट करें",
        yours: "आपकी रील",
        making: "आपकी रील बन रही है",
        ready: "आपकी रील तैयार है।",
        result: "आपकी रील",
        preview: "आपकी रील का प्रीव्यू",
        overLimit:
          "Instagram पर रील की लिमिट 3 मिनट है: इससे लंबा वीडियो पोस्ट तो हो सकता है, पर हो सकता है उसे रील की तरह न दिखाया जाए या उन लोगों को रिकमेंड न किया जाए जो आपको फ़ॉलो नहीं करते।",
        wideNote: null,
        length: (time, length) => `आपकी रील: ${time} (${length})।`,
      },
      youtube: {
        word: "शॉर्ट",
        export: "शॉर्ट एक्सपोर्ट करें",
        yours: "आपका शॉर्ट",
        making: "आपका शॉर्ट बन रहा है",
        ready: "आपका शॉर्ट तैयार है।",
        result: "आपका शॉर्ट",
        preview: "आपके शॉर्ट का प्रीव्यू",
        overLimit:
          "YouTube 3 मिनट तक के स्क्वेयर और वर्टिकल वीडियो को शॉर्ट्स मानता है; इससे लंबा वीडियो आम वीडियो की तरह पब्लिश होता है।",
        wideNote: "स्क्वेयर से चौड़ी पिक्चर शॉर्ट नहीं होती: YouTube उसे आम वीडियो की तरह पब्लिश करता है।",
        length: (time, length) => `आपका शॉर्ट: ${time} (${length})।`,
      },
    },
    formats: "MP4, MOV या WebM",
    heading: "आपका वीडियो",
    intro: (formats, yours) =>
      `${formats}। यही ब्राउज़र इसे पढ़ता है और इसी डिवाइस पर इससे ${yours} बनाता है: कुछ भी अपलोड नहीं होता।`,
    choose: "वीडियो चुनें",
    chooseAnother: "कोई और वीडियो चुनें",
    dropHint: (formats) => `${formats}, या इसे यहां छोड़ें। यह इसी डिवाइस पर रहता है।`,
    noWebCodecs:
      "यह ब्राउज़र डिवाइस पर वीडियो नहीं बना सकता, क्योंकि इसमें WebCodecs नहीं है: यह पेज Android पर Chrome में खोलें, या कंप्यूटर पर नए Chrome, Edge या Safari में।",
    opening: "आपका वीडियो खुल रहा है…",
    facts: { length: "लंबाई", size: "साइज़", resolution: "रेज़ोल्यूशन", sound: "आवाज़", yes: "है", none: "नहीं" },
    notVideo: (name, formats) => `${name} वीडियो नहीं है। ${formats} फ़ाइल चुनें।`,
    openFailed: (name) => `${name} नहीं खुल पाया। फिर से कोशिश करें, या कोई और वीडियो चुनें।`,
    noPicture: (name) => `${name} में कोई पिक्चर नहीं है। कोई वीडियो फ़ाइल चुनें।`,
    cantDecode: (codec, name) =>
      `यह ब्राउज़र ${name} का ${codec ?? "इस तरह का"} वीडियो डिकोड नहीं कर सकता। इसे कैमरा या गैलरी से H.264 MP4 में सेव करें, या Android पर Chrome आज़माएं।`,
    unreadable: (name, formats) =>
      `${name} को वीडियो की तरह पढ़ा नहीं जा सका: हो सकता है फ़ाइल खराब हो, या असल में ${formats} न हो।`,
    unplayable: (name) => `यह ब्राउज़र ${name} नहीं चला सकता। इसे H.264 MP4 में सेव करके फिर से चुनें।`,
    sections: {
      preview: "प्रीव्यू",
      shape: "शेप और फ़्रेमिंग",
      trim: "ट्रिम",
      captions: "स्क्रीन पर शब्द",
      cover: "कवर",
      export: "एक्सपोर्ट",
    },
    shape: "शेप",
    shapes: { "9:16": "फ़ुल स्क्रीन", "4:5": "पोर्ट्रेट", "1:1": "स्क्वेयर", "16:9": "लैंडस्केप" },
    pixels: (dimensions) => `${dimensions} पिक्सल।`,
    framing: "फ़्रेमिंग",
    fill: "भरें (क्रॉप)",
    fit: "फ़िट (पूरी पिक्चर)",
    cropPosition: "क्रॉप की जगह",
    cropFrom: (percent, axis) => `${axis === "x" ? "बाईं ओर" : "ऊपर"} से ${percent}%`,
    dragHint: (axis) => `${axis === "x" ? "बाएं से दाएं" : "ऊपर से नीचे"}: या प्रीव्यू में पिक्चर को ड्रैग करें।`,
    wholeShape: "आपका वीडियो पहले से इसी शेप में है: पूरा इस्तेमाल होगा।",
    background: "बैकग्राउंड",
    blurred: "धुंधला",
    black: "काला",
    quality: "क्वालिटी",
    start: "शुरू",
    end: "अंत",
    trimHint: "सेकंड या m:ss",
    startAt: (time) => `${time} से शुरू करें`,
    endAt: (time) => `${time} पर खत्म करें`,
    longer: (length) => `यह ${length} से लंबा है।`,
    seconds: (n) => `${n} सेकंड`,
    minutes: (n) => `${n} मिनट`,
    fewSecondsLeft: "बस कुछ सेकंड बाकी",
    aboutLeft: (m, s) =>
      m === 0 ? `करीब ${s} सेकंड बाकी` : s === 0 ? `करीब ${m} मिनट बाकी` : `करीब ${m} मिनट ${s} सेकंड बाकी`,
    trim: {
      startUnreadable: "शुरू का समय सेकंड (12.5) या m:ss (0:12) में लिखें।",
      endUnreadable: "अंत का समय सेकंड (45) या m:ss (0:45) में लिखें।",
      startAfterVideo: "शुरू का समय वीडियो खत्म होने के बाद का है।",
      endAfterVideo: "अंत का समय वीडियो खत्म होने के बाद का है।",
      endBeforeStart: "अंत का समय शुरू के बाद होना चाहिए।",
    },
    coverSize: "कवर साइज़",
    covers: { "reel-cover": "रील कवर", thumbnail: "YouTube थंबनेल" },
    coverHint: (time) =>
      `प्रीव्यू में अभी दिख रहा फ़्रेम (${time}), बिना कैप्शन के, 2 MB से छोटी JPEG में। दूसरा फ़्रेम चुनने के लिए प्रीव्यू आगे-पीछे करें।`,
    saveCover: "कवर सेव करें",
    coverSaved: (name, dimensions, bytes) => `${name} सेव हो गया: ${dimensions}, ${bytes}।`,
    coverFailed: "यह ब्राउज़र फ़ोटो सेव नहीं कर पाया। कोई और फ़्रेम आज़माएं, या प्रीव्यू का स्क्रीनशॉट लें।",
    exportNote: (dimensions) => `H.264 वीडियो और AAC आवाज़ वाली MP4, ${dimensions}, इसी डिवाइस पर बनी।`,
    toolsLoading: "वीडियो टूल तैयार हो रहे हैं…",
    fixTrim: "पहले शुरू और अंत ठीक करें।",
    checking: "देख रहे हैं कि यह ब्राउज़र क्या एनकोड कर सकता है…",
    cantEncode: (dimensions, offer720) =>
      `यह ब्राउज़र ${dimensions} पर H.264 वीडियो एनकोड नहीं कर सकता: ${offer720 ? "720p चुनें, या " : ""}यह पेज Android पर Chrome में खोलें।`,
    silent: "इस क्लिप में आवाज़ नहीं है, इसलिए वीडियो बिना आवाज़ का होगा।",
    cantDecodeSound: (codec) => `यह ब्राउज़र इस क्लिप की ${codec} आवाज़ डिकोड नहीं कर सकता, इसलिए वीडियो बिना आवाज़ का होगा।`,
    noAac: "यह ब्राउज़र AAC आवाज़ एनकोड नहीं कर सकता, इसलिए वीडियो बिना आवाज़ का होगा; Android पर Chrome में आवाज़ बनी रहती है।",
    exportFailedTitle: "वीडियो नहीं बन पाया",
    exportFailed:
      "इस क्लिप में किसी चीज़ ने एनकोडर रोक दिया। 720p, छोटा हिस्सा, या कोई और ब्राउज़र जैसे Android पर Chrome आज़माएं।",
    cancel: "रद्द करें",
    cancelled: "एक्सपोर्ट रद्द हुआ। कुछ भी सेव नहीं हुआ।",
    download: "डाउनलोड करें",
    pause: "रोकें",
    play: "चलाएं",
    seek: "वीडियो में समय",
    captions: {
      label: "कैप्शन",
      placeholder: "1\n00:00:01,000 --> 00:00:03,000\nनमस्ते दोस्तों! 🙏\n\n2\n0:04 --> 0:06\nआज की रेसिपी: मसाला चाय ☕",
      hint: "SRT या WebVTT: 0:01 --> 0:03 जैसी समय की लाइन, उसके नीचे शब्द, और दो कैप्शन के बीच एक खाली लाइन। समय असली वीडियो की घड़ी के हिसाब से है, जैसा प्रीव्यू में दिखता है।",
      none: "अभी कोई कैप्शन नहीं।",
      ready: (count) => `${count} कैप्शन तैयार।`,
      unread: (count) => (count === 1 ? "1 हिस्सा पढ़ा नहीं जा सका:" : `${count} हिस्से पढ़े नहीं जा सके:`),
      line: (line, message) => `लाइन ${line}: ${message}`,
      noTimes: "समय नहीं मिला: 0:01 --> 0:03 की तरह लिखें",
      badTimes: "यह समय पढ़ा नहीं जा सका: 0:01 --> 0:03 की तरह लिखें",
      endFirst: "खत्म होने का समय शुरू के बाद होना चाहिए",
      openFile: ".srt या .vtt फ़ाइल खोलें",
      saveSrt: "कैप्शन .srt में सेव करें",
      notCaptions: "यह कैप्शन फ़ाइल नहीं है। .srt या .vtt फ़ाइल चुनें।",
      unreadableFile: "यह फ़ाइल पढ़ी नहीं जा सकी। इसे दोबारा सेव करके फिर से चुनें।",
      addLegend: "कैप्शन की एक लाइन जोड़ें",
      words: "शब्द",
      from: "से",
      to: "तक",
      fromHint: "खाली छोड़ें तो “से” प्रीव्यू का अभी का समय होगा और “तक” उससे दो सेकंड बाद।",
      add: "लाइन जोड़ें",
      wordsFirst: "पहले लाइन के शब्द लिखें।",
      fromUnreadable: "“से” को सेकंड (12.5) या m:ss (0:12) में लिखें।",
      toUnreadable: "“तक” को सेकंड (14) या m:ss (0:14) में लिखें।",
      toBeforeFrom: "“तक” का समय “से” के बाद होना चाहिए।",
      size: "कैप्शन साइज़",
      sizes: { small: "छोटा", medium: "मीडियम", large: "बड़ा" },
      place: "कैप्शन की जगह",
      places: { bottom: "नीचे", middle: "बीच में", top: "ऊपर" },
      box: "शब्दों के पीछे गहरा बॉक्स",
    },
  },
};
