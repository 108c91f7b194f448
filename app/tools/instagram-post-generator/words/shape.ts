// What the post generator's screen says, in each language.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.

export interface PostWords {
  topic: string;
  topicPlaceholder: string;
  topicMessage: string;
  submit: string;
  results: string;
  ready: string;
  copyLabel: string;
  copied: string;
}
