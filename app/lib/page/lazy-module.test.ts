import { describe, expect, it, vi } from "vitest";
import { lazyModule } from "./lazy-module";

describe("lazyModule", () => {
  it("loads once, on first use, and hands every caller the same module", async () => {
    const module = { answer: 42 };
    const load = vi.fn(() => Promise.resolve(module));
    const get = lazyModule(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([get(), get()]);
    expect(first).toBe(module);
    expect(second).toBe(module);
    expect(await get()).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed load", async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue("logic");
    const get = lazyModule(load);
    await expect(get()).rejects.toThrow("offline");
    await expect(get()).resolves.toBe("logic");
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("lazyModule when the browser keeps a failed fetch", () => {
  const failed = (url: string) => new TypeError(`Failed to fetch dynamically imported module: ${url}`);

  it("fetches the script it names again under a fresh query, on this site only", async () => {
    vi.stubGlobal("location", new URL("https://creatorgrow.example/instagram/hashtag-generator"));
    const importFresh = vi.fn((url: string) => Promise.resolve({ from: url }));
    const get = lazyModule(
      () => Promise.reject(failed("https://creatorgrow.example/assets/hashtags-Cz1.js")),
      importFresh,
    );
    const module = await get();
    expect(importFresh).toHaveBeenCalledTimes(1);
    const asked = new URL(importFresh.mock.calls[0]?.[0] ?? "");
    expect(asked.pathname).toBe("/assets/hashtags-Cz1.js");
    expect(asked.searchParams.get("retry")).toMatch(/^\d+$/);
    expect(module).toEqual({ from: asked.href });

    const elsewhere = lazyModule(() => Promise.reject(failed("https://other.example/assets/x.js")), importFresh);
    await expect(elsewhere()).rejects.toThrow("other.example");
    expect(importFresh).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it("passes on an error that names no script, and one the fresh fetch cannot fix", async () => {
    vi.stubGlobal("location", new URL("https://creatorgrow.example/"));
    const importFresh = vi.fn(() => Promise.reject(new TypeError("still offline")));
    await expect(lazyModule(() => Promise.reject(new Error("offline")), importFresh)()).rejects.toThrow("offline");
    expect(importFresh).not.toHaveBeenCalled();
    const get = lazyModule(() => Promise.reject(failed("https://creatorgrow.example/assets/a.js")), importFresh);
    await expect(get()).rejects.toThrow("still offline");
    await expect(get()).rejects.toThrow("still offline");
    expect(importFresh).toHaveBeenCalledTimes(2);
    vi.unstubAllGlobals();
  });
});
