// What a writing tool writes in. English pages write English; Hindi pages write Hindi in
// Devanagari, or in Roman letters ("Hinglish") when the visitor chooses it, as many creators post.
import { wordsFor } from "~/content/words";
import type { FieldSpec } from "~/lib/form/form-fields";
import type { Lang } from "~/lib/lang/lang";

export type Writing = "en" | "hi" | "hinglish";

/** The value the Hindi pages' choice starts at, and its address name is `writing`. */
export const DEVANAGARI = "hi";

/** The choice a Hindi page's writing tool offers (address name `writing`). */
export function writingField(): FieldSpec {
  const words = wordsFor("hi").writing;
  return {
    kind: "choice",
    label: words.label,
    options: [
      { value: DEVANAGARI, label: words.devanagari },
      { value: "hinglish", label: words.hinglish },
    ],
  };
}

/** What to write in on a page of `lang`, given the choice's value ("" before any is made). */
export function writingOf(lang: Lang, chosen: string): Writing {
  if (lang === "en") return "en";
  return chosen === "hinglish" ? "hinglish" : "hi";
}
