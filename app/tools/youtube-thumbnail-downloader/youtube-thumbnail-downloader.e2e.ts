import { readFile } from "node:fs/promises";
import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";

const PATH = "/youtube/thumbnail-downloader";
const ID = "dQw4w9WgXcQ";
const SHORT_ID = "aB3_-xYz9Q0";
const HOST = "https://i.ytimg.com";

// The page's own Content-Security-Policy allows YouTube's image host (and only this page's does);
// the host itself is a stand-in served by page.route, so nothing reaches the real network.

const SIZES = {
  maxresdefault: [1280, 720],
  sddefault: [640, 480],
  hqdefault: [480, 360],
  mqdefault: [320, 180],
  default: [120, 90],
} as const;
type SizeId = keyof typeof SIZES;

/** JPEGs drawn by the browser: one per size, and YouTube's plain grey 120 × 90 stand-in. */
interface Pictures {
  sizes: Record<SizeId, Buffer>;
  grey: Buffer;
}

let pictures: Pictures;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  const drawn = await page.evaluate((sizes) => {
    function jpeg(width: number, height: number, fill: string, label: string): string {
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("no 2d canvas");
      context.fillStyle = fill;
      context.fillRect(0, 0, width, height);
      context.fillStyle = "#ffffff";
      context.font = `${Math.round(height / 6)}px sans-serif`;
      context.fillText(label, width / 10, height / 2);
      return canvas.toDataURL("image/jpeg", 0.8).split(",")[1] ?? "";
    }
    const entries = Object.entries(sizes).map(([id, [width, height]]) => [id, jpeg(width, height, "#c026d3", id)]);
    return { sizes: Object.fromEntries(entries) as Record<string, string>, grey: jpeg(120, 90, "#cccccc", "") };
  }, SIZES);
  await page.close();
  const sizes = Object.fromEntries(
    Object.entries(drawn.sizes).map(([id, base64]) => [id, Buffer.from(base64, "base64")]),
  ) as Record<SizeId, Buffer>;
  pictures = { sizes, grey: Buffer.from(drawn.grey, "base64") };
});

interface ImageHost {
  /** Every address asked of the image host, in order. */
  asked: string[];
  /** Requests to any other host than the site itself and the image host. */
  elsewhere: string[];
}

/**
 * Stands in for YouTube's image host for the whole browser context (popups too). A size listed as
 * missing answers as YouTube does: 404 with the grey stand-in. `cors: false` is a host that does
 * not let the page read its pictures: answers fulfilled here pass the browser's CORS check whatever
 * their headers, so the page's own read (the only request that carries an Origin) fails instead,
 * as it would in the browser. The pictures show in <img> either way.
 */
async function imageHost(
  context: BrowserContext,
  { missing = [], cors = true }: { missing?: readonly SizeId[]; cors?: boolean } = {},
): Promise<ImageHost> {
  const host: ImageHost = { asked: [], elsewhere: [] };
  await context.route(`${HOST}/**`, (route) => {
    const url = route.request().url();
    host.asked.push(url);
    if (!cors && route.request().headers()["origin"]) return route.abort("accessdenied");
    const id = /\/vi\/[^/]+\/(\w+)\.jpg$/.exec(new URL(url).pathname)?.[1] as SizeId | undefined;
    const found = id && id in SIZES && !missing.includes(id);
    return route.fulfill({
      status: found ? 200 : 404,
      contentType: "image/jpeg",
      headers: cors ? { "Access-Control-Allow-Origin": "*" } : {},
      body: found ? pictures.sizes[id] : pictures.grey,
    });
  });
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (["http:", "https:"].includes(url.protocol) && url.hostname !== "localhost" && url.origin !== HOST) {
      host.elsewhere.push(request.url());
    }
  });
  return host;
}

function parts(page: Page) {
  return {
    input: page.getByLabel("YouTube link or video ID"),
    submit: page.getByRole("button", { name: "Get Thumbnails" }),
    results: page.getByRole("region", { name: "Thumbnails for this video" }),
    rows: page.getByRole("region", { name: "Thumbnails for this video" }).getByRole("listitem"),
  };
}

async function ask(page: Page, link: string) {
  const ui = parts(page);
  await ui.input.fill(link);
  await ui.submit.click();
}

/** The rows' headings, e.g. "Max resolution 1280 × 720". */
async function rowNames(page: Page): Promise<string[]> {
  return parts(page).rows.getByRole("heading").allTextContents();
}

