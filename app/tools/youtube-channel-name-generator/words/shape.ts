// What the channel name generator's screen says, in each language.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.

export interface ChannelNameWords {
  keyword: string;
  keywordPlaceholder: string;
  keywordMessage: string;
  submit: string;
  results: string;
  ready: (count: number) => string;
  note: string;
  copyLabel: (place: number) => string;
  copied: string;
}
