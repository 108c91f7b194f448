import { type ChangeEvent, type SubmitEvent, useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { checkFailure } from "./field-messages";
import {
  type FieldMessage,
  type FieldWords,
  type Fields,
  type SelectOption,
  MAX_ADDRESS_LENGTH,
  type Parsed,
  type Values,
  checkValues,
  emptyValues,
  fieldWords,
  fittedAddress,
  leftOutOfAddress,
  readAddress,
} from "./form-fields";
import { wordsFor } from "~/content/words";
import { toast, toastError } from "./toast";
import { type CopyState, useCopy } from "./use-copy";
import { announceAddress } from "./use-address";
import { useGenerate } from "./use-generate";
import { useLang } from "~/lib/lang/use-lang";

export interface ToolFormOptions<N extends string, I, R> {
  fields: Fields<N>;
  /**
   * Turns checked field values into the tool's input, the message the product shows, or a message
   * for each field it cannot use (shown next to the field; focus moves to the first).
   */
  parse: (values: Values<N>) => Parsed<I, NoInfer<N>>;
  /**
   * Makes the result once the loading cycle ends. Without it the parsed input is the result, at
   * once (a calculator's report; tools that answer as you type simply do not read it).
   */
  produce?: (input: I) => R | Promise<R>;
  /** Values before anything is typed or read from the address. */
  initial?: Partial<Values<N>>;
  /** The loading cycle's length (none without `produce`); a tool whose `produce` waits for a real answer passes 0. */
  delayMs?: number;
  /**
   * Fetches what `produce` loads on first use (a `lazyModule`): called once the page is
   * interactive, so the module is usually there before the first press needs it.
   */
  preload?: () => Promise<unknown>;
}

export interface FieldBinding<N extends string> extends FieldWords {
  name: N;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  error: string | undefined;
}

/** A choice field's binding: its options too, for a `SelectField` or a `ChoiceGroup`. */
export interface ChoiceBinding<N extends string> extends FieldBinding<N> {
  options: readonly SelectOption[];
}

export interface ToolForm<N extends string, R> {
  values: Values<N>;
  setValue: (name: N, value: string) => void;
  /** Spread on the <form>: it submits with GET to its own page, so it works before scripts run. */
  formProps: {
    ref: React.RefObject<HTMLFormElement | null>;
    method: "get";
    noValidate: true;
    onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  };
  /**
   * Spread on a field component: its name in the address, its value and updates, and the message
   * the last check left on it (the component marks itself invalid and points at it). Editing the
   * field takes the message away.
   */
  field: (name: N) => FieldBinding<N>;
  /** `field` for a choice field, with its options. */
  choice: (name: N) => ChoiceBinding<N>;
  /** Checks the values, shows the message or runs the loading cycle, and writes the address. */
  submit: () => void;
  /** Takes a field's message away (editing the field does this by itself). */
  clearError: (name: N) => void;
  result: R | null;
  loading: boolean;
  copy: CopyState;
}

/**
 * The one way a tool's form works. It holds the fields, checks them (the product's message as a
 * toast when they are not usable), runs the shared loading cycle, keeps the copy state, and keeps
 * the address in step: the page answers `?keyword=food` once it is interactive, and each
 * generation writes its fields back, so reload, back/forward and a shared link give the same form.
 */
export function useToolForm<N extends string, I, R = I>(options: ToolFormOptions<N, I, R>): ToolForm<N, R> {
  const { fields, parse, produce } = options;
  const lang = useLang();
  const words = wordsFor(lang).form;
  const [values, setValues] = useState<Values<N>>(() => ({ ...emptyValues(fields), ...options.initial }));
  // Without `produce` the answer is the checked input itself: nothing to wait for.
  const generation = useGenerate<R>(options.delayMs ?? (produce ? undefined : 0));
  const [errors, setErrors] = useState<readonly FieldMessage<N>[]>([]);
  // Counts refused checks, so focus moves after each one and not when a message goes away on edit.
  const [refusals, setRefusals] = useState(0);
  const copy = useCopy(generation.result);
  const formRef = useRef<HTMLFormElement>(null);
  const focusResults = useRef(false);

  const setValue = useCallback((name: N, value: string) => setValues((old) => ({ ...old, [name]: value })), []);

  /** `notes` are messages from reading the address, shown with this run's own. */
  function run(raw: Values<N>, fromAddress: boolean, notes: readonly string[] = []): void {
    const checked = checkValues(fields, raw, lang);
    const messages = [...notes, ...checked.messages];
    setValues(checked.values);
    const parsed = parse(checked.values);
    setErrors("errors" in parsed ? parsed.errors : []);
    if ("errors" in parsed) {
      setRefusals((count) => count + 1);
      const failure = checkFailure(parsed.errors, lang);
      toastError([...messages, failure.error].join(" "), words.oops);
      return;
    }
    if ("error" in parsed) {
      toastError([...messages, parsed.error].join(" "), parsed.title ?? words.oops);
      return;
    }
    // The address carries what fits; a field too long for it stays in the form, and the page says so.
    const address = fittedAddress(fields, checked.values, MAX_ADDRESS_LENGTH - addressAround().length);
    messages.push(...address.left.map((name) => leftOutOfAddress(fields[name].label, lang)));
    if (messages.length > 0) toast({ title: words.headsUp, description: messages.join(" ") });
    writeAddress(address.query);
    focusResults.current = fromAddress;
    generation.run(
      // Without `produce`, R is I (the hook's default), so the input is the result.
      () => (produce ? produce(parsed.input) : (parsed.input as unknown as R)),
      // In practice a failure means the tool's logic could not be fetched.
      () => toastError(words.loadFailed, words.oops),
    );
  }

  // Once interactive: adopt whatever was typed before the scripts arrived, then answer the address.
  const takeOver = useEffectEvent(() => {
    // A failed fetch here is not shown: the press that needs the module tries again and says so.
    options.preload?.().catch(() => undefined);
    const defaults = { ...emptyValues(fields), ...options.initial };
    const typed = readForm(formRef.current, fields, defaults);
    const address = readAddress(fields, window.location.search, lang);
    const adopted = { ...defaults, ...address.values, ...typed };
    if (address.present) run(adopted, true, address.messages);
    else if (Object.keys(typed).length > 0) setValues(adopted);
  });
  useEffect(() => takeOver(), []);

  // After an answer to the address, focus moves to it so keyboard and screen-reader users land there.
  useEffect(() => {
    if (!focusResults.current || generation.result === null) return;
    focusResults.current = false;
    const results = formRef.current?.parentElement?.querySelector<HTMLElement>("form ~ section");
    if (!results) return;
    results.tabIndex = -1;
    results.focus();
  }, [generation.result]);

  // After a refused check (a press, or a shared address), focus moves to the first marked field.
  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
  }, [refusals]);

  const clearError = useCallback((name: N) => {
    setErrors((old) => (old.some((error) => error.field === name) ? old.filter((e) => e.field !== name) : old));
  }, []);

  function field(name: N): FieldBinding<N> {
    return {
      name,
      ...fieldWords(fields[name]),
      value: values[name],
      onChange: (event) => {
        clearError(name);
        setValue(name, event.target.value);
      },
      error: errors.find((error) => error.field === name)?.message,
    };
  }

  return {
    values,
    setValue,
    formProps: {
      ref: formRef,
      method: "get",
      noValidate: true,
      onSubmit: (event) => {
        event.preventDefault();
        // What the form holds right now wins: a press can arrive while the page is still taking
        // over (typed before hydration, not yet adopted into state).
        run({ ...values, ...formValues(event.currentTarget, fields) }, false);
      },
    },
    field,
    choice: (name) => {
      const spec = fields[name];
      return { ...field(name), options: spec.kind === "choice" ? spec.options : [] };
    },
    submit: () => run(values, false),
    clearError,
    result: generation.result,
    loading: generation.loading,
    copy,
  };
}

