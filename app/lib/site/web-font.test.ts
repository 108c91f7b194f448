import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { WEB_FONT_ATTRIBUTE, WEB_FONT_KEY, cacheWebFont, savesData, webFontBootScript } from "./web-font";

/** Runs the script, shipped as text into the page's <head>, against a stand-in page; returns <html>'s attributes. */
function runBootScript(getItem: (key: string) => string | null): Map<string, string> {
  const attributes = new Map<string, string>();
  const documentElement = { setAttribute: (name: string, value: string) => void attributes.set(name, value) };
  runInNewContext(webFontBootScript, { localStorage: { getItem }, document: { documentElement } });
  return attributes;
}

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: vi.fn((key: string) => items.get(key) ?? null),
    setItem: vi.fn((key: string, value: string) => void items.set(key, value)),
  };
}

const face = {} as FontFace;

describe("webFontBootScript", () => {
  it("marks the page for the font once the font is known to be cached", () => {
    const attributes = runBootScript((key) => (key === WEB_FONT_KEY ? "1" : null));
    expect(attributes.get(WEB_FONT_ATTRIBUTE)).toBe("inter");
  });

  it("leaves a first visit on the system font", () => {
    expect(runBootScript(() => null).size).toBe(0);
  });

  it("keeps the system font, without an error, where storage is blocked", () => {
    const blocked = () => {
      throw new Error("SecurityError: storage is blocked");
    };
    expect(() => runBootScript(blocked)).not.toThrow();
    expect(runBootScript(blocked).size).toBe(0);
  });
});

describe("cacheWebFont", () => {
  it("fetches the font and remembers it for the next page", async () => {
    const fonts = { load: vi.fn(() => Promise.resolve([face])) };
    const storage = memoryStorage();
    await cacheWebFont(fonts, () => storage, false);
    expect(fonts.load).toHaveBeenCalledWith('1em "Inter Variable"');
    expect(storage.setItem).toHaveBeenCalledWith(WEB_FONT_KEY, "1");
  });

  it("does nothing when the font is already cached", async () => {
    const fonts = { load: vi.fn(() => Promise.resolve([face])) };
    await cacheWebFont(fonts, () => memoryStorage({ [WEB_FONT_KEY]: "1" }), false);
    expect(fonts.load).not.toHaveBeenCalled();
  });

  it("does nothing for a visitor saving data", async () => {
    const fonts = { load: vi.fn(() => Promise.resolve([face])) };
    const storage = memoryStorage();
    await cacheWebFont(fonts, () => storage, true);
    expect(fonts.load).not.toHaveBeenCalled();
    expect(storage.getItem).not.toHaveBeenCalled();
  });

  it("remembers nothing when no font face matched or the download failed", async () => {
    const storage = memoryStorage();
    await cacheWebFont({ load: () => Promise.resolve([]) }, () => storage, false);
    await cacheWebFont({ load: () => Promise.reject(new Error("offline")) }, () => storage, false);
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it("does not throw where storage is blocked", async () => {
    const fonts = { load: vi.fn(() => Promise.resolve([face])) };
    const blocked = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    await expect(cacheWebFont(fonts, blocked, false)).resolves.toBeUndefined();
    expect(fonts.load).not.toHaveBeenCalled();
  });
});

describe("savesData", () => {
  it("reads Chromium's Save-Data setting, absent elsewhere", () => {
    const withConnection = (saveData: boolean) => ({ connection: { saveData } }) as unknown as Navigator;
    expect(savesData(withConnection(true))).toBe(true);
    expect(savesData(withConnection(false))).toBe(false);
    expect(savesData({} as Navigator)).toBe(false);
  });
});
