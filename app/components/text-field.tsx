import type { InputHTMLAttributes } from "react";
import { Field, FieldHint, FieldLabel, controlClass } from "./field";

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  label: string;
  hint?: string;
}

export function TextField({ id, label, hint, className = "", ...rest }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <Field className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input id={id} className={`${controlClass} px-[0.9rem]`} aria-describedby={hintId} {...rest} />
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
    </Field>
  );
}
