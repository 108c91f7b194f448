import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { devanagariShare } from "~/test/devanagari-text";
import * as e2e from "../../../tests/e2e/support";

// The Hindi pages (one screen for both platforms): the same tool, asking and answering in Hindi, or
// in Hinglish when chosen, for the niche alone or for what the post or video is about.
const results = (page: Page, title: string) => page.getByRole("region", { name: title });
const ideaText = async (page: Page, title: string) =>
  (await results(page, title).getByTestId("result-card").getByTestId("result-text").textContent()) ?? "";

test("Instagram: asks for a niche in Hindi, writes a Devanagari idea for the topic, Hinglish when chosen, and copies it", async ({
  page,
}) => {
  const title = "आपका कंटेंट आइडिया";
  await e2e.open(page, "/hi/instagram/idea-generator");
  const options = await page.getByLabel("निश").locator("option").allTextContents();
  expect(options).toEqual(["निश चुनें", "फ़ैशन", "ट्रैवल", "फ़ूड", "फ़िटनेस"]);
  await page.getByRole("button", { name: "आइडिया बनाएं" }).click();
  await e2e.expectToast(page, "उफ़!", "पहले एक निश चुनें।");
  await expect(results(page, title)).toHaveCount(0);

  await page.getByLabel("निश").selectOption("Food");
  await expect(page.getByRole("radio", { name: "हिंदी", exact: true })).toBeChecked();
  await page.getByLabel("पोस्ट किस बारे में है?").fill("मसाला चाय");
  await page.getByRole("button", { name: "आइडिया बनाएं" }).click();
  await expect(results(page, title).getByRole("status")).toHaveText("मसाला चाय पर फ़ूड का आइडिया तैयार है।");
  const first = await ideaText(page, title);
  expect(first).toContain("मसाला चाय");
  expect(devanagariShare(first)).toBeGreaterThan(0.9);
  await results(page, title).getByRole("button", { name: "आइडिया कॉपी करें" }).click();
  expect(await e2e.readClipboard(page)).toBe(first);
  await e2e.expectToast(page, "कॉपी हो गया!", "आइडिया आपके क्लिपबोर्ड पर कॉपी हो गया।");

  await page.getByRole("radio", { name: /Hinglish/ }).click();
  await page.getByRole("button", { name: "आइडिया बनाएं" }).click();
  await expect.poll(() => ideaText(page, title)).not.toBe(first);
  const hinglish = await ideaText(page, title);
  expect(hinglish.toLowerCase()).toContain("masala chai");
  expect(hinglish).not.toMatch(/[\u0900-\u097F]/);
  await expect(page).toHaveURL(/niche=Food/);
  await expect(page).toHaveURL(/topic=/);
  await expect(page).toHaveURL(/writing=hinglish/);
});

test("YouTube: opens from a shared address with the niche, topic and writing chosen", async ({ page }) => {
  const title = "आपका वीडियो आइडिया";
  await e2e.open(page, "/hi/youtube/idea-generator?niche=Gaming&topic=iphone+16+review&writing=hinglish");
  await expect(page.getByLabel("निश")).toHaveValue("Gaming");
  await expect(page.getByLabel("पोस्ट किस बारे में है?")).toHaveValue("iphone 16 review");
  await expect(results(page, title).getByRole("status")).toHaveText("iPhone 16 पर गेमिंग का आइडिया तैयार है।");
  const text = await ideaText(page, title);
  expect(text).toContain("iPhone 16");
  expect(text).not.toMatch(/[\u0900-\u097F]/);
});
