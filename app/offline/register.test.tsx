import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/toaster";
import { dismissToast } from "~/lib/toast";
import { SKIP_WAITING, reloadOnTakeover, watchForUpdates } from "./register";

/** A stand-in for the browser's objects: just enough state and events for these rules. */
class FakeTarget extends EventTarget {}

function fakeWorker(state: ServiceWorkerState = "installing") {
  const worker = Object.assign(new FakeTarget(), { state, postMessage: vi.fn() });
  return worker as unknown as ServiceWorker & { state: ServiceWorkerState; postMessage: ReturnType<typeof vi.fn> };
}

function fakeContainer(controller: ServiceWorker | null) {
  return Object.assign(new FakeTarget(), { controller }) as unknown as ServiceWorkerContainer;
}

function fakeRegistration(waiting: ServiceWorker | null = null, installing: ServiceWorker | null = null) {
  return Object.assign(new FakeTarget(), { waiting, installing }) as unknown as ServiceWorkerRegistration & {
    installing: ServiceWorker | null;
  };
}

afterEach(() => {
  act(() => dismissToast());
  cleanup();
});

describe("update prompt", () => {
  it("offers a waiting version on load, and Reload tells that worker to take over", async () => {
    render(<Toaster />);
    const waiting = fakeWorker("installed");
    act(() => watchForUpdates(fakeRegistration(waiting), fakeContainer(fakeWorker("activated"))));
    expect(screen.getByText("A new version of CreatorGrow is ready")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING);
    expect(screen.queryByText("A new version of CreatorGrow is ready")).toBeNull();
  });

  it("offers a version that finishes installing later", () => {
    render(<Toaster />);
    const registration = fakeRegistration();
    watchForUpdates(registration, fakeContainer(fakeWorker("activated")));
    const incoming = fakeWorker("installing");
    registration.installing = incoming;
    act(() => {
      registration.dispatchEvent(new Event("updatefound"));
      (incoming as { state: ServiceWorkerState }).state = "installed";
      incoming.dispatchEvent(new Event("statechange"));
    });
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();
  });

  it("says nothing on a first install, when no version was in control", () => {
    render(<Toaster />);
    const registration = fakeRegistration(fakeWorker("installed"));
    act(() => watchForUpdates(registration, fakeContainer(null)));
    expect(screen.queryByRole("button", { name: "Reload" })).toBeNull();
  });
});

describe("reloadOnTakeover", () => {
  it("reloads once when an update takes over from the version in control", () => {
    const container = fakeContainer(fakeWorker("activated"));
    const reload = vi.fn();
    reloadOnTakeover(container, reload);
    container.dispatchEvent(new Event("controllerchange"));
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("does not reload when the first install takes control of the page", () => {
    const container = fakeContainer(null);
    const reload = vi.fn();
    reloadOnTakeover(container, reload);
    container.dispatchEvent(new Event("controllerchange"));
    expect(reload).not.toHaveBeenCalled();
  });
});
