import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False in the prerendered HTML and during hydration, true once React runs the page. For controls
 * that cannot work without scripts: they render disabled until they can.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
