import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { devanagariShare } from "~/test/devanagari-text";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same plan, asked for and written in Hindi, or in Hinglish when chosen.
const PATH = e2e.openBeforeEach("/hi/instagram/growth-strategy");

const weeksOf = (page: Page) => page.getByTestId("plan-week");
const planTexts = (page: Page) =>
  page.locator("[data-testid=plan-action-text], [data-testid=plan-check-text]").allTextContents();

async function choose(page: Page, niche: string, contentType: string) {
  await page.getByLabel("निश", { exact: true }).selectOption(niche);
  await page.getByLabel("कंटेंट टाइप", { exact: true }).selectOption(contentType);
  await page.getByRole("button", { name: "स्ट्रैटेजी बनाएं" }).click();
}

test("asks in Hindi, writes a Devanagari plan for a Devanagari topic, copies it, and writes Hinglish when chosen", async ({
  page,
}) => {
  await page.getByRole("button", { name: "स्ट्रैटेजी बनाएं" }).click();
  await e2e.expectToast(page, "उफ़!", "पहले निश और कंटेंट टाइप, दोनों चुनें।");
  await expect(weeksOf(page)).toHaveCount(0);

  await page.getByRole("textbox", { name: "पोस्ट किस बारे में है?" }).fill("मसाला डोसा");
  await expect(page.getByRole("radio", { name: "हिंदी", exact: true })).toBeChecked();
  await choose(page, "Food", "Reels");
  const results = page.getByRole("region", { name: "मसाला डोसा के लिए आपकी फ़ूड रील्स स्ट्रैटेजी" });
  await expect(results.getByRole("status")).toHaveText("मसाला डोसा पर आपका चार हफ़्ते का फ़ूड रील्स प्लान तैयार है।");
  await expect(results.getByRole("heading", { level: 3 })).toHaveText([
    /^हफ़्ता 1: .*मसाला डोसा/u,
    /^हफ़्ता 2: .*मसाला डोसा/u,
    /^हफ़्ता 3: .*मसाला डोसा/u,
    /^हफ़्ता 4: .*मसाला डोसा/u,
  ]);
  await expect(weeksOf(page).first()).toContainText("मसाला डोसा की ऐसी रेसिपी रील");
  await expect(weeksOf(page).first().getByTestId("plan-check")).toContainText("हफ़्ते के आखिर में देखें:");
  const texts = await planTexts(page);
  expect(devanagariShare(texts.join(" "))).toBeGreaterThan(0.9);
  await expect(page).toHaveURL(/writing=hi/);

  const firstAction = (await weeksOf(page).first().getByTestId("plan-action-text").first().textContent()) ?? "";
  await results.getByRole("button", { name: "स्ट्रैटेजी कॉपी करें" }).click();
  const copied = await e2e.readClipboard(page);
  expect(copied.startsWith("मसाला डोसा के लिए आपकी फ़ूड रील्स स्ट्रैटेजी\n\nहफ़्ता 1: ")).toBe(true);
  expect(copied).toContain(`: ${firstAction}`);
  await e2e.expectToast(page, "कॉपी हो गया!", "आपकी ग्रोथ स्ट्रैटेजी क्लिपबोर्ड पर कॉपी हो गई।");

  await page.getByRole("radio", { name: /Hinglish/ }).click();
  await page.getByRole("button", { name: "स्ट्रैटेजी बनाएं" }).click();
  await expect(page).toHaveURL(/writing=hinglish/);
  const hinglish = page.getByRole("region", { name: "masala dosa के लिए आपकी फ़ूड रील्स स्ट्रैटेजी" });
  await expect(hinglish.getByRole("heading", { level: 3 }).first()).toHaveText(/^Hafta 1: /);
  await expect(weeksOf(page).first()).toContainText("Masala dosa ki aisi recipe Reel");
  for (const text of await planTexts(page)) expect(text).not.toMatch(/[\u0900-\u097F]/u);
});

test("opens from a shared address with the choices, topic and writing", async ({ page }) => {
  await page.goto(`${PATH}?niche=Travel&type=Posts&topic=iphone+16&writing=hinglish`);
  const results = page.getByRole("region", { name: "iPhone 16 के लिए आपकी ट्रैवल पोस्ट्स स्ट्रैटेजी" });
  await expect(results.getByRole("status")).toHaveText("iPhone 16 पर आपका चार हफ़्ते का ट्रैवल पोस्ट्स प्लान तैयार है।");
  await expect(weeksOf(page)).toHaveCount(4);
  await expect(weeksOf(page).first()).toContainText("iPhone 16 ka review verdict se shuru karke daalo");
  await expect(weeksOf(page).nth(2)).toContainText("Travel page hone ke naate, iPhone 16 ko safar mein test karo");
  for (const text of await planTexts(page)) expect(text).not.toMatch(/[\u0900-\u097F]/u);
  await expect(page.getByRole("textbox", { name: "पोस्ट किस बारे में है?" })).toHaveValue("iphone 16");
  await expect(page.getByRole("radio", { name: /Hinglish/ })).toBeChecked();
});
