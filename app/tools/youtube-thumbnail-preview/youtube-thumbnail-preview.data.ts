// What YouTube asks of a custom thumbnail, and the places the preview draws it.
// Source: YouTube Help, "Add video thumbnails" (answer 72431), its custom thumbnail best practices,
// read November 2026: 1280 × 720 pixels, at least 640 pixels wide, JPG, GIF or PNG, ideally 16:9.
// The file size it takes depends on the device the thumbnail is uploaded from: up to 2 MB from a
// phone, up to 50 MB from a computer. The guide and the thumbnail article say the same.

export const THUMBNAIL_WIDTH = 1280;
export const THUMBNAIL_HEIGHT = 720;
export const MIN_WIDTH = 640;
// Megabytes read the strict way (decimal), so a file we pass is never refused for its size.
/** The most YouTube takes when the thumbnail is uploaded from a phone. */
export const MAX_BYTES_PHONE = 2_000_000;
/** The most YouTube takes when the thumbnail is uploaded from a computer. */
export const MAX_BYTES_COMPUTER = 50_000_000;
/** How far from 16:9 a picture may be before it is called out (1%, a few pixels at 1280 wide). */
export const RATIO_TOLERANCE = 0.01;
export const YOUTUBE_TYPES: readonly string[] = ["image/jpeg", "image/png", "image/gif"];
export const YOUTUBE_FORMATS = "JPG, PNG or GIF";

/** YouTube refuses titles over 100 characters. */
export const TITLE_LIMIT = 100;
export const CHANNEL_LIMIT = 100;
export const DURATION_LIMIT = 8;

export const SLOTS = ["A", "B"] as const;
export type Slot = (typeof SLOTS)[number];

export type SurfaceId = "phone-feed" | "desktop-grid" | "search" | "up-next";

export interface Surface {
  id: SurfaceId;
  /** Its tab on a phone, where the frames take turns. */
  tab: string;
  name: string;
  /** What the frame imitates, in a sentence. */
  note: string;
}

// The notes say what each frame imitates, not how wide it is: a frame is as wide as the screen it
// is drawn on allows, and the note under it counts what that width shows.
export const SURFACES: readonly Surface[] = [
  {
    id: "phone-feed",
    tab: "Phone feed",
    name: "Home feed on a phone",
    note: "The full-width card of the YouTube app's home feed.",
  },
  {
    id: "desktop-grid",
    tab: "Computer",
    name: "Home grid on a computer",
    note: "One card of the home page grid in a desktop browser.",
  },
  {
    id: "search",
    tab: "Search",
    name: "Search results",
    note: "A search result row: big thumbnail, text to its right.",
  },
  {
    id: "up-next",
    tab: "Up next",
    name: "Up next, beside the video",
    note: "The suggestion list next to the player, where thumbnails are at their smallest.",
  },
];

export type ThemeId = "dark" | "light";

export const THEMES: readonly { id: ThemeId; name: string }[] = [
  { id: "dark", name: "Dark" },
  { id: "light", name: "Light" },
];

/** Stand-ins for the numbers YouTube prints under a title; they only give the line its length. */
export const SAMPLE_VIEWS = "24K views";
export const SAMPLE_AGE = "3 days ago";
export const SAMPLE_DESCRIPTION = "The first words of your description show here in search results.";

export const PLACEHOLDER_TITLE = "Your video title shows here: type it above";
export const PLACEHOLDER_CHANNEL = "Your channel";

export const MESSAGES = {
  badDurationTitle: "Check the duration",
  badDuration: "Write the duration as minutes and seconds, like 8:45, or with hours, like 1:02:30.",
  oneImageTitle: "One picture per thumbnail",
  noImageYet: "No picture yet: the frames below show where your thumbnail will sit.",
} as const;
