import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { videoFixtures } from "../../../scripts/make-video-fixtures";
import * as e2e from "../../../tests/e2e/support";
import { watchDevicePage } from "../../../tests/e2e/test-images";

// The Reel of several clips: two small clips of different sizes and frame rates, a photo and a
// song, made by ffmpeg (scripts/make-video-fixtures.ts), joined, mixed and read back with ffprobe.
// Kept to one export of 5 s: encoding is most of the time these tests take.

const run = promisify(execFile);
const REEL = "/instagram/reel-maker";
const EXPORT_TIMEOUT = 60_000;

const FILES = ["wide", "tall", "photo", "song", "red", "blue"] as const;
let files: Record<(typeof FILES)[number], string>;

test.beforeAll(async () => {
  files = await videoFixtures(FILES);
});

let checkPage: () => Promise<void>;
test.beforeEach(async ({ page, baseURL }) => {
  checkPage = await watchDevicePage(page, baseURL);
});
test.afterEach(async () => {
  await checkPage();
});

async function openClips(page: Page, paths: readonly string[]) {
  await e2e.open(page, REEL);
  await page.locator("#video-file").setInputFiles([...paths]);
  await expect(page.getByTestId("clip-list").getByRole("listitem")).toHaveCount(paths.length, { timeout: 15_000 });
}

async function probe(file: string) {
  const { stdout } = await run("ffprobe", [
    "-v",
    "error",
    "-print_format",
    "json",
    "-show_streams",
    "-show_format",
    file,
  ]);
  const parsed = JSON.parse(stdout) as { streams: Record<string, string | number>[]; format: { duration: string } };
  return { streams: parsed.streams, duration: Number(parsed.format.duration) };
}

/** The average colour of the Reel's frame at `seconds`, as red, green and blue 0–255. */
async function colourAt(file: string, seconds: number): Promise<[number, number, number]> {
  const { stdout } = await run(
    "ffmpeg",
    [
      "-v",
      "error",
      "-ss",
      String(seconds),
      "-i",
      file,
      "-frames:v",
      "1",
      "-vf",
      "scale=1:1:flags=area",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-",
    ],
    { encoding: "buffer" },
  );
  return [stdout[0] ?? 0, stdout[1] ?? 0, stdout[2] ?? 0];
}

/** The frequency of the tone in a file's sound, from its rising zero crossings (mono, 48 kHz, past the first 0.1 s). */
async function toneHz(file: string): Promise<number> {
  const { stdout } = await run("ffmpeg", ["-v", "error", "-i", file, "-ac", "1", "-ar", "48000", "-f", "f32le", "-"], {
    encoding: "buffer",
    maxBuffer: 64 * 1024 * 1024,
  });
  const samples = new Float32Array(stdout.buffer, stdout.byteOffset, Math.floor(stdout.length / 4));
  const crossings: number[] = [];
  for (let i = 4800; i < samples.length; i++)
    if ((samples[i - 1] ?? 0) < 0 && (samples[i] ?? 0) >= 0) crossings.push(i);
  const first = crossings[0] ?? 0;
  const last = crossings.at(-1) ?? 0;
  return crossings.length < 2 ? 0 : ((crossings.length - 1) * 48_000) / (last - first);
}

/**
 * Exports the Reel (at 720p unless asked for the page's own size) and saves the download as `name`
 * in the test's output folder; also the file name the page offered.
 */
async function exportReel(page: Page, name: string, { at720 = true } = {}): Promise<{ file: string; offered: string }> {
  if (at720) await page.getByRole("radio", { name: "720p" }).check();
  await page.getByRole("button", { name: "Export Reel" }).click();
  const result = page.getByTestId("export-result");
  await expect(result).toBeVisible({ timeout: EXPORT_TIMEOUT });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    result.getByRole("link", { name: /^Download/ }).click(),
  ]);
  const file = test.info().outputPath(name);
  await download.saveAs(file);
  return { file, offered: download.suggestedFilename() };
}

