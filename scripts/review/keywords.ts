/** Fifteen keywords for the creator's review (see scripts/review/README.md): none is in a labelled set. */
export interface ReviewKeyword {
  keyword: string;
  group: "hindi" | "named" | "everyday";
  /** Hindi-page language for the keyword: hi (Devanagari) or hinglish or en */
  writing: "en" | "hi" | "hinglish";
}

// cspell:ignore अहोई अष्टमी बिजली bharwa karela sasural dandadan nitish mumbiker nikhil
export const REVIEW_KEYWORDS: readonly ReviewKeyword[] = [
  // Hindi and Hinglish: a recipe title, a fast-day festival, a household chore, a wedding custom
  { keyword: "साबूदाना वड़ा कैसे बनाएं", group: "hindi", writing: "hi" },
  { keyword: "अहोई अष्टमी व्रत कथा", group: "hindi", writing: "hi" },
  { keyword: "बिजली का बिल कैसे कम करें", group: "hindi", writing: "hi" },
  { keyword: "bharwa karela recipe", group: "hindi", writing: "hinglish" },
  { keyword: "sasural ki pehli rasoi", group: "hindi", writing: "hinglish" },

  // Named: a mobile game, a web series, an anime, a cricketer, a creator
  { keyword: "pokemon tcg pocket", group: "named", writing: "en" },
  { keyword: "black warrant review", group: "named", writing: "en" },
  { keyword: "dandadan season 2", group: "named", writing: "en" },
  { keyword: "nitish kumar reddy", group: "named", writing: "en" },
  { keyword: "mumbiker nikhil", group: "named", writing: "en" },

  // Everyday English: a pet, a gadget, a hobby, a place type, a compound
  { keyword: "leopard gecko", group: "everyday", writing: "en" },
  { keyword: "electric kettle", group: "everyday", writing: "en" },
  { keyword: "bonsai", group: "everyday", writing: "en" },
  { keyword: "flea market", group: "everyday", writing: "en" },
  { keyword: "capsule wardrobe", group: "everyday", writing: "en" },
];
