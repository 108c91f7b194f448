// The profile types the form offers and the bio limit: all the page needs before a press. The
// banks themselves load with the logic on the first press (or once the page is idle).

/** In the order the choices appear on screen. */
export const PROFILE_TYPES = [
  { value: "influencer", label: "Influencer" },
  { value: "creator", label: "Creator" },
  { value: "student", label: "Student" },
  { value: "fashion", label: "Fashion" },
  { value: "travel", label: "Travel" },
  { value: "fitness", label: "Fitness" },
  { value: "coding", label: "Coding" },
  { value: "photography", label: "Photography" },
  { value: "meme-page", label: "Meme Page" },
] as const;

export type ProfileType = (typeof PROFILE_TYPES)[number]["value"];

/** Instagram's bio limit, counted in code points. */
export const BIO_LIMIT = 150;

export function isProfileType(value: string): value is ProfileType {
  return PROFILE_TYPES.some((type) => type.value === value);
}
