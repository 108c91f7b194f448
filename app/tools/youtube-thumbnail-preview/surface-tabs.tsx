import { type KeyboardEvent, type ReactNode, useRef } from "react";
import { useHydrated } from "~/lib/page/use-hydrated";

export interface TabItem {
  /** Names the tab and its panel in the page (tab-…, panel-…, heading-…). */
  id: string;
  /** The tab's words: short enough for four tabs across a phone. */
  tab: string;
  /** The panel's heading where every panel shows at once. */
  name: string;
}

interface SurfaceTabsProps<T extends TabItem> {
  /** Names the tab list. */
  label: string;
  items: readonly T[];
  selected: T["id"];
  onSelect: (id: T["id"]) => void;
  /** Every panel at once, in `gridClassName`'s grid, with no tabs. */
  wide: boolean;
  gridClassName: string;
  children: (item: T) => ReactNode;
}

const KEYS: Readonly<Record<string, (index: number, last: number) => number>> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * Panels that take turns on a narrow screen and all show on a wide one. Narrow, they follow the
 * WAI-ARIA tabs pattern: one tab stop for the list, arrow keys (and Home, End) move between tabs and
 * show each panel as they land on it. The prerendered page is the narrow one, and CSS alone shows
 * every panel on a wide screen until scripts take over, so nothing moves when they do.
 */
export function SurfaceTabs<T extends TabItem>({
  label,
  items,
  selected,
  onSelect,
  wide,
  gridClassName,
  children,
}: SurfaceTabsProps<T>) {
  const tabs = useRef(new Map<string, HTMLButtonElement>());
  // Tabs need scripts to switch panels: until they run, the tabs are shown but cannot be pressed.
  const hydrated = useHydrated();

  function move(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = KEYS[event.key]?.(index, items.length - 1);
    const item = next === undefined ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onSelect(item.id);
    tabs.current.get(item.id)?.focus();
  }

  return (
    <>
      {!wide && (
        <div
          role="tablist"
          aria-label={label}
          className="mt-4 grid grid-cols-2 gap-1 rounded-xl border border-line bg-surface-2 p-1 min-[25rem]:grid-cols-4 lg:hidden"
        >
          {items.map((item, index) => {
            const on = item.id === selected;
            return (
              <button
                key={item.id}
                ref={(element) => {
                  if (element) tabs.current.set(item.id, element);
                  else tabs.current.delete(item.id);
                }}
                id={`tab-${item.id}`}
                type="button"
                role="tab"
                aria-selected={on}
                aria-controls={`panel-${item.id}`}
                tabIndex={on ? 0 : -1}
                disabled={!hydrated}
                onClick={() => onSelect(item.id)}
                onKeyDown={(event) => move(event, index)}
                className="min-h-11 rounded-lg px-1 text-sm leading-tight font-semibold text-muted hover:text-ink disabled:cursor-not-allowed aria-selected:bg-surface-3 aria-selected:text-ink aria-selected:shadow-[inset_0_-3px_0_var(--color-yt)]"
              >
                {item.tab}
              </button>
            );
          })}
        </div>
      )}
      <div className={`mt-4 grid gap-6 ${gridClassName}`}>
        {items.map((item) => (
          <section
            key={item.id}
            id={`panel-${item.id}`}
            {...(wide
              ? { "aria-labelledby": `heading-${item.id}` }
              : { role: "tabpanel", "aria-labelledby": `tab-${item.id}`, tabIndex: 0 })}
            className={`min-w-0 rounded-xl ${item.id === selected ? "" : "max-lg:hidden"}`}
          >
            {/* The tab names the panel on a narrow screen; the heading stays for those who move by headings. */}
            <h3 id={`heading-${item.id}`} className="font-bold max-lg:sr-only">
              {item.name}
            </h3>
            {children(item)}
          </section>
        ))}
      </div>
    </>
  );
}
