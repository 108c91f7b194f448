// The moods the form offers and what a caption may hold: all the page needs before a press. The
// banks themselves load with the logic on the first press (or once the page is idle).

/** In the order the choices appear on screen: the product's six first, then the later five. */
export const CAPTION_CATEGORIES = [
  { value: "attitude", label: "Attitude" },
  { value: "love", label: "Love" },
  { value: "sad", label: "Sad" },
  { value: "funny", label: "Funny" },
  { value: "motivation", label: "Motivation" },
  { value: "travel", label: "Travel" },
  { value: "birthday", label: "Birthday" },
  { value: "festival", label: "Festival" },
  { value: "friendship", label: "Friendship" },
  { value: "food", label: "Food" },
  { value: "selfie", label: "Selfie" },
] as const;

export type CaptionCategory = (typeof CAPTION_CATEGORIES)[number]["value"];

/** Instagram's caption limit, in characters. */
export const CAPTION_LIMIT = 2200;

export function isCaptionCategory(value: string): value is CaptionCategory {
  return CAPTION_CATEGORIES.some((category) => category.value === value);
}

/**
 * The moods shayari is written in, in the order their chips appear. Each is one of the categories
 * above, so it is named as that category is.
 */
export const SHAYARI_MOODS = [
  "love",
  "sad",
  "attitude",
  "friendship",
  "motivation",
] as const satisfies readonly CaptionCategory[];

export type ShayariMood = (typeof SHAYARI_MOODS)[number];

export function isShayariMood(value: string): value is ShayariMood {
  return SHAYARI_MOODS.some((mood) => mood === value);
}
