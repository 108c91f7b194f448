// The tables the server's tests share: Range headers with the answer RFC 9110 gives for a
// 100-byte representation, and request targets with what the server must make of them.
import type { RangeAnswer } from "./range";
import type { Target } from "./request-target";

const FULL: RangeAnswer = { kind: "full" };
const NONE: RangeAnswer = { kind: "unsatisfiable" };
const part = (start: number, end: number): RangeAnswer => ({ kind: "partial", start, end });

/**
 * RFC 9110 section 14 for a 100-byte representation: the header, the answer, and the rule behind it.
 */
export const RANGE_TABLE: readonly (readonly [header: string, answer: RangeAnswer, rule: string])[] = [
  ["bytes=0-9", part(0, 9), "14.1.2 int-range: first and last inclusive"],
  ["bytes=10-", part(10, 99), "14.1.2 int-range without last-pos: to the end"],
  ["bytes=-10", part(90, 99), "14.1.2 suffix-range: the last 10 bytes, not the first 11"],
  ["bytes=-100", part(0, 99), "suffix as long as the representation: all of it"],
  ["bytes=-99999", part(0, 99), "14.1.2 suffix longer than the representation: the entire representation"],
  ["bytes=0-18446744073709551615", part(0, 99), "14.1.2 last-pos past the end: up to the last byte"],
  ["bytes=99-99", part(99, 99), "the last byte alone"],
  ["bytes=0-0", part(0, 0), "the first byte alone"],
  ["BYTES=0-9", part(0, 9), "the range unit is case-insensitive"],
  ["bytes= 0-9 ", part(0, 9), "optional whitespace around list elements"],
  ["bytes=0-9,,", part(0, 9), "5.6.1: empty list elements are ignored"],
  ["bytes=0-4,5-9", part(0, 9), "14.2: touching ranges may be coalesced"],
  ["bytes=0-5,3-9", part(0, 9), "14.2: overlapping ranges may be coalesced"],
  ["bytes=0-1,5-6", FULL, "14.2: ranges that stay apart need multipart, which the server may decline (200)"],
  ["bytes=100-", NONE, "14.1.2 first-pos at the length: unsatisfiable, 416"],
  ["bytes=18446744073709551615-", NONE, "first-pos far past the end: unsatisfiable, 416"],
  ["bytes=-0", NONE, "14.1.2 zero suffix-length: unsatisfiable, 416"],
  ["bytes=100-,-0", NONE, "every range unsatisfiable: 416"],
  ["bytes=100-,0-9", part(0, 9), "one satisfiable range among unsatisfiable ones"],
  ["bytes=2-1", FULL, "14.1.1 last-pos before first-pos is invalid: ignored (14.2 allows ignore or reject)"],
  ["bytes=1.5-2", FULL, "not in the grammar (DIGIT only): ignored"],
  ["bytes=abc", FULL, "not in the grammar: ignored"],
  ["bytes=-", FULL, "neither first-pos nor suffix-length: ignored"],
  ["bytes=--5", FULL, "not in the grammar: ignored"],
  ["bytes=+1-2", FULL, "a sign is not a DIGIT: ignored"],
  ["bytes=", FULL, "an empty range-set: ignored"],
  ["bytes 0-9", FULL, "no '=': ignored"],
  ["items=0-9", FULL, "14.2: a range unit the server does not support MUST be ignored"],
  ["bytes=0-1, bytes=2-3", FULL, "two Range fields joined by the parser: invalid, ignored"],
  [`bytes=${Array.from({ length: 101 }, (_, i) => `${i * 2}-${i * 2}`).join(",")}`, FULL, "101 ranges: ignored"],
];

const path = (p: string): Target => ({ kind: "path", path: p });
const redirect = (location: string): Target => ({ kind: "redirect", location });
const BAD: Target = { kind: "bad" };
const MISSING: Target = { kind: "missing" };

/** Tricks on the request target, each with what the server must make of it. */
export const PATH_TRICKS: readonly (readonly [target: string, answer: Target])[] = [
  ["/", path("/")],
  ["/instagram", path("/instagram")],
  ["/instagram?x=1", path("/instagram")],
  ["/instagram/", redirect("/instagram")],
  ["/instagram/?q=a%20b", redirect("/instagram?q=a%20b")],
  ["//x//evil.com//", redirect("/x/evil.com")],
  ["//evil.com", redirect("/evil.com")],
  ["//evil.com/", redirect("/evil.com")],
  ["///evil.com", redirect("/evil.com")],
  ["/\\evil.com/", redirect("/%5Cevil.com")],
  ["/%5Cevil.com/", redirect("/%5Cevil.com")],
  ["/%2F%2Fevil.com/", redirect("/%2F%2Fevil.com")],
  ["/instagram//hashtag-generator", redirect("/instagram/hashtag-generator")],
  ["http://evil.com/instagram", path("/instagram")],
  ["HTTPS://evil.com", path("/")],
  ["http://%zz/", BAD],
  ["http://[::1", BAD],
  ["http://[::1]:4173/instagram", path("/instagram")],
  ["http:///", BAD],
  ["http://user@evil.com/", BAD],
  ["http://evil.com//evil.com/", redirect("/evil.com")],
  ["/%zz", BAD],
  ["/a%", BAD],
  ["*", BAD],
  ["evil.com", BAD],
  ["", BAD],
  ["/a#b", BAD],
  ["/a/../b", MISSING],
  ["/a/./b", MISSING],
  ["/%2e%2e/etc/passwd", MISSING],
  ["/a%2Fb", MISSING],
  ["/a%5Cb", MISSING],
  ["/a%00b", MISSING],
  ["/caf%C3%A9", path("/café")],
];
