// What the description generator's screen says, in each language.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.

export interface DescriptionWords {
  title: string;
  titlePlaceholder: string;
  titleMessage: string;
  submit: string;
  results: string;
  ready: string;
  copyLabel: string;
  copied: string;
  /** Said when the visitor's title is over YouTube's limit. */
  titleNote: (length: string, limit: number) => string;
}
