import { type Page, expect, test } from "@playwright/test";
import {
  BAD_INPUTS,
  expectMarkupInert,
  expectNoAxeViolations,
  expectToast,
  open,
  watchViolations,
} from "../../../tests/e2e/support";
import { type TestFile, dropFiles, encoded, noise, solid, watchOtherHosts } from "../../../tests/e2e/test-images";

const PATH = "/youtube/thumbnail-preview";
const FRAMES = ["phone-feed", "desktop-grid", "search", "up-next"].flatMap((surface) =>
  ["dark", "light"].map((theme) => `frame-${surface}-${theme}`),
);

const landscape = solid("masala-dosa.png", 1280, 720, [200, 40, 40]);
const portrait = solid("reel-cover.png", 720, 1280, [40, 120, 200]);
const tiny = solid("tiny.png", 320, 180, [30, 160, 80]);
const other = solid("option-b.png", 1920, 1080, [240, 200, 30]);

const LONG_TITLE =
  "I tried every chaat stall in Chandni Chowk for one whole day and this is what happened to my stomach";

const pick = (page: Page, slot: "A" | "B", file: TestFile) =>
  page.locator(`#thumbnail-${slot}-file`).setInputFiles(file);
const frame = (page: Page, id: string) => page.getByTestId(id);
const slotStatus = (page: Page, slot: "A" | "B") => page.getByTestId(`slot-${slot}-status`);
const warnings = (page: Page, slot: "A" | "B") => page.getByRole("list", { name: `Warnings for thumbnail ${slot}` });

let otherHosts: string[] = [];
let violations: () => Promise<string[]>;

test.beforeEach(async ({ page, baseURL }) => {
  otherHosts = watchOtherHosts(page, baseURL);
  violations = await watchViolations(page);
});

test.afterEach(async () => {
  expect(otherHosts, "requests to other hosts").toEqual([]);
  expect(await violations(), "Content-Security-Policy violations").toEqual([]);
});

