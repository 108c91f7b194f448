import { FieldLegend } from "./field";
import type { SelectOption } from "./select-field";

interface ChoiceGroupProps {
  label: string;
  options: readonly SelectOption[];
  /** The chosen value, or "" for none. */
  value: string;
  onChange: (value: string) => void;
}

/** A row of toggle buttons where one may be chosen; the choice is exposed as pressed. */
export function ChoiceGroup({ label, options, value, onChange }: ChoiceGroupProps) {
  return (
    <fieldset className="grid gap-[0.4rem]">
      <FieldLegend>{label}</FieldLegend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="min-h-11 cursor-pointer rounded-[0.7rem] border border-edge bg-bg px-3 py-[0.6rem] font-semibold text-ink aria-pressed:border-transparent aria-pressed:bg-transparent aria-pressed:bg-linear-to-r/srgb aria-pressed:from-ig-from aria-pressed:to-ig-to aria-pressed:text-white"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
