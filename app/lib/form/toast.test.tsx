import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_TOAST_MS } from "~/lib/page/timing";
import { dismissToast, toast, toastError, useActiveToast } from "./toast";

describe("toast store", () => {
  beforeEach(() => vi.useFakeTimers());

  it("shows one toast at a time; a new one replaces the old", () => {
    const { result } = renderHook(() => useActiveToast());
    act(() => toast({ title: "First" }));
    act(() => toast({ title: "Second", description: "More" }));
    expect(result.current).toMatchObject({ title: "Second", description: "More", variant: "default" });
  });

  it("closes by itself after 5000 ms by default", () => {
    const { result } = renderHook(() => useActiveToast());
    act(() => toast({ title: "Hello" }));
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_MS - 1));
    expect(result.current?.title).toBe("Hello");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBeNull();
  });

  it("honours a custom duration, and an old timer never closes a newer toast", () => {
    const { result } = renderHook(() => useActiveToast());
    act(() => toast({ title: "Short", duration: 1000 }));
    act(() => vi.advanceTimersByTime(900));
    act(() => toast({ title: "Long", duration: 3000 }));
    act(() => vi.advanceTimersByTime(200));
    expect(result.current?.title).toBe("Long");
    act(() => vi.advanceTimersByTime(2800));
    expect(result.current).toBeNull();
  });

  it("makes destructive 'Oops!' errors", () => {
    const { result } = renderHook(() => useActiveToast());
    act(() => toastError("Please enter a keyword."));
    expect(result.current).toMatchObject({
      title: "Oops!",
      description: "Please enter a keyword.",
      variant: "destructive",
    });
    act(() => toastError("Please pick an interest to get a niche idea.", "Select an Interest"));
    expect(result.current?.title).toBe("Select an Interest");
  });

  it("dismissing with a stale id leaves the current toast alone", () => {
    const { result } = renderHook(() => useActiveToast());
    act(() => toast({ title: "A" }));
    const staleId = (result.current?.id ?? 0) - 1;
    act(() => dismissToast(staleId));
    expect(result.current?.title).toBe("A");
  });

  it("a toast with duration null stays until it is closed, and carries its action", () => {
    const { result } = renderHook(() => useActiveToast());
    const onSelect = vi.fn();
    act(() => toast({ title: "Update", duration: null, action: { label: "Reload", onSelect } }));
    act(() => vi.advanceTimersByTime(60 * 60 * 1000));
    expect(result.current).toMatchObject({ title: "Update", duration: null, action: { label: "Reload" } });
    result.current?.action?.onSelect();
    expect(onSelect).toHaveBeenCalledOnce();
  });
});
