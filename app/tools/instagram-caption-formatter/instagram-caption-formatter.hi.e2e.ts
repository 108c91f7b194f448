import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same preview and checks, every word around the caption in Hindi.
const PATH = e2e.openBeforeEach("/hi/instagram/caption-formatter");

const field = (page: Page) => page.getByRole("textbox", { name: "आपका कैप्शन" });
const previewText = (page: Page) => page.getByTestId("caption-preview-text");
const status = (page: Page) => page.getByRole("region", { name: "फ़ीड प्रीव्यू" }).getByRole("status");
const more = (page: Page) => page.getByRole("button", { name: /^और/ });
const warnings = (page: Page) => page.getByRole("list", { name: "पोस्ट करने से पहले जांच लें" });
const counter = (page: Page, label: string) =>
  page.locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) });

const HOOK =
  "आज मैंने पहली बार घर पर मसाला चाय बनाई और सच कहूं तो यह अब तक की सबसे अच्छी चाय थी, जो मैंने कभी पी है और अब मैं आपको इसकी पूरी रेसिपी बताने वाली हूं ☕";
const CAPTION = `${HOOK}\n\nरेसिपी नीचे है\n#chai #masalachai #chailover #desi #homemade #morning`;

test("says in Hindi there is nothing to copy, then previews, checks and copies a Hindi caption", async ({ page }) => {
  await expect(status(page)).toHaveText("कैप्शन लिखें या पेस्ट करें, और देखें कि फ़ीड में यह कैसा दिखेगा।");
  await page.getByRole("button", { name: "कैप्शन कॉपी करें" }).click();
  await e2e.expectToast(page, "कॉपी करने को कुछ नहीं", "पहले कैप्शन लिखें या पेस्ट करें: अभी कॉपी करने को कुछ नहीं है।");

  await field(page).fill(CAPTION);
  await expect(status(page)).toHaveText("प्रीव्यू तैयार: 2 चीज़ें जांचनी हैं।");
  await expect(warnings(page)).toContainText(
    "Instagram एक पोस्ट पर 5 हैशटैग तक लेने देता है; इस कैप्शन में 6 हैं। अपने सबसे अच्छे 5 रखें।",
  );
  await expect(warnings(page)).toContainText('आपकी पहली लाइन "… और" वाले कट से आगे जाती है');
  await expect(counter(page, "हैशटैग")).toContainText("6 / 5लिमिट से ज़्यादा");
  await expect(counter(page, "लाइनें")).toContainText("4");
  await more(page).click();
  await expect(previewText(page)).toHaveText(CAPTION);
  await page.getByRole("button", { name: "फिर से फ़ीड वाला व्यू दिखाएं" }).click();
  await expect(more(page)).toBeVisible();

  await page.getByRole("button", { name: "कैप्शन कॉपी करें" }).click();
  expect(await e2e.readClipboard(page)).toBe(CAPTION);
  await e2e.expectToast(page, "कॉपी हो गया!", "कैप्शन लाइन ब्रेक के साथ कॉपी हो गया। अब इसे Instagram में पेस्ट करें।");
});

test("opens from an address with the caption in the field and the preview", async ({ page }) => {
  await page.goto(`${PATH}?caption=${encodeURIComponent("गोवा डायरी 🌊\nपहला दिन")}`);
  await expect(field(page)).toHaveValue("गोवा डायरी 🌊\nपहला दिन");
  await expect(previewText(page)).toHaveText("गोवा डायरी 🌊\nपहला दिन");
  await expect(status(page)).toHaveText("प्रीव्यू तैयार: कुछ भी ठीक नहीं करना है।");
  await expect(counter(page, "कैरेक्टर")).toContainText("/ 2,200");
  await expect(more(page)).toHaveCount(0);
});
