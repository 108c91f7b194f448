import { type Page, expect, test } from "@playwright/test";
import { devanagariShare } from "~/test/hindi-text";
import { HINDI_CAPTIONS, HINGLISH_CAPTIONS } from "./captions-hi.data";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same tool, asking and answering in Hindi, or in Hinglish when chosen.
const PATH = e2e.openBeforeEach("/hi/instagram/caption-generator");

const results = (page: Page) => page.getByRole("region", { name: "आपके कैप्शन" });
const captionTexts = (page: Page) => results(page).getByRole("listitem").getByTestId("result-text");

test("asks for a mood in Hindi when none is chosen", async ({ page }) => {
  await page.getByRole("button", { name: "कैप्शन बनाएं" }).click();
  await e2e.expectToast(page, "उफ़!", "पहले एक मूड चुनें।");
  await expect(results(page)).toHaveCount(0);
});

test("writes five Devanagari captions of the mood, and copies them", async ({ page }) => {
  await page.getByRole("radio", { name: "ट्रैवल", exact: true }).click();
  await expect(page.getByRole("radio", { name: "हिन्दी", exact: true })).toBeChecked();
  await page.getByRole("button", { name: "कैप्शन बनाएं" }).click();
  await expect(results(page).getByRole("status")).toHaveText("5 कैप्शन तैयार हैं।");
  const texts = await captionTexts(page).allTextContents();
  expect(new Set(texts).size).toBe(5);
  for (const text of texts) {
    expect(HINDI_CAPTIONS.travel).toContain(text);
    expect(devanagariShare(text)).toBeGreaterThan(0.9);
  }
  await expect(results(page).getByTestId("char-count").first()).toContainText("/ 2,200 कैरेक्टर");
  await results(page).getByRole("button", { name: "कैप्शन 2 कॉपी करें" }).click();
  expect(await e2e.readClipboard(page)).toBe(texts[1]);
  await e2e.expectToast(page, "कॉपी हो गया!", "कैप्शन आपके क्लिपबोर्ड पर कॉपी हो गया।");
  await expect(page.getByRole("button", { name: "और बनाएं" })).toBeEnabled();
});

test("writes Hinglish when chosen, and the address carries the choice both ways", async ({ page }) => {
  await page.getByRole("radio", { name: "दोस्ती", exact: true }).click();
  await page.getByRole("radio", { name: /Hinglish/ }).click();
  await page.getByRole("button", { name: "कैप्शन बनाएं" }).click();
  await expect(results(page).getByRole("status")).toHaveText("5 कैप्शन तैयार हैं।");
  for (const text of await captionTexts(page).allTextContents()) {
    expect(HINGLISH_CAPTIONS.friendship).toContain(text);
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  }
  await expect(page).toHaveURL(/category=friendship/);
  await expect(page).toHaveURL(/writing=hinglish/);
  // The switch keeps the fields: the English page answers the same mood, in English.
  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/^[^?]*\/instagram\/caption-generator\?/);
  await expect(page.getByRole("region", { name: "Your captions" }).getByRole("status")).toHaveText("5 captions ready.");
});

test("opens from a shared address with the mood and writing chosen", async ({ page }) => {
  await page.goto(`${PATH}?category=food&writing=hinglish`);
  await expect(results(page).getByRole("status")).toHaveText("5 कैप्शन तैयार हैं।");
  for (const text of await captionTexts(page).allTextContents()) expect(HINGLISH_CAPTIONS.food).toContain(text);
  await page.goto(`${PATH}?category=nope`);
  await e2e.expectToast(page, "उफ़!", "“nope” “मूड” के विकल्पों में नहीं है, इसलिए छोड़ दिया गया। पहले एक मूड चुनें।");
});
