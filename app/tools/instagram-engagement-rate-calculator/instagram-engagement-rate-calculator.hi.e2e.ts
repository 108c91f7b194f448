import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { devanagariShare } from "~/test/devanagari-text";
import * as calc from "../../../tests/e2e/calculator-checks";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same calculator, asking and answering in Hindi. Every message and sentence is
// unit-tested beside the form; this checks what only a browser shows.
const calculator: calc.CalculatorPage = {
  path: "/hi/instagram/engagement-rate-calculator",
  results: (page) => page.getByRole("region", { name: "आपका एंगेजमेंट रेट" }),
  submit: (page) => page.getByRole("button", { name: "एंगेजमेंट रेट निकालें" }).click(),
};
const { results } = calculator;
const followers = (page: Page) => page.getByLabel("फ़ॉलोअर्स", { exact: true });
const row = (page: Page, n: number) => page.getByRole("group", { name: `पोस्ट ${n}`, exact: true });
const STATUS = "आपका एंगेजमेंट रेट 5.21% है। आपका रेट माइक्रो अकाउंट्स (10K–50K फ़ॉलोअर्स) की आम रेंज 2–3.5% से ज़्यादा है।";

test("asks in Hindi, answers in Hindi with the working, and copies it", async ({ page }) => {
  await e2e.open(page, calculator.path);
  const posts = [
    ["1,240", "85"],
    ["900", "60"],
    ["1500", "120"],
  ];
  for (const [index, [likes = "", comments = ""]] of posts.entries()) {
    await row(page, index + 1)
      .getByLabel("लाइक्स")
      .fill(likes);
    await row(page, index + 1)
      .getByLabel("कमेंट्स")
      .fill(comments);
  }
  await calculator.submit(page);
  await e2e.expectFieldMessage(followers(page), "अपने फ़ॉलोअर्स की संख्या लिखें।");
  await expect(followers(page)).toBeFocused();
  await e2e.expectToast(page, "उफ़!", "अपने फ़ॉलोअर्स की संख्या लिखें।");
  await followers(page).fill("पच्चीस");
  await calculator.submit(page);
  await e2e.expectToast(page, "उफ़!", "फ़ॉलोअर्स: संख्या अंकों में लिखें, जैसे 12,500, 12.5k या 1.2 लाख।");
  await expect(results(page)).toHaveCount(0);

  await followers(page).fill("25k");
  await calculator.submit(page);
  await expect(results(page).getByRole("status")).toHaveText(STATUS);
  await expect(results(page).getByText("(लाइक्स + कमेंट्स) ÷ फ़ॉलोअर्स × 100, 3 पोस्ट का औसत")).toBeVisible();
  await expect(results(page).getByTestId("working")).toHaveText("(1,213.3 + 88.3) ÷ 25,000 × 100 = 5.21%");
  await expect(results(page).locator("tr[aria-current='true']")).toContainText("माइक्रो");
  expect(devanagariShare((await results(page).textContent()) ?? "")).toBeGreaterThan(0.7);

  await results(page).getByRole("button", { name: "एंगेजमेंट रेट और हिसाब कॉपी करें" }).click();
  const copied = await e2e.readClipboard(page);
  expect(copied.split("\n")[0]).toBe("Instagram एंगेजमेंट रेट: 5.21% (25,000 फ़ॉलोअर्स)");
  expect(copied).toContain("बेंचमार्क: Untapper, Influencer Marketing Benchmarks & KPIs (2026)।");
  await e2e.expectToast(page, "कॉपी हो गया!", "आपका एंगेजमेंट रेट और उसका हिसाब आपके क्लिपबोर्ड पर है।");
  await calc.expectFitsWindow(page);
});

test("reads followers typed as 50 हज़ार and counts in Devanagari digits", async ({ page }) => {
  await e2e.open(page, calculator.path);
  await followers(page).fill("50 हज़ार");
  await row(page, 1).getByLabel("लाइक्स").fill("१,२००");
  await row(page, 1).getByLabel("कमेंट्स").fill("४०");
  await calculator.submit(page);
  await expect(results(page).getByRole("status")).toHaveText(
    "आपका एंगेजमेंट रेट 2.48% है। आपका रेट मिड-टियर अकाउंट्स (50K–500K फ़ॉलोअर्स) की आम रेंज 1.5–2.5% के अंदर है।",
  );
  await expect(results(page).getByTestId("working")).toHaveText("(1,200 + 40) ÷ 50,000 × 100 = 2.48%");
});

test("answers a shared address in Hindi, averages included", async ({ page }) => {
  await calc.expectAnswersLink(
    page,
    calculator,
    "?followers=25k&likes1=1%2C240&comments1=85&likes2=900&comments2=60&likes3=1500&comments3=120",
  );
  await expect(results(page).getByRole("status")).toHaveText(STATUS);
  await e2e.open(page, `${calculator.path}?followers=2%2C000&entry=averages&likes1=150.5&comments1=4`);
  await expect(page.getByRole("group", { name: "हर पोस्ट पर आपके औसत" })).toBeVisible();
  await expect(results(page).getByText("(लाइक्स + कमेंट्स) ÷ फ़ॉलोअर्स × 100, हर पोस्ट के आपके औसत से")).toBeVisible();
  await expect(results(page).getByRole("heading", { name: "ध्यान देने वाली बातें" })).toHaveCount(0);
});
