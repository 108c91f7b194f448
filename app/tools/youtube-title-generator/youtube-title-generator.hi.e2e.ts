import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { devanagariShare } from "~/test/devanagari-text";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same tool, asking and answering in Hindi, or in Hinglish when chosen.
const PATH = e2e.openBeforeEach("/hi/youtube/title-generator");

const results = (page: Page) => page.getByRole("region", { name: "आपके टाइटल" });
const titleTexts = (page: Page) => results(page).getByTestId("title-text").allTextContents();
const ready = (page: Page) => expect(results(page).getByRole("status")).toHaveText("12 टाइटल तैयार हैं।");

test("asks in Hindi, writes Devanagari titles for a Devanagari topic, Hinglish when chosen, and copies", async ({
  page,
}) => {
  const generate = page.getByRole("button", { name: "टाइटल बनाएं" });
  await generate.click();
  await e2e.expectToast(page, "उफ़!", "पहले वीडियो का टॉपिक लिखें।");
  await expect(results(page)).toHaveCount(0);

  await page.getByRole("textbox", { name: "वीडियो का टॉपिक" }).fill("दाल मखनी");
  await page.getByRole("combobox", { name: "वीडियो टाइप" }).selectOption({ label: "रिव्यू" });
  await expect(page.getByRole("radio", { name: "हिंदी", exact: true })).toBeChecked();
  await generate.click();
  await ready(page);
  const texts = await titleTexts(page);
  expect(new Set(texts).size).toBe(12);
  for (const text of texts) {
    expect(text).toContain("दाल मखनी");
    expect(devanagariShare(text), text).toBeGreaterThan(0.9);
    expect([...text].length).toBeLessThanOrEqual(100);
  }
  await expect(results(page).getByRole("listitem").first()).toContainText("/ 100 कैरेक्टर");
  await results(page).getByRole("button", { name: "टाइटल 2 कॉपी करें" }).click();
  expect(await e2e.readClipboard(page)).toBe(texts[1]);
  await e2e.expectToast(page, "कॉपी हो गया!", "टाइटल आपके क्लिपबोर्ड पर कॉपी हो गया।");

  await page.getByRole("radio", { name: /Hinglish/ }).click();
  await generate.click();
  await ready(page);
  for (const text of await titleTexts(page)) {
    expect(text).toContain("Dal Makhani");
    expect(text).not.toMatch(/[\u0900-\u097F]/u);
  }
  await expect(page).toHaveURL(/type=review/);
  await expect(page).toHaveURL(/writing=hinglish/);
});

test("opens from a shared address with the topic, type and writing chosen", async ({ page }) => {
  await page.goto(`${PATH}?topic=${encodeURIComponent("iPhone 16 vs Galaxy S24")}&type=challenge&writing=hinglish`);
  await ready(page);
  await expect(page.getByRole("combobox", { name: "वीडियो टाइप" })).toHaveValue("challenge");
  await expect(page.getByRole("radio", { name: /Hinglish/ })).toBeChecked();
  for (const text of await titleTexts(page)) {
    expect(text).toContain("iPhone 16");
    expect(text).toContain("Galaxy S24");
    expect(text).not.toMatch(/[\u0900-\u097F]/u);
  }
});
