import type { InputHTMLAttributes } from "react";
import { Field, type FieldFrameProps, FieldLabel, FieldNotes, controlClass, describedBy } from "./field";

type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

/** A labelled text input with its hint and, after a refused check, its message. */
export function TextField({ id, label, hint, error, className = "", ...rest }: TextFieldProps) {
  return (
    <Field className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input id={id} className={`${controlClass} px-[0.9rem]`} {...describedBy({ id, hint, error })} {...rest} />
      <FieldNotes id={id} hint={hint} error={error} />
    </Field>
  );
}
