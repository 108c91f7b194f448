// What the bio generator's screen says, in each language. The profile types' English names are the
// choices' own labels (./profile-types.ts); the Hindi page names them here.
import type { Lang } from "~/lib/lang";
import type { ProfileType } from "./profile-types";

interface BioWords {
  type: string;
  /** The profile types' names; English takes the choices' own labels. */
  types: Readonly<Record<ProfileType, string>> | null;
  typeMessage: string;
  submit: string;
  results: string;
  ready: (count: number) => string;
  copyLabel: (place: number) => string;
  copied: string;
}

export const BIO_WORDS: Readonly<Record<Lang, BioWords>> = {
  en: {
    type: "Profile type",
    types: null,
    typeMessage: "Please select a profile type.",
    submit: "Generate Bios",
    results: "Your bios",
    ready: (count) => `${count} bios ready.`,
    copyLabel: (place) => `Copy bio ${place}`,
    copied: "Bio copied to your clipboard.",
  },
  hi: {
    type: "प्रोफ़ाइल टाइप",
    types: {
      influencer: "इन्फ़्लुएंसर",
      creator: "क्रिएटर",
      student: "स्टूडेंट",
      fashion: "फ़ैशन",
      travel: "ट्रैवल",
      fitness: "फ़िटनेस",
      coding: "कोडिंग",
      photography: "फ़ोटोग्राफ़ी",
      "meme-page": "मीम पेज",
    },
    typeMessage: "पहले एक प्रोफ़ाइल टाइप चुनें।",
    submit: "बायो बनाएं",
    results: "आपके बायो",
    ready: (count) => `${count} बायो तैयार हैं।`,
    copyLabel: (place) => `बायो ${place} कॉपी करें`,
    copied: "बायो आपके क्लिपबोर्ड पर कॉपी हो गया।",
  },
};
