// What the title generator's screen says, in each language. The video types' English names are
// the choices' own labels (../youtube-title-generator.form.ts); the Hindi page names them here.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.
import type { VideoType } from "../youtube-title-generator.form";

export interface TitleWords {
  topic: string;
  topicPlaceholder: string;
  topicHint: string;
  type: string;
  typePlaceholder: string;
  /** The video types' names; English takes the choices' own labels. */
  types: Readonly<Record<VideoType, string>> | null;
  topicMessage: string;
  typeMessage: string;
  submit: string;
  results: string;
  ready: (count: number) => string;
  note: (limit: number, visible: number) => string;
  characters: string;
  fits: string;
  /** Said when search results may cut a title after its last visible words. */
  cut: (lastWords: string, visible: number) => string;
  shortened: string;
  copyLabel: (place: number) => string;
  copiedTitle: string;
  copied: string;
}
