import type { ChangeEvent, ReactNode } from "react";
import { FieldError, FieldLegend } from "./field";
import type { SelectOption } from "~/lib/form/form-fields";

interface ChoiceGroupProps {
  label: string;
  /** The field's name in the form and the address. */
  name: string;
  options: readonly SelectOption[];
  /** The chosen value, or "" for none. */
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** What is wrong with the choice; shown under the chips and read out with the group. */
  error?: string;
}

/**
 * One choice of several, drawn as a grid of chips. They are real radio buttons, so the choice is
 * sent with the form even before scripts run, and arrow keys move between them.
 */
export function ChoiceGroup({ label, name, options, value, onChange, error }: ChoiceGroupProps) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="grid gap-[0.4rem]" aria-describedby={error ? errorId : undefined}>
      <FieldLegend>{label}</FieldLegend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {options.map((option) => (
          <RadioChip
            key={option.value}
            className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-[0.7rem] border border-edge bg-bg px-3 py-[0.6rem] text-center font-semibold text-ink has-checked:border-transparent has-checked:bg-transparent has-checked:bg-linear-to-r/srgb has-checked:from-ig-from has-checked:to-ig-to has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={onChange}
            invalid={Boolean(error)}
          >
            {option.label}
          </RadioChip>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

interface RadioChipProps {
  /** The chip's look; it must be `relative` (the radio is laid over it) and show a ring on keyboard focus. */
  className: string;
  name: string;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  invalid?: boolean;
  children: ReactNode;
}

/** A radio button drawn as a chip: the whole chip is the radio, and the keyboard focus ring is the chip's. */
export function RadioChip({ className, name, value, checked, onChange, invalid = false, children }: RadioChipProps) {
  return (
    <label className={className}>
      <input
        type="radio"
        // Laid over the whole chip, unseen, so a tap anywhere on it is a tap on the radio itself.
        className="absolute inset-0 cursor-pointer appearance-none opacity-0"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        aria-invalid={invalid ? true : undefined}
      />
      {children}
    </label>
  );
}
