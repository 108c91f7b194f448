import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COPIED_STATE_MS } from "~/lib/page/timing";
import { useActiveToast } from "./toast";
import { useCopy } from "./use-copy";

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
}

function removeClipboard() {
  Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
}

function setup(resetOn?: unknown) {
  return renderHook(({ reset }) => ({ copy: useCopy(reset), toast: useActiveToast() }), {
    initialProps: { reset: resetOn },
  });
}

describe("useCopy", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    removeClipboard();
  });

  it("writes with the Clipboard API, marks one key as copied and toasts", async () => {
    const writeText = vi.fn(async () => {});
    mockClipboard(writeText);
    const { result } = setup();
    await act(() => result.current.copy.copy("a", "hello", { success: { title: "Copied!", description: "Done." } }));
    expect(writeText).toHaveBeenCalledWith("hello");
    expect(result.current.copy.isCopied("a")).toBe(true);
    expect(result.current.toast).toMatchObject({ title: "Copied!", description: "Done." });
  });

  it("only one key is copied at a time, and the state clears after 3 s", async () => {
    mockClipboard(async () => {});
    const { result } = setup();
    await act(() => result.current.copy.copy("a", "1"));
    await act(() => result.current.copy.copy("b", "2"));
    expect(result.current.copy.isCopied("a")).toBe(false);
    expect(result.current.copy.isCopied("b")).toBe(true);
    act(() => vi.advanceTimersByTime(COPIED_STATE_MS - 1));
    expect(result.current.copy.isCopied("b")).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copy.isCopied("b")).toBe(false);
  });

  it("resets when a new result arrives", async () => {
    mockClipboard(async () => {});
    const { result, rerender } = setup(["x"]);
    await act(() => result.current.copy.copy("a", "1"));
    rerender({ reset: ["y"] });
    expect(result.current.copy.isCopied("a")).toBe(false);
  });

  it("falls back to a hidden textarea when the Clipboard API refuses", async () => {
    mockClipboard(async () => {
      throw new Error("NotAllowedError");
    });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
    const { result } = setup();
    await act(() => result.current.copy.copy("a", "fallback text"));
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(result.current.copy.isCopied("a")).toBe(true);
    expect(document.querySelector("textarea")).toBeNull();
  });

  it("uses the fallback when there is no Clipboard API at all", async () => {
    removeClipboard();
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
    const { result } = setup();
    await act(() => result.current.copy.copy("a", "x"));
    expect(execCommand).toHaveBeenCalledWith("copy");
  });

  it("says so in a destructive toast when every way fails", async () => {
    removeClipboard();
    Object.defineProperty(document, "execCommand", { value: () => false, configurable: true });
    const { result } = setup();
    await act(() => result.current.copy.copy("a", "x", { success: { title: "Copied!" } }));
    expect(result.current.copy.isCopied("a")).toBe(false);
    expect(result.current.toast).toMatchObject({ title: "Copy failed", variant: "destructive" });
  });
});
