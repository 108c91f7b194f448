// Messages that belong to one field (a calculator's numbers): the toast that sums them up, and the
// spec of a field that takes a typed number.
import { wordsFor } from "~/content/words";
import { type Failure, type FieldMessage, type FieldSpec, type Fields, fail } from "./form-fields";
import type { Lang } from "~/lib/lang/lang";

/**
 * Longest text a number field keeps. Well past any number anyone types (the number reader refuses
 * anything over 40 characters with its own message), short enough that a pasted essay does not
 * travel on in the address.
 */
export const NUMBER_MAX_LENGTH = 100;

export function numberField(label: string): FieldSpec {
  return { kind: "text", label, maxLength: NUMBER_MAX_LENGTH };
}

/**
 * The toast for a failed check. One message is shown as it is; with several, the first and how
 * many more there are, since each one also sits next to its own field.
 */
export function checkFailure(errors: readonly FieldMessage<string>[], lang: Lang = "en"): Failure {
  const words = wordsFor(lang).form;
  const [first, ...rest] = errors;
  const lead = first ? (first.summary ?? first.message) : words.checkNumbers;
  if (rest.length === 0) return fail(lead);
  return fail(`${lead} ${words.moreFields(rest.length)}`);
}

/**
 * The toast line for a field's message: the message alone when it already names the field
 * ("Please enter your daily views." for Daily views), else the field's label first.
 */
export function summaryFor(label: string, message: string): string {
  const name = label.toLowerCase().replace(/s$/u, "");
  return message.toLowerCase().includes(name) ? message : `${label}: ${message}`;
}

/** A logic's `{ field, message }` list as field messages, each with its toast line. */
export function labelledMessages<N extends string>(
  fields: Fields<N>,
  errors: readonly { field: N; message: string }[],
): FieldMessage<N>[] {
  return errors.map(({ field, message }) => ({ field, message, summary: summaryFor(fields[field].label, message) }));
}
