import type { HTMLAttributes, LabelHTMLAttributes } from "react";

/** A label, its control and any hint, stacked. */
export function Field({ className = "", ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={`grid gap-[0.4rem] ${className}`} />;
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

// Shared by text inputs and selects; the sides are set apart because a select needs room for its arrow.
export const controlClass =
  "min-h-12 w-full rounded-[0.7rem] border border-edge bg-bg py-[0.7rem] text-[1rem] text-ink placeholder:text-placeholder";
