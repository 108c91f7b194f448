// Table-driven checks: a test per group of cases, each input run through the function under test
// and compared exactly (Object.is for numbers and strings, deep equality for lists and objects)
// with what it must give. A failure names the input.
import { expect, it } from "vitest";

export type Cases<I, O> = readonly (readonly [input: I, expected: O])[];

export function itGives<I, O>(run: (input: I) => O, groups: Readonly<Record<string, Cases<I, O>>>): void {
  for (const [why, cases] of Object.entries(groups)) {
    it(why, () => {
      for (const [input, expected] of cases) expect(run(input), JSON.stringify(input)).toEqual(expected);
    });
  }
}
