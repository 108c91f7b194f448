// What the YouTube hashtag generator's screen says, in each language. The results' own words
// (heading, status line, copy toast) are the site's: app/content/words, "hashtags".
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.

export interface YoutubeHashtagWords {
  topic: string;
  placeholder: string;
  topicMessage: string;
  submit: string;
  tooLong: (max: number) => string;
  unhelpful: string;
  copyAll: string;
  note: string;
  unknown: (topic: string) => string;
}
