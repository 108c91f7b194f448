// The shape of what the money calculator's screen says: each language's file fills it in. The English answer's sentences are the
// form's and the logic's own; the Hindi page writes its answer here, from the same figures.
import { type CategoryId } from "../youtube-money-calculator.data";
import { type MoneyField } from "../youtube-money-calculator.logic";

export interface FieldWords {
  label: string;
  hint?: string;
  placeholder?: string;
}

export type PeriodKey = "daily" | "monthly" | "yearly";

export interface MoneyWords {
  submit: string;
  fields: Readonly<Record<MoneyField, FieldWords>>;
  /** The categories' names; English takes the data's own labels. */
  categories: Readonly<Record<CategoryId, string>> | null;
  rpmHeading: string;
  rpmLead: string;
  longForm: string;
  shorts: string;
  chooseCategory: string;
  longFormDefault: (category: string, rpm: string) => string;
  shortsDefault: (category: string, rpm: string) => string;
  title: string;
  status: (central: string, range: string) => string;
  figureLead: string;
  copyLabel: string;
  copied: string;
  tableCaption: string;
  columns: readonly [string, string, string];
  periods: Readonly<Record<PeriodKey, string>>;
  made: string;
  viewsLine: (views: string, longForm: string, shorts: string, share: string) => string;
  longFormLine: (rpm: string) => string;
  shortsLine: (rpm: string) => string;
  daysLine: (month: number, year: number) => string;
  sentenceEnd: string;
  footer: string;
}