test.describe("Reel of several clips", () => {
  test("two clips of different sizes, a photo for 1 s and a song become one 5 s 1080 × 1920 Reel", async ({ page }) => {
    test.setTimeout(90_000);
    await openClips(page, [files.wide, files.tall, files.photo]);
    const items = page.getByTestId("clip-list").getByRole("listitem");
    await expect(items.nth(0)).toContainText("1.wide.mp4Video, shows for 0:02");
    await expect(items.nth(1)).toContainText("2.tall.mp4Video, shows for 0:02");
    await expect(items.nth(2)).toContainText("3.photo.jpgPhoto, shows for 0:03");
    await expect(page.getByTestId("trim-status")).toHaveText("Your Reel: 0:07 (7 seconds).");

    await page.getByRole("button", { name: "Edit photo.jpg" }).click();
    await expect(page.getByRole("button", { name: "Editing photo.jpg" })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("textbox", { name: "Show for" }).fill("1");
    await expect(page.getByTestId("trim-status")).toHaveText("Your Reel: 0:05 (5 seconds).");

    await page.locator("#music-file").setInputFiles(files.song);
    await expect(page.getByTestId("music-status")).toHaveText("“song.mp3”, 8 seconds.", { timeout: 15_000 });
    await page.getByRole("radio", { name: "1 s", exact: true }).first().check();

    const { file, offered } = await exportReel(page, "reel.mp4", { at720: false });
    expect(offered).toBe("wide-reel-9x16-1080p.mp4");
    const { streams, duration } = await probe(file);
    const video = streams.find((s) => s.codec_type === "video");
    const audio = streams.find((s) => s.codec_type === "audio");
    expect(video).toMatchObject({ codec_name: "h264", width: 1080, height: 1920 });
    expect(audio).toMatchObject({ codec_name: "aac", channels: 2, sample_rate: "48000" });
    // The fastest clip's rate (30 fps): within one frame of the 5 s the page said.
    expect(Math.abs(Number(video?.duration) - 5)).toBeLessThanOrEqual(1 / 30 + 0.001);
    expect(Math.abs(duration - 5)).toBeLessThanOrEqual(1 / 30 + 0.03);
    expect(Number(video?.nb_frames)).toBe(150);

    // Sound all through: the clips' tone, then the song alone under the photo (4 s to 5 s).
    const { stderr } = await run("ffmpeg", [
      "-v",
      "info",
      "-ss",
      "4.1",
      "-t",
      "0.8",
      "-i",
      file,
      "-af",
      "volumedetect",
      "-f",
      "null",
      "-",
    ]);
    const mean = Number(/mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1]);
    expect(mean, "the song under the photo").toBeGreaterThan(-40);
  });

  test("a phone that says it has 2 GB of memory starts at 720p and is told why; 1080p can still be picked", async ({
    page,
  }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "deviceMemory", { get: () => 2 }));
    await openClips(page, [files.wide]);
    await expect(page.getByRole("radio", { name: "720p" })).toBeChecked();
    await expect(page.getByTestId("memory-note")).toHaveText(
      "This device says it has about 2 GB of memory, so 720p is picked: a 1080p export may run out. You can still pick 1080p.",
    );
    await page.getByRole("radio", { name: "1080p" }).check();
    await expect(page.getByRole("radio", { name: "1080p" })).toBeChecked();
  });

  test("a cross-fade lays the second photo over the first for half a second, and the Reel is shorter by it", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openClips(page, [files.red, files.blue]);
    await expect(page.getByTestId("trim-status")).toHaveText("Your Reel: 0:06 (6 seconds).");
    // The first clip has nothing before it to join.
    await expect(page.getByRole("combobox", { name: "Transition red.png" })).toHaveCount(0);
    const join = page.getByRole("combobox", { name: "Transition blue.png" });
    await expect(join).toHaveValue("cut");
    await join.selectOption({ label: "Cross-fade (0.5 s)" });
    await expect(page.getByTestId("trim-status")).toHaveText("Your Reel: 0:05.5 (5.5 seconds).");
    const { file } = await exportReel(page, "fade.mp4");
    const { streams } = await probe(file);
    const video = streams.find((s) => s.codec_type === "video");
    expect(Math.abs(Number(video?.duration) - 5.5)).toBeLessThanOrEqual(1 / 30 + 0.001);
    // Red alone until 2.5 s, half and half at 2.75 s, blue alone from 3 s.
    const [r1, , b1] = await colourAt(file, 2.3);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(50);
    const [r2, , b2] = await colourAt(file, 2.75);
    expect(r2).toBeGreaterThan(80);
    expect(r2).toBeLessThan(180);
    expect(b2).toBeGreaterThan(80);
    expect(b2).toBeLessThan(180);
    const [r3, , b3] = await colourAt(file, 3.2);
    expect(r3).toBeLessThan(50);
    expect(b3).toBeGreaterThan(200);
  });

  test("a 2 s clip at 2× is exported as a 1 s Reel of sampled frames, its 440 Hz tone still at 440 Hz", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openClips(page, [files.wide]);
    const speed = page.getByRole("combobox", { name: "Speed wide.mp4" });
    await expect(speed).toHaveValue("1");
    await speed.selectOption("2");
    await expect(page.getByTestId("clip-list").getByRole("listitem")).toContainText("1.wide.mp4Video, shows for 0:01");
    await expect(page.getByTestId("trim-status")).toHaveText("Your Reel: 0:01 (1 second).");
    await expect(page.getByTestId("speed-note")).toHaveText(
      "At 2× this clip's sound plays at that speed too, at its own pitch. Pick Mute to leave it out.",
    );
    const { file } = await exportReel(page, "fast.mp4");
    const { streams } = await probe(file);
    const video = streams.find((s) => s.codec_type === "video");
    expect(video).toMatchObject({ codec_name: "h264", width: 720, height: 1280 });
    // The clip's 30 fps over half the time: 30 frames, within one frame of 1 s.
    expect(Math.abs(Number(video?.duration) - 1)).toBeLessThanOrEqual(1 / 30 + 0.001);
    expect(Number(video?.nb_frames)).toBe(30);
    // Its sound, twice as fast, keeps its pitch: played faster by resampling it would be at 880 Hz.
    expect(await toneHz(file)).toBeGreaterThan(430);
    expect(await toneHz(file)).toBeLessThan(450);

    // The speed is part of the edit kept on the device.
    await expect.poll(() => keptEdit(page), { timeout: 15_000 }).toEqual({ speeds: [2], texts: 0, files: 1 });
    await page.reload();
    await expect(page.getByTestId("project-status")).toHaveText(/^Your last edit was restored/, { timeout: 15_000 });
    await expect(page.getByRole("combobox", { name: "Speed wide.mp4" })).toHaveValue("2");
    await expect(page.getByTestId("trim-status")).toHaveText("Your Reel: 0:01 (1 second).");
  });

  // At 375 px as well: the list's buttons, the music and text panels must fit a phone and pass axe there.
  test(
    "clips move by button and by Alt+arrow, are removed, and a file that isn't music is named",
    e2e.PHONE,
    async ({ page }) => {
      await openClips(page, [files.wide, files.tall]);
      const items = page.getByTestId("clip-list").getByRole("listitem");
      await expect(page.getByTestId("trim-status")).toHaveText("Your Reel: 0:04 (4 seconds).");

      const edit = page.getByRole("button", { name: "Editing wide.mp4" });
      await edit.focus();
      await page.keyboard.press("Alt+ArrowDown");
      await expect(items.nth(0)).toContainText("tall.mp4");
      await expect(page.getByTestId("clip-note")).toHaveText("“wide.mp4” is now clip 2 of 2.");
      await expect(edit).toBeFocused();
      await page.getByRole("button", { name: "Move up wide.mp4" }).click();
      await expect(items.nth(0)).toContainText("wide.mp4");
      await expect(page.getByRole("button", { name: "Move up wide.mp4" })).toBeFocused();

      // The Reel of two clips is made frame by frame; Cancel stops it and nothing is offered.
      await page.getByRole("radio", { name: "720p" }).check();
      await page.getByRole("button", { name: "Export Reel" }).click();
      await expect(page.getByTestId("export-progress-text")).toHaveText(/^\d+%/);
      await page.getByRole("button", { name: "Cancel" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Export cancelled. Nothing was saved." })).toBeVisible();
      await expect(page.getByTestId("export-result")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Export Reel" })).toBeEnabled();

      await page.getByRole("button", { name: "Edit tall.mp4" }).click();
      await expect(page.getByTestId("video-facts")).toContainText("Resolution360 × 640");
      await page.getByRole("radio", { name: "Lower" }).check();
      await page.getByRole("button", { name: "Remove tall.mp4" }).click();
      await expect(items).toHaveCount(1);
      await expect(page.getByTestId("clip-note")).toHaveText("“tall.mp4” removed.");
      await expect(page.getByTestId("trim-status")).toHaveText("Your Reel: 0:02 (2 seconds).");

      await page
        .locator("#music-file")
        .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
      await expect(page.getByTestId("music-error")).toHaveText(
        "“notes.txt” isn't a sound file. Pick an MP3, M4A, WAV or OGG file.",
      );
      await page
        .locator("#music-file")
        .setInputFiles({ name: "broken.mp3", mimeType: "audio/mpeg", buffer: Buffer.alloc(4096, 7) });
      await expect(page.getByTestId("music-error")).toHaveText(
        "“broken.mp3” can't be read as music: it may be damaged, or in a format this page doesn't read.",
        { timeout: 15_000 },
      );

      await page.getByRole("textbox", { name: "Text", exact: true }).fill("Goa trip 🌴 गोवा");
      await page.getByRole("textbox", { name: "Appears at", exact: true }).fill("0:00.5");
      await page.getByRole("radio", { name: "Shadow" }).check();
      await page.getByRole("button", { name: "Add text" }).click();
      await expect(page.getByTestId("text-list")).toContainText("Goa trip 🌴 गोवा0:00.5 to 0:03.5, Shadow, Top");
      await page.getByRole("button", { name: "Add text" }).click();
      await expect(page.getByText("Type the text first.")).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await e2e.expectNoAxeViolations(page);
    },
  );
});

/** What the page has kept on the device: the clips (by speed) and text blocks of its record, and the files stored. */
async function keptEdit(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ speeds: unknown[]; texts: number; files: number }>((resolve, reject) => {
        const request = indexedDB.open("creatorgrow-reel-maker");
        request.onerror = () => reject(new Error("no database"));
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains("project")) {
            db.close();
            resolve({ speeds: [], texts: 0, files: 0 });
            return;
          }
          const transaction = db.transaction(["project", "files"]);
          const record = transaction.objectStore("project").get("current");
          const files = transaction.objectStore("files").count();
          transaction.oncomplete = () => {
            db.close();
            const kept = record.result as { clips?: { speed?: unknown }[]; texts?: unknown[] } | undefined;
            resolve({
              speeds: (kept?.clips ?? []).map((clip) => clip.speed),
              texts: kept?.texts?.length ?? 0,
              files: files.result,
            });
          };
        };
      }),
  );
}

