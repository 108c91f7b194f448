import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { emptyValues } from "~/lib/form/form-fields";
import { NUMBER_MESSAGES } from "~/lib/text/numbers";
import * as calc from "../../../tests/e2e/calculator-checks";
import * as e2e from "../../../tests/e2e/support";
import { RATE_FIELDS, checkRate, rateSummary } from "./instagram-sponsorship-rate-calculator.form";
import { RATE_MESSAGES } from "./instagram-sponsorship-rate-calculator.logic";

const followers = (page: Page) => page.getByLabel("Followers", { exact: true });
const engagement = (page: Page) => page.getByLabel("Engagement rate (%)");
const format = (page: Page) => page.getByLabel("Format", { exact: true });
const views = (page: Page) => page.getByLabel("Average views per Reel");
const niche = (page: Page) => page.getByLabel("Niche", { exact: true });
const method = (page: Page) => page.getByRole("group", { name: "The method" });

const calculator: calc.CalculatorPage = {
  path: "/instagram/sponsorship-rate-calculator",
  results: (page) => page.getByRole("region", { name: "Your suggested rate" }),
  submit: (page) => page.getByRole("button", { name: "Estimate My Rate" }).click(),
};
const { results } = calculator;

async function enter(page: Page, count: string, rate: string, formatId: string) {
  await followers(page).fill(count);
  await engagement(page).fill(rate);
  await format(page).selectOption(formatId);
  await calculator.submit(page);
}

test.describe("the calculator", () => {
  test.beforeEach(async ({ page }) => {
    await e2e.open(page, calculator.path);
  });

  test("gives a rupee range for a Reel with every step of the method, and no cliff at 2.6%", async ({ page }) => {
    await enter(page, "1.5 lakh", "2.5%", "reel");
    await expect(results(page).getByRole("status")).toHaveText("Suggested rate for one Reel: ₹44,000 – ₹98,000.");
    await expect(results(page).getByText("₹44,000 – ₹98,000", { exact: true })).toBeVisible();
    await expect(results(page).getByText(RATE_MESSAGES.estimate)).toBeVisible();
    await expect(results(page).getByTestId("steps").getByRole("listitem")).toHaveText([
      "Followers ÷ 1,000: 1,50,000 ÷ 1,000 = 150",
      "Base rate for 1,50,000 followers: ₹180–₹400 per 1,000 followers for a single-image post",
      "Engagement 2.5% against a typical 2.02% for that size: × 1.09",
      "No niche given: × 1",
      "Reel: × 1.5",
      "150 × ₹180–₹400 × 1.09 × 1 × 1.5 = ₹44,145–₹98,100, rounded to ₹44,000 – ₹98,000",
    ]);
    await expect(results(page)).toContainText("Moneycontrol's Influencernomics (4 April 2024)");
    expect(new URL(page.url()).search).toBe("?followers=1.5+lakh&engagementRate=2.5%25&format=reel");

    await engagement(page).fill("2.6");
    await calculator.submit(page);
    await expect(results(page).getByRole("status")).toHaveText("Suggested rate for one Reel: ₹45,000 – ₹1,00,000.");
  });

  test("weighs average views and a niche when given", async ({ page }) => {
    await followers(page).fill("1.5 lakh");
    await engagement(page).fill("2.5");
    await format(page).selectOption("reel");
    await views(page).fill("50k");
    await niche(page).selectOption("finance");
    await expect(method(page).getByLabel("Niche multiplier")).toHaveAttribute("placeholder", "8.16");
    await calculator.submit(page);
    await expect(results(page).getByRole("status")).toHaveText("Suggested rate for one Reel: ₹2,30,000 – ₹4,00,000.");
    await expect(results(page).getByTestId("steps")).toContainText(
      "By views: 50,000 views × ₹3–₹4 a view = ₹1,50,000–₹2,00,000",
    );
  });

  test("shows the defaults behind blank method boxes, and uses and marks the visitor's own", async ({ page }) => {
    await expect(method(page)).toHaveAccessibleDescription(/shown here once those are filled in\.$/u);
    await followers(page).fill("1.5 lakh");
    await engagement(page).fill("2.5");
    await format(page).selectOption("story");
    await expect(method(page)).toHaveAccessibleDescription(
      "Change any figure you know better. Blank boxes use the defaults for you: ₹180–₹400 per 1,000 followers for an account your size, × 1.09 for your engagement against a typical 2.02%, × 1 with no niche given, × 0.6 for one Story of up to 3 frames.",
    );
    await expect(method(page).getByLabel("Base rate, low (₹)")).toHaveAttribute("placeholder", "180");
    await expect(method(page).getByLabel("Format multiplier")).toHaveAttribute("placeholder", "0.6");

    await method(page).getByLabel("Base rate, high (₹)").fill("500");
    await method(page).getByLabel("Format multiplier").fill("x0.8");
    await calculator.submit(page);
    // 150 × ₹180–₹500 × 1.09 × 1 × 0.8
    await expect(results(page).getByRole("status")).toHaveText(
      "Suggested rate for one Story of up to 3 frames: ₹24,000 – ₹65,000.",
    );
    const steps = results(page).getByTestId("steps").getByRole("listitem");
    await expect(steps.nth(1)).toContainText("(your figure)");
    await expect(steps.nth(4)).toHaveText("Story (up to 3 frames): × 0.8 (your figure)");
  });

  test("copies the range with its method; Copied! then resets", async ({ page }) => {
    await enter(page, "60k", "3", "carousel");
    const expected = checkRate({
      ...emptyValues(RATE_FIELDS),
      followers: "60k",
      engagementRate: "3",
      format: "carousel",
    });
    if (!("input" in expected)) throw new Error("the sample should calculate");
    await calc.expectCopies(
      page,
      calculator,
      "Copy rate and method",
      "Your rate and its method are on your clipboard.",
      rateSummary(expected.input),
    );
  });

  test("asks for followers, engagement and a format, all at once", async ({ page }) => {
    await calculator.submit(page);
    await e2e.expectFieldMessage(followers(page), RATE_MESSAGES.followersEmpty);
    await e2e.expectFieldMessage(engagement(page), RATE_MESSAGES.engagementEmpty);
    await e2e.expectFieldMessage(format(page), RATE_MESSAGES.format);
    await expect(followers(page)).toBeFocused();
    await e2e.expectToast(
      page,
      "Oops!",
      `${RATE_MESSAGES.followersEmpty} 2 more fields need a fix, marked in the form.`,
    );
    await format(page).selectOption("reel");
    await expect(format(page)).not.toHaveAttribute("aria-invalid");
    await expect(followers(page)).toHaveAttribute("aria-invalid", "true");
  });

  test("shows the follower count's messages beside it and in the toast", async ({ page }) => {
    await format(page).selectOption("reel");
    await engagement(page).fill("3");
    await calc.expectRefusals(page, calculator, followers(page), [
      [e2e.BAD_INPUTS.whitespace, RATE_MESSAGES.followersEmpty, RATE_MESSAGES.followersEmpty],
      ["ten thousand", NUMBER_MESSAGES.notANumber, `Followers: ${NUMBER_MESSAGES.notANumber}`],
      [e2e.BAD_INPUTS.markup, NUMBER_MESSAGES.notANumber, `Followers: ${NUMBER_MESSAGES.notANumber}`],
    ]);
  });

  test("shows the engagement rate's and the views' messages, without the unit in the toast", async ({ page }) => {
    await followers(page).fill("25k");
    await format(page).selectOption("reel");
    await calc.expectRefusals(page, calculator, engagement(page), [
      ["", RATE_MESSAGES.engagementEmpty, RATE_MESSAGES.engagementEmpty],
      ["4k", NUMBER_MESSAGES.notAPercent, `Engagement rate: ${NUMBER_MESSAGES.notAPercent}`],
    ]);
    await engagement(page).fill("3");
    await calc.expectRefusals(page, calculator, views(page), [
      ["-50", NUMBER_MESSAGES.negative, `Average views per Reel: ${NUMBER_MESSAGES.negative}`],
    ]);
  });

  test("a 10,000-character engagement rate is cut, then called too long", async ({ page }) => {
    await followers(page).fill("25k");
    await format(page).selectOption("reel");
    await calc.expectCutAndRefused(page, calculator, engagement(page), "Engagement rate", "Engagement rate (%)");
  });

  test("checks the edited method figures", async ({ page }) => {
    await followers(page).fill("25k");
    await engagement(page).fill("3");
    await format(page).selectOption("post");
    const box = (label: string) => method(page).getByLabel(label);
    await box("Base rate, low (₹)").fill("900");
    await box("Base rate, high (₹)").fill("500");
    await box("Engagement multiplier").fill("0");
    await box("Format multiplier").fill("double");
    await calculator.submit(page);
    await e2e.expectFieldMessage(box("Base rate, low (₹)"), RATE_MESSAGES.lowAboveHigh);
    await e2e.expectFieldMessage(box("Engagement multiplier"), RATE_MESSAGES.multiplier);
    await e2e.expectFieldMessage(box("Format multiplier"), NUMBER_MESSAGES.notANumber);
    await expect(box("Base rate, low (₹)")).toBeFocused();
    await e2e.expectToast(
      page,
      "Oops!",
      `Base rate, low: ${RATE_MESSAGES.lowAboveHigh} 2 more fields need a fix, marked in the form.`,
    );
  });

  test("links to the engagement calculator for visitors who do not know their rate", async ({ page }) => {
    await page.getByRole("link", { name: "Work it out with the engagement rate calculator" }).click();
    await expect(page).toHaveURL(/\/instagram\/engagement-rate-calculator$/u);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Instagram Engagement Rate Calculator");
  });
});

