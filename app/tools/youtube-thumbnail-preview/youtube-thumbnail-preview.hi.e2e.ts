import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { devanagariShare } from "~/test/devanagari-text";
import * as e2e from "../../../tests/e2e/support";
import { solid } from "../../../tests/e2e/test-images";

// The Hindi page: the same preview, its form, checks and the mock YouTube pages in Hindi. Every
// sentence is unit-tested beside the words; this checks what only a browser shows.
const PATH = "/hi/youtube/thumbnail-preview";
const portrait = solid("reel-cover.png", 720, 1280, [40, 120, 200]);
const frame = (page: Page, id: string) => page.getByTestId(`frame-${id}`);
const status = (page: Page) => page.getByTestId("preview-status");

test("asks in Hindi, checks a picture in Hindi and draws YouTube's Hindi pages", async ({ page }) => {
  await e2e.open(page, PATH);
  await expect(status(page)).toHaveText("अभी कोई तस्वीर नहीं: नीचे के फ़्रेम दिखाते हैं कि आपका थंबनेल कहां दिखेगा।");
  const search = frame(page, "search");
  await expect(search.getByTestId("thumbnail-placeholder")).toHaveText("थंबनेल A");
  await expect(search).toContainText("24 हज़ार व्यूज़ · 3 दिन पहले");
  await expect(search).toContainText("आपके डिस्क्रिप्शन के पहले शब्द सर्च रिज़ल्ट में यहां दिखते हैं।");

  await page.getByLabel("वीडियो की लंबाई (ज़रूरी नहीं)").fill("99");
  await page.getByRole("button", { name: "प्रीव्यू दिखाएं" }).click();
  await e2e.expectToast(page, "लंबाई जांचें", "लंबाई मिनट और सेकंड में लिखें, जैसे 8:45, या घंटे के साथ, जैसे 1:02:30।");
  await page.getByLabel("वीडियो की लंबाई (ज़रूरी नहीं)").fill("12:45");
  await page.getByLabel("वीडियो टाइटल").fill("चांदनी चौक की चाट");

  await page.locator("#thumbnail-A-file").setInputFiles(portrait);
  await expect(page.getByTestId("slot-A-status")).toHaveText(
    /^reel-cover\.png: 720 × 1,280 पिक्सल, [\d,.]+ (?:KB|बाइट)। अपलोड से पहले 2 चीज़ें जांच लें।$/u,
  );
  const warnings = page.getByRole("list", { name: "थंबनेल A में जांचने वाली बातें" }).getByRole("listitem");
  await expect(warnings.first()).toHaveText(/^यह तस्वीर 9:16 \(720 × 1,280\) है, 16:9 नहीं।/u);
  await expect(status(page)).toHaveText("थंबनेल A चार जगहों पर, YouTube की डार्क थीम में दिख रहा है।");
  await page.getByRole("radio", { name: "लाइट" }).check();
  await expect(status(page)).toHaveText("थंबनेल A चार जगहों पर, YouTube की लाइट थीम में दिख रहा है।");
  await expect(page.getByTestId("note-search")).toHaveText("पूरा टाइटल यहां एक लाइन में आ जाता है।");
  await expect(search.getByTestId("duration-badge")).toHaveText("12:45");
  await expect(page).toHaveURL(/duration=12%3A45/);
  await expect(page.getByRole("button", { name: "थंबनेल A हटाएं" })).toBeVisible();
  expect(devanagariShare((await page.locator("main").textContent()) ?? "")).toBeGreaterThan(0.6);
});

test("opens from a shared address with the title, channel and length", async ({ page }) => {
  await e2e.open(page, `${PATH}?title=${encodeURIComponent("गोवा ₹5,000 में")}&channel=Budget%20Yatri&duration=1:02:30`);
  await expect(page.getByLabel("वीडियो टाइटल")).toHaveValue("गोवा ₹5,000 में");
  const search = frame(page, "search");
  await expect(search.getByTestId("preview-title")).toHaveText("गोवा ₹5,000 में");
  await expect(search.getByTestId("duration-badge")).toHaveText("1:02:30");
  await expect(search.getByText("Budget Yatri")).toBeVisible();
  await expect(page.getByTestId("note-up-next")).toHaveText("पूरा टाइटल यहां एक लाइन में आ जाता है।");
});
