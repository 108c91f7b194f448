import type { KeyboardEvent } from "react";
import { TextField } from "~/components/text-field";
import type { ToolForm } from "~/lib/form/use-tool-form";

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
  /** The family buttons' group name. */
  label: string;
}

/**
 * The filter field and a row of family buttons that fill it in. The field stays the one source of
 * truth, so a filter typed by hand, tapped, or read from the address all behave the same. It is not
 * part of the form: it narrows the results rather than feeding them.
 */
export function StyleFilter<N extends string>({ tool, name, groups, label }: StyleFilterProps<N>) {
  const field = tool.field(name);
  const active = field.value.trim().toLowerCase();
  return (
    <div className="grid gap-3">
      <TextField
        id="stylish-filter"
        type="search"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        onKeyDown={submitOnEnter(tool.submit)}
        {...field}
      />
      {/* The families wrap at every width: a single scrolling row hid most of them past a phone's edge
          with nothing to say they were there. */}
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {groups.map((group) => {
          const pressed = active === group.toLowerCase();
          return (
            <button
              key={group}
              type="button"
              aria-pressed={pressed}
              onClick={() => tool.setValue(name, pressed ? "" : group)}
              className="min-h-10 rounded-full border border-line bg-surface-2 px-3 text-sm font-semibold text-ink hover:border-accent aria-pressed:border-transparent aria-pressed:bg-linear-to-r aria-pressed:from-ig-from aria-pressed:to-ig-to aria-pressed:text-white"
            >
              {group}
            </button>
          );
        })}
      </div>
    </div>
  );
}