/** Forgets one stored file, as a browser that could not keep it would have. */
async function dropKeptFile(page: Page, key: string) {
  await page.evaluate(
    (name) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open("creatorgrow-reel-maker");
        request.onerror = () => reject(new Error("no database"));
        request.onsuccess = () => {
          const db = request.result;
          const transaction = db.transaction("files", "readwrite");
          transaction.objectStore("files").delete(name);
          transaction.oncomplete = () => {
            db.close();
            resolve();
          };
        };
      }),
    key,
  );
}

async function pickAgain(page: Page, name: string, path: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: `Pick again “${name}”` }).click(),
  ]);
  await chooser.setFiles(path);
}

test.describe("A voice-over recorded on the page", () => {
  // Chromium's stand-in microphone (playwright.config.ts) plays a beep; the page asks for it only
  // when Record is pressed.

  test("is recorded, opened as the Reel's sound and exported under the clip", async ({ page }) => {
    test.setTimeout(90_000);
    await openClips(page, [files.wide]);
    await page.getByRole("button", { name: "Record a voice-over" }).click();
    await expect(page.getByTestId("voice-status")).toHaveText("Recording… Press Stop recording when you're done.");
    await expect(page.getByRole("timer")).toHaveText("0:02", { timeout: 10_000 });
    await page.getByRole("button", { name: "Stop recording" }).click();
    await expect(page.getByTestId("music-status")).toHaveText(
      /^“voice-over \d\d-\d\d-\d\d\.webm”, \d(\.\d)? seconds?\.$/,
      {
        timeout: 15_000,
      },
    );
    await expect(page.getByRole("button", { name: "Record a voice-over" })).toBeEnabled();
    const { file } = await exportReel(page, "voice.mp4");
    const { streams } = await probe(file);
    expect(streams.find((s) => s.codec_type === "audio")).toMatchObject({ codec_name: "aac" });
  });
});

