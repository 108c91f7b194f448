import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { afterLoadWhenIdle } from "./lib/idle";
import { hydrateAsNotFound } from "./lib/not-found-guard";
import { cacheWebFont, savesData } from "./lib/web-font";
import { registerServiceWorker } from "./offline/register";

hydrateAsNotFound();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

registerServiceWorker();
afterLoadWhenIdle(() => void cacheWebFont(document.fonts, () => window.localStorage, savesData(navigator)));
