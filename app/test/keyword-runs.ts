// What the name tools' property tests share: the keywords they run over, and the runs themselves
// worked out once per file, because reading a keyword is the slow part and every test of the file
// looks at the same runs.
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";

/** Every keyword of the topic reader's evaluation set, a first name, a full name and a Devanagari word, then `extra`. */
export function propertyKeywords(...extra: readonly string[]): string[] {
  return [...EVALUATION_SET.map((item) => item.keyword), "priya", "Priya Sharma", "खाना", ...extra];
}

/** `make`'s result, made on the first call and the same on every later one. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}
