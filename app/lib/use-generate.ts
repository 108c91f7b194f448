import { useCallback, useEffect, useRef, useState } from "react";
import { GENERATION_DELAY_MS } from "./timing";

export interface Generation<R> {
  result: R | null;
  loading: boolean;
  /** Clears the previous result, waits, then shows what `produce` returns. */
  run: (produce: () => R) => void;
}

/**
 * The loading cycle every generator shares: idle → loading (previous result cleared) → result.
 * `produce` runs when the delay ends, so a slow computation never blocks the spinner's first frame.
 */
export function useGenerate<R>(delayMs: number = GENERATION_DELAY_MS): Generation<R> {
  const [result, setResult] = useState<R | null>(null);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    (produce: () => R) => {
      clearTimeout(timer.current);
      setResult(null);
      setLoading(true);
      timer.current = setTimeout(() => {
        setResult(produce());
        setLoading(false);
      }, delayMs);
    },
    [delayMs],
  );

  return { result, loading, run };
}
