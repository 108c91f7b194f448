import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { afterLoadWhenIdle } from "./lib/page/idle";
import { hydrateAsNotFound } from "./lib/site/not-found-guard";
import { cacheWebFont, savesData } from "./lib/site/web-font";
import { registerServiceWorker } from "./offline/register";

hydrateAsNotFound();

// Hydrated in one go rather than inside a transition: a transition hydrates in 5 ms slices,
// yielding between them, and on the slow-phone profile the page became interactive 20–180 ms later
// (A/B, 5 tool pages × 5 loads). Until hydration ends a tap cannot reach React either way; the form
// submits to its own address instead (lib/form/use-tool-form.ts). Lighthouse's blocking time went from 0
// to ~27 ms, inside its 50 ms budget, with the same performance score.
hydrateRoot(
  document,
  <StrictMode>
    <HydratedRouter />
  </StrictMode>,
);

registerServiceWorker();
afterLoadWhenIdle(() => void cacheWebFont(document.fonts, () => window.localStorage, savesData(navigator)));
