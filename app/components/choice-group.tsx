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
    <fieldset className="field">
      <legend className="field-label">{label}</legend>
      <div className="choice-grid">
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="choice"
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
