// What the channel bio generator's screen says, in each language. The niches' values (in the address)
// are their English names, which the English page shows; the Hindi page names them here.
import type { Lang } from "~/lib/lang";
import type { Niche } from "./banks/en/bios.data";

interface ChannelBioWords {
  niche: string;
  nichePlaceholder: string;
  /** The niches' names; English shows the values themselves. */
  niches: Readonly<Record<Niche, string>> | null;
  nicheMessage: string;
  submit: string;
  results: string;
  ready: (count: number) => string;
  note: string;
  bioLabel: (place: number) => string;
  copyLabel: (place: number) => string;
  copied: (place: number) => string;
}

export const CHANNEL_BIO_WORDS: Readonly<Record<Lang, ChannelBioWords>> = {
  en: {
    niche: "Channel Niche",
    nichePlaceholder: "Select a niche",
    niches: null,
    nicheMessage: "Please select a niche.",
    submit: "Generate Bios",
    results: "Your channel bios",
    ready: (count) => `${count} bios ready.`,
    note: "Paste one into YouTube Studio → Customization → Basic info → Description, then make it yours.",
    bioLabel: (place) => `Bio ${place}`,
    copyLabel: (place) => `Copy bio ${place}`,
    copied: (place) => `Bio ${place} copied to your clipboard.`,
  },
  hi: {
    niche: "चैनल की निश",
    nichePlaceholder: "निश चुनें",
    niches: { Tech: "टेक", Vlogs: "व्लॉग्स", Gaming: "गेमिंग", Education: "एजुकेशन" },
    nicheMessage: "पहले एक निश चुनें।",
    submit: "बायो बनाएं",
    results: "आपके चैनल बायो",
    ready: (count) => `${count} बायो तैयार हैं।`,
    note: "किसी एक को YouTube Studio → Customization → Basic info → Description में पेस्ट करें, फिर उसे अपने हिसाब से बदल लें।",
    bioLabel: (place) => `बायो ${place}`,
    copyLabel: (place) => `बायो ${place} कॉपी करें`,
    copied: (place) => `बायो ${place} आपके क्लिपबोर्ड पर कॉपी हो गया।`,
  },
};
