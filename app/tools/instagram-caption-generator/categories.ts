// The moods the form offers and what a caption may hold: all the page needs before a press. The
// banks themselves load with the logic on the first press (or once the page is idle).

/** In the order the choices appear on screen: the product's six first, then the later six. */
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
  { value: "shayari", label: "Shayari" },
] as const;

export type CaptionCategory = (typeof CAPTION_CATEGORIES)[number]["value"];

/** The categories whose bank is one list of captions: every one but shayari. */
export type ListCategory = Exclude<CaptionCategory, "shayari">;

/** Those categories, in screen order: the ones captions are also written for a topic in. */
export const LIST_CATEGORIES: readonly ListCategory[] = CAPTION_CATEGORIES.map(({ value }) => value).filter(
  (value): value is ListCategory => value !== "shayari",
);

/**
 * Shayari is a form, not a mood, so it is one category with moods of its own: a second choice
 * under it, as the Hindi page asks for the writing under the mood. Eleven moods plus five shayari
 * categories would have crowded the first choice, and the moods keep the names they have above.
 * Left unchosen, the shayari of all five are dealt. In the order the chips appear.
 */
export const SHAYARI_MOODS = [
  "love",
  "sad",
  "attitude",
  "friendship",
  "motivation",
] as const satisfies readonly ListCategory[];

export type ShayariMood = (typeof SHAYARI_MOODS)[number];

/** Instagram's caption limit, in characters. */
export const CAPTION_LIMIT = 2200;

export function isCaptionCategory(value: string): value is CaptionCategory {
  return CAPTION_CATEGORIES.some((category) => category.value === value);
}

export function isShayariMood(value: string): value is ShayariMood {
  return SHAYARI_MOODS.some((mood) => mood === value);
}
