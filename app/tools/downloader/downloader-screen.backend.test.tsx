import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/toaster";
import { dismissToast } from "~/lib/form/toast";
import { toolById } from "~/tools/registry";
import { DownloaderScreen } from "./downloader-screen";
import { backendResolver } from "./downloader.backend";
import { replay, sent } from "./fixtures/replay";

/*
 * The screen with the real cobalt resolver, the download server answering from the recorded and
 * documented fixtures (fixtures/README.md) through a fake fetch. Real timers: each answer is a
 * settled promise, so nothing waits.
 */

// Answers settle at once, so generous waits cost nothing when the machine is idle and keep a busy one from failing.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const SERVER = { kind: "cobalt", url: "https://dl.example.com/" } as const;

/**
 * A fake fetch that gives the fixtures' answers in order, one per request. A number is the tunnel's
 * answer to the page's check of a file link (downloader.tunnel.ts): that status and no body, as
 * cobalt's tunnel answers.
 */
function serverAnswering(...names: (string | number)[]) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("no more answers")));
  for (const name of names)
    fetchMock.mockImplementationOnce((...args) =>
      typeof name === "number" ? Promise.resolve(new Response(null, { status: name })) : replay(name)(...args),
    );
  return fetchMock;
}

/** The address the page asked with its n-th request (0-based). */
function asked(fetchMock: ReturnType<typeof serverAnswering>, index: number): string {
  const [input] = fetchMock.mock.calls[index] ?? [];
  return input instanceof Request ? input.url : String(input);
}

function setup(toolId: string, fetchMock: typeof fetch) {
  const tool = toolById(toolId);
  if (!tool) throw new Error(toolId);
  render(<Toaster />);
  render(
    <MemoryRouter>
      <DownloaderScreen tool={tool} resolver={backendResolver(SERVER, { fetch: fetchMock })} />
    </MemoryRouter>,
  );
}

async function lookUp(label: "Instagram URL" | "YouTube URL", link: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: link } });
  fireEvent.click(screen.getByRole("button", { name: label === "YouTube URL" ? "Fetch Video" : "Fetch Media" }));
  // Every answer ends in a toast, told once the answer is on screen.
  await waitFor(() => {
    expect(screen.queryByRole("button", { name: "Fetching..." })).toBeNull();
    expect(toastText()).not.toBe("");
  });
}

function toastText(): string {
  return screen.queryByTestId("toast")?.textContent ?? "";
}

function banner(): string | null {
  return screen.queryByTestId("downloader-error")?.textContent ?? null;
}

/** Anchors the page clicks to save a file; jsdom would otherwise try to navigate. */
function watchSavedLinks() {
  const saved: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return saved;
}

const YOUTU_BE = "https://youtu.be/dQw4w9WgXcQ";

