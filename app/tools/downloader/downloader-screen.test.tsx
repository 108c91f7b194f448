import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/toaster";
import { BACKEND_TOAST_MS, FETCH_DELAY_MS } from "~/lib/timing";
import { dismissToast } from "~/lib/toast";
import { toolById } from "~/tools/registry";
import { DownloaderScreen } from "./downloader-screen";
import { type MediaOutcome, type MediaRequest, type MediaResolver, simulatedResolver } from "./downloader.resolver";

function entry(id: string) {
  const tool = toolById(id);
  if (!tool) throw new Error(id);
  return tool;
}

// fireEvent rather than user-event: user-event's async wrapper waits on a real timer that fake timers never fire.
function setup(toolId: string, resolver: MediaResolver) {
  render(<Toaster />);
  const { unmount } = render(<DownloaderScreen tool={entry(toolId)} resolver={resolver} />);
  return {
    unmount,
    type: (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } }),
    click: (element: HTMLElement) => fireEvent.click(element),
  };
}

function toastText(): string {
  return screen.queryByTestId("toast")?.textContent ?? "";
}

/** The error that stays on the page: the outcome area when it is an alert (not the toast). */
function banner(): HTMLElement | null {
  return document.querySelector("#downloader-outcome[role='alert']");
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe("DownloaderScreen with the simulated lookup", () => {
  it("Instagram: empty link, then Fetching... for 1.5 s, card, download toast, retry clears", async () => {
    const ui = setup("instagram-reels-downloader", simulatedResolver());
    const input = screen.getByLabelText("Instagram URL");
    expect(input).toHaveProperty("type", "url");
    expect(input).toHaveProperty("required", true);

    ui.click(screen.getByRole("button", { name: "Fetch Media" }));
    expect(toastText()).toBe("URL RequiredPlease paste an Instagram URL to continue.");
    expect(screen.queryByRole("button", { name: "Fetching..." })).toBeNull();

    ui.type(input, "instagram.com/reel/C8xYz12AbCd");
    ui.click(screen.getByRole("button", { name: "Fetch Media" }));
    expect(screen.getByRole("button", { name: "Fetching..." })).toHaveProperty("disabled", true);
    await act(() => vi.advanceTimersByTimeAsync(FETCH_DELAY_MS - 1));
    expect(screen.getByRole("button", { name: "Fetching..." })).toHaveProperty("disabled", true);
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(screen.getByRole("heading", { name: "Media from @creatorgrow.sample" })).toBeTruthy();
    expect(screen.getByText("Ready to download")).toBeTruthy();
    expect(document.querySelector("[data-media-type='video']")).not.toBeNull();
    expect(screen.getByRole("img")).toHaveProperty("width", 180);
    expect(toastText()).toBe("Success!Media found. Backend connection needed for download.");

    ui.click(screen.getByRole("button", { name: "Download" }));
    expect(toastText()).toMatch(/^Backend RequiredDownloading needs a backend connection/);
    await act(() => vi.advanceTimersByTimeAsync(BACKEND_TOAST_MS - 1));
    expect(toastText()).toMatch(/^Backend Required/);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(toastText()).toBe("");

    ui.type(input, "https://evil.example/?instagram.com");
    ui.click(screen.getByRole("button", { name: "Fetch Media" }));
    expect(screen.queryByRole("heading", { name: /Media from/ })).toBeNull();
    expect(banner()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(FETCH_DELAY_MS));
    expect(banner()?.textContent).toBe("Invalid Instagram URL. Please check the link and try again.");
    expect(toastText()).toBe("ErrorInvalid Instagram URL.");

    ui.click(screen.getByRole("button", { name: "Fetch Media" }));
    expect(banner()).toBeNull();
  });

  it("YouTube: id on the card and each quality named in its toast", async () => {
    const ui = setup("youtube-video-downloader", simulatedResolver());
    ui.click(screen.getByRole("button", { name: "Fetch Video" }));
    expect(toastText()).toBe("URL RequiredPlease paste a YouTube URL to continue.");

    ui.type(screen.getByLabelText("YouTube URL"), "https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ");
    ui.click(screen.getByRole("button", { name: "Fetch Video" }));
    await act(() => vi.advanceTimersByTimeAsync(FETCH_DELAY_MS));
    expect(screen.getByText("dQw4w9WgXcQ")).toBeTruthy();
    expect(toastText()).toBe("Success!Video found. Backend connection needed for download.");

    ui.click(screen.getByRole("button", { name: "Download HD (1080p)" }));
    expect(toastText()).toMatch(/^Backend Required.*1080p HD/);
    ui.click(screen.getByRole("button", { name: "Download SD (720p)" }));
    expect(toastText()).toMatch(/^Backend Required.*720p SD/);
  });
});

describe("DownloaderScreen with a fake lookup", () => {
  function fakeResolver() {
    const requests: MediaRequest[] = [];
    const answers: ((outcome: MediaOutcome) => void)[] = [];
    const resolver: MediaResolver = {
      resolve(request) {
        requests.push(request);
        return new Promise((done) => answers.push(done));
      },
    };
    return {
      resolver,
      requests,
      answer: (index: number, outcome: MediaOutcome) => act(async () => answers[index]?.(outcome)),
    };
  }

  it("sends the trimmed link and the page's tool, and stays in Fetching... until the answer", async () => {
    const fake = fakeResolver();
    const ui = setup("instagram-story-downloader", fake.resolver);
    ui.type(screen.getByLabelText("Instagram URL"), "   instagram.com/stories/x/1  ");
    ui.click(screen.getByRole("button", { name: "Fetch Media" }));
    expect(fake.requests).toEqual([
      {
        toolId: "instagram-story-downloader",
        toolName: "Story Downloader",
        platform: "instagram",
        url: "instagram.com/stories/x/1",
      },
    ]);
    await act(() => vi.advanceTimersByTimeAsync(10 * FETCH_DELAY_MS));
    expect(screen.getByRole("button", { name: "Fetching..." })).toHaveProperty("disabled", true);

    await fake.answer(0, {
      status: "found",
      media: {
        platform: "instagram",
        type: "image",
        user: "chai.with.riya",
        downloadUrl: "https://cdn.example/story.jpg",
        thumbnail: { src: "https://cdn.example/t.jpg", width: 180, height: 320, alt: "Story preview" },
      },
    });
    expect(screen.getByRole("heading", { name: "Media from @chai.with.riya" })).toBeTruthy();
    expect(document.querySelector("[data-media-type='image']")).not.toBeNull();
    expect(screen.getByRole("link", { name: "Download" }).getAttribute("href")).toBe("https://cdn.example/story.jpg");
    expect(screen.queryByText(/sample details/)).toBeNull();
  });

  it("shows a failed lookup's own message in the banner and an Error toast", async () => {
    const fake = fakeResolver();
    const ui = setup("youtube-shorts-downloader", fake.resolver);
    ui.type(screen.getByLabelText("YouTube URL"), "https://youtu.be/dQw4w9WgXcQ");
    ui.click(screen.getByRole("button", { name: "Fetch Video" }));
    await fake.answer(0, { status: "failed", message: "Service is asleep." });
    expect(banner()?.textContent).toBe("Service is asleep.");
    expect(toastText()).toBe("ErrorService is asleep.");
    expect(screen.getByRole("button", { name: "Fetch Video" })).toHaveProperty("disabled", false);
  });

  it("treats a lookup that throws as a failure", async () => {
    const ui = setup("youtube-video-downloader", { resolve: () => Promise.reject(new Error("boom")) });
    ui.type(screen.getByLabelText("YouTube URL"), "https://youtu.be/dQw4w9WgXcQ");
    ui.click(screen.getByRole("button", { name: "Fetch Video" }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(banner()?.textContent).toMatch(/Something went wrong/);
  });

  it("drops an answer that arrives after the page is left", async () => {
    const fake = fakeResolver();
    const ui = setup("instagram-post-downloader", fake.resolver);
    ui.type(screen.getByLabelText("Instagram URL"), "instagram.com/p/x");
    ui.click(screen.getByRole("button", { name: "Fetch Media" }));
    act(() => dismissToast());
    ui.unmount();
    await fake.answer(0, { status: "invalid" });
    expect(toastText()).toBe("");
  });
});
