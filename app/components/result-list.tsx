import type { ReactNode } from "react";
import { ResultsHead, ResultsNote, ResultsSection } from "./results";

interface ResultListProps<T> {
  /** Heading above the results. */
  title: string;
  /** Short sentence announced to screen readers when results arrive, e.g. "30 hashtags ready." */
  status: string;
  items: readonly T[];
  getKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Buttons acting on the whole list (Copy All…). */
  actions?: ReactNode;
  /** Extra line under the heading. */
  note?: ReactNode;
  /** Rows (cards), chips, or groups that bring their own heading and list. */
  layout?: "rows" | "chips" | "groups";
}

const layouts = {
  rows: {
    list: "mt-4 grid gap-3",
    item: "flex flex-wrap items-center justify-between gap-3 rounded-[0.8rem] border border-line bg-surface-2 px-4 py-[0.9rem]",
  },
  chips: {
    list: "mt-4 flex flex-wrap gap-2",
    item: "max-w-full rounded-full border border-line bg-surface-2 px-3 py-[0.35rem] text-[0.95rem] wrap-anywhere",
  },
  groups: { list: "mt-4 grid gap-5", item: undefined },
} as const;

/** The look of a run of chips, for results that group their chips under headings. */
export const chipLook = layouts.chips;

/** The one way results are shown: a headed section, a live status line and a real list. */
export function ResultList<T>({
  title,
  status,
  items,
  getKey,
  renderItem,
  actions,
  note,
  layout = "rows",
}: ResultListProps<T>) {
  const look = layouts[layout];
  return (
    <ResultsSection aria-label={title}>
      <ResultsHead title={title} status={status} actions={actions} />
      {note && <ResultsNote>{note}</ResultsNote>}
      <ul className={look.list}>
        {items.map((item, index) => (
          <li key={getKey(item, index)} className={look.item}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
    </ResultsSection>
  );
}
