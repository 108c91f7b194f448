// What the niche finder's screen says, in each language. The interests' English names are the
// choices' own labels (./instagram-niche-finder.form.ts); the Hindi page names them here.
import type { Lang } from "~/lib/lang/lang";
import type { Interest } from "./instagram-niche-finder.form";

interface NicheWords {
  question: string;
  /** The interests' names; English takes the choices' own labels. */
  interests: Readonly<Record<Interest, string>> | null;
  messageTitle: string;
  message: string;
  submit: string;
  loading: string;
  results: string;
  /** The status line once a niche is suggested; English takes the logic's own, with its article. */
  status: ((interest: Interest) => string) | null;
  copyLabel: string;
  copyText: string;
  copied: (niche: string) => string;
  why: string;
  firstPost: string;
}

const HINDI_INTERESTS: Readonly<Record<Interest, string>> = {
  Fashion: "फ़ैशन",
  Travel: "ट्रैवल",
  Food: "फ़ूड",
  Fitness: "फ़िटनेस",
  Tech: "टेक",
  Gaming: "गेमिंग",
  Art: "आर्ट",
  Comedy: "कॉमेडी",
  Education: "एजुकेशन",
  DIY: "DIY",
};

export const NICHE_WORDS: Readonly<Record<Lang, NicheWords>> = {
  en: {
    question: "What are you into?",
    interests: null,
    messageTitle: "Select an Interest",
    message: "Please pick an interest to get a niche idea.",
    submit: "Find My Niche",
    loading: "Finding...",
    results: "Your Suggested Niche",
    status: null,
    copyLabel: "Copy niche",
    copyText: "Copy",
    copied: (niche) => `${niche} copied to your clipboard.`,
    why: "Why it fits:",
    firstPost: "Your first post:",
  },
  hi: {
    question: "आपको किसमें मज़ा आता है?",
    interests: HINDI_INTERESTS,
    messageTitle: "अपनी पसंद चुनें",
    message: "निश का आइडिया पाने के लिए पहले अपनी एक पसंद चुनें।",
    submit: "मेरा निश ढूंढें",
    loading: "ढूंढ रहे हैं...",
    results: "आपके लिए सुझाया गया निश",
    status: (interest) => `आपके लिए ${HINDI_INTERESTS[interest]} का एक निश।`,
    copyLabel: "निश कॉपी करें",
    copyText: "कॉपी करें",
    copied: (niche) => `${niche} आपके क्लिपबोर्ड पर कॉपी हो गया।`,
    why: "क्यों जमेगा:",
    firstPost: "आपकी पहली पोस्ट:",
  },
};
