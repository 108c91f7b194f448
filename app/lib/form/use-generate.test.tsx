import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GENERATION_DELAY_MS } from "~/lib/page/timing";
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

  it("ends loading with no result when the producer throws or rejects, and reports why", async () => {
    const failures: unknown[] = [];
    const { result } = renderHook(() => useGenerate<string>());
    act(() =>
      result.current.run(
        () => {
          throw new Error("broken");
        },
        (error) => failures.push(error),
      ),
    );
    act(() => vi.advanceTimersByTime(GENERATION_DELAY_MS));
    expect(result.current).toMatchObject({ result: null, loading: false });

    act(() =>
      result.current.run(
        () => Promise.reject(new Error("offline")),
        (error) => failures.push(error),
      ),
    );
    await act(() => vi.advanceTimersByTimeAsync(GENERATION_DELAY_MS));
    expect(result.current).toMatchObject({ result: null, loading: false });
    expect(failures.map((error) => (error as Error).message)).toEqual(["broken", "offline"]);
  });

  it("ignores a failure from a run that a newer one replaced", async () => {
    const failures: unknown[] = [];
    let reject: (error: Error) => void = () => undefined;
    const { result } = renderHook(() => useGenerate<string>());
    act(() =>
      result.current.run(
        () => new Promise<string>((_, no) => (reject = no)),
        (error) => failures.push(error),
      ),
    );
    act(() => vi.advanceTimersByTime(GENERATION_DELAY_MS));
    act(() => result.current.run(() => "newer"));
    await act(async () => reject(new Error("late")));
    act(() => vi.advanceTimersByTime(GENERATION_DELAY_MS));
    expect(result.current.result).toBe("newer");
    expect(failures).toEqual([]);
  });
});
