import { act, cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { dismissToast } from "~/lib/toast";

// The DOM tests share one module graph and one document per worker (vitest.config.ts): each test
// leaves no rendered tree, no toast and no fake clock behind for the next file's tests.
afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.useRealTimers();
});
