/**
 * The static host answers every unknown URL with the prerendered /404 page. If the browser router
 * hydrated that HTML at the real URL, it could match another route (say /blog/:slug) and fail to
 * hydrate. So the client hydrates as "/404" and the Not Found page puts the real URL back after.
 */
const NOT_FOUND_PATH = "/404";
let realUrl: string | null = null;

export function hydrateAsNotFound(): void {
  const isNotFoundDocument = document.querySelector("[data-page='not-found']") !== null;
  if (!isNotFoundDocument || window.location.pathname === NOT_FOUND_PATH) return;
  realUrl = window.location.pathname + window.location.search + window.location.hash;
  window.history.replaceState(window.history.state, "", NOT_FOUND_PATH);
}

export function restoreRealUrl(): void {
  if (realUrl === null) return;
  window.history.replaceState(window.history.state, "", realUrl);
  realUrl = null;
}
