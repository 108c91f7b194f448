// A calculator's messages for the fields it cannot use, with the toast line for each.
import { summaryFor } from "~/lib/form/field-messages";
import type { FieldMessage, Fields } from "~/lib/form/form-fields";

/** "Engagement rate (%)" is spoken as "Engagement rate": the unit in brackets helps in the form, not in a sentence. */
export function spokenLabel(label: string): string {
  return label.replace(/\s*\([^)]*\)$/u, "");
}

/** A logic's `{ field, message }` list as field messages, each toast line naming its field without the unit. */
export function calculatorMessages<N extends string>(
  fields: Fields<N>,
  errors: readonly { field: N; message: string }[],
): FieldMessage<N>[] {
  return errors.map(({ field, message }) => ({
    field,
    message,
    summary: summaryFor(spokenLabel(fields[field].label), message),
  }));
}
