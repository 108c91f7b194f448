// What the caption generator's screen says, in each language. The moods' English names are the
// choices' own labels (../categories.ts); the Hindi page names them here.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.
import type { CaptionCategory } from "../categories";

export interface CaptionWords {
  category: string;
  /** The moods' names; English takes the choices' own labels. */
  moods: Readonly<Record<CaptionCategory, string>> | null;
  /** The choice of mood under Shayari; its chips take the moods' names. */
  shayariMood: string;
  topicLabel: string;
  topicHint: string;
  topicPlaceholder: string;
  categoryMessage: string;
  submit: string;
  more: string;
  results: string;
  ready: (count: number) => string;
  copyLabel: (place: number) => string;
  copied: string;
}
