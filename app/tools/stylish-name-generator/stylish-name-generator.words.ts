// What the stylish name generator's screen says, in each language. The styles change Latin letters
// (and some digits) only, whatever the page's language; the Hindi page says so, names every style
// and family in Hindi, and still finds a style by its English name.
import type { Lang } from "~/lib/lang/lang";
import { DEFAULT_TEXT } from "./stylish-name-generator.data";

export interface StylishWords {
  /** The text the page starts with: Latin letters, so every style has something to change. */
  defaultText: string;
  text: string;
  textHint: string;
  style: string;
  stylePlaceholder: string;
  styleHint: string;
  families: string;
  /** Each style's and family's name on this page, by its English name; English keeps its own. */
  names: Readonly<Record<string, string>> | null;
  searchNote: string;
  useLatin: (latin: string) => string;
  writeLatin: string;
  empty: (total: number) => string;
  noneForText: (query: string, framesNote: boolean) => string;
  noMatch: (query: string) => string;
  showAll: (total: number) => string;
  showForText: (count: number) => string;
  title: (count: number) => string;
  titleMatching: (query: string) => string;
  ready: (total: number) => string;
  change: (count: number, total: number) => string;
  match: (shown: number, count: number, query: string) => string;
  copyLabel: (name: string) => string;
  copied: (name: string) => string;
  /** Text with Latin letters and another script: the Latin part changes. */
  mixedNote: (devanagari: boolean) => string;
  /** Text with no Latin letters: what is offered for it. */
  otherNote: (devanagari: boolean, offered: number, onlyFrames: boolean) => string;
}

