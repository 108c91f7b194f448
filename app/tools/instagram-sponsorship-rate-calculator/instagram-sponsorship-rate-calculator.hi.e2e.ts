import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { devanagariShare } from "~/test/devanagari-text";
import * as calc from "../../../tests/e2e/calculator-checks";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same calculator, asking and answering in Hindi. Every message and step is
// unit-tested beside the form; this checks what only a browser shows.
const calculator: calc.CalculatorPage = {
  path: "/hi/instagram/sponsorship-rate-calculator",
  results: (page) => page.getByRole("region", { name: "आपका सुझाया गया रेट" }),
  submit: (page) => page.getByRole("button", { name: "मेरा रेट निकालें" }).click(),
};
const { results } = calculator;
const followers = (page: Page) => page.getByLabel("फ़ॉलोअर्स", { exact: true });
const engagement = (page: Page) => page.getByLabel("एंगेजमेंट रेट (%)");
const format = (page: Page) => page.getByLabel("फ़ॉर्मैट", { exact: true });
const method = (page: Page) => page.getByRole("group", { name: "तरीका" });

test("asks in Hindi, answers in Hindi with every step, and copies it", async ({ page }) => {
  await e2e.open(page, calculator.path);
  await expect(page.getByRole("link", { name: "एंगेजमेंट रेट कैलकुलेटर से निकालें" })).toHaveAttribute(
    "href",
    "/hi/instagram/engagement-rate-calculator",
  );
  await engagement(page).fill("2.5%");
  await format(page).selectOption({ label: "रील" });
  await calculator.submit(page);
  await e2e.expectFieldMessage(followers(page), "अपने फ़ॉलोअर्स की संख्या लिखें।");
  await expect(followers(page)).toBeFocused();
  await e2e.expectToast(page, "उफ़!", "अपने फ़ॉलोअर्स की संख्या लिखें।");
  await expect(results(page)).toHaveCount(0);

  await followers(page).fill("1.5 lakh");
  await expect(method(page)).toHaveAccessibleDescription(/^जो आंकड़ा आप बेहतर जानते हैं, उसे बदल दें। खाली बॉक्स/u);
  await expect(method(page).getByLabel("फ़ॉर्मैट मल्टीप्लायर")).toHaveAttribute("placeholder", "1.5");
  await calculator.submit(page);
  await expect(results(page).getByRole("status")).toHaveText("एक रील के लिए सुझाया गया रेट: ₹44,000 – ₹98,000।");
  await expect(results(page).getByTestId("steps").getByRole("listitem").first()).toHaveText(
    "फ़ॉलोअर्स ÷ 1,000: 1,50,000 ÷ 1,000 = 150",
  );
  await expect(results(page)).toContainText(
    "Moneycontrol की Influencernomics सीरीज़ में Kofluence का एनालिसिस और उसके को-फ़ाउंडर रितेश उज्ज्वल की बातें (4 अप्रैल 2024)",
  );
  expect(devanagariShare((await results(page).textContent()) ?? "")).toBeGreaterThan(0.6);

  await results(page).getByRole("button", { name: "रेट और तरीका कॉपी करें" }).click();
  const copied = await e2e.readClipboard(page);
  expect(copied.split("\n")[0]).toBe("एक रील के लिए Instagram स्पॉन्सरशिप रेट (1,50,000 फ़ॉलोअर्स): ₹44,000 – ₹98,000");
  await e2e.expectToast(page, "कॉपी हो गया!", "आपका रेट और उसका तरीका आपके क्लिपबोर्ड पर है।");
  await calc.expectFitsWindow(page);
});

test("answers a shared address in Hindi, with views and a niche", async ({ page }) => {
  await calc.expectAnswersLink(
    page,
    calculator,
    "?followers=1.5+lakh&engagementRate=2.5%25&format=reel&views=50k&niche=finance",
  );
  await expect(results(page).getByRole("status")).toHaveText("एक रील के लिए सुझाया गया रेट: ₹2,30,000 – ₹4,00,000।");
  await expect(results(page).getByTestId("steps")).toContainText("निश, फ़ाइनेंस: × 8.16");
  await expect(page.getByLabel("निश", { exact: true })).toHaveValue("finance");
});
