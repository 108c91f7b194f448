// What the stylish name generator's screen says, in each language. The styles change Latin letters
// (and some digits) only, whatever the page's language; the Hindi page says so, names every style
// and family in Hindi, and still finds a style by its English name.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.

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
