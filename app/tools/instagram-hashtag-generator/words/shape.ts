// What the Instagram hashtag generator's screen says, in each language. The results' own words
// (heading, status line, copy toast) are the site's: app/content/words, "hashtags".
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.

export interface InstagramHashtagWords {
  keyword: string;
  placeholder: string;
  keywordMessage: string;
  submit: string;
  tooLong: (max: number) => string;
  unhelpful: string;
  topTitle: (count: number) => string;
  /** The Hindi tags' own group; only the Hindi page has one. */
  hindiTitle: string;
  nicheTitle: string;
  midTitle: string;
  broadTitle: string;
  copyAllLabel: (count: number) => string;
  copyAllText: string;
  copyTopLabel: (count: number) => string;
  copyTopText: (count: number) => string;
  noteMore: (top: number) => string;
  noteAll: (top: number) => string;
  unknown: (keyword: string) => string;
  fewer: (keyword: string, count: number) => string;
}