test.describe("A voice-over without the microphone", () => {
  // The browser's answers, as getUserMedia gives them: the test's browser grants every request, so
  // the refusals are its real error names handed to the page.
  for (const [name, message] of [
    [
      "NotAllowedError",
      "The microphone wasn't allowed. Allow it for this site in the browser's settings (the icon beside the address), then press Record a voice-over again.",
    ],
    ["NotFoundError", "No microphone was found on this device. Connect one, or choose a recording instead."],
  ] as const) {
    test(`says what to do when the browser answers ${name}`, async ({ page }) => {
      await page.addInitScript((errorName) => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("refused", errorName));
      }, name);
      await openClips(page, [files.wide]);
      await page.getByRole("button", { name: "Record a voice-over" }).click();
      await expect(page.getByTestId("voice-error")).toHaveText(message);
      await expect(page.getByTestId("voice-status")).toHaveText("");
      await expect(page.getByRole("button", { name: "Record a voice-over" })).toBeEnabled();
    });
  }
});

test.describe("An edit kept on the device", () => {
  test("two clips and a text block come back after a reload, a file not kept is picked again, and Start over clears it", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openClips(page, [files.wide, files.tall]);
    const items = page.getByTestId("clip-list").getByRole("listitem");
    await page.getByRole("button", { name: "Edit tall.mp4" }).click();
    await page.getByRole("textbox", { name: "Start", exact: true }).fill("0.5");
    await page.getByRole("radio", { name: "720p" }).check();
    await page.getByRole("textbox", { name: "Text", exact: true }).fill("Goa trip");
    await page.getByRole("textbox", { name: "Appears at", exact: true }).fill("0:01");
    await page.getByRole("button", { name: "Add text" }).click();
    await expect(page.getByTestId("trim-status")).toHaveText("Your Reel: 0:03.5 (3.5 seconds).");
    await expect.poll(() => keptEdit(page), { timeout: 15_000 }).toEqual({ speeds: [1, 1], texts: 1, files: 2 });

    await page.reload();
    const status = page.getByTestId("project-status");
    await expect(status).toHaveText("Your last edit was restored from this device. Carry on where you left off.", {
      timeout: 15_000,
    });
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText("1.wide.mp4Video, shows for 0:02");
    await expect(items.nth(1)).toContainText("2.tall.mp4Video, shows for 0:01.5");
    await expect(page.getByTestId("trim-status")).toHaveText("Your Reel: 0:03.5 (3.5 seconds).");
    await expect(page.getByTestId("text-list")).toContainText("Goa trip0:01 to 0:04");
    await expect(page.getByRole("radio", { name: "720p" })).toBeChecked();

    // A browser that could not keep a file: the edit comes back with that file named, to pick again.
    const tallKey = (
      await page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const request = indexedDB.open("creatorgrow-reel-maker");
            request.onsuccess = () => {
              const keys = request.result.transaction("files").objectStore("files").getAllKeys();
              keys.onsuccess = () => {
                request.result.close();
                resolve(keys.result.map(String));
              };
            };
          }),
      )
    ).find((key) => key.endsWith(":tall.mp4"));
    expect(tallKey).toBeDefined();
    await dropKeptFile(page, tallKey ?? "");
    await page.reload();
    await expect(status).toHaveText(
      "Your last edit was restored from this device, but 1 file couldn't be kept. Pick it again below.",
      { timeout: 15_000 },
    );
    await expect(items).toHaveCount(1);
    await expect(page.getByTestId("missing-files")).toContainText("“tall.mp4”");
    await pickAgain(page, "tall.mp4", files.wide);
    await expect(page.getByTestId("pick-note")).toHaveText(
      /^“wide\.mp4” isn't the file this edit used\. Pick “tall\.mp4” \([\d.]+ KB\)\.$/,
    );
    await pickAgain(page, "tall.mp4", files.tall);
    await expect(page.getByTestId("pick-note")).toHaveText("“tall.mp4” is back in your edit.", { timeout: 15_000 });
    await expect(items).toHaveCount(2);
    await expect(items.nth(1)).toContainText("2.tall.mp4Video, shows for 0:01.5");
    await expect(page.getByTestId("missing-files")).toHaveCount(0);
    await expect.poll(() => keptEdit(page), { timeout: 15_000 }).toEqual({ speeds: [1, 1], texts: 1, files: 2 });

    // Start over asks first; the safe answer has the focus and keeps everything.
    await page.getByRole("button", { name: "Start over" }).click();
    const question = page.getByRole("group", { name: /^Start over\?/ });
    await expect(page.getByRole("button", { name: "Keep editing" })).toBeFocused();
    await page.getByRole("button", { name: "Keep editing" }).click();
    await expect(question).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Start over" })).toBeFocused();
    await expect(items).toHaveCount(2);
    await page.getByRole("button", { name: "Start over" }).click();
    await page.getByRole("button", { name: "Yes, start over" }).click();
    await expect(status).toHaveText("Started over. Your last edit and its files are gone from this device.");
    await expect(page.getByTestId("clip-list")).toHaveCount(0);
    await expect.poll(() => keptEdit(page)).toEqual({ speeds: [], texts: 0, files: 0 });
    await page.reload();
    await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
    await expect(status).toHaveText("");
    await expect(page.getByTestId("clip-list")).toHaveCount(0);
  });
});
