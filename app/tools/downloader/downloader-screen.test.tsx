import { act, fireEvent, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/toaster";
import { BACKEND_TOAST_MS, FETCH_DELAY_MS } from "~/lib/page/timing";
import { dismissToast } from "~/lib/form/toast";
import { toolById } from "~/tools/registry";
import { DownloaderScreen } from "./downloader-screen";
import { type MediaOutcome, type MediaRequest, type MediaResolver, simulatedResolver } from "./downloader.resolver";

// A whole visit per test; a busy shared machine can take longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

function entry(id: string) {
  const tool = toolById(id);
  if (!tool) throw new Error(id);
  return tool;
}

// The screen links to the thumbnail downloader, so it needs a router around it.
function inRouter(children: ReactNode) {
  return <MemoryRouter>{children}</MemoryRouter>;
}

// fireEvent rather than user-event: user-event's async wrapper waits on a real timer that fake timers never fire.
function setup(toolId: string, resolver: MediaResolver) {
  render(<Toaster />);
  const { unmount } = render(inRouter(<DownloaderScreen tool={entry(toolId)} resolver={resolver} />));
  return {
    unmount,
    type: (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } }),
    click: (element: HTMLElement) => fireEvent.click(element),
  };
}

function toastText(): string {
  return screen.queryByTestId("toast")?.textContent ?? "";
}

function banner(): HTMLElement | null {
  return screen.queryByTestId("downloader-error");
}

