import { useSyncExternalStore } from "react";

/** Tailwind's `lg` breakpoint: from here the frames have room to sit side by side. */
const WIDE = "(min-width: 64rem)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/**
 * Whether the screen is wide enough to show every frame at once. False in the prerendered page,
 * which is drawn for a phone first; CSS shows every frame on a wide screen before scripts run too.
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
}
