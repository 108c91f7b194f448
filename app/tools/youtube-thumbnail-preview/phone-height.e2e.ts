import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";
import { solid } from "../../../tests/e2e/test-images";

// A creator comparing two thumbnails on a phone sees both, in every place YouTube shows them, within
// about four screens: the tool (above its guide) at most 2,960 px tall whichever place is shown, with
// a long title, a length and pictures that draw warnings, the tallest case.

const LONG_TITLE =
  "I tried every chaat stall in Chandni Chowk for one whole day and this is what happened to my stomach";

test("with A and B at 375 px the tool stays within four screens in every place", e2e.PHONE_ONLY, async ({ page }) => {
  await e2e.open(page, "/youtube/thumbnail-preview");
  await page.getByLabel("Video title").fill(LONG_TITLE);
  await page.getByLabel("Duration (optional)").fill("8:05");
  await page.locator("#thumbnail-A-file").setInputFiles(solid("reel-cover.png", 720, 1280, [40, 120, 200]));
  await page.locator("#thumbnail-B-file").setInputFiles(solid("tiny.png", 320, 180, [30, 160, 80]));
  await expect(page.getByTestId("preview-status")).toHaveText(/A and B/);
  const heights: Record<string, number> = {};
  for (const tab of ["Phone feed", "Computer", "Search", "Up next"]) {
    await page.getByRole("tab", { name: tab }).click();
    await expect(page.locator("[role='tabpanel']:visible").getByTestId("thumbnail-image")).toHaveCount(2);
    const box = await page.locator("[data-tool-screen]").boundingBox();
    heights[tab] = Math.round(box?.height ?? Infinity);
  }
  for (const [tab, height] of Object.entries(heights))
    expect(height, `${tab}: ${JSON.stringify(heights)}`).toBeLessThanOrEqual(2_960);
});
