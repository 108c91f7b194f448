import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GENERATION_DELAY_MS } from "./timing";
import { useGenerate } from "./use-generate";

describe("useGenerate", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("goes idle → loading (old result cleared) → result after 500 ms", () => {
    const { result } = renderHook(() => useGenerate<string>());
    expect(result.current).toMatchObject({ result: null, loading: false });

    act(() => result.current.run(() => "first"));
    expect(result.current).toMatchObject({ result: null, loading: true });
    act(() => vi.advanceTimersByTime(GENERATION_DELAY_MS - 1));
    expect(result.current.loading).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toMatchObject({ result: "first", loading: false });

    act(() => result.current.run(() => "second"));
    expect(result.current).toMatchObject({ result: null, loading: true });
    act(() => vi.advanceTimersByTime(GENERATION_DELAY_MS));
    expect(result.current.result).toBe("second");
  });

  it("runs the producer only when the delay ends", () => {
    const produce = vi.fn(() => 1);
    const { result } = renderHook(() => useGenerate<number>());
    act(() => result.current.run(produce));
    expect(produce).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(GENERATION_DELAY_MS));
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it("a second run during loading replaces the first", () => {
    const { result } = renderHook(() => useGenerate<string>());
    act(() => result.current.run(() => "old"));
    act(() => vi.advanceTimersByTime(300));
    act(() => result.current.run(() => "new"));
    act(() => vi.advanceTimersByTime(300));
    expect(result.current).toMatchObject({ result: null, loading: true });
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.result).toBe("new");
  });

  it("takes another delay, and cancels its timer on unmount", () => {
    const produce = vi.fn(() => 1);
    const { result, unmount } = renderHook(() => useGenerate<number>(1500));
    act(() => result.current.run(produce));
    act(() => vi.advanceTimersByTime(1000));
    unmount();
    act(() => vi.advanceTimersByTime(1000));
    expect(produce).not.toHaveBeenCalled();
  });

  it("waits for an asynchronous answer, and drops one that arrives after a newer run", async () => {
    const { result } = renderHook(() => useGenerate<string>(0));
    let finishSlow: (value: string) => void = () => undefined;
    act(() => result.current.run(() => new Promise<string>((done) => (finishSlow = done))));
    act(() => vi.advanceTimersByTime(0));
    expect(result.current.loading).toBe(true);
    act(() => result.current.run(() => Promise.resolve("fast")));
    await act(async () => vi.advanceTimersByTime(0));
    expect(result.current).toMatchObject({ result: "fast", loading: false });
    await act(async () => finishSlow("slow"));
    expect(result.current.result).toBe("fast");
  });
});