export const STYLISH_WORDS: Readonly<Record<Lang, StylishWords>> = {
  en: {
    defaultText: DEFAULT_TEXT,
    text: "Your text",
    textHint:
      "English letters change in every style, digits where Unicode has a matching form. Some styles also flip, underline or frame the whole line; emoji and other scripts, such as Devanagari, stay as typed.",
    style: "Find a style",
    stylePlaceholder: "e.g. bold, script, frames",
    styleHint: "Matches style names and families. Leave it empty to see every style.",
    families: "Style families",
    names: null,
    searchNote:
      "Styled letters are look-alike symbols, not a font: screen readers may read them as maths symbols or skip them, and search won't match them to plain words. Keep the name people search for in plain letters.",
    useLatin: (latin) => `Use “${latin}” in English letters`,
    writeLatin: "Write it in English letters",
    empty: (total) => `Type your name or a line of text above to see it in ${total} styles.`,
    noneForText: (query, framesNote) =>
      `No style matching “${query}” changes this text.${framesNote ? " Frames work with any script." : ""}`,
    noMatch: (query) => `No style matches “${query}”. Try a family such as Script, Frames or Lines.`,
    showAll: (total) => `Show all ${total} styles`,
    showForText: (count) => `Show the ${count} styles for this text`,
    title: (count) => `Your text in ${count} styles`,
    titleMatching: (query) => `Styles matching “${query}”`,
    ready: (total) => `${total} styles ready.`,
    change: (count, total) => `${count} of ${total} styles change this text.`,
    match: (shown, count, query) => `${shown} of ${count} styles match “${query}”.`,
    copyLabel: (name) => `Copy ${name} text`,
    copied: (name) => `${name} text copied to clipboard.`,
    mixedNote: (devanagari) =>
      `These styles change English letters (A–Z) only: the English part changes, the ${devanagari ? "Devanagari" : "rest"} stays as typed.`,
    otherNote: (devanagari, offered, onlyFrames) =>
      `These styles change English letters (A–Z) only, so ${devanagari ? "Devanagari" : "text in other scripts"} stays as typed. Shown here: ${
        onlyFrames
          ? `the ${offered} frames, which work with any script`
          : `the ${offered} styles that still change something in it`
      }.`,
  },
  hi: {
    defaultText: "Aapka Naam",
    text: "आपका टेक्स्ट",
    textHint:
      "स्टाइल सिर्फ़ अंग्रेज़ी अक्षरों (A–Z) को बदलते हैं, और अंकों को वहां जहां Unicode में उसी स्टाइल के अंक हैं। कुछ स्टाइल पूरी लाइन को उल्टा करते हैं, उस पर लाइन खींचते हैं या उसे फ़्रेम में रखते हैं; इमोजी और देवनागरी जैसी दूसरी लिपियां जैसी लिखी हैं, वैसी रहती हैं।",
    style: "स्टाइल ढूंढें",
    stylePlaceholder: "जैसे बोल्ड, स्क्रिप्ट, फ़्रेम",
    styleHint: "स्टाइल के नाम और फ़ैमिली से मिलाता है, अंग्रेज़ी नाम से भी। सारे स्टाइल देखने हों तो खाली छोड़ें।",
    families: "स्टाइल फ़ैमिली",
    names: {
      Cursive: "कर्सिव",
      "Bold Cursive": "बोल्ड कर्सिव",
      "Double Struck": "डबल स्ट्रक",
      "Old English": "ओल्ड इंग्लिश",
      Monospace: "मोनोस्पेस",
      "Luni Bubbles": "लूनी बबल्स",
      "Inverted Squares": "इनवर्टेड स्क्वेयर",
      Wide: "वाइड",
      Bold: "बोल्ड",
      Italic: "इटैलिक",
      "Bold Italic": "बोल्ड इटैलिक",
      Sans: "सैंस",
      "Sans Bold": "सैंस बोल्ड",
      "Sans Italic": "सैंस इटैलिक",
      "Sans Bold Italic": "सैंस बोल्ड इटैलिक",
      "Bold Old English": "बोल्ड ओल्ड इंग्लिश",
      "Circled Black": "काले गोले",
      Squared: "स्क्वेयर",
      Parenthesized: "ब्रैकेट वाले",
      "Small Caps": "स्मॉल कैप्स",
      Superscript: "सुपरस्क्रिप्ट",
      Subscript: "सबस्क्रिप्ट",
      "Upside Down": "उल्टा",
      Mirrored: "मिरर",
      Strikethrough: "स्ट्राइकथ्रू",
      Underline: "अंडरलाइन",
      "Double Underline": "डबल अंडरलाइन",
      "Slash Through": "स्लैश थ्रू",
      Overline: "ओवरलाइन",
      "Wavy Underline": "लहरदार अंडरलाइन",
      Royal: "रॉयल",
      Wings: "पंख",
      "Star Wave": "स्टार वेव",
      Curls: "कर्ल्स",
      Label: "लेबल",
      Corners: "कॉर्नर",
      "Gamer Tag": "गेमर टैग",
      Hearts: "दिल",
      Sparkles: "चमक",
      "Sound Wave": "साउंड वेव",
      Flowers: "फूल",
      Starry: "सितारे",
      Retro: "रेट्रो",
      // The families.
      Script: "स्क्रिप्ट",
      Outline: "आउटलाइन",
      Gothic: "गॉथिक",
      Typewriter: "टाइपराइटर",
      Circles: "गोले",
      Boxes: "बॉक्स",
      Spaced: "चौड़े",
      Serif: "सेरिफ़",
      Brackets: "ब्रैकेट",
      Tiny: "छोटे",
      Flipped: "उल्टे",
      Lines: "लाइनें",
      Frames: "फ़्रेम",
    },
    searchNote:
      "स्टाइल वाले अक्षर फ़ॉन्ट नहीं, मिलते-जुलते सिंबल हैं: स्क्रीन रीडर इन्हें गणित के सिंबल की तरह पढ़ सकते हैं या छोड़ सकते हैं, और सर्च इन्हें आम शब्दों से नहीं मिलाता। जिस नाम से लोग आपको ढूंढते हैं, उसे सादे अक्षरों में ही रखें।",
    useLatin: (latin) => `“${latin}” अंग्रेज़ी अक्षरों में लिखें`,
    writeLatin: "इसे अंग्रेज़ी अक्षरों में लिखें",
    empty: (total) => `ऊपर अपना नाम या कोई लाइन लिखें, और उसे ${total} स्टाइल में देखें।`,
    noneForText: (query, framesNote) =>
      `“${query}” से मिलता कोई स्टाइल इस टेक्स्ट को नहीं बदलता।${framesNote ? " फ़्रेम हर लिपि के साथ चलते हैं।" : ""}`,
    noMatch: (query) => `“${query}” से कोई स्टाइल नहीं मिला। स्क्रिप्ट, फ़्रेम या लाइनें जैसी कोई फ़ैमिली आज़माएं।`,
    showAll: (total) => `सारे ${total} स्टाइल दिखाएं`,
    showForText: (count) => `इस टेक्स्ट के ${count} स्टाइल दिखाएं`,
    title: (count) => `आपका टेक्स्ट ${count} स्टाइल में`,
    titleMatching: (query) => `“${query}” से मिलते स्टाइल`,
    ready: (total) => `${total} स्टाइल तैयार हैं।`,
    change: (count, total) => `${total} में से ${count} स्टाइल इस टेक्स्ट को बदलते हैं।`,
    match: (shown, count, query) => `${count} में से ${shown} स्टाइल “${query}” से मिलते हैं।`,
    copyLabel: (name) => `${name} टेक्स्ट कॉपी करें`,
    copied: (name) => `${name} टेक्स्ट क्लिपबोर्ड पर कॉपी हो गया।`,
    mixedNote: (devanagari) =>
      `ये स्टाइल सिर्फ़ अंग्रेज़ी अक्षर (A–Z) बदलते हैं: अंग्रेज़ी वाला हिस्सा बदलता है, ${devanagari ? "देवनागरी" : "बाकी"} जैसा लिखा है वैसा रहता है।`,
    otherNote: (devanagari, offered, onlyFrames) =>
      `ये स्टाइल सिर्फ़ अंग्रेज़ी अक्षर (A–Z) बदलते हैं, इसलिए ${devanagari ? "देवनागरी" : "दूसरी लिपियों का टेक्स्ट"} जैसा लिखा है वैसा रहता है। यहां दिख रहे हैं: ${
        onlyFrames ? `${offered} फ़्रेम, जो हर लिपि के साथ चलते हैं` : `वे ${offered} स्टाइल जो इसमें अब भी कुछ बदलते हैं`
      }।`,
  },
};
