import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GENERATION_DELAY_MS } from "./timing";
import { dismissToast, useActiveToast } from "./toast";
import { useTextGenerator } from "./use-text-generator";

function setup() {
  const produce = vi.fn((prepared: string) => `result for ${prepared}`);
  const hook = renderHook(() => ({
    tool: useTextGenerator((raw) => raw.trim().toLowerCase(), "Please enter a keyword.", produce),
    toast: useActiveToast(),
  }));
  return { ...hook, produce };
}

describe("useTextGenerator", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it("shows the tool's 'Oops!' message and generates nothing when the prepared text is empty", () => {
    const { result, produce } = setup();
    act(() => result.current.tool.setText("   "));
    act(() => result.current.tool.submit());
    expect(result.current.toast).toMatchObject({
      title: "Oops!",
      description: "Please enter a keyword.",
      variant: "destructive",
    });
    expect(result.current.tool.loading).toBe(false);
    act(() => vi.advanceTimersByTime(GENERATION_DELAY_MS));
    expect(produce).not.toHaveBeenCalled();
  });

  it("generates from the prepared text after the loading cycle", () => {
    const { result, produce } = setup();
    act(() => result.current.tool.setText("  Travel "));
    act(() => result.current.tool.submit());
    expect(result.current.tool.loading).toBe(true);
    act(() => vi.advanceTimersByTime(GENERATION_DELAY_MS));
    expect(produce).toHaveBeenCalledWith("travel");
    expect(result.current.tool.result).toBe("result for travel");
    expect(result.current.tool.loading).toBe(false);
  });

  it("resets the copied state when a new result arrives", async () => {
    Object.defineProperty(navigator, "clipboard", { value: { writeText: async () => {} }, configurable: true });
    Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
    const { result } = setup();
    act(() => result.current.tool.setText("a"));
    act(() => result.current.tool.submit());
    act(() => vi.advanceTimersByTime(GENERATION_DELAY_MS));
    await act(() => result.current.tool.copy.copy("x", "text"));
    expect(result.current.tool.copy.isCopied("x")).toBe(true);
    act(() => result.current.tool.submit());
    act(() => vi.advanceTimersByTime(GENERATION_DELAY_MS));
    expect(result.current.tool.copy.isCopied("x")).toBe(false);
  });
});
