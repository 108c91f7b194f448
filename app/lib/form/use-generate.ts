import { useCallback, useEffect, useRef, useState } from "react";
import { GENERATION_DELAY_MS } from "~/lib/page/timing";

export interface Generation<R> {
  result: R | null;
  loading: boolean;
  /**
   * Clears the previous result, waits, then shows what `produce` returns (or resolves to). When it
   * throws or rejects (a tool's logic that could not be fetched), loading ends with no result and
   * `onFailure` hears why.
   */
  run: (produce: () => R | Promise<R>, onFailure?: (error: unknown) => void) => void;
}

/**
 * The loading cycle every tool shares: idle → loading (previous result cleared) → result.
 * `produce` runs when the delay ends, so a slow computation never blocks the spinner's first frame.
 * An answer that arrives after a newer run started, or after the screen left, is dropped.
 */
export function useGenerate<R>(delayMs: number = GENERATION_DELAY_MS): Generation<R> {
  const [result, setResult] = useState<R | null>(null);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const attempt = useRef(0);

  useEffect(() => {
    const attempts = attempt;
    return () => {
      clearTimeout(timer.current);
      attempts.current += 1;
    };
  }, []);

  const run = useCallback(
    (produce: () => R | Promise<R>, onFailure?: (error: unknown) => void) => {
      clearTimeout(timer.current);
      const id = ++attempt.current;
      setResult(null);
      setLoading(true);
      const settle = (value: R) => {
        if (id !== attempt.current) return;
        setResult(value);
        setLoading(false);
      };
      const fail = (error: unknown) => {
        if (id !== attempt.current) return;
        setLoading(false);
        onFailure?.(error);
      };
      timer.current = setTimeout(() => {
        let value: R | Promise<R>;
        try {
          value = produce();
        } catch (error) {
          fail(error);
          return;
        }
        // A synchronous answer shows in the same task; only lookups that really wait are awaited.
        if (value instanceof Promise) value.then(settle, fail);
        else settle(value);
      }, delayMs);
    },
    [delayMs],
  );

  return { result, loading, run };
}
