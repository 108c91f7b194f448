// The shape each writing's niche bank is written to, declared once for both Hindi writings.

/** A niche as the Hindi page shows it, in Devanagari or Hinglish. */
export interface WrittenNiche {
  name: string;
  why: string;
  firstPost: string;
}
