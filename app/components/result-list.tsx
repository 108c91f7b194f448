import type { ReactNode } from "react";

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

const LIST_CLASS = { rows: "row-list", chips: "chip-list", groups: "mt-4 grid gap-5" } as const;
const ITEM_CLASS = { rows: "row", chips: "chip", groups: undefined } as const;

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
  return (
    <section className="results" aria-label={title}>
      <div className="results-head">
        <div>
          <h2 className="results-title">{title}</h2>
          <p className="results-status" role="status">
            {status}
          </p>
        </div>
        {actions && <div className="results-actions">{actions}</div>}
      </div>
      {note && <p className="results-note">{note}</p>}
      <ul className={LIST_CLASS[layout]}>
        {items.map((item, index) => (
          <li key={getKey(item, index)} className={ITEM_CLASS[layout]}>
            {renderItem(item, index)}
          </li>
        ))}
      </ul>
    </section>
  );
}
