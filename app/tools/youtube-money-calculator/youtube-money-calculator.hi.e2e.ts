import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { devanagariShare } from "~/test/devanagari-text";
import * as calc from "../../../tests/e2e/calculator-checks";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same calculator, asking and answering in Hindi. Every message and sentence is
// unit-tested beside the form; this checks what only a browser shows.
const calculator: calc.CalculatorPage = {
  path: "/hi/youtube/money-calculator",
  results: (page) => page.getByRole("region", { name: "आपकी YouTube कमाई का अंदाज़ा" }),
  submit: (page) => page.getByRole("button", { name: "कमाई का अंदाज़ा लगाएं" }).click(),
};
const { results } = calculator;
const views = (page: Page) => page.getByLabel("रोज़ के व्यूज़");
const category = (page: Page) => page.getByLabel("कंटेंट कैटेगरी");
const longForm = (page: Page) => page.getByRole("group", { name: "लॉन्ग-फ़ॉर्म वीडियो" });
const STATUS = "विज्ञापनों से महीने में लगभग ₹57,000 (शायद ₹31,000 – ₹1,10,000)। यह अंदाज़ा है, वादा नहीं।";

test("asks in Hindi, answers in Hindi with how it was made, and copies it", async ({ page }) => {
  await e2e.open(page, calculator.path);
  await expect(longForm(page)).toHaveAccessibleDescription("डिफ़ॉल्ट रेंज देखने के लिए कैटेगरी चुनें।");
  await category(page).selectOption({ label: "एंटरटेनमेंट, कॉमेडी और व्लॉग्स" });
  await expect(longForm(page)).toHaveAccessibleDescription("एंटरटेनमेंट, कॉमेडी और व्लॉग्स के लिए डिफ़ॉल्ट: ₹14–₹42।");
  await calculator.submit(page);
  await e2e.expectFieldMessage(views(page), "रोज़ के व्यूज़ लिखें।");
  await expect(views(page)).toBeFocused();
  await e2e.expectToast(page, "उफ़!", "रोज़ के व्यूज़ लिखें।");
  await expect(results(page)).toHaveCount(0);

  await views(page).fill("1.5 lakh");
  await page.getByLabel("शॉर्ट्स का हिस्सा (%)").fill("80");
  await calculator.submit(page);
  await expect(results(page).getByRole("status")).toHaveText(STATUS);
  await expect(results(page).getByRole("row").nth(2)).toHaveText(/हर महीने \(30 दिन\)\s*₹57,000\s*₹31,000 – ₹1,10,000/u);
  await expect(results(page).getByTestId("method")).toContainText("= रोज़ ₹1,897 से बना, महीने के लिए × 30 दिन।");
  await expect(results(page)).toContainText("Upgrowth, YouTube CPM in India (5 फ़रवरी 2026)");
  expect(devanagariShare((await results(page).textContent()) ?? "")).toBeGreaterThan(0.6);

  await results(page).getByRole("button", { name: "कमाई का अंदाज़ा कॉपी करें" }).click();
  const copied = await e2e.readClipboard(page);
  expect(copied.split("\n")[0]).toBe("YouTube विज्ञापन कमाई का अंदाज़ा (एंटरटेनमेंट, कॉमेडी और व्लॉग्स)");
  await e2e.expectToast(page, "कॉपी हो गया!", "आपकी कमाई का अंदाज़ा आपके क्लिपबोर्ड पर है।");
  await calc.expectFitsWindow(page);
});

test("answers a shared address in Hindi", async ({ page }) => {
  await calc.expectAnswersLink(page, calculator, "?dailyViews=1.5+lakh&shortsPercent=80&category=entertainment");
  await expect(results(page).getByRole("status")).toHaveText(STATUS);
  await expect(category(page)).toHaveValue("entertainment");
});
