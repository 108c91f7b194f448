import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";
import { type Rgb, solid, png } from "../../../tests/e2e/test-images";

// The Hindi page: the same grid, crops and tiles, every word around them in Hindi.
const PATH = e2e.openBeforeEach("/hi/instagram/grid-preview");

const RED: Rgb = [220, 30, 30];
const GREEN: Rgb = [30, 180, 60];
const BLUE: Rgb = [30, 60, 220];
const red = solid("red.png", 1280, 720, RED);
const green = solid("green.png", 720, 1280, GREEN);
const bands = png("Goa Trip.png", 900, 400, (x) => (x < 300 ? RED : x < 600 ? GREEN : BLUE));

const tiles = (page: Page) => page.getByTestId("grid-tile");
const results = (page: Page) => page.getByRole("region", { name: "आपकी टाइल्स, पोस्ट करने के क्रम में" });

test("plans a grid and splits a picture with Hindi words, messages and announcements", async ({ page }) => {
  await expect(page.getByTestId("grid-status")).toHaveText("अभी कोई फ़ोटो नहीं: आपका ग्रिड यहां 3:4 टाइल्स में दिखेगा।");
  await page
    .locator("#grid-files")
    .setInputFiles([red, green, { name: "caption.txt", mimeType: "text/plain", buffer: Buffer.from("hello") }]);
  await e2e.expectToast(page, "यह फ़ाइल नहीं चलेगी", "“caption.txt” कोई फ़ोटो नहीं है। JPG, PNG या WebP फ़ाइल चुनें।");
  await expect(tiles(page)).toHaveCount(2);
  await expect(page.getByTestId("grid-status")).toHaveText("ग्रिड में 12 में से 2 फ़ोटो। सबसे ऊपर बाईं ओर सबसे नई पोस्ट है।");
  await expect(page.getByTestId("profile-counts")).toContainText("पोस्ट");
  await expect(page.getByTestId("post-notes").first()).toContainText("फ़ीड: लैंडस्केप पोस्ट (16:9), पूरी दिखती है।");
  // A tap on a picture shows its number and buttons.
  await page.getByRole("button", { name: "2 में से फ़ोटो 1: red.png" }).click();
  await page.getByRole("button", { name: "फ़ोटो 1 को बाद में ले जाएं: red.png" }).click();
  await expect(page.getByTestId("move-status")).toHaveText("फ़ोटो 1, red.png, 2 में से जगह 2 पर चली गई।");
  await expect(page.getByRole("button", { name: "2 में से फ़ोटो 2: red.png" })).toBeAttached();

  await page.getByRole("button", { name: "टाइल्स बनाएं" }).click();
  await e2e.expectToast(page, "अभी कोई फ़ोटो नहीं", "बांटने के लिए एक फ़ोटो चुनें, फिर “टाइल्स बनाएं” दबाएं।");
  await page.locator("#split-file").setInputFiles(bands);
  await expect(page.getByTestId("split-source")).toContainText("पिक्सल। 3 × 1 ग्रिड में:");
  await expect(page.getByLabel("3 × 1: एक लाइन")).toBeChecked();
  await page.getByRole("button", { name: "टाइल्स बनाएं" }).click();
  await expect(results(page).getByRole("status")).toHaveText(
    "3 टाइल्स तैयार हैं। नंबर 1 सबसे पहले पोस्ट करें और नंबर 3 सबसे आखिर में।",
  );
  await expect(results(page).getByRole("listitem")).toContainText([
    "3 में से पोस्ट 1, दाईं ओर आएगी",
    "3 में से पोस्ट 2, बीच में आएगी",
    "3 में से पोस्ट 3, बाईं ओर आएगी",
  ]);
  await expect(results(page).getByRole("link", { name: "goa-trip-post-1-of-3.jpg डाउनलोड करें" })).toHaveAttribute(
    "download",
    "goa-trip-post-1-of-3.jpg",
  );
  await page.getByRole("button", { name: "टाइल्स ऊपर वाले ग्रिड में जोड़ें" }).click();
  await expect(tiles(page)).toHaveCount(5);
});

test("opens from an address with the split layout chosen, and asks for a picture in Hindi", async ({ page }) => {
  await page.goto(`${PATH}?layout=3x2`);
  await expect(page.getByLabel("3 × 2: दो लाइनें")).toBeChecked();
  await e2e.expectToast(page, "अभी कोई फ़ोटो नहीं", "बांटने के लिए एक फ़ोटो चुनें, फिर “टाइल्स बनाएं” दबाएं।");
  await page.locator("summary", { hasText: "प्रोफ़ाइल एडिट करें" }).click();
  await page.getByLabel("नाम", { exact: true }).fill("रिया शर्मा");
  await expect(page.getByTestId("profile-preview")).toContainText("रिया शर्मा");
  await expect(page.getByTestId("profile-bio")).toHaveText("आपका बायो यहां दिखेगा।");
});
