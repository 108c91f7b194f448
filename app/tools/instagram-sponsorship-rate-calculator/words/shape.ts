// The shape of what the sponsorship calculator's screen says: each language's file fills it in. The English answer's method is
// the logic's own; the Hindi page writes its method here, from the same report and figures.
import { type FormatId, type NicheId } from "../instagram-sponsorship-rate-calculator.data";
import { type RateField } from "../instagram-sponsorship-rate-calculator.logic";

export interface FieldWords {
  label: string;
  hint?: string;
  placeholder?: string;
}

export interface RateWords {
  submit: string;
  fields: Readonly<Record<RateField, FieldWords>>;
  /** The choices' names; English takes the data's own labels. */
  formats: Readonly<Record<FormatId, string>> | null;
  niches: Readonly<Record<NicheId, string>> | null;
  /** What the fee is for, in a sentence: "one Reel". */
  formatPhrases: Readonly<Record<FormatId, string>>;
  notSure: string;
  engagementLink: string;
  linkEnd: string;
  method: string;
  title: string;
  status: (format: string, text: string) => string;
  figureLabel: (format: string) => string;
  copyLabel: string;
  copied: string;
  workedOut: string;
  formula: string;
  formulaViews: string;
  /** Where the base rate, the prices per view and the format gaps come from, each source named with its date. */
  sources: string;
  extras: string;
}
