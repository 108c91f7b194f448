import { useSyncExternalStore } from "react";

// A tool writes its fields into the address with history.replaceState, which neither the router
// nor the browser announces. Links that carry those fields (the language switch, the related
// tools) read the address through this store, so their href is the address's as it is now.

const CHANGED = "creatorgrow:address";

/** Tells the links reading the address that it changed without a navigation. */
export function announceAddress(): void {
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("popstate", onChange);
  };
}

/**
 * The address's query as it is now ("?keyword=food", or ""). The prerendered page had none, so
 * hydration starts from "" and then renders again with the real one: an attribute React hydrates
 * is not corrected by it, so reading the address during hydration would leave the bare href.
 */
export function useAddressQuery(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
}
