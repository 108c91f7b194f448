import { configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/toaster";
import { ThumbnailScreen } from "./thumbnail-screen";
import type { SaveOutcome } from "./youtube-thumbnail-downloader.browser";
import type { LoadedImage, ThumbnailOption } from "./youtube-thumbnail-downloader.logic";

// Answers settle at once, so generous waits cost nothing when the machine is idle and keep a busy one from failing.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const ID = "dQw4w9WgXcQ";
const FULL: Record<string, LoadedImage> = {
  maxresdefault: { naturalWidth: 1280, naturalHeight: 720 },
  sddefault: { naturalWidth: 640, naturalHeight: 480 },
  hqdefault: { naturalWidth: 480, naturalHeight: 360 },
  mqdefault: { naturalWidth: 320, naturalHeight: 180 },
};
const GREY = { naturalWidth: 120, naturalHeight: 90 };

function setup(answers: Record<string, LoadedImage | null> = FULL, outcome: SaveOutcome = "saved") {
  const loadImage = vi.fn((url: string) => Promise.resolve(answers[/\/(\w+)\.jpg$/.exec(url)?.[1] ?? ""] ?? null));
  const saveImage = vi.fn<(option: ThumbnailOption) => Promise<SaveOutcome>>(() => Promise.resolve(outcome));
  render(<Toaster />);
  render(<ThumbnailScreen loadImage={loadImage} saveImage={saveImage} />);
  return { loadImage, saveImage };
}

function toastText(): string {
  return screen.queryByTestId("toast")?.textContent ?? "";
}

function submit(value: string) {
  fireEvent.change(screen.getByLabelText("YouTube link or video ID"), { target: { value } });
  fireEvent.click(screen.getByRole("button", { name: "Get Thumbnails" }));
}

/** The list's own status line (each row has one too, for its save hint). */
function listStatus(section: HTMLElement): string {
  return within(section).getAllByRole("status")[0]?.textContent ?? "";
}

async function results() {
  return screen.findByRole("region", { name: "Thumbnails for this video" });
}

describe("ThumbnailScreen", () => {
  it("loads nothing until asked, then lists every size YouTube has with a Download each", async () => {
    const { loadImage, saveImage } = setup();
    expect(loadImage).not.toHaveBeenCalled();
    expect(screen.queryAllByRole("img")).toHaveLength(0);

    submit(`https://www.youtube.com/watch?v=${ID}&t=42s`);
    expect(screen.getByRole("button", { name: "Finding sizes..." })).toHaveProperty("disabled", true);
    const section = await results();
    expect(loadImage).toHaveBeenCalledTimes(4);
    expect(listStatus(section)).toBe("4 sizes ready to save.");
    expect(within(section).getByText(ID)).toBeTruthy();
    const rows = within(section).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("heading").textContent)).toEqual([
      "Max resolution 1280 × 720",
      "Standard 640 × 480",
      "High quality 480 × 360",
      "Medium quality 320 × 180",
    ]);
    const first = rows[0] as HTMLElement;
    const image = within(first).getByRole("img", { name: "Max resolution (1280 × 720) thumbnail" });
    expect(image.getAttribute("src")).toBe(`https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`);
    expect(image.getAttribute("referrerpolicy")).toBe("no-referrer");
    const open = within(first).getByRole("link", { name: "Open full size Max resolution (1280 × 720) in a new tab" });
    expect(open.getAttribute("href")).toBe(image.getAttribute("src"));
    expect(open.getAttribute("rel")).toBe("noopener noreferrer");

    fireEvent.click(within(first).getByRole("button", { name: "Download Max resolution (1280 × 720)" }));
    await waitFor(() => expect(toastText()).toBe(`Download startedSaving ${ID}-maxresdefault.jpg.`));
    expect(saveImage).toHaveBeenCalledWith(expect.objectContaining({ filename: `${ID}-maxresdefault.jpg` }));
    expect(window.location.search).toBe(`?url=${encodeURIComponent(`https://www.youtube.com/watch?v=${ID}&t=42s`)}`);
  });

  it("hides the sizes YouTube answers with its grey stand-in, and says which", async () => {
    setup({ ...FULL, maxresdefault: GREY, sddefault: GREY });
    submit(`https://youtu.be/${ID}`);
    const section = await results();
    expect(within(section).getAllByRole("listitem")).toHaveLength(2);
    expect(within(section).queryByRole("img", { name: /Max resolution/ })).toBeNull();
    expect(section.textContent).toContain(
      "YouTube doesn't have Max resolution (1280 × 720) or Standard (640 × 480) for this video, so they are left out.",
    );
    expect(listStatus(section)).toBe("2 sizes ready to save.");
  });

  it("says which sizes did not load at all", async () => {
    setup({ ...FULL, mqdefault: null });
    submit(ID);
    const section = await results();
    expect(section.textContent).toContain(
      "Medium quality (320 × 180) didn't load. Press Get Thumbnails again to retry.",
    );
  });

  it("a video with no thumbnails, and a connection that loads none", async () => {
    setup({ maxresdefault: GREY, sddefault: GREY, hqdefault: GREY, mqdefault: GREY });
    submit(`https://www.youtube.com/shorts/${ID}`);
    const none = await screen.findByRole("region", { name: "No thumbnails found" });
    expect(within(none).getByRole("status").textContent).toMatch(/^YouTube has no thumbnail for this video/);
    // The toast comes through the toast store, which can render a moment after the results do.
    await waitFor(() => expect(toastText()).toMatch(/^No thumbnails foundYouTube has no thumbnail/));
    expect(screen.queryAllByRole("img")).toHaveLength(0);
  });

  it("a connection that loads nothing says so", async () => {
    setup({});
    submit(ID);
    const none = await screen.findByRole("region", { name: "No thumbnails found" });
    expect(within(none).getByRole("status").textContent).toMatch(/^Couldn't load any pictures/);
  });

  it.each([
    ["opened", /^Opened the full picture in a new tab\. Save it from there/],
    ["blocked", /^Your browser didn't let this page save the picture\. Tap Open full size/],
  ] as const)("a Download the browser does not allow (%s) says how to save it instead", async (outcome, hint) => {
    setup(FULL, outcome);
    submit(ID);
    const row = (await results()).querySelector("li") as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: /^Download / }));
    await waitFor(() => expect(within(row).getByRole("status").textContent).toMatch(hint));
  });

  it.each([
    ["empty", "", "URL RequiredPaste a YouTube video link or its 11-character video ID."],
    ["whitespace", "   ", "URL RequiredPaste a YouTube video link or its 11-character video ID."],
    [
      "10,000 characters",
      "a".repeat(10_000),
      "Check the linkThat's far too long to be a YouTube link. Copy the link again from Share.",
    ],
    [
      "emoji",
      "🔥🎉😀",
      "Check the linkThat doesn't look like a link. On YouTube, tap Share, then Copy link, and paste it here.",
    ],
    [
      "an Instagram link",
      "https://www.instagram.com/reel/C8xYz12AbCd/",
      "Check the linkThat link isn't from YouTube. Paste a youtube.com or youtu.be link.",
    ],
    [
      "a look-alike host",
      "https://youtu.be.evil.example/dQw4w9WgXcQ",
      "Check the linkThat link isn't from YouTube. Paste a youtube.com or youtu.be link.",
    ],
    [
      "a channel",
      "https://www.youtube.com/@riya.makes",
      "Check the linkThat YouTube link doesn't point to one video. It may be a channel, a playlist or the home page.",
    ],
    [
      "a cut-off id",
      "https://youtu.be/dQw4w9W",
      "Check the linkThe video ID in that link looks cut off or changed. Copy the link again from Share.",
    ],
    [
      "right-to-left text as the id",
      "https://www.youtube.com/watch?v=مرحبا_بالعالم",
      "Check the linkThe video ID in that link looks cut off or changed. Copy the link again from Share.",
    ],
    [
      "markup",
      `<img src=x onerror="window.__pwned=1">`,
      "Check the linkThat doesn't look like a link. On YouTube, tap Share, then Copy link, and paste it here.",
    ],
  ])("%s: a message, and no request", (_name, value, message) => {
    const { loadImage } = setup();
    submit(value);
    expect(toastText()).toBe(message);
    expect(loadImage).not.toHaveBeenCalled();
    expect(document.querySelector("img[src='x']")).toBeNull();
  });

  it("answers a link carried in the page's address", async () => {
    window.history.replaceState(null, "", `/youtube/thumbnail-downloader?url=${ID}`);
    setup();
    const section = await results();
    expect(within(section).getAllByRole("listitem")).toHaveLength(4);
    expect(screen.getByLabelText("YouTube link or video ID")).toHaveProperty("value", ID);
  });
});
