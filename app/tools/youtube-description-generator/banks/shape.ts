// The shape the Hindi page's description banks are written in: one shape per reading it is written
// for, in one writing, and the parts every description of that writing shares. Devanagari
// (hi/descriptions.data.ts) and Hinglish (hinglish/descriptions.data.ts) each have a bank of their
// own, shape for shape the same fits, marks and parts in the same places, so a seeded deck deals
// the same shape in either writing (descriptions.data.hindi.test.ts holds them in step).
import type { Fit } from "~/lib/text/template-fit";
import type { SubjectKind } from "~/lib/topic";

/** Fits the shapes share: any kind or format, no format named, every kind but food or a product. */
export const ANY = "any" as const;
export const NO_FORMAT = [null] as const;
export const NOT_FOOD: readonly SubjectKind[] = [
  "product",
  "brand",
  "place",
  "activity",
  "animal",
  "person",
  "event",
  "study",
  "game",
  "show",
  "field",
  "general",
];
export const NOT_PRODUCT: readonly SubjectKind[] = NOT_FOOD.filter((kind) => kind !== "product").concat("food");

/** A shape's words in its writing. */
export interface DescriptionText {
  intro: string;
  /** Placeholders the creator fills in: specs, ingredients, trip details. */
  facts?: string;
  /** The names of the 01:15 and 03:45 chapters. */
  chapters: readonly [string, string];
  /** Said after the closing chapter's name (": मेरा फ़ैसला"), or "". */
  conclusion: string;
  outro: string;
}

/** One shape in one writing: the reading it is written for, its mark and its words. */
export interface HindiDescriptionTemplate extends DescriptionText {
  fit: Fit;
  mark: string;
  /** A line for the creator to say how the product came to them. */
  disclosure: boolean;
}

/** The parts every description of a writing shares. */
export interface WritingParts {
  heading: string;
  shortsHeading: string;
  /** The first and last chapters' names. */
  intro: string;
  end: string;
  links: string;
  shortsLinks: string;
  disclosure: string;
}

/** A shape's words as a bank writes them: a shape with nothing after its closing chapter leaves `conclusion` out. */
type Text = Omit<DescriptionText, "conclusion"> & { conclusion?: string };

/** One shape for long videos (never a Short's). */
export function shape(fit: Fit, mark: string, text: Text, disclosure = false): HindiDescriptionTemplate {
  return {
    fit: { ...fit, avoids: [...(fit.avoids ?? []), "shorts"] },
    mark,
    disclosure,
    ...text,
    conclusion: text.conclusion ?? "",
  };
}

/** One shape for a Short. */
export function short(fit: Fit, mark: string, text: Text): HindiDescriptionTemplate {
  return {
    fit: { ...fit, needs: [...(fit.needs ?? []), "shorts"] },
    mark,
    disclosure: false,
    ...text,
    conclusion: "",
  };
}
