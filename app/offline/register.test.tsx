import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/toaster";
import { type UpdateSource, offerUpdate, reloadOnTakeover, watchForUpdates } from "./register";

/** A stand-in for the browser's objects: just enough state and events for these rules. */
class FakeTarget extends EventTarget {}

function fakeContainer(controller: object | null) {
  return Object.assign(new FakeTarget(), { controller }) as unknown as ServiceWorkerContainer;
}

/** workbox-window's Workbox as this module sees it: "waiting" events and messageSkipWaiting(). */
function fakeWorkbox() {
  const workbox = Object.assign(new FakeTarget(), { messageSkipWaiting: vi.fn() });
  return {
    workbox: workbox as unknown as UpdateSource,
    skipWaiting: workbox.messageSkipWaiting,
    waiting: () => act(() => void workbox.dispatchEvent(new Event("waiting"))),
  };
}

const TITLE = "A new version of CreatorGrow is ready";

describe("update prompt", () => {
  it("offers a waiting version, and Reload tells that worker to take over", async () => {
    render(<Toaster />);
    const { workbox, skipWaiting, waiting } = fakeWorkbox();
    watchForUpdates(workbox, fakeContainer({}));
    expect(screen.queryByText(TITLE)).toBeNull();
    waiting();
    expect(screen.getByText(TITLE)).toBeTruthy();
    expect(screen.getByText("Reload to use it. Anything you typed on this page will be cleared.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(skipWaiting).toHaveBeenCalledOnce();
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it("asks in Hindi on a Hindi page", async () => {
    render(<Toaster />);
    const reload = vi.fn();
    act(() => offerUpdate(reload, "/hi/instagram/caption-generator"));
    expect(screen.getByText("CreatorGrow का नया वर्ज़न तैयार है")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "रीलोड करें" }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("stays until the visitor acts", () => {
    vi.useFakeTimers();
    try {
      render(<Toaster />);
      const { workbox, waiting } = fakeWorkbox();
      watchForUpdates(workbox, fakeContainer({}));
      waiting();
      act(() => void vi.advanceTimersByTime(60_000));
      expect(screen.getByText(TITLE)).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says nothing when no version controls the page", () => {
    render(<Toaster />);
    const { workbox, waiting } = fakeWorkbox();
    watchForUpdates(workbox, fakeContainer(null));
    waiting();
    expect(screen.queryByRole("button", { name: "Reload" })).toBeNull();
  });
});

describe("reloadOnTakeover", () => {
  it("reloads once when an update takes over from the version in control", () => {
    const container = fakeContainer({});
    const reload = vi.fn();
    reloadOnTakeover(container, reload);
    container.dispatchEvent(new Event("controllerchange"));
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("does not reload when the first install takes control of the page, but does on a later update", () => {
    const container = fakeContainer(null);
    const reload = vi.fn();
    reloadOnTakeover(container, reload);
    Object.assign(container, { controller: {} });
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledOnce();
  });
});
