// What the thumbnail preview says, in each language: the form, the thumbnails' boxes and their
// checks, and the words of the mock YouTube pages, which on the Hindi page read as YouTube's Hindi
// app does. The English words are the data's and the logic's own; the Hindi ones are here.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.
import type { TitleLines } from "../title-lines";
import type { MESSAGES } from "../youtube-thumbnail-preview.data";
import { type Slot, type Surface, type ThemeId } from "../youtube-thumbnail-preview.data";

export interface TextFieldWords {
  label: string;
  hint?: string;
  placeholder: string;
}

export interface PreviewWords {
  fields: Readonly<Record<"title" | "channel" | "duration", TextFieldWords>>;
  submit: string;
  messages: Readonly<Record<keyof typeof MESSAGES, string>>;
  cantUse: string;
  oneImage: (slot: Slot, name: string) => string;
  /** The reader's message for a file that is not a picture, or one the browser cannot open. */
  imageProblem: (notAnImage: boolean, name: string) => string;
  /** "“that file”": a file with no name, as `shortFileName` writes it. */
  unnamedFile: string;
  thumbnails: string;
  thumbnailsLead: string;
  slotHeading: (slot: Slot) => string;
  optional: string;
  choose: (slot: Slot) => string;
  replace: (slot: Slot) => string;
  dropHint: string;
  /** After the picture's name: its size in pixels and its weight. */
  details: (size: string, bytes: string) => string;
  allRight: string;
  toCheck: (count: number) => string;
  noPicture: string;
  warningsLabel: (slot: Slot) => string;
  remove: (slot: Slot) => string;
  previewHeading: string;
  placesLabel: string;
  themeLegend: string;
  themes: Readonly<Record<ThemeId, string>>;
  /** The theme as a sentence names it: "YouTube's dark theme". */
  themeInSentence: Readonly<Record<ThemeId, string>>;
  showingOne: (slot: Slot, theme: string) => string;
  showingBoth: (theme: string) => string;
  surfaces: readonly Surface[];
  /** The mock YouTube page's own words. */
  sampleViews: string;
  sampleAge: string;
  sampleDescription: string;
  placeholderTitle: string;
  placeholderChannel: string;
  thumbnail: (slot: Slot) => string;
  titleNote: (layout: TitleLines) => string;
}