test.describe("from the address", () => {
  test("answers a shared link, method figures included, and moves focus to the answer", async ({ page }) => {
    await calc.expectAnswersLink(
      page,
      calculator,
      "?followers=25k&engagementRate=4.2&format=reel&niche=fashion&baseRateLow=300&baseRateHigh=600",
    );
    await expect(results(page).getByRole("status")).toContainText("Suggested rate for one Reel:");
    await expect(method(page).getByLabel("Base rate, high (₹)")).toHaveValue("600");
    await expect(niche(page)).toHaveValue("fashion");
  });

  test("leaves out a format it does not know and asks for one", async ({ page }) => {
    await e2e.open(page, `${calculator.path}?followers=25k&engagementRate=4&format=tweet`);
    await e2e.expectFieldMessage(format(page), RATE_MESSAGES.format);
    await e2e.expectToast(
      page,
      "Oops!",
      `“tweet” is not one of the choices for “Format”, so it was left out. ${RATE_MESSAGES.format}`,
    );
    await expect(results(page)).toHaveCount(0);
  });
});

test.describe("hostile input", () => {
  calc.hostileInputTests(calculator, (page) => page.locator("main input[type='text'], main input:not([type])"));
});

calc.accessibilityTests(
  calculator,
  (page) => enter(page, "3 lakh", "1", "story"),
  (page) => calculator.submit(page),
);

calc.phoneTest(calculator, (page) => enter(page, "9,500", "6.5", "reel"));
