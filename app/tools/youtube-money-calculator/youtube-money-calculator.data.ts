import type { Range } from "~/lib/numbers";

export type CategoryId = "finance" | "tech" | "education" | "health" | "food" | "gaming" | "entertainment";

export interface Category {
  id: CategoryId;
  label: string;
  /** Long-form RPM in rupees per 1,000 views, for a mostly Indian audience. */
  longFormRpm: Range;
  /** Which published figures the range spans, for display next to it. */
  basis: string;
}

/**
 * Default long-form RPMs. Published Indian figures disagree, so each range runs from the lowest to
 * the highest figure in the guides named in `basis` (all published in early 2026). They are a
 * starting point the visitor replaces with the RPM in their own YouTube Studio.
 */
export const CATEGORIES: readonly Category[] = [
  {
    id: "finance",
    label: "Finance & business",
    longFormRpm: { low: 40, high: 300 },
    basis:
      "Fluxnote (Feb 2026): ₹40–₹110 and ₹80–₹250; Upgrowth (Feb 2026): ₹100–₹150; MyKitchenIncome (2026): ₹100–₹300",
  },
  {
    id: "tech",
    label: "Tech & gadgets",
    longFormRpm: { low: 30, high: 250 },
    basis:
      "Fluxnote (Feb 2026): ₹30–₹80 and ₹60–₹180; Upgrowth (Feb 2026): ₹80–₹120; MyKitchenIncome (2026): ₹100–₹250",
  },
  {
    id: "education",
    label: "Education & study",
    longFormRpm: { low: 25, high: 150 },
    basis: "Fluxnote (Feb 2026): ₹25–₹65; Upgrowth (Feb 2026): ₹100–₹150",
  },
  {
    id: "health",
    label: "Health & fitness",
    longFormRpm: { low: 20, high: 150 },
    basis: "Fluxnote (Feb 2026): ₹20–₹55; MyKitchenIncome (2026): ₹70–₹150",
  },
  {
    id: "food",
    label: "Food & cooking",
    longFormRpm: { low: 12, high: 40 },
    basis: "Fluxnote (Feb 2026): ₹12–₹40",
  },
  {
    id: "gaming",
    label: "Gaming",
    longFormRpm: { low: 8, high: 70 },
    basis: "Fluxnote (Feb 2026): ₹8–₹28; MyKitchenIncome (2026): ₹20–₹70",
  },
  {
    id: "entertainment",
    label: "Entertainment, comedy & vlogs",
    longFormRpm: { low: 5, high: 80 },
    basis: "Fluxnote (Feb 2026): ₹5–₹22 and ₹10–₹40; Upgrowth (Feb 2026): ₹40–₹80 for entertainment and vlogs",
  },
];

/** Shorts earn from a shared pool, far less per view than long-form; one range for all categories. */
export const SHORTS_RPM: Range = { low: 0.5, high: 20 };
export const SHORTS_RPM_BASIS = "MyKitchenIncome (2026): ₹0.5–₹5; Fluxnote (Feb 2026): ₹8–₹20 on average";

/** A month is counted as 30 days and a year as 365, and the screen says so. */
export const DAYS_PER_MONTH = 30;
export const DAYS_PER_YEAR = 365;

/** No published Indian RPM comes near this; a higher figure is a typo (or dollars typed as rupees × 100). */
export const MAX_RPM = 5_000;
