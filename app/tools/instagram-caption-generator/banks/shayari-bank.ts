import type { ShayariMood } from "../categories";

/**
 * One shayari: its two to four lines, each a line on screen and in the copied caption. Kept as
 * lines, not one string with breaks in it, so a one-line or five-line piece fails the type check.
 */
export type Shayari =
  readonly [string, string] | readonly [string, string, string] | readonly [string, string, string, string];

/** A writing's shayari by mood. */
export type ShayariBank = Readonly<Record<ShayariMood, readonly Shayari[]>>;

/** A shayari as it is shown and copied: its lines, one under the other. */
export function shayariText(lines: Shayari): string {
  return lines.join("\n");
}
