import type { InputHTMLAttributes } from "react";
import { TextField } from "./text-field";

interface NumberFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  id: string;
  label: string;
  hint?: string;
  /** What is wrong with the value; shown under the field and read out with it. */
  error?: string;
}

/** Marks the control inside as invalid for the eye too, with a red border. */
export const INVALID_BORDER = "[&_:is(input,select)[aria-invalid='true']]:border-[#f87171]";

/** A field's message, under it; the field points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-[0.9rem] font-semibold text-[#fca5a5]">
      {message}
    </p>
  );
}

/**
 * A number typed the way people write it ("12.5k", "1.2 lakh", "₹500"), so a text input: a numeric
 * keypad would have no letters for "k" or "lakh". Its message sits under it, tied to it by
 * aria-describedby, and marks it invalid.
 */
export function NumberField({ id, label, hint, error, className = "", ...rest }: NumberFieldProps) {
  const errorId = `${id}-error`;
  const describedBy = [hint ? `${id}-hint` : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className={`grid content-start gap-1 ${INVALID_BORDER} ${className}`}>
      <TextField
        id={id}
        label={label}
        hint={hint}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="go"
        {...rest}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
