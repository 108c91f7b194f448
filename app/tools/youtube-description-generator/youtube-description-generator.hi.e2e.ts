import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { devanagariShare } from "~/test/devanagari-text";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same tool, asking and answering in Hindi, or in Hinglish when chosen.
const PATH = e2e.openBeforeEach("/hi/youtube/description-generator");

const card = (page: Page) => page.getByRole("region", { name: "आपका डिस्क्रिप्शन" });
const description = async (page: Page) => (await card(page).getByTestId("result-text").textContent()) ?? "";
const READY = "डिस्क्रिप्शन तैयार है।";

test("asks in Hindi, writes a Devanagari description for a Hindi title, Hinglish when chosen, and copies", async ({
  page,
}) => {
  const generate = page.getByRole("button", { name: "डिस्क्रिप्शन बनाएं" });
  await generate.click();
  await e2e.expectToast(page, "उफ़!", "पहले वीडियो का टाइटल लिखें।");
  await expect(card(page)).toHaveCount(0);

  const title = "घर पर ढाबा स्टाइल दाल मखनी | आसान रेसिपी";
  await page.getByRole("textbox", { name: "वीडियो टाइटल" }).fill(title);
  await expect(page.getByRole("radio", { name: "हिंदी", exact: true })).toBeChecked();
  await generate.click();
  await expect(card(page).getByRole("status")).toContainText(READY);
  const text = await description(page);
  expect(text.startsWith(`🍳 ${title}`)).toBe(true);
  for (const part of ["00:00 इंट्रो", "01:15 सामग्री", "05:30 आखिरी बात", "Instagram: [आपका लिंक]"]) {
    expect(text).toContain(part);
  }
  const body = text.split("\n\n").slice(1, -1).join("\n\n");
  expect(devanagariShare(body)).toBeGreaterThan(0.8);
  await expect(card(page).getByTestId("char-count")).toContainText("/ 5,000 बाइट");
  await card(page).getByRole("button", { name: "डिस्क्रिप्शन कॉपी करें" }).click();
  expect(await e2e.readClipboard(page)).toBe(text);
  await e2e.expectToast(page, "कॉपी हो गया!", "डिस्क्रिप्शन आपके क्लिपबोर्ड पर कॉपी हो गया।");

  await page.getByRole("textbox", { name: "वीडियो टाइटल" }).fill("dal makhani recipe ghar par");
  await page.getByRole("radio", { name: /Hinglish/ }).click();
  await generate.click();
  await expect(card(page).getByRole("status")).toContainText(READY);
  const hinglish = await description(page);
  expect(hinglish).toContain("Instagram: [aapka link]");
  expect(hinglish).not.toMatch(/[\u0900-\u097F]/u);
  await expect(page).toHaveURL(/writing=hinglish/);
});

test("opens from a shared address with the title and writing chosen", async ({ page }) => {
  await page.goto(`${PATH}?title=${encodeURIComponent("iPhone 16 review")}&writing=hinglish`);
  await expect(card(page).getByRole("status")).toContainText(READY);
  await expect(page.getByRole("radio", { name: /Hinglish/ })).toBeChecked();
  const text = await description(page);
  expect(text).toContain("Disclosure: [paid partnership / brand ne bheja / apne paise se khareeda]");
  expect(text).not.toMatch(/[\u0900-\u097F]/u);
});
