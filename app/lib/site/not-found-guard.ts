import { langOf, pathIn } from "~/lib/lang/lang";

/**
 * The static host answers every unknown URL with the prerendered /404 page. If the browser router
 * hydrated that HTML at the real URL, it could match another route (say /blog/:slug) and fail to
 * hydrate. So the client hydrates as "/404" and the Not Found page puts the real URL back after.
 */
let realUrl: string | null = null;

export function hydrateAsNotFound(): void {
  const isNotFoundDocument = document.querySelector("[data-page='not-found']") !== null;
  // A Hindi address gets the Hindi Not Found page (/hi/404), in the Hindi route tree.
  const notFoundPath = pathIn(langOf(window.location.pathname), "/404");
  if (!isNotFoundDocument || window.location.pathname === notFoundPath) return;
  realUrl = window.location.pathname + window.location.search + window.location.hash;
  window.history.replaceState(window.history.state, "", notFoundPath);
}

export function restoreRealUrl(): void {
  if (realUrl === null) return;
  window.history.replaceState(window.history.state, "", realUrl);
  realUrl = null;
}