/** The hook starts each lookup after a zero-length timer; this runs it and any answer already settled. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => vi.useFakeTimers());
describe("DownloaderScreen with the simulated lookup", () => {
  it("Instagram: empty link, then Fetching... for 1.5 s, a plainly sample card, download toast, retry clears", async () => {
    const ui = setup("instagram-reels-downloader", simulatedResolver());
    const input = screen.getByLabelText("Instagram URL");
    expect(input).toHaveProperty("type", "url");
    expect(input).toHaveProperty("required", true);
    expect(screen.getByText(/Downloads aren't switched on here yet/)).toBeTruthy();
    // The thumbnail downloader is YouTube only: no link to it on Instagram pages.
    expect(screen.queryByRole("link", { name: /thumbnail/i })).toBeNull();

    ui.click(screen.getByRole("button", { name: "Fetch Media" }));
    expect(toastText()).toBe("URL RequiredPlease paste an Instagram URL to continue.");
    expect(screen.queryByRole("button", { name: "Fetching..." })).toBeNull();

    ui.type(input, "instagram.com/reel/C8xYz12AbCd");
    ui.click(screen.getByRole("button", { name: "Fetch Media" }));
    expect(screen.getByRole("button", { name: "Fetching..." })).toHaveProperty("disabled", true);
    await act(() => vi.advanceTimersByTimeAsync(FETCH_DELAY_MS - 1));
    expect(screen.getByRole("button", { name: "Fetching..." })).toHaveProperty("disabled", true);
    await act(() => vi.advanceTimersByTimeAsync(1));

    const card = screen.getByRole("region", { name: "Media found" });
    expect(within(card).getByText("Sample preview: not your post")).toBeTruthy();
    expect(within(card).getByText(/fixed sample, the same for every link/)).toBeTruthy();
    expect(within(card).getByRole("heading", { name: "Media from @creatorgrow.sample" })).toBeTruthy();
    expect(within(card).getByText("Ready to download")).toBeTruthy();
    expect(card.querySelector("[data-media-type='video']")).not.toBeNull();
    expect(within(card).getByRole("img")).toHaveProperty("width", 180);
    expect(toastText()).toBe("Success!Media found. Backend connection needed for download.");

    ui.click(within(card).getByRole("button", { name: "Download" }));
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
    expect(banner()?.getAttribute("role")).toBe("alert");
    expect(toastText()).toBe("ErrorInvalid Instagram URL.");

    ui.click(screen.getByRole("button", { name: "Fetch Media" }));
    expect(banner()).toBeNull();
  });

  it("YouTube: id on the card, each quality named in its toast, and the way to the real thumbnail", async () => {
    const ui = setup("youtube-video-downloader", simulatedResolver());
    expect(screen.getByRole("link", { name: "Get any video's thumbnail in every size" }).getAttribute("href")).toBe(
      "/youtube/thumbnail-downloader",
    );
    ui.click(screen.getByRole("button", { name: "Fetch Video" }));
    expect(toastText()).toBe("URL RequiredPlease paste a YouTube URL to continue.");

    ui.type(screen.getByLabelText("YouTube URL"), "https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ");
    ui.click(screen.getByRole("button", { name: "Fetch Video" }));
    await act(() => vi.advanceTimersByTimeAsync(FETCH_DELAY_MS));
    const card = screen.getByRole("region", { name: "Video found" });
    expect(within(card).getByText("dQw4w9WgXcQ")).toBeTruthy();
    expect(within(card).getByText("Sample preview: not your video")).toBeTruthy();
    expect(within(card).getByText("CreatorGrow Studio")).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Get this video's real thumbnail" }).getAttribute("href")).toBe(
      "/youtube/thumbnail-downloader?url=dQw4w9WgXcQ",
    );
    expect(toastText()).toBe("Success!Video found. Backend connection needed for download.");

    ui.click(within(card).getByRole("button", { name: "Download HD (1080p)" }));
    expect(toastText()).toMatch(/^Backend Required.*1080p HD/);
    ui.click(within(card).getByRole("button", { name: "Download SD (720p)" }));
    expect(toastText()).toMatch(/^Backend Required.*720p SD/);
  });

  it("YouTube: a link without a video still gets a card, without a thumbnail link", async () => {
    const ui = setup("youtube-shorts-downloader", simulatedResolver());
    ui.type(screen.getByLabelText("YouTube URL"), "https://www.youtube.com/@riya.makes");
    ui.click(screen.getByRole("button", { name: "Fetch Video" }));
    await act(() => vi.advanceTimersByTimeAsync(FETCH_DELAY_MS));
    const card = screen.getByRole("region", { name: "Video found" });
    expect(within(card).queryByText(/Video ID/)).toBeNull();
    expect(within(card).queryByRole("link")).toBeNull();
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
    // A real lookup: the hint tells how to copy the link, not that it is a sample.
    expect(screen.getByText(/Only public accounts work/)).toBeTruthy();
    ui.type(screen.getByLabelText("Instagram URL"), "   instagram.com/stories/x/1  ");
    ui.click(screen.getByRole("button", { name: "Fetch Media" }));
    await flush();
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
    expect(screen.queryByText(/Sample preview/)).toBeNull();
    expect(screen.queryByText(/fixed sample/)).toBeNull();
    expect(toastText()).toBe("Success!Media found. Ready to download.");
  });

  it("shows a failed lookup's own message in the banner and an Error toast", async () => {
    const fake = fakeResolver();
    const ui = setup("youtube-shorts-downloader", fake.resolver);
    ui.type(screen.getByLabelText("YouTube URL"), "https://youtu.be/dQw4w9WgXcQ");
    ui.click(screen.getByRole("button", { name: "Fetch Video" }));
    await flush();
    await fake.answer(0, { status: "failed", message: "Service is asleep." });
    expect(banner()?.textContent).toBe("Service is asleep.");
    expect(toastText()).toBe("ErrorService is asleep.");
    expect(screen.getByRole("button", { name: "Fetch Video" })).toHaveProperty("disabled", false);
  });

  it("treats a lookup that throws as a failure", async () => {
    const ui = setup("youtube-video-downloader", { resolve: () => Promise.reject(new Error("boom")) });
    ui.type(screen.getByLabelText("YouTube URL"), "https://youtu.be/dQw4w9WgXcQ");
    ui.click(screen.getByRole("button", { name: "Fetch Video" }));
    await flush();
    expect(banner()?.textContent).toMatch(/Something went wrong/);
  });

  it("drops an answer that arrives after the page is left, without a toast", async () => {
    const fake = fakeResolver();
    const ui = setup("instagram-post-downloader", fake.resolver);
    ui.type(screen.getByLabelText("Instagram URL"), "instagram.com/p/x");
    ui.click(screen.getByRole("button", { name: "Fetch Media" }));
    await flush();
    expect(fake.requests).toHaveLength(1);
    act(() => dismissToast());
    ui.unmount();
    await fake.answer(0, { status: "invalid" });
    expect(toastText()).toBe("");
  });
});
