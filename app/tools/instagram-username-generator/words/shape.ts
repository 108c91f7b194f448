// What the username generator's screen says, in each language. The handles themselves are always
// Latin (Instagram takes only a–z, 0–9, "." and "_"): the Hindi page asks and answers in Hindi, and
// a Devanagari name or keyword is written in English letters ("प्रिया" → "priya").
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.

export interface UsernameWords {
  keyword: string;
  keywordPlaceholder: string;
  keywordHint: string;
  numbers: string;
  numbersHint: string;
  emptyMessage: string;
  submit: string;
  results: string;
  ready: (count: number) => string;
  copyLabel: (name: string) => string;
  copied: (name: string) => string;
  /** Nothing of the keyword can go in a handle. */
  nothingLeft: string;
  /** The keyword alone is longer than a handle can be. */
  tooLong: (max: number, length: string) => string;
  /** How many valid names fit, when fewer than all. */
  fit: (found: number) => string;
  /** Why a long keyword leaves room for fewer names. */
  fitReason: (max: number, count: number) => string;
  /** Words of the keyword left out; `one` when a single word. */
  youtubeLeftOut: (words: string, one: boolean) => string;
  yearsLeftOut: (years: string, one: boolean) => string;
  /** "“a”, “b” and “c”". */
  and: string;
  topicNote: (topic: string) => string;
}
