// What the caption formatter's screen says, in each language: its field, statuses, counters, the
// feed preview's words and every check's message. The caption itself is the visitor's, as typed.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.

export interface FormatterWords {
  caption: string;
  placeholder: string;
  hint: string;
  preview: string;
  statusEmpty: string;
  statusClean: string;
  statusChecks: (count: number) => string;
  copyLabel: string;
  copied: string;
  nothingTitle: string;
  nothingMessage: string;
  checks: string;
  counters: { characters: string; hashtags: string; mentions: string; lines: string };
  over: string;
  previewEmpty: string;
  /** The feed's "… more", as the app in this language writes it. */
  more: string;
  moreContext: string;
  feedAgain: string;
  styled: string;
  hookCut: (chars: number) => string;
  tooLong: (limit: string, characters: string, cut: string) => string;
  tooManyHashtags: (limit: number, count: number) => string;
  tooManyMentions: (limit: number, count: number) => string;
  banned: (list: string, one: boolean) => string;
}