const ALL_FOUR = [
  "Max resolution 1280 × 720",
  "Standard 640 × 480",
  "High quality 480 × 360",
  "Medium quality 320 × 180",
];

// Both run at 1280 px and, tagged e2e.PHONE, at 375 px: the sizes and their buttons must fit either.
test(
  "nothing loads from YouTube until asked; then every size, each with Download; axe clean",
  e2e.PHONE,
  async ({ page, context }) => {
    const host = await imageHost(context);
    await e2e.open(page, PATH);
    await expect(page).toHaveTitle("YouTube Thumbnail Downloader | CreatorGrow");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("YouTube Thumbnail Downloader");
    await e2e.expectNoAxeViolations(page);
    expect(host.asked).toEqual([]);

    await ask(page, `https://www.youtube.com/watch?v=${ID}&t=42s`);
    const ui = parts(page);
    await expect(ui.rows).toHaveCount(4);
    expect(await rowNames(page)).toEqual(ALL_FOUR);
    await expect(ui.results.getByRole("status").first()).toHaveText("4 sizes ready to save.");
    await expect(ui.results.getByText(ID, { exact: true })).toBeVisible();
    for (const [index, id] of ["maxresdefault", "sddefault", "hqdefault", "mqdefault"].entries()) {
      const image = ui.rows.nth(index).getByRole("img");
      await expect(image).toHaveAttribute("src", `${HOST}/vi/${ID}/${id}.jpg`);
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(SIZES[id as SizeId][0]);
      await expect(ui.rows.nth(index).getByRole("button", { name: /^Download / })).toBeVisible();
      await expect(ui.rows.nth(index).getByRole("link", { name: /^Open full size/ })).toHaveAttribute(
        "href",
        `${HOST}/vi/${ID}/${id}.jpg`,
      );
    }
    expect(page.url()).toContain(`?url=${encodeURIComponent(`https://www.youtube.com/watch?v=${ID}&t=42s`)}`);
    await e2e.expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(host.elsewhere).toEqual([]);
  },
);

test("Download saves the picture as a file named after the video and size", e2e.PHONE, async ({ page, context }) => {
  await imageHost(context);
  await e2e.open(page, PATH);
  await ask(page, `https://youtu.be/${ID}`);
  const row = parts(page).rows.first();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    row.getByRole("button", { name: "Download Max resolution (1280 × 720)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${ID}-maxresdefault.jpg`);
  const saved = await readFile(await download.path());
  expect(saved.equals(pictures.sizes.maxresdefault)).toBe(true);
  await e2e.expectToast(page, "Download started", `Saving ${ID}-maxresdefault.jpg.`);
});

test("reads every form of YouTube link, and asks YouTube for that video's sizes", async ({ page, context }) => {
  const host = await imageHost(context);
  await e2e.open(page, PATH);
  // A different video each time: the browser would answer a repeat from its cache without asking.
  const forms: readonly ((id: string) => string)[] = [
    (id) => `https://www.youtube.com/watch?feature=share&v=${id}&list=PL1&index=3`,
    (id) => `https://youtu.be/${id}?si=Xy12AbCdEf&t=42`,
    (id) => `youtu.be/${id}`,
    (id) => `https://www.youtube.com/shorts/${id}?feature=share`,
    (id) => `https://www.youtube.com/embed/${id}?start=30`,
    (id) => `https://www.youtube.com/live/${id}?si=abc`,
    (id) => `https://m.youtube.com/watch?v=${id}`,
    (id) => `https://music.youtube.com/watch?v=${id}&list=RDAMVM`,
    (id) => `https://www.youtube-nocookie.com/embed/${id}`,
    (id) => `http://www.youtube.com/v/${id}?version=3`,
    (id) => `  ${id}  `,
  ];
  for (const [index, form] of forms.entries()) {
    const id = `${SHORT_ID.slice(0, 9)}_${String.fromCharCode(65 + index)}`;
    const link = form(id);
    host.asked.length = 0;
    await ask(page, link);
    await expect(parts(page).rows).toHaveCount(4);
    await expect(parts(page).results.getByText(id, { exact: true })).toBeVisible();
    expect(
      host.asked.every((url) => url.startsWith(`${HOST}/vi/${id}/`)),
      link,
    ).toBe(true);
    expect(host.asked.length, link).toBeGreaterThanOrEqual(4);
  }
  expect(host.elsewhere).toEqual([]);
});

test("a size YouTube lacks (its grey stand-in) is left out, and the page says which", async ({ page, context }) => {
  await imageHost(context, { missing: ["maxresdefault"] });
  await e2e.open(page, PATH);
  await ask(page, `https://www.youtube.com/shorts/${SHORT_ID}`);
  await expect(parts(page).rows).toHaveCount(3);
  expect(await rowNames(page)).toEqual(ALL_FOUR.slice(1));
  await expect(parts(page).results).toContainText(
    "YouTube doesn't have Max resolution (1280 × 720) for this video, so it is left out.",
  );
  await expect(page.getByRole("img", { name: /Max resolution/ })).toHaveCount(0);
});

test("a video YouTube has no thumbnail for: a clear message, no grey boxes", async ({ page, context }) => {
  await imageHost(context, { missing: ["maxresdefault", "sddefault", "hqdefault", "mqdefault"] });
  await e2e.open(page, PATH);
  await ask(page, ID);
  const none = page.getByRole("region", { name: "No thumbnails found" });
  await expect(none.getByRole("status")).toHaveText(/^YouTube has no thumbnail for this video/);
  await e2e.expectToast(page, "No thumbnails found");
  await expect(page.locator("main img")).toHaveCount(0);
  await e2e.expectNoAxeViolations(page);
});

test("where the image host does not allow saving from the page, Download opens the picture with a hint", async ({
  page,
  context,
}) => {
  await imageHost(context, { cors: false });
  await e2e.open(page, PATH);
  await ask(page, ID);
  const row = parts(page).rows.nth(1);
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    row.getByRole("button", { name: "Download Standard (640 × 480)" }).click(),
  ]);
  await expect.poll(() => popup.url()).toBe(`${HOST}/vi/${ID}/sddefault.jpg`);
  await expect(row.getByRole("status")).toHaveText(/^Opened the full picture in a new tab\. Save it from there/);
  await popup.close();
});

test("a link carried in the address is answered when the page opens", async ({ page, context }) => {
  await imageHost(context);
  await e2e.open(page, `${PATH}?url=${encodeURIComponent(`https://youtu.be/${ID}`)}`);
  await expect(parts(page).rows).toHaveCount(4);
  await expect(parts(page).input).toHaveValue(`https://youtu.be/${ID}`);
  // The answer takes the focus, so keyboard and screen-reader users land on it.
  await expect(parts(page).results).toBeFocused();
});

test("bad input: a message for each, no request to YouTube, markup stays text", async ({ page, context }) => {
  const host = await imageHost(context);
  await e2e.open(page, PATH);
  const cases: readonly [string, string, string][] = [
    ["", "URL Required", "Paste a YouTube video link or its 11-character video ID."],
    [e2e.BAD_INPUTS.whitespace, "URL Required", "Paste a YouTube video link or its 11-character video ID."],
    [
      e2e.BAD_INPUTS.long,
      "Check the link",
      "That's far too long to be a YouTube link. Copy the link again from Share.",
    ],
    [
      e2e.BAD_INPUTS.emoji,
      "Check the link",
      "That doesn't look like a link. On YouTube, tap Share, then Copy link, and paste it here.",
    ],
    [
      "مرحبا بالعالم",
      "Check the link",
      "That doesn't look like a link. On YouTube, tap Share, then Copy link, and paste it here.",
    ],
    [
      e2e.BAD_INPUTS.markup,
      "Check the link",
      "That doesn't look like a link. On YouTube, tap Share, then Copy link, and paste it here.",
    ],
    [
      `https://youtube.com.evil.example/watch?v=${ID}`,
      "Check the link",
      "That link isn't from YouTube. Paste a youtube.com or youtu.be link.",
    ],
    [
      "https://www.youtube.com/@riya.makes",
      "Check the link",
      "That YouTube link doesn't point to one video. It may be a channel, a playlist or the home page.",
    ],
    [
      "https://youtu.be/dQw4w9W",
      "Check the link",
      "The video ID in that link looks cut off or changed. Copy the link again from Share.",
    ],
  ];
  for (const [value, title, message] of cases) {
    await ask(page, value);
    await e2e.expectToast(page, title, message);
    await expect(parts(page).submit).toBeEnabled();
  }
  await expect(parts(page).results).toHaveCount(0);
  expect(host.asked).toEqual([]);
  await e2e.expectMarkupInert(page);
});