/** Values the visitor put in the form before React took it over: those that differ from the defaults. */
function readForm<N extends string>(
  form: HTMLFormElement | null,
  fields: Fields<N>,
  defaults: Values<N>,
): Partial<Values<N>> {
  const typed: Partial<Values<N>> = {};
  if (!form) return typed;
  const data = new FormData(form);
  for (const name of Object.keys(fields) as N[]) {
    const value = data.get(name);
    if (typeof value === "string" && value !== defaults[name]) typed[name] = value;
  }
  return typed;
}

/** The values of the fields the form element itself holds (a field drawn outside it keeps its state). */
function formValues<N extends string>(form: HTMLFormElement, fields: Fields<N>): Partial<Values<N>> {
  const data = new FormData(form);
  const held: Partial<Values<N>> = {};
  for (const name of Object.keys(fields) as N[]) {
    if (form.elements.namedItem(name) === null) continue;
    const value = data.get(name);
    held[name] = typeof value === "string" ? value : "";
  }
  return held;
}

/** What the address holds besides the query: the origin, the page's path and its fragment. */
function addressAround(): string {
  return `${window.location.origin}${window.location.pathname}${window.location.hash}`;
}

function writeAddress(query: string): void {
  const url = `${window.location.pathname}${query}${window.location.hash}`;
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(window.history.state, "", url);
    announceAddress();
  }
}
