// The fields of a tool form, and how their values are read from the page's address. A query value
// gets exactly the checks typed input gets: over-long text is cut with a message, a choice that is
// not on offer is left out with a message, and markup stays text because React renders it as text.
import { wordsFor } from "~/content/words";
import type { Lang } from "~/lib/lang/lang";
import { formatCount } from "~/lib/text/numbers";
import { codePointLength } from "~/lib/text/text";

/** Longest text a field keeps unless it says otherwise, in code points. */
export const DEFAULT_MAX_LENGTH = 500;

/** One choice a choice field offers: its value in the form and the address, and the words shown for it. */
export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A field, declared once: the words the visitor reads on it (label, hint, placeholder) and what its
 * value may be. The screen renders from this, and messages name the field by the same label.
 */
export type FieldSpec = FieldWords &
  ({ kind: "text"; maxLength?: number } | { kind: "choice"; options: readonly SelectOption[] });

export interface FieldWords {
  label: string;
  /** A short line of help under the field. */
  hint?: string;
  /** Shown in an empty text field, or as a select's first, empty choice. */
  placeholder?: string;
}

export type Fields<N extends string> = Readonly<Record<N, FieldSpec>>;
export type Values<N extends string> = Record<N, string>;

/**
 * What a tool makes of its field values: its input, the message to show instead, or (a calculator)
 * a message for each field it cannot use, shown next to that field.
 */
export type Parsed<I, N extends string = never> = { input: I } | Failure | FieldFailure<N>;

/** One field's message from a check. */
export interface FieldMessage<N extends string> {
  field: N;
  /** Shown next to the field, which names it already. */
  message: string;
  /** The message with the field it belongs to, for the toast ("Post 3 likes: …"); defaults to `message`. */
  summary?: string;
}

/** Values a tool refused field by field. */
export interface FieldFailure<N extends string> {
  errors: readonly FieldMessage<N>[];
}

/** The message (and toast title, where the product gives one) for values a tool cannot use. */
export interface Failure {
  error: string;
  title?: string;
}

/** A `Failure`; written as a call so the tool's input type is inferred from its success branch only. */
export function fail(error: string, title?: string): Failure {
  return title === undefined ? { error } : { error, title };
}

export function emptyValues<N extends string>(fields: Fields<N>): Values<N> {
  const values = {} as Values<N>;
  for (const name of Object.keys(fields) as N[]) values[name] = "";
  return values;
}

/** Cuts text to `max` code points (never through an emoji's surrogate pair). */
export function clampText(value: string, max: number): { value: string; cut: boolean } {
  if (value.length <= max || codePointLength(value) <= max) return { value, cut: false };
  return { value: Array.from(value).slice(0, max).join(""), cut: true };
}

/**
 * A field named as the subject of a message: its label, or for a label that asks a question
 * ("What is your post about?") the answer to it, so the sentence still reads as one.
 */
export function fieldSubject(label: string, lang: Lang = "en"): string {
  return label.endsWith("?") ? wordsFor(lang).form.answerTo(label) : label;
}

/** A short, safe rendering of a value for a message. */
function quoted(value: string): string {
  const { value: short, cut } = clampText(value.replace(/\s+/g, " ").trim(), 40);
  return `“${short}${cut ? "…" : ""}”`;
}

export interface Checked<N extends string> {
  values: Values<N>;
  /** One message per value that was changed or left out, in field order. */
  messages: string[];
}

/** Applies each field's checks to values however they arrived (typed, or from the address). */
export function checkValues<N extends string>(
  fields: Fields<N>,
  raw: Partial<Values<N>>,
  lang: Lang = "en",
): Checked<N> {
  const words = wordsFor(lang).form;
  const values = emptyValues(fields);
  const messages: string[] = [];
  for (const name of Object.keys(fields) as N[]) {
    const spec = fields[name];
    const value = raw[name] ?? "";
    if (spec.kind === "text") {
      const max = spec.maxLength ?? DEFAULT_MAX_LENGTH;
      const clamped = clampText(value, max);
      values[name] = clamped.value;
      if (clamped.cut) messages.push(words.cut(fieldSubject(spec.label, lang), formatCount(max)));
    } else if (value === "" || spec.options.some((option) => option.value === value)) {
      values[name] = value;
    } else {
      messages.push(words.notAChoice(quoted(value), spec.label));
    }
  }
  return { values, messages };
}

