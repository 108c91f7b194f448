// Registers the service worker once the page has loaded and the main thread is idle, and turns a
// new version into a prompt: the visitor chooses when to reload, and every open tab then reloads
// together, so no tab keeps running one build's page against another build's files.
import type { Workbox } from "workbox-window";
import { site } from "~/config/site";
import { wordsFor } from "~/content/words";
import { afterLoadWhenIdle } from "~/lib/page/idle";
import { langOf } from "~/lib/lang/lang";
import { toast } from "~/lib/form/toast";

/** The part of workbox-window's Workbox this module uses. */
export type UpdateSource = Pick<Workbox, "addEventListener" | "messageSkipWaiting">;

/** Asks in the language of the page the visitor is on. */
export function offerUpdate(reload: () => void, pathname = window.location.pathname): void {
  const words = wordsFor(langOf(pathname)).offline;
  toast({
    title: words.updateTitle(site.name),
    description: words.updateLead,
    duration: null,
    action: { label: words.reload, onSelect: reload },
  });
}

/**
 * Offers each version that finishes installing while an older one controls this page, including
 * one that was already waiting when the page opened. Reload tells the waiting worker to take over.
 */
export function watchForUpdates(workbox: UpdateSource, container: ServiceWorkerContainer): void {
  workbox.addEventListener("waiting", () => {
    if (container.controller) offerUpdate(() => workbox.messageSkipWaiting());
  });
}

/**
 * Reloads when an update takes over from the version that controlled the page. The first install
 * taking control of an uncontrolled page is not one; the page then follows that version, and a
 * later update reloads it like any other.
 */
export function reloadOnTakeover(container: ServiceWorkerContainer, reload: () => void): void {
  let controlled = Boolean(container.controller);
  let reloading = false;
  container.addEventListener("controllerchange", () => {
    const wasControlled = controlled;
    controlled = Boolean(container.controller);
    if (!wasControlled || reloading) return;
    reloading = true;
    reload();
  });
}

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  reloadOnTakeover(container, () => window.location.reload());
  // The registration code and the precache download wait until the page is loaded and the main
  // thread is idle, so neither competes with what the visitor came for.
  afterLoadWhenIdle(() => {
    import("workbox-window")
      .then(({ Workbox }) => {
        const workbox = new Workbox("/sw.js");
        watchForUpdates(workbox, container);
        return workbox.register({ immediate: true });
      })
      // Without a worker the site still works online; there is nothing to tell the visitor.
      .catch(() => undefined);
  });
}
