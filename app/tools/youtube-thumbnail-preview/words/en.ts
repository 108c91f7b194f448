// What the thumbnail preview says, in English (its shape: ./shape.ts).
import { plural } from "~/lib/text/plural";
import { titleNote } from "../title-lines";
import {
  MESSAGES,
  PLACEHOLDER_CHANNEL,
  PLACEHOLDER_TITLE,
  SAMPLE_AGE,
  SAMPLE_DESCRIPTION,
  SAMPLE_VIEWS,
  SURFACES,
  THEMES,
  type ThemeId,
  YOUTUBE_FORMATS,
} from "../youtube-thumbnail-preview.data";
import type { PreviewWords } from "./shape";

export const words: PreviewWords = {
  fields: {
    title: { label: "Video title", placeholder: "e.g. I tried every chaat stall in Chandni Chowk" },
    channel: { label: "Channel name", placeholder: "e.g. Foodie Riya" },
    duration: { label: "Duration (optional)", hint: "Minutes:seconds", placeholder: "e.g. 12:45" },
  },
  submit: "Show preview",
  messages: MESSAGES,
  cantUse: "Can't use that file",
  oneImage: (slot, name) => `Thumbnail ${slot} shows ${name}. Pick or drop the other picture on the other thumbnail.`,
  imageProblem: (notAnImage, name) =>
    notAnImage
      ? `${name} isn't an image. Pick a ${YOUTUBE_FORMATS} file.`
      : `This browser couldn't open ${name}. Save it as ${YOUTUBE_FORMATS} and pick it again.`,
  unnamedFile: "“that file”",
  thumbnails: "Your thumbnails",
  thumbnailsLead:
    "Pictures are read by your browser and never uploaded. Add a second one to compare an A/B pair in every frame.",
  slotHeading: (slot) => `Thumbnail ${slot}`,
  optional: " (optional, to compare)",
  choose: (slot) => `Choose thumbnail ${slot}`,
  replace: (slot) => `Replace thumbnail ${slot}`,
  dropHint: "or drop a picture here. It stays on this device.",
  details: (size, bytes) => `: ${size} pixels, ${bytes}. `,
  allRight: "Right size, shape and weight for YouTube.",
  toCheck: (count) =>
    plural("en", count, {
      one: "One thing to check before you upload.",
      other: "{count} things to check before you upload.",
    }),
  noPicture: "No picture yet.",
  warningsLabel: (slot) => `Warnings for thumbnail ${slot}`,
  remove: (slot) => `Remove thumbnail ${slot}`,
  previewHeading: "How YouTube shows it",
  placesLabel: "Where YouTube shows it",
  themeLegend: "YouTube theme",
  themes: Object.fromEntries(THEMES.map((theme) => [theme.id, theme.name])) as Record<ThemeId, string>,
  themeInSentence: { dark: "dark", light: "light" },
  showingOne: (slot, theme) => `Showing thumbnail ${slot} in four places, in YouTube's ${theme} theme.`,
  showingBoth: (theme) => `Showing thumbnails A and B together in four places, in YouTube's ${theme} theme.`,
  surfaces: SURFACES,
  sampleViews: SAMPLE_VIEWS,
  sampleAge: SAMPLE_AGE,
  sampleDescription: SAMPLE_DESCRIPTION,
  placeholderTitle: PLACEHOLDER_TITLE,
  placeholderChannel: PLACEHOLDER_CHANNEL,
  thumbnail: (slot) => `Thumbnail ${slot}`,
  titleNote,
};
