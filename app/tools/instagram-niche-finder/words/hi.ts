// What the niche finder's screen says, in Hindi (its shape: ./shape.ts).
import type { Interest } from "../instagram-niche-finder.form";
import type { NicheWords } from "./shape";

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

export const words: NicheWords = {
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
};
