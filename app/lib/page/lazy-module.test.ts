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
