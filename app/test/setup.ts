import { act, cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { dismissToast } from "~/lib/form/toast";

// The DOM tests share one module graph and one document per worker (vitest.config.ts): each test
// leaves no rendered tree, no toast, no fake clock and no address behind for the next file's tests.
// The address is reset last, once the tree is gone and its pending effects have run: a screen
// writes its input to the address from an effect, which could land after an earlier reset.
afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.useRealTimers();
  window.history.replaceState(null, "", "/");
});
