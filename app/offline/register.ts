// Registers the service worker once the page has loaded and hydrated, and turns a new version into
// a prompt: the visitor chooses when to reload, and every open tab then reloads together, so no
// tab keeps running one build's page against another build's files.
import { site } from "~/config/site";
import { toast } from "~/lib/toast";

export const SKIP_WAITING = "skip-waiting";

export function offerUpdate(worker: ServiceWorker): void {
  toast({
    title: `A new version of ${site.name} is ready`,
    description: "Reload to use it. Anything you typed on this page will be cleared.",
    duration: null,
    action: { label: "Reload", onSelect: () => worker.postMessage(SKIP_WAITING) },
  });
}

/** Offers the update whenever a new version finishes installing while this one is in control. */
export function watchForUpdates(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer): void {
  if (registration.waiting && container.controller) offerUpdate(registration.waiting);
  registration.addEventListener("updatefound", () => {
    const worker = registration.installing;
    worker?.addEventListener("statechange", () => {
      if (worker.state === "installed" && container.controller) offerUpdate(worker);
    });
  });
}

/** Reloads when an update takes over; the first install taking control of the page is not one. */
export function reloadOnTakeover(container: ServiceWorkerContainer, reload: () => void): void {
  const hadController = Boolean(container.controller);
  let reloading = false;
  container.addEventListener("controllerchange", () => {
    if (!hadController || reloading) return;
    reloading = true;
    reload();
  });
}

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const container = navigator.serviceWorker;
  reloadOnTakeover(container, () => window.location.reload());
  // The precache download waits until the page is loaded and the main thread is idle, so it never
  // competes with what the visitor came for.
  const start = () =>
    whenIdle(() => {
      container
        .register("/sw.js")
        .then((registration) => {
          // Some browser modes (and test harnesses) answer without a registration.
          if (registration) watchForUpdates(registration, container);
        })
        // Without a worker the site still works online; there is nothing to tell the visitor.
        .catch(() => undefined);
    });
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}

function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1000);
}
