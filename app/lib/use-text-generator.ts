import { useState } from "react";
import { toastError } from "./toast";
import { type CopyState, useCopy } from "./use-copy";
import { useGenerate } from "./use-generate";

export interface TextGenerator<R> {
  text: string;
  setText: (text: string) => void;
  /** Validates the text; shows the tool's message when nothing usable is left, else generates. */
  submit: () => void;
  result: R | null;
  loading: boolean;
  copy: CopyState;
}

/**
 * Everything a one-field tool shares: the text, the "Oops!" message for empty input, the loading
 * cycle and the copy state. `prepare` turns what was typed into the tool's input ("" = unusable).
 */
export function useTextGenerator<R>(
  prepare: (raw: string) => string,
  emptyMessage: string,
  produce: (prepared: string) => R,
): TextGenerator<R> {
  const [text, setText] = useState("");
  const generation = useGenerate<R>();
  const copy = useCopy(generation.result);

  function submit() {
    const prepared = prepare(text);
    if (!prepared) {
      toastError(emptyMessage);
      return;
    }
    generation.run(() => produce(prepared));
  }

  return { text, setText, submit, result: generation.result, loading: generation.loading, copy };
}
