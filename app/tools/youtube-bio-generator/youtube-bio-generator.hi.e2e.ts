import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { devanagariShare } from "~/test/devanagari-text";
import { HINDI_CHANNEL_BIOS } from "./banks/hi/bios.data";
import { HINGLISH_CHANNEL_BIOS } from "./banks/hinglish/bios.data";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same tool, asking and answering in Hindi, or in Hinglish when chosen.
const PATH = e2e.openBeforeEach("/hi/youtube/bio-generator");

const results = (page: Page) => page.getByRole("region", { name: "आपके चैनल बायो" });
const bioTexts = (page: Page) => results(page).getByTestId("result-text");

test("asks for a niche in Hindi, writes the niche's Devanagari bios, Hinglish when chosen, and copies", async ({
  page,
}) => {
  await page.getByRole("button", { name: "बायो बनाएं" }).click();
  await e2e.expectToast(page, "उफ़!", "पहले एक निश चुनें।");
  await expect(results(page)).toHaveCount(0);

  await page.getByLabel("चैनल की निश").selectOption({ label: "गेमिंग" });
  await expect(page.getByRole("radio", { name: "हिंदी", exact: true })).toBeChecked();
  await page.getByRole("button", { name: "बायो बनाएं" }).click();
  await expect(results(page).getByRole("status")).toHaveText("2 बायो तैयार हैं।");
  const texts = await bioTexts(page).allTextContents();
  expect(texts).toEqual([...HINDI_CHANNEL_BIOS.Gaming]);
  for (const text of texts) expect(devanagariShare(text)).toBeGreaterThan(0.9);
  await expect(results(page).getByTestId("char-count").first()).toContainText("/ 1,000 कैरेक्टर");
  await results(page).getByRole("button", { name: "बायो 2 कॉपी करें" }).click();
  expect(await e2e.readClipboard(page)).toBe(texts[1]);
  await e2e.expectToast(page, "कॉपी हो गया!", "बायो 2 आपके क्लिपबोर्ड पर कॉपी हो गया।");

  await page.getByRole("radio", { name: /Hinglish/ }).click();
  await page.getByRole("button", { name: "बायो बनाएं" }).click();
  await expect(bioTexts(page).first()).toHaveText(HINGLISH_CHANNEL_BIOS.Gaming[0]);
  for (const text of await bioTexts(page).allTextContents()) expect(text).not.toMatch(/[\u0900-\u097F]/);
  await expect(page).toHaveURL(/niche=Gaming/);
  await expect(page).toHaveURL(/writing=hinglish/);
});

test("opens from a shared address with the niche and writing chosen", async ({ page }) => {
  await page.goto(`${PATH}?niche=Education&writing=hinglish`);
  await expect(results(page).getByRole("status")).toHaveText("2 बायो तैयार हैं।");
  expect(await bioTexts(page).allTextContents()).toEqual([...HINGLISH_CHANNEL_BIOS.Education]);
  await expect(page.getByLabel("चैनल की निश")).toHaveValue("Education");
});
