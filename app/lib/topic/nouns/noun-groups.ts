// How the generated table writes each noun's group: one character per noun, aligned with the nouns
// of its kind, so 18,000 groups cost a few kilobytes instead of a second word list.

/** A noun in no group. */
export const NO_GROUP = "!";
/** From "#" to "~" without the backslash, then on from "À": never a quote or an escape. */
const FIRST = 0x23;
const BACKSLASH = 0x5c;
const LAST_ASCII = 0x7e;
const LATIN_ONE = 0xc0;

export function groupCode(index: number): string {
  let code = FIRST + index;
  if (code >= BACKSLASH) code++;
  if (code > LAST_ASCII) code += LATIN_ONE - LAST_ASCII - 1;
  return String.fromCharCode(code);
}

export function groupIndex(code: string): number | null {
  if (code === NO_GROUP || code === "") return null;
  let value = code.charCodeAt(0);
  if (value >= LATIN_ONE) value -= LATIN_ONE - LAST_ASCII - 1;
  if (value > BACKSLASH) value--;
  return value - FIRST;
}
