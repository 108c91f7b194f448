// What the screen needs before any niche is suggested: the ten interests, the fields that offer them
// (and, on the Hindi page, the writing) and the check of a choice. The niches, with why each fits and
// a first post for it, are fetched once the page is interactive.
import type { Fields } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";
import { writingField } from "~/lib/text/writing";
import { NICHE_WORDS } from "./words";

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

export type NicheField = "interest" | "writing";

function fieldsIn(lang: Lang): Fields<NicheField> {
  const words = NICHE_WORDS[lang];
  const names = words.interests;
  return {
    interest: {
      kind: "choice",
      label: words.question,
      options: INTERESTS.map((value) => ({ value, label: names ? names[value] : value })),
    },
    writing: writingField(),
  };
}

export const NICHE_FIELDS: Readonly<Record<Lang, Fields<NicheField>>> = { en: fieldsIn("en"), hi: fieldsIn("hi") };

export function isInterest(value: string): value is Interest {
  return (INTERESTS as readonly string[]).includes(value);
}
