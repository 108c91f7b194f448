import type { HTMLAttributes, LabelHTMLAttributes, ReactNode } from "react";

/** A label, its control, any hint and any message, stacked. */
export function Field({ className = "", ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={`grid content-start gap-[0.4rem] ${INVALID_BORDER} ${className}`} />;
}

export function FieldLabel(props: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label {...props} className="p-0 font-semibold" />;
}

/** A fieldset's legend, styled as a field label. */
export function FieldLegend(props: HTMLAttributes<HTMLLegendElement>) {
  return <legend {...props} className="p-0 font-semibold" />;
}

/** A short line of help under a field. */
export function FieldHint({ className = "", ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p {...rest} className={`text-[0.85rem] text-muted ${className}`} />;
}

/** Marks a control inside as invalid for the eye too, with a border in the theme's error colour. */
export const INVALID_BORDER = "[&_:is(input,select,textarea)[aria-invalid='true']]:border-error-edge";

/** A field's message, under it; the control points at it with aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-[0.9rem] font-semibold text-error">
      {message}
    </p>
  );
}

/** What every field component takes besides its control's own attributes. */
export interface FieldFrameProps {
  id: string;
  label: string;
  hint?: ReactNode;
  /** What is wrong with the value; shown under the field and read out with it. */
  error?: string;
}

type FieldNotesProps = Pick<FieldFrameProps, "id" | "hint" | "error">;

/**
 * The ids a control points at (its hint, then its message) and whether it is invalid: the one way
 * every field wires its help and its error to screen readers.
 */
export function describedBy({ id, hint, error }: FieldNotesProps) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return {
    "aria-describedby": ids || undefined,
    "aria-invalid": error ? (true as const) : undefined,
  };
}

/** The hint and the message under a control, with the ids `describedBy` names. */
export function FieldNotes({ id, hint, error }: FieldNotesProps) {
  return (
    <>
      {hint && <FieldHint id={`${id}-hint`}>{hint}</FieldHint>}
      <FieldError id={`${id}-error`} message={error} />
    </>
  );
}

// Shared by text inputs and selects; the sides are set apart because a select needs room for its arrow.
export const controlClass =
  "min-h-12 w-full rounded-[0.7rem] border border-edge bg-bg py-[0.7rem] text-[1rem] text-ink placeholder:text-placeholder";