for (const [label, viewport] of [
  ["1280 px", { width: 1280, height: 800 }],
  ["375 px", { width: 375, height: 740 }],
] as const) {
  test.describe(`at ${label}`, () => {
    test.use({ viewport });

    test("before a picture is picked, every frame shows a neutral placeholder and a hint", async ({ page }) => {
      test.slow();
      await open(page, PATH);
      await expect(page.getByTestId("preview-status")).toHaveText(
        "No picture yet: the frames below show where your thumbnail will sit.",
      );
      for (const id of FRAMES) {
        await expect(frame(page, id).getByTestId("thumbnail-placeholder")).toHaveText("Thumbnail A");
        await expect(frame(page, id).getByTestId("preview-title")).toHaveText(
          "Your video title shows here: type it above",
        );
      }
      await expect(page.getByTestId("thumbnail-image")).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test("draws the picture, title, channel and length in all four places, dark and light", async ({ page }) => {
      await open(page, PATH);
      await page.getByLabel("Video title").fill("Masala dosa at 6 am in Bengaluru");
      await page.getByLabel("Channel name").fill("Foodie Riya");
      await page.getByLabel("Duration (optional)").fill("12:45");
      await pick(page, "A", landscape);

      await expect(slotStatus(page, "A")).toHaveText(
        /^masala-dosa\.png: 1,280 × 720 pixels, \d+ KB\. Right size, shape and weight for YouTube\.$/,
      );
      await expect(warnings(page, "A")).toHaveCount(0);
      await expect(page.getByTestId("preview-status")).toHaveText(
        "Showing thumbnail A in four places, dark and light.",
      );
      for (const id of FRAMES) {
        const box = frame(page, id);
        await expect(box.getByTestId("thumbnail-image")).toHaveAttribute("src", /^blob:/);
        await expect(box.getByTestId("preview-title")).toHaveText("Masala dosa at 6 am in Bengaluru");
        await expect(box.getByText("12:45", { exact: true })).toBeVisible();
        await expect(box.getByText(/Foodie Riya/)).toBeVisible();
        // Every thumbnail is drawn 16:9.
        const size = await box.getByTestId("thumbnail-image").boundingBox();
        expect((size?.width ?? 0) / (size?.height ?? 1)).toBeCloseTo(16 / 9, 1);
      }
      const upNext = await frame(page, "frame-up-next-dark").getByTestId("thumbnail-image").boundingBox();
      expect(Math.round(upNext?.width ?? 0)).toBe(168);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test("cuts a long title after two lines with an ellipsis, and estimates the cut", async ({ page }) => {
      await open(page, PATH);
      await page.getByLabel("Video title").fill(LONG_TITLE);
      for (const id of FRAMES) {
        const title = frame(page, id).getByTestId("preview-title");
        await expect(title).toHaveText(LONG_TITLE);
        const lines = await title.evaluate((element) => {
          const style = getComputedStyle(element);
          return {
            clamp: style.getPropertyValue("-webkit-line-clamp"),
            shown: element.clientHeight / parseFloat(style.lineHeight),
            clipped: element.scrollHeight > element.clientHeight,
          };
        });
        expect(lines.clamp).toBe("2");
        expect(Math.round(lines.shown)).toBeLessThanOrEqual(2);
        // The narrow frames cannot fit 100 characters in two lines; the wide ones may.
        if (/phone-feed|up-next/.test(id)) expect(lines.clipped).toBe(true);
      }
      await expect(page.getByTestId("cut-up-next")).toHaveText(
        /^Likely cut after about \d+ characters: I tried every chaat stall in Chandni .*…$/,
      );
      await page.getByLabel("Video title").fill("Chai in Jaipur");
      await expect(page.getByTestId("cut-phone-feed")).toHaveText("The whole title should fit here.");
    });

    test("warns about a picture that is not 16:9 and smaller than 1280 × 720", async ({ page }) => {
      await open(page, PATH);
      await pick(page, "A", portrait);
      await expect(slotStatus(page, "A")).toContainText("2 things to check before you upload.");
      await expect(warnings(page, "A").locator("[data-warning='ratio']")).toHaveText(
        "This picture is 9:16 (720 × 1,280), not 16:9. YouTube fits it into a 16:9 frame, so expect black bars or a cropped edge.",
      );
      await expect(warnings(page, "A").locator("[data-warning='small']")).toHaveText(
        "At 720 × 1,280 it is smaller than 1,280 × 720, so it can look soft on a big screen.",
      );
      // Fitted with bars, never stretched: the picture keeps its own shape inside the 16:9 box.
      const shape = await frame(page, "frame-desktop-grid-dark")
        .getByTestId("thumbnail-image")
        .evaluate((image) => getComputedStyle(image).objectFit);
      expect(shape).toBe("contain");
    });

    test("warns about a picture under 640 pixels wide, and says one over 2 MB goes up from a computer only", async ({
      page,
    }) => {
      await open(page, PATH);
      await pick(page, "A", tiny);
      await expect(warnings(page, "A").getByRole("listitem")).toHaveText([
        "It is only 320 pixels wide. YouTube asks for at least 640; make it 1,280 × 720.",
      ]);
      const heavy = noise("heavy.png", 1280, 720);
      expect(heavy.buffer.length).toBeGreaterThan(2_000_000);
      await pick(page, "A", heavy);
      await expect(slotStatus(page, "A")).toContainText("heavy.png: 1,280 × 720 pixels");
      await expect(warnings(page, "A").getByRole("listitem")).toHaveText([
        /^At 2\.\d\d MB it is over the 2 MB YouTube takes from a phone\. Upload it from a computer \(up to 50 MB\), or export it as a JPG at about 85% quality to upload it from your phone\.$/,
      ]);
    });

    test("puts thumbnail B beside A in every frame", async ({ page }) => {
      await open(page, PATH);
      await pick(page, "A", landscape);
      await pick(page, "B", other);
      await expect(page.getByTestId("preview-status")).toHaveText(
        "Showing thumbnails A and B side by side in four places, dark and light.",
      );
      for (const id of FRAMES) {
        await expect(frame(page, id).getByTestId("thumbnail-image")).toHaveCount(2);
      }
      const a = await frame(page, "frame-desktop-grid-light").getByTestId("card-A").boundingBox();
      const b = await frame(page, "frame-desktop-grid-light").getByTestId("card-B").boundingBox();
      if ((page.viewportSize()?.width ?? 0) >= 1024) {
        expect(Math.abs((a?.y ?? 0) - (b?.y ?? 1))).toBeLessThan(2);
        expect(b?.x ?? 0).toBeGreaterThan((a?.x ?? 0) + (a?.width ?? 0) - 1);
      } else {
        expect(b?.y ?? 0).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0) - 1);
      }
    });

    test("has no accessibility violations with two pictures and warnings shown", async ({ page }) => {
      // Sixteen preview cards for axe to walk: slow on a busy machine.
      test.slow();
      await open(page, PATH);
      await page.getByLabel("Video title").fill(LONG_TITLE);
      await page.getByLabel("Duration (optional)").fill("8:05");
      await pick(page, "A", portrait);
      await pick(page, "B", other);
      await expect(warnings(page, "A")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test("a picture dropped on the zone is used like a picked one", async ({ page }) => {
  await open(page, PATH);
  await dropFiles(page, "button[aria-labelledby]", [landscape]);
  await expect(slotStatus(page, "A")).toContainText("masala-dosa.png: 1,280 × 720 pixels");
  await expect(frame(page, "frame-search-dark").getByTestId("thumbnail-image")).toHaveAttribute("src", /^blob:/);
});

test("the drop zone is a button a keyboard reaches, and it opens the file picker", async ({ page }) => {
  await open(page, PATH);
  await page.getByLabel("Duration (optional)").focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Choose thumbnail A" })).toBeFocused();
  // The button is reached and named; opening the system picker from it is the browser's own job,
  // which headless Chromium does not always report for a key press, so the picker is opened by a press.
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose thumbnail A" }).click();
  await (await chooser).setFiles(landscape);
  await expect(slotStatus(page, "A")).toContainText("masala-dosa.png");
  await expect(page.getByRole("button", { name: "Replace thumbnail A" })).toBeVisible();
});

test("replacing or removing a picture lets go of the old one", async ({ page }) => {
  await open(page, PATH);
  await pick(page, "A", landscape);
  const first = await frame(page, "frame-phone-feed-dark").getByTestId("thumbnail-image").getAttribute("src");
  await pick(page, "A", tiny);
  await expect(slotStatus(page, "A")).toContainText("tiny.png");
  // A released address no longer loads; an image element asks the same way the page does.
  const readable = (url: string | null) =>
    page.evaluate(
      (address) =>
        new Promise<boolean>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(true);
          image.onerror = () => resolve(false);
          image.src = address ?? "";
        }),
      url,
    );
  expect(await readable(first)).toBe(false);
  const second = await frame(page, "frame-phone-feed-dark").getByTestId("thumbnail-image").getAttribute("src");
  expect(await readable(second)).toBe(true);
  await page.getByRole("button", { name: "Remove thumbnail A" }).click();
  await expect(frame(page, "frame-phone-feed-dark").getByTestId("thumbnail-placeholder")).toBeVisible();
  await expect(slotStatus(page, "A")).toHaveText("No picture yet.");
  expect(await readable(second)).toBe(false);
});

test("a WebP picture is shown, with a note that YouTube wants JPG, PNG or GIF", async ({ page }) => {
  await open(page, PATH);
  await pick(page, "A", await encoded(page, "cover.webp", 1280, 720, [90, 20, 160], "image/webp"));
  await expect(warnings(page, "A").getByRole("listitem")).toHaveText([
    "It is WebP; YouTube takes JPG, PNG or GIF. Export it as one of those before you upload.",
  ]);
});

test("a JPEG at 1280 × 720 needs no warning", async ({ page }) => {
  await open(page, PATH);
  await pick(page, "A", await encoded(page, "final.jpg", 1280, 720, [10, 10, 10], "image/jpeg"));
  await expect(slotStatus(page, "A")).toContainText("Right size, shape and weight for YouTube.");
});

test("a file that is not an image, or cannot be read, gets a message and changes nothing", async ({ page }) => {
  await open(page, PATH);
  await pick(page, "A", { name: "script.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expectToast(page, "Can't use that file", "“script.txt” isn't an image. Pick a JPG, PNG or GIF file.");
  await pick(page, "B", { name: "broken.png", mimeType: "image/png", buffer: Buffer.from("not really a png") });
  await expectToast(
    page,
    "Can't use that file",
    "This browser couldn't open “broken.png”. Save it as JPG, PNG or GIF and pick it again.",
  );
  await expect(page.getByTestId("thumbnail-image")).toHaveCount(0);
});

test("two files for one thumbnail: the first is used and the page says so", async ({ page }) => {
  await open(page, PATH);
  await page.locator("#thumbnail-A-file").evaluate((input) => input.setAttribute("multiple", ""));
  await pick(page, "A", landscape);
  await page.locator("#thumbnail-A-file").setInputFiles([tiny, other]);
  await expectToast(
    page,
    "One picture per thumbnail",
    "Thumbnail A shows “tiny.png”. Pick or drop the other picture on the other thumbnail.",
  );
  await expect(slotStatus(page, "A")).toContainText("tiny.png");
});

test("the address carries the title, channel and length, and follows typing", async ({ page }) => {
  await open(page, `${PATH}?title=${encodeURIComponent("Goa on ₹5,000")}&channel=Budget%20Yatri&duration=1:02:30`);
  await expect(page.getByLabel("Video title")).toHaveValue("Goa on ₹5,000");
  await expect(page.getByLabel("Channel name")).toHaveValue("Budget Yatri");
  await expect(frame(page, "frame-search-light").getByTestId("preview-title")).toHaveText("Goa on ₹5,000");
  await expect(frame(page, "frame-search-light").getByText("1:02:30", { exact: true })).toBeVisible();
  await expect(frame(page, "frame-search-light").getByText("Budget Yatri")).toBeVisible();

  await page.getByLabel("Channel name").fill("Yatri Sisters");
  await expect(page).toHaveURL(/channel=Yatri\+Sisters/);
  await expect(page).toHaveURL(/title=Goa\+on/);
});

test("a length that is not a clock time gets the duration message", async ({ page }) => {
  await open(page, `${PATH}?title=Hello&duration=abc`);
  await expectToast(
    page,
    "Check the duration",
    "Write the duration as minutes and seconds, like 8:45, or with hours, like 1:02:30.",
  );
  await expect(frame(page, "frame-phone-feed-dark").getByTestId("preview-title")).toHaveText("Hello");
  await page.getByLabel("Duration (optional)").fill("99");
  await page.getByRole("button", { name: "Show preview" }).click();
  await expectToast(page, "Check the duration");
  await expect(page.locator("[data-testid='frame-up-next-dark'] span.absolute")).toHaveCount(0);
});

test("an over-long title in the address is cut to YouTube's 100 characters, with a note", async ({ page }) => {
  await open(page, `${PATH}?title=${BAD_INPUTS.long}`);
  await expectToast(page, "Heads up", "Video title was cut to its first 100 characters.");
  await expect(page.getByLabel("Video title")).toHaveValue("a".repeat(100));
});

test("blank, emoji, right-to-left and markup titles are shown as text", async ({ page }) => {
  await open(page, PATH);
  const title = () => frame(page, "frame-desktop-grid-dark").getByTestId("preview-title");
  await page.getByLabel("Video title").fill(BAD_INPUTS.whitespace);
  await expect(title()).toHaveText("Your video title shows here: type it above");
  await page.getByLabel("Video title").fill(BAD_INPUTS.emoji);
  await expect(title()).toHaveText(BAD_INPUTS.emoji);
  await page.getByLabel("Video title").fill("مرحبا بالجميع في قناتي");
  await expect(title()).toHaveText("مرحبا بالجميع في قناتي");
  expect(await title().evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
  await page.getByLabel("Video title").fill(BAD_INPUTS.markup);
  await page.getByLabel("Channel name").fill(BAD_INPUTS.markup);
  await expect(title()).toHaveText(BAD_INPUTS.markup);
  await expectMarkupInert(page);
});
