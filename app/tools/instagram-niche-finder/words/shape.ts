// What the niche finder's screen says, in each language. The interests' English names are the
// choices' own labels (../instagram-niche-finder.form.ts); the Hindi page names them here.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.
import type { Interest } from "../instagram-niche-finder.form";

export interface NicheWords {
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