describe("YouTube pages with a download server", () => {
  it("shows the video from the file name, then saves a fresh SD file through the server's tunnel", async () => {
    const fetchMock = serverAnswering("tunnel-youtube-hd", "tunnel-youtube-shorts-sd", 200);
    setup("youtube-video-downloader", fetchMock);
    expect(screen.getByText(/Watch, youtu.be, Shorts, embed and live links all work/)).toBeTruthy();
    await lookUp("YouTube URL", YOUTU_BE);

    expect(sent(fetchMock).body).toMatchObject({
      url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      videoQuality: "1080",
    });
    const card = screen.getByRole("region", { name: "Video found" });
    expect(within(card).getByRole("heading", { name: "Phone Reels Setup Under ₹2000" })).toBeTruthy();
    expect(within(card).getByText("Riya Makes Things")).toBeTruthy();
    expect(within(card).queryByText(/Sample preview/)).toBeNull();
    expect(within(card).queryByRole("link")).toBeNull();
    expect(toastText()).toBe("Success!Video found. Pick HD or SD to download.");

    const saved = watchSavedLinks();
    fireEvent.click(within(card).getByRole("button", { name: "Download SD (720p)" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(sent(fetchMock, 1).body).toMatchObject({ videoQuality: "720" });
    expect(saved[0]?.href).toMatch(/^https:\/\/dl\.example\.com\/tunnel\?id=/);
    expect(saved[0]?.download).toMatch(/\(720p, h264\)\.mp4$/);
    // The page asked the link itself before following it.
    expect(asked(fetchMock, 2)).toBe(saved[0]?.href);
    expect(toastText()).toMatch(/^Download startedSaving “.+\(720p, h264\)\.mp4”/);
  });

  it.each([
    [404, "This download link has expiredDownload links work for about a minute and a half."],
    [401, "This download link has expired"],
    [429, "The download server is busyIt allows a few downloads a minute for each visitor."],
    [500, "The download server couldn't send the fileSomething went wrong on the server's side."],
  ])("a file link the tunnel answers with %i is not followed: the page says why", async (status, message) => {
    const fetchMock = serverAnswering("tunnel-youtube-hd", "tunnel-youtube-shorts-sd", status);
    setup("youtube-video-downloader", fetchMock);
    await lookUp("YouTube URL", YOUTU_BE);
    const saved = watchSavedLinks();
    const sd = screen.getByRole("button", { name: "Download SD (720p)" });
    fireEvent.click(sd);
    await waitFor(() => expect(toastText()).toContain(message));
    // The toast is shown as the check fails; the button is handed back in the render after it.
    await waitFor(() => expect(sd).toHaveProperty("disabled", false));
    expect(saved).toEqual([]);
    expect(screen.getByRole("region", { name: "Video found" })).toBeTruthy();
  });

  it("keeps both quality buttons disabled while one is being prepared", async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = serverAnswering("tunnel-youtube-hd");
    fetchMock.mockImplementationOnce(() => new Promise((done) => (answer = done)));
    fetchMock.mockImplementationOnce(() => Promise.resolve(new Response(null, { status: 200 })));
    setup("youtube-shorts-downloader", fetchMock);
    await lookUp("YouTube URL", "https://www.youtube.com/shorts/aB3_-xYz9Q0");
    const saved = watchSavedLinks();
    const hd = screen.getByRole("button", { name: "Download HD (1080p)" });
    const sd = screen.getByRole("button", { name: "Download SD (720p)" });
    fireEvent.click(hd);
    await waitFor(() => expect(hd).toHaveProperty("disabled", true));
    expect(sd).toHaveProperty("disabled", true);
    expect(hd.getAttribute("aria-busy")).toBe("true");
    const tunnel = await replay("tunnel-youtube-hd")("https://dl.example.com/");
    await act(async () => answer(tunnel));
    await waitFor(() => expect(saved).toHaveLength(1));
    await waitFor(() => expect(hd).toHaveProperty("disabled", false));
    expect(sd).toHaveProperty("disabled", false);
  });

  it("opens a redirect in a new tab, and offers an Open button when the browser blocks the tab", async () => {
    const fetchMock = serverAnswering("tunnel-youtube-hd", "redirect-instagram-reel", "redirect-instagram-reel");
    setup("youtube-video-downloader", fetchMock);
    await lookUp("YouTube URL", YOUTU_BE);
    const tab = { opener: {} as unknown };
    const open = vi
      .spyOn(window, "open")
      .mockReturnValueOnce(tab as Window)
      .mockReturnValueOnce(null);

    fireEvent.click(screen.getByRole("button", { name: "Download HD (1080p)" }));
    await waitFor(() => expect(toastText()).toMatch(/^Opened in a new tab/));
    expect(open).toHaveBeenLastCalledWith(expect.stringMatching(/^https:\/\/scontent\.cdninstagram\.com\//), "_blank");
    expect(tab.opener).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Download HD (1080p)" }));
    await waitFor(() => expect(toastText()).toMatch(/^Your file is readyYour browser blocked the new tab/));
    open.mockReturnValueOnce(null);
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(open).toHaveBeenLastCalledWith(
      expect.stringMatching(/^https:\/\/scontent\.cdninstagram\.com\//),
      "_blank",
      "noopener,noreferrer",
    );
    expect(toastText()).toBe("");
  });

  it.each([
    ["error-rate-exceeded", "ErrorToo many downloads in a short time. Try again in 60 seconds."],
    [
      "error-youtube-login",
      "ErrorYouTube asked the download server to prove it isn't a bot. Try again in a few minutes.",
    ],
    ["error-link-invalid", "ErrorInvalid YouTube URL."],
  ])("a quality button answered with %s says so and saves nothing", async (fixture, message) => {
    setup("youtube-video-downloader", serverAnswering("tunnel-youtube-hd", fixture));
    await lookUp("YouTube URL", YOUTU_BE);
    const saved = watchSavedLinks();
    const hd = screen.getByRole("button", { name: "Download HD (1080p)" });
    fireEvent.click(hd);
    await waitFor(() => expect(toastText()).toBe(message));
    await waitFor(() => expect(hd).toHaveProperty("disabled", false));
    expect(saved).toEqual([]);
  });

  it("a quality button whose request cannot reach the server says so", async () => {
    setup("youtube-video-downloader", serverAnswering("tunnel-youtube-hd"));
    await lookUp("YouTube URL", YOUTU_BE);
    fireEvent.click(screen.getByRole("button", { name: "Download SD (720p)" }));
    await waitFor(() =>
      expect(toastText()).toBe("ErrorCouldn't reach the download server. Check your connection and try again."),
    );
  });

  it("answers a link carried in the page's address", async () => {
    window.history.replaceState(null, "", `/youtube/video-downloader?url=${encodeURIComponent(YOUTU_BE)}`);
    setup("youtube-video-downloader", serverAnswering("tunnel-youtube-hd"));
    expect(await screen.findByRole("heading", { name: "Phone Reels Setup Under ₹2000" })).toBeTruthy();
  });
});

describe("Instagram pages with a download server", () => {
  it("a reel (redirect): Instagram's own file opens in a new tab, without a referrer", async () => {
    setup("instagram-reels-downloader", serverAnswering("redirect-instagram-reel"));
    await lookUp("Instagram URL", "https://www.instagram.com/reel/C8xYz12AbCd/?igsh=MWQ1ZGUxMzBkMA==");
    const card = screen.getByRole("region", { name: "Media found" });
    expect(within(card).getByRole("heading", { name: "Video from Instagram" })).toBeTruthy();
    expect(card.querySelector("[data-media-type='video']")).not.toBeNull();
    const link = within(card).getByRole("link", { name: "Download" });
    expect(link.getAttribute("href")).toMatch(/^https:\/\/scontent\.cdninstagram\.com\/.+\.mp4\?/);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.hasAttribute("download")).toBe(false);
    expect(toastText()).toBe("Success!Media found. Ready to download.");
  });

  it("a photo (tunnel): saved from the server's link, and previewed from it", async () => {
    setup("instagram-post-downloader", serverAnswering("tunnel-instagram-photo"));
    await lookUp("Instagram URL", "https://www.instagram.com/chai.with.riya/p/C7aBcDeFgHi/");
    const card = screen.getByRole("region", { name: "Media found" });
    expect(within(card).getByRole("heading", { name: "Media from @chai.with.riya" })).toBeTruthy();
    expect(card.querySelector("[data-media-type='image']")).not.toBeNull();
    const link = within(card).getByRole("link", { name: "Download" });
    expect(link.getAttribute("href")).toMatch(/^https:\/\/dl\.example\.com\/tunnel\?id=/);
    expect(link.hasAttribute("download")).toBe(true);
    expect(link.hasAttribute("target")).toBe(false);
    expect(within(card).getByRole("img", { name: "Preview of the photo" }).getAttribute("src")).toBe(
      link.getAttribute("href"),
    );
  });

  it("a photo's link is asked before it is followed: a live one saves, an expired one says so on the page", async () => {
    const fetchMock = serverAnswering("tunnel-instagram-photo", 200, 404);
    setup("instagram-post-downloader", fetchMock);
    await lookUp("Instagram URL", "https://www.instagram.com/chai.with.riya/p/C7aBcDeFgHi/");
    const link = within(screen.getByRole("region", { name: "Media found" })).getByRole("link", { name: "Download" });
    const saved = watchSavedLinks();
    // The visitor's own click on the link is held back until the check answers.
    expect(fireEvent.click(link)).toBe(false);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.href).toBe(link.getAttribute("href"));
    expect(asked(fetchMock, 1)).toBe(link.getAttribute("href"));
    act(() => dismissToast());

    expect(fireEvent.click(link)).toBe(false);
    await waitFor(() => expect(toastText()).toMatch(/^This download link has expired/));
    expect(saved).toHaveLength(1);
  });

  it("a carousel (picker): every file in a list, each with its preview, label and Download", async () => {
    setup("instagram-post-downloader", serverAnswering("picker-instagram-carousel"));
    await lookUp("Instagram URL", "https://www.instagram.com/p/C9kLmNoPqRs/");
    const card = screen.getByRole("region", { name: "Media found" });
    expect(within(card).getByText("Carousel of 4")).toBeTruthy();
    expect(within(card).getByRole("heading", { name: "Photo from Instagram" })).toBeTruthy();
    const items = within(within(card).getByRole("list", { name: "Files in this post" })).getAllByRole("listitem");
    const labels = ["Photo 1 of 4", "Video 2 of 4", "Photo 3 of 4", "Photo 4 of 4"];
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual(labels);
    items.forEach((item, index) => {
      const label = labels[index] ?? "";
      const preview = within(item).getByRole("img", { name: `Preview of ${label}` });
      expect(preview.getAttribute("src")).toMatch(/^https:\/\/dl\.example\.com\/tunnel\?id=/);
      const link = within(item).getByRole("link", { name: `Download ${label}` });
      expect(link.getAttribute("href")).toMatch(/^https:\/\/scontent\.cdninstagram\.com\//);
      expect(link.getAttribute("target")).toBe("_blank");
    });
    // The list shows each file's own preview; no single big picture above it.
    expect(within(card).getAllByRole("img")).toHaveLength(4);
    expect(within(card).queryByRole("link", { name: "Download" })).toBeNull();
  });
});

describe("every answer that is not a file", () => {
  it.each([
    [
      "youtube-video-downloader",
      YOUTU_BE,
      "error-content-video-private",
      "This video is private, so it can't be downloaded.",
    ],
    [
      "youtube-video-downloader",
      YOUTU_BE,
      "error-content-too-long",
      "This video is longer than the download server allows (180 minutes). Try a shorter one.",
    ],
    [
      "youtube-video-downloader",
      YOUTU_BE,
      "error-rate-exceeded",
      "Too many downloads in a short time. Try again in 60 seconds.",
    ],
    [
      "youtube-video-downloader",
      YOUTU_BE,
      "error-service-disabled",
      "Downloads from YouTube are switched off on this site's download server.",
    ],
    [
      "youtube-shorts-downloader",
      YOUTU_BE,
      "error-fetch-rate-youtube",
      "YouTube is slowing the download server down right now. Try again in a few minutes.",
    ],
    [
      "youtube-video-downloader",
      YOUTU_BE,
      "error-critical-core",
      "Couldn't get this from YouTube right now. Try again in a minute.",
    ],
    [
      "youtube-video-downloader",
      YOUTU_BE,
      "local-processing-youtube",
      "This download server wants the browser to finish the file itself, which this site can't do yet. Please try again later.",
    ],
    [
      "youtube-video-downloader",
      YOUTU_BE,
      "picker-slideshow-audio",
      "The download server offered several files for this video, which this site can't show yet.",
    ],
    [
      "youtube-video-downloader",
      YOUTU_BE,
      "error-invalid-body",
      "The download server didn't understand this site's request. Please try again later.",
    ],
    [
      "instagram-post-downloader",
      "https://www.instagram.com/p/C7aBcDeFgHi/",
      "error-content-post-private",
      "This post is from a private account, so it can't be downloaded.",
    ],
    [
      "instagram-reels-downloader",
      "https://www.instagram.com/reel/C8xYz12AbCd/",
      "error-fetch-fail-instagram",
      "Couldn't get this from Instagram right now. Try again in a minute.",
    ],
    [
      "instagram-reels-downloader",
      "https://www.instagram.com/reel/C8xYz12AbCd/",
      "error-fetch-empty",
      "Nothing downloadable was found. The post or video may be deleted, hidden or restricted.",
    ],
    [
      "instagram-reels-downloader",
      "https://www.instagram.com/reel/C8xYz12AbCd/",
      "error-auth-key-missing",
      "This site's download server turned the request away (access key). Downloads are paused until it's fixed.",
    ],
    [
      "instagram-story-downloader",
      "https://www.instagram.com/stories/mumbai.eats/3412345678901234567/",
      "error-link-unsupported-story",
      "Stories can only be saved when this site's download server is signed in to Instagram, and it isn't. Reels and posts work.",
    ],
    [
      "instagram-dp-downloader",
      "https://www.instagram.com/priya.travels/",
      "error-link-unsupported-profile",
      "This site's download server can't fetch profile pictures. Reels and posts work.",
    ],
  ])("%s, %s answered with %s: banner and Error toast", async (toolId, link, fixture, message) => {
    setup(toolId, serverAnswering(fixture));
    await lookUp(toolId.startsWith("youtube") ? "YouTube URL" : "Instagram URL", link);
    expect(banner()).toBe(message);
    expect(toastText()).toBe(`Error${message}`);
    expect(screen.queryByRole("region", { name: /found/ })).toBeNull();
  });

  it("link.invalid from the server gets the spec's own wording", async () => {
    setup("instagram-caption-downloader", serverAnswering("error-link-invalid"));
    await lookUp("Instagram URL", "https://www.instagram.com/p/C7aBcDeFgHi/");
    expect(banner()).toBe("Invalid Instagram URL. Please check the link and try again.");
    expect(toastText()).toBe("ErrorInvalid Instagram URL.");
  });

  it("an unreachable server", async () => {
    setup("youtube-video-downloader", serverAnswering());
    await lookUp("YouTube URL", YOUTU_BE);
    expect(banner()).toBe("Couldn't reach the download server. Check your connection and try again.");
  });

  it.each([
    [
      "a look-alike host",
      "https://youtu.be.evil.example/dQw4w9WgXcQ",
      "Invalid YouTube URL. Please check the link and try again.",
    ],
    ["markup", `<img src=x onerror="window.__pwned=1">`, "Invalid YouTube URL. Please check the link and try again."],
    [
      "a channel",
      "https://www.youtube.com/@riya.makes",
      "This YouTube link doesn't point to a video. Paste the link of a video or a Short.",
    ],
  ])("%s never reaches the server", async (_name, link, message) => {
    const fetchMock = serverAnswering("tunnel-youtube-hd");
    setup("youtube-video-downloader", fetchMock);
    await lookUp("YouTube URL", link);
    expect(banner()).toBe(message);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector("img[src='x']")).toBeNull();
  });
});
