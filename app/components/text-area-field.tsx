import type { TextareaHTMLAttributes } from "react";
import { Field, type FieldFrameProps, FieldLabel, FieldNotes, controlClass, describedBy } from "./field";

type TextAreaFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id">;

/** A labelled text area with its hint and, after a refused check, its message. */
export function TextAreaField({ id, label, hint, error, className = "", ...rest }: TextAreaFieldProps) {
  return (
    <Field className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {/* Taller only: a text area dragged wider would push the page past the screen's edge. */}
      <textarea
        id={id}
        className={`${controlClass} resize-y px-[0.9rem] leading-relaxed`}
        {...describedBy({ id, hint, error })}
        {...rest}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </Field>
  );
}
