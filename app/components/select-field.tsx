import type { SelectHTMLAttributes } from "react";
import type { SelectOption } from "~/lib/form/form-fields";
import { Field, type FieldFrameProps, FieldLabel, FieldNotes, controlClass, describedBy } from "./field";

type SelectFieldProps = FieldFrameProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "children"> & {
    options: readonly SelectOption[];
    /**
     * The first, empty choice, shown until the visitor picks one; from the field's spec, which may
     * leave it out (the empty choice is still there, without words).
     */
    placeholder?: string;
  };

// The browser's own arrow differs on every phone; two gradient triangles draw one chevron everywhere.
const chevron =
  "appearance-none bg-[linear-gradient(45deg,transparent_50%,var(--color-muted)_50%),linear-gradient(135deg,var(--color-muted)_50%,transparent_50%)] bg-size-[0.3rem_0.3rem] bg-position-[calc(100%-1.1rem)_55%,calc(100%-0.8rem)_55%] bg-no-repeat";

export function SelectField({
  id,
  label,
  hint,
  error,
  options,
  placeholder,
  className = "",
  ...rest
}: SelectFieldProps) {
  return (
    <Field className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select
        id={id}
        className={`${controlClass} ${chevron} pr-9 pl-[0.9rem]`}
        {...describedBy({ id, hint, error })}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </Field>
  );
}
