import { type Mock, afterEach, beforeEach, vi } from "vitest";

/**
 * Gives each test of the calling file a clipboard that takes what is written and records it, in
 * place of the one jsdom lacks. The copy code runs as in a browser, through `~/lib/clipboard`.
 * (A module mock of `~/lib/clipboard` would miss the copy of it another file already loaded: the
 * DOM tests share one module graph per worker, see vitest.config.ts.)
 */
export function fakeClipboard(): Mock<(text: string) => Promise<void>> {
  const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
  beforeEach(() => {
    // `~/lib/clipboard` uses the Clipboard API on secure pages only, and jsdom has neither the API
    // nor `isSecureContext`.
    vi.stubGlobal("isSecureContext", true);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, "clipboard");
    writeText.mockClear();
  });
  return writeText;
}
