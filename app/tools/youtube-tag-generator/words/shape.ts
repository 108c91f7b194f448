// What the tag generator's screen says, in each language.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.

export interface TagWords {
  topic: string;
  topicPlaceholder: string;
  topicHint: string;
  topicMessage: string;
  submit: string;
  results: string;
  ready: (count: number, length: number, limit: number) => string;
  /** The note under the tags, before their count. */
  note: string;
  /** What ends the note after the count: each language's full stop. */
  noteEnd: string;
  copyAll: string;
  copied: (count: number) => string;
}
