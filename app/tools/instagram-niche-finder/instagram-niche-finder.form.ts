// What the screen needs before any niche is suggested: the ten interests, the field that offers them
// and the check of a choice. The niches, with why each fits and a first post for it, are fetched
// once the page is interactive.
import { plainOptions } from "~/lib/form-fields";

export const INTERESTS = [
  "Fashion",
  "Travel",
  "Food",
  "Fitness",
  "Tech",
  "Gaming",
  "Art",
  "Comedy",
  "Education",
  "DIY",
] as const;

export type Interest = (typeof INTERESTS)[number];

export const NICHE_FIELDS = {
  interest: { kind: "choice", label: "What are you into?", options: plainOptions(INTERESTS) },
} as const;

export function isInterest(value: string): value is Interest {
  return (INTERESTS as readonly string[]).includes(value);
}
