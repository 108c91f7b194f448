import { useCallback, useEffect, useRef, useState } from "react";
import { writeClipboard } from "./clipboard";
import { COPIED_STATE_MS } from "~/lib/page/timing";
import { type ToastInput, toast } from "./toast";

export interface CopyOptions {
  /** Toast shown when the copy succeeds; omit for a quiet copy. */
  success?: ToastInput;
}

export interface CopyState {
  /** Whether the item with this key shows "Copied!" right now. */
  isCopied: (key: string) => boolean;
  copy: (key: string, text: string, options?: CopyOptions) => Promise<void>;
}

/**
 * The one copy behaviour of the site: clipboard with fallback, a toast, and a "Copied!" state that
 * only one item holds at a time. The state clears after COPIED_STATE_MS, and whenever `resetOn`
 * changes (pass the current result so each new generation starts fresh).
 */
export function useCopy(resetOn?: unknown): CopyState {
  const [copiedKey, setCopiedKey] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [seenResetOn, setSeenResetOn] = useState(resetOn);

  if (seenResetOn !== resetOn) {
    setSeenResetOn(resetOn);
    setCopiedKey(null);
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (key: string, text: string, options?: CopyOptions) => {
    const ok = await writeClipboard(text);
    clearTimeout(timer.current);
    if (!ok) {
      setCopiedKey(null);
      toast({
        title: "Copy failed",
        description: "Your browser blocked the clipboard. Select the text and copy it by hand.",
        variant: "destructive",
      });
      return;
    }
    setCopiedKey(key);
    timer.current = setTimeout(() => setCopiedKey(null), COPIED_STATE_MS);
    if (options?.success) toast(options.success);
  }, []);

  const isCopied = useCallback((key: string) => copiedKey === key, [copiedKey]);
  return { isCopied, copy };
}
