// Timed text: blocks of words shown from a start to an end of the Reel's clock, at the top, middle
// or bottom of the platform's safe area, in a look that reads on a phone over any picture.
import type { CaptionPlace } from "./reel-maker.data";

export type TextLook = "box" | "outline" | "shadow";

export const TEXT_LOOKS: readonly TextLook[] = ["box", "outline", "shadow"];
export const TEXT_PLACES: readonly CaptionPlace[] = ["top", "middle", "bottom"];
/** The longest a block's words may be, in characters: a few lines on a phone. */
export const MAX_TEXT_LENGTH = 200;

export interface TextBlock {
  id: string;
  text: string;
  /** Seconds on the Reel's clock. */
  start: number;
  end: number;
  place: CaptionPlace;
  look: TextLook;
}

/** The blocks showing at `seconds`, in the order they were added. */
export function blocksAt(blocks: readonly TextBlock[], seconds: number): TextBlock[] {
  return blocks.filter((block) => block.text.trim() !== "" && block.start <= seconds && seconds < block.end);
}

export type TextTimeProblem = "start" | "end" | "order";

/** What is wrong with a block's typed times, or null when they make a block within the Reel. */
export function checkTextTimes(start: number | null, end: number | null): TextTimeProblem | null {
  if (start === null || start < 0) return "start";
  if (end === null) return "end";
  if (end <= start) return "order";
  return null;
}
