import type { KeyboardEvent } from "react";
import type { ToolForm } from "~/lib/use-tool-form";

/** The filter sits outside the form, so Enter in it submits the form by hand: both fields go to the address. */
function submitOnEnter(submit: () => void) {
  return (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };
}

interface StyleFilterProps<N extends string> {
  tool: ToolForm<N, unknown>;
  /** The filter's field name in the form and the address. */
  name: N;
  /** Family words offered as one-tap filters, in the list's order. */
  groups: readonly string[];
}

/**
 * The filter field and a row of family buttons that fill it in. The field stays the one source of
 * truth, so a filter typed by hand, tapped, or read from the address all behave the same. It is not
 * part of the form: it narrows the results rather than feeding them.
 */
export function StyleFilter<N extends string>({ tool, name, groups }: StyleFilterProps<N>) {
  const field = tool.field(name);
  const active = field.value.trim().toLowerCase();
  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <label htmlFor="stylish-filter" className="font-semibold">
          Find a style
        </label>
        <input
          id="stylish-filter"
          type="search"
          className="min-h-12 w-full rounded-[0.7rem] border border-edge bg-bg px-3.5 py-2.5 text-base text-ink placeholder:text-placeholder"
          placeholder="e.g. bold, script, frames"
          aria-describedby="stylish-filter-hint"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          onKeyDown={submitOnEnter(tool.submit)}
          {...field}
        />
        <p id="stylish-filter-hint" className="text-sm text-muted">
          Matches style names and families. Leave it empty to see every style.
        </p>
      </div>
      {/* One scrolling row on a phone, so fourteen families don't push the results off the screen. */}
      <div role="group" aria-label="Style families" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap">
        {groups.map((group) => {
          const pressed = active === group.toLowerCase();
          return (
            <button
              key={group}
              type="button"
              aria-pressed={pressed}
              onClick={() => tool.setValue(name, pressed ? "" : group)}
              className="min-h-10 shrink-0 rounded-full border border-line bg-surface-2 px-3 text-sm font-semibold text-ink hover:border-accent aria-pressed:border-transparent aria-pressed:bg-linear-to-r aria-pressed:from-ig-from aria-pressed:to-ig-to aria-pressed:text-white"
            >
              {group}
            </button>
          );
        })}
      </div>
    </div>
  );
}
