import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: Hindi channel names in Devanagari with a few in Latin letters for the handle, or
// Hinglish names in Roman letters when chosen.
const PATH = e2e.openBeforeEach("/hi/youtube/channel-name-generator");

const results = (page: Page) => page.getByRole("region", { name: "आपके चैनल नाम" });
const names = (page: Page) => results(page).getByTestId("result-text");
const DEVANAGARI = /[\u0900-\u097F]/u;

test("asks for a keyword in Hindi, names the channel in Devanagari, Hinglish when chosen, and copies", async ({
  page,
}) => {
  const press = () => page.getByRole("button", { name: "नाम बनाएं" }).click();
  await press();
  await e2e.expectToast(page, "उफ़!", "पहले कोई कीवर्ड या टॉपिक लिखें।");
  await expect(results(page)).toHaveCount(0);

  await page.getByRole("textbox", { name: "आपका टॉपिक या कीवर्ड" }).fill("cricket");
  await expect(page.getByRole("radio", { name: "हिंदी", exact: true })).toBeChecked();
  await press();
  await expect(results(page).getByRole("status")).toHaveText("15 चैनल नाम तैयार हैं।");
  const texts = await names(page).allTextContents();
  expect(new Set(texts).size).toBe(15);
  for (const text of texts.slice(0, 10)) expect(text).toContain("क्रिकेट");
  for (const text of texts.slice(10)) expect(text).toContain("Cricket");
  await results(page).getByRole("button", { name: "नाम 2 कॉपी करें" }).click();
  expect(await e2e.readClipboard(page)).toBe(texts[1]);
  await e2e.expectToast(page, "कॉपी हो गया!", "चैनल का नाम आपके क्लिपबोर्ड पर कॉपी हो गया।");

  await page.getByRole("radio", { name: /Hinglish/ }).click();
  await press();
  await expect(results(page).getByRole("status")).toHaveText("15 चैनल नाम तैयार हैं।");
  for (const text of await names(page).allTextContents()) {
    expect(text).toContain("Cricket");
    expect(text).not.toMatch(DEVANAGARI);
  }
  await expect(page).toHaveURL(/keyword=cricket/);
  await expect(page).toHaveURL(/writing=hinglish/);
});

test("opens from a shared address with a Devanagari keyword and Hinglish chosen", async ({ page }) => {
  await page.goto(`${PATH}?${new URLSearchParams({ keyword: "खाना", writing: "hinglish" }).toString()}`);
  await expect(results(page).getByRole("status")).toHaveText("15 चैनल नाम तैयार हैं।");
  for (const text of await names(page).allTextContents()) {
    expect(text).toContain("Khana");
    expect(text).not.toMatch(DEVANAGARI);
    // Hindi bends "khana" before "ki": no "Khana Ki Duniya".
    expect(text).not.toMatch(/Khana (?:Ki|Ka|Ke|Wale)\b/u);
  }
  await expect(page.getByRole("textbox", { name: "आपका टॉपिक या कीवर्ड" })).toHaveValue("खाना");
});
