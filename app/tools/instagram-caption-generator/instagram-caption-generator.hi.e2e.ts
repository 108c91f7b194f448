import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { devanagariShare } from "~/test/devanagari-text";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same tool, asking and answering in Hindi, or in Hinglish when chosen, for the
// mood alone or for what the post is about.
const PATH = e2e.openBeforeEach("/hi/instagram/caption-generator");

const results = (page: Page) => page.getByRole("region", { name: "आपके कैप्शन" });
const captionTexts = (page: Page) => results(page).getByRole("listitem").getByTestId("result-text");

test("asks for a mood in Hindi, writes Devanagari captions for the topic, Hinglish when chosen, and copies them", async ({
  page,
}) => {
  await page.getByRole("button", { name: "कैप्शन बनाएं" }).click();
  await e2e.expectToast(page, "उफ़!", "पहले एक मूड चुनें।");
  await expect(results(page)).toHaveCount(0);

  await page.getByRole("radio", { name: "फ़ूड", exact: true }).click();
  await expect(page.getByRole("radio", { name: "हिंदी", exact: true })).toBeChecked();
  await page.getByLabel("पोस्ट किस बारे में है?").fill("मसाला चाय");
  await page.getByRole("button", { name: "कैप्शन बनाएं" }).click();
  await expect(results(page).getByRole("status")).toHaveText("5 कैप्शन तैयार हैं।");
  const texts = await captionTexts(page).allTextContents();
  expect(new Set(texts).size).toBe(5);
  for (const text of texts) {
    expect(text).toContain("मसाला चाय");
    expect(devanagariShare(text)).toBeGreaterThan(0.9);
  }
  await expect(results(page).getByTestId("char-count").first()).toContainText("/ 2,200 कैरेक्टर");
  await results(page).getByRole("button", { name: "कैप्शन 2 कॉपी करें" }).click();
  expect(await e2e.readClipboard(page)).toBe(texts[1]);
  await e2e.expectToast(page, "कॉपी हो गया!", "कैप्शन आपके क्लिपबोर्ड पर कॉपी हो गया।");

  await page.getByRole("radio", { name: /Hinglish/ }).click();
  await page.getByRole("button", { name: "और बनाएं" }).click();
  await expect(captionTexts(page).first()).not.toHaveText(texts[0] ?? "");
  for (const text of await captionTexts(page).allTextContents()) {
    expect(text.toLowerCase()).toContain("masala chai");
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  }
  await expect(page).toHaveURL(/category=food/);
  await expect(page).toHaveURL(/writing=hinglish/);
  await expect(page).toHaveURL(/topic=/);
});

test("opens from a shared address with the mood, topic and writing chosen", async ({ page }) => {
  await page.goto(`${PATH}?category=travel&topic=goa+trip&writing=hinglish`);
  await expect(results(page).getByRole("status")).toHaveText("5 कैप्शन तैयार हैं।");
  await expect(page.getByLabel("पोस्ट किस बारे में है?")).toHaveValue("goa trip");
  for (const text of await captionTexts(page).allTextContents()) {
    expect(text).toContain("Goa");
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  }
  await page.goto(`${PATH}?category=nope`);
  await e2e.expectToast(page, "उफ़!", "“मूड” के विकल्पों में “nope” नहीं है, इसलिए इसे छोड़ दिया गया। पहले एक मूड चुनें।");
});
