// The Range header read as RFC 9110 section 14 says, for a representation of a known length.
// The file sender (@fastify/send) is lenient where the RFC is exact: it refuses a suffix longer than
// the file (the RFC says "the entire representation"), reads "1.5-2" as "1-2", and answers If-Range
// with a weak validator. The server therefore decides here and hands the sender one plain range,
// or none.

export type RangeAnswer =
  /** Send the whole representation with 200: no Range, or one the server ignores. */
  | { kind: "full" }
  /** Send these bytes (inclusive) with 206. */
  | { kind: "partial"; start: number; end: number }
  /** 416, with "Content-Range: bytes * /length". */
  | { kind: "unsatisfiable" };

const DIGITS = /^[0-9]+$/;
// Past this many ranges a request is a denial-of-service pattern (RFC 9110 section 14.2), not a client.
const MAX_RANGES = 100;

interface Spec {
  first?: number;
  last?: number;
  suffix?: number;
}

/** One range-spec of the bytes unit, or null when it does not follow the grammar. */
function readSpec(text: string): Spec | null {
  const dash = text.indexOf("-");
  if (dash === -1) return null;
  const first = text.slice(0, dash);
  const last = text.slice(dash + 1);
  if (first === "") return DIGITS.test(last) ? { suffix: Number(last) } : null;
  if (!DIGITS.test(first) || (last !== "" && !DIGITS.test(last))) return null;
  return last === "" ? { first: Number(first) } : { first: Number(first), last: Number(last) };
}

/**
 * How to answer a Range header for a representation of `length` bytes. `ifRange` is the request's
 * If-Range: this server's validators are weak (its entity tags are W/"…", its dates are not known to
 * be strong), and RFC 9110 section 13.1.5 makes an If-Range with a weak validator false, so any
 * If-Range means the whole representation.
 */
export function answerRange(header: string | undefined, length: number, ifRange?: string): RangeAnswer {
  if (header === undefined || ifRange !== undefined) return { kind: "full" };
  const equals = header.indexOf("=");
  // A unit the server does not know is ignored (section 14.2), and so is anything not in the grammar.
  if (equals === -1 || header.slice(0, equals).trim().toLowerCase() !== "bytes") return { kind: "full" };
  // A list element may be empty and may carry optional whitespace (section 5.6.1).
  const elements = header
    .slice(equals + 1)
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (elements.length === 0 || elements.length > MAX_RANGES) return { kind: "full" };

  const satisfiable: { start: number; end: number }[] = [];
  for (const element of elements) {
    const spec = readSpec(element);
    // An invalid range-spec (bad syntax, or last-pos before first-pos) makes the whole header
    // invalid; the server may ignore or refuse it, and ignores it.
    if (spec === null || (spec.first !== undefined && spec.last !== undefined && spec.last < spec.first))
      return { kind: "full" };
    if (spec.suffix !== undefined) {
      if (spec.suffix > 0 && length > 0)
        satisfiable.push({ start: Math.max(0, length - spec.suffix), end: length - 1 });
    } else if (spec.first !== undefined && spec.first < length) {
      satisfiable.push({ start: spec.first, end: Math.min(spec.last ?? length - 1, length - 1) });
    }
  }
  if (satisfiable.length === 0) return { kind: "unsatisfiable" };

  // Overlapping or touching ranges are merged (the server may coalesce, section 14.2). What stays
  // apart would need a multipart answer, which this server does not make: it sends the whole.
  satisfiable.sort((a, b) => a.start - b.start);
  const merged = [satisfiable[0] ?? { start: 0, end: 0 }];
  for (const range of satisfiable.slice(1)) {
    const current = merged[merged.length - 1] ?? range;
    if (range.start <= current.end + 1) current.end = Math.max(current.end, range.end);
    else merged.push(range);
  }
  const [only] = merged;
  return merged.length === 1 && only ? { kind: "partial", ...only } : { kind: "full" };
}