export interface AddressReading<N extends string> extends Checked<N> {
  /** Whether the address names any of the fields: the form was submitted or shared as a link. */
  present: boolean;
}

/** Reads the form's fields from a query string. A repeated parameter counts once: the first wins. */
export function readAddress<N extends string>(fields: Fields<N>, search: string, lang: Lang = "en"): AddressReading<N> {
  const params = new URLSearchParams(search);
  const raw: Partial<Values<N>> = {};
  let present = false;
  for (const name of Object.keys(fields) as N[]) {
    const value = params.get(name);
    if (value === null) continue;
    present = true;
    raw[name] = value;
  }
  return { ...checkValues(fields, raw, lang), present };
}

/** The query string that reproduces these values ("" when every field is empty). */
export function toAddress<N extends string>(fields: Fields<N>, values: Values<N>): string {
  const params = new URLSearchParams();
  for (const name of Object.keys(fields) as N[]) if (values[name] !== "") params.set(name, values[name]);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * The longest address a tool writes, in characters, origin included. Browsers, servers and hosts
 * refuse far longer ones at different sizes (431, 414), and a link this long still pastes whole.
 */
export const MAX_ADDRESS_LENGTH = 2_000;

export interface FittedAddress<N extends string> {
  /** The query string to write ("" when nothing fits or every field is empty). */
  query: string;
  /** Text fields left out because the address would have been too long with them, longest first. */
  left: N[];
}

/**
 * The query that reproduces these values within `room` characters: text fields are left out,
 * the longest (as written in the address) first, until the rest fits. Choices are always short.
 */
export function fittedAddress<N extends string>(fields: Fields<N>, values: Values<N>, room: number): FittedAddress<N> {
  const kept = { ...values };
  const left: N[] = [];
  const written = (name: N) => new URLSearchParams({ [name]: kept[name] }).toString().length;
  const texts = (Object.keys(fields) as N[])
    .filter((name) => fields[name].kind === "text" && kept[name] !== "")
    .sort((a, b) => written(b) - written(a));
  let query = toAddress(fields, kept);
  for (const name of texts) {
    if (query.length <= room) break;
    kept[name] = "";
    left.push(name);
    query = toAddress(fields, kept);
  }
  return { query: query.length <= room ? query : "", left };
}

/** Why a shared link or a reload will not bring a field back. */
export function leftOutOfAddress(label: string, lang: Lang = "en"): string {
  return wordsFor(lang).form.leftOut(fieldSubject(label, lang));
}

/**
 * The parse of a one-text-field tool: `prepare` turns what was typed into its input ("" = unusable).
 * Not generic in the field name on purpose: the tool's input type is then inferred as `string`.
 */
export function textInput(
  name: string,
  prepare: (raw: string) => string,
  message: string,
): (values: Readonly<Record<string, string>>) => Parsed<string> {
  return (values) => {
    const prepared = prepare(values[name] ?? "");
    return prepared ? { input: prepared } : fail(message);
  };
}

/**
 * A field's words for a field component: its label, and its hint and placeholder only when it has
 * them, so an absent one never wipes one the screen passes itself.
 */
export function fieldWords({ label, hint, placeholder }: FieldWords): FieldWords {
  return { label, ...(hint === undefined ? {} : { hint }), ...(placeholder === undefined ? {} : { placeholder }) };
}

/** Options whose words are their values (a niche called "Tech" in the address and on screen). */
export function plainOptions(values: readonly string[]): SelectOption[] {
  return values.map((value) => ({ value, label: value }));
}
