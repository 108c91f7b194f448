import { useCallback, useEffect, useState } from "react";
import { type Failure, type FieldSpec, type Fields, type Values, fail } from "./form-fields";
import { type ToolForm, useToolForm } from "./use-tool-form";

/** One field's message from a calculator's check. */
export interface FieldMessage<N extends string> {
  field: N;
  /** Shown next to the field, which names it already. */
  message: string;
  /** The message with the field it belongs to, for the toast ("Post 3 likes: …"); defaults to `message`. */
  summary?: string;
}

/** A calculator's check of its fields: its input, or a message for every field it cannot use. */
export type FieldCheck<N extends string, I> =
  { ok: true; input: I } | { ok: false; errors: readonly FieldMessage<N>[] };

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
export function checkFailure(errors: readonly FieldMessage<string>[]): Failure {
  const [first, ...rest] = errors;
  const lead = first ? (first.summary ?? first.message) : "Please check the numbers.";
  if (rest.length === 0) return fail(lead);
  const more = rest.length === 1 ? "One more field needs" : `${rest.length} more fields need`;
  return fail(`${lead} ${more} a fix, marked in the form.`);
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

export interface CalculatorFormOptions<N extends string, I, R> {
  fields: Fields<N>;
  check: (values: Values<N>) => FieldCheck<N, I>;
  produce: (input: I) => R;
  initial?: Partial<Values<N>>;
}

export interface CalculatorForm<N extends string, R> extends ToolForm<N, R> {
  /** The field's message from the last check, if it has one. */
  errorOf: (name: N) => string | undefined;
  /** Takes a field's message away (editing the field does this by itself). */
  clearError: (name: N) => void;
}

/**
 * A tool form for calculators: the shared form hook (address, toast, copy state) with no loading
 * delay, plus a message next to each field the check refused. After each refused check (a submit,
 * or a shared address) focus moves to the first marked field, as it moves to the answer after a
 * good one; editing a field takes its message away.
 */
export function useCalculatorForm<N extends string, I, R>(
  options: CalculatorFormOptions<N, I, R>,
): CalculatorForm<N, R> {
  const { check } = options;
  const [errors, setErrors] = useState<readonly FieldMessage<N>[]>([]);
  // Counts checks, so focus moves after each one and not when a message goes away during editing.
  const [checks, setChecks] = useState(0);

  const tool = useToolForm<N, I, R>({
    fields: options.fields,
    initial: options.initial,
    // A sum needs no suspense: the answer shows as soon as the button is pressed.
    delayMs: 0,
    parse: (values) => {
      const checked = check(values);
      setErrors(checked.ok ? [] : checked.errors);
      setChecks((count) => count + 1);
      if (checked.ok) return { input: checked.input };
      return checkFailure(checked.errors);
    },
    produce: options.produce,
  });

  useEffect(() => {
    if (checks === 0) return;
    tool.formProps.ref.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [checks, tool.formProps.ref]);

  const clear = useCallback((name: N) => {
    setErrors((old) => (old.some((error) => error.field === name) ? old.filter((e) => e.field !== name) : old));
  }, []);

  return {
    ...tool,
    field: (name) => {
      const props = tool.field(name);
      return {
        ...props,
        onChange: (event) => {
          clear(name);
          props.onChange(event);
        },
      };
    },
    errorOf: (name) => errors.find((error) => error.field === name)?.message,
    clearError: clear,
  };
}
