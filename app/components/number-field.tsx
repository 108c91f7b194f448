import type { ComponentProps } from "react";
import { TextField } from "./text-field";

/**
 * A number typed the way people write it ("12.5k", "1.2 lakh", "₹500"), so a text input: a numeric
 * keypad would have no letters for "k" or "lakh".
 */
export function NumberField(props: ComponentProps<typeof TextField>) {
  return <TextField autoComplete="off" spellCheck={false} enterKeyHint="go" {...props} />;
}
