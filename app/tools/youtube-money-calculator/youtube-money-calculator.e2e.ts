import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { emptyValues } from "~/lib/form/form-fields";
import { NUMBER_MESSAGES, percentTooLargeMessage } from "~/lib/text/numbers";
import * as calc from "../../../tests/e2e/calculator-checks";
import * as e2e from "../../../tests/e2e/support";
import { MONEY_FIELDS, checkMoney, moneySummary } from "./youtube-money-calculator.form";
import { MONEY_MESSAGES } from "./youtube-money-calculator.logic";

const views = (page: Page) => page.getByLabel("Daily views");
const shorts = (page: Page) => page.getByLabel("Shorts share (%)");
const category = (page: Page) => page.getByLabel("Content category");
const longForm = (page: Page) => page.getByRole("group", { name: "Long-form videos" });
const shortsRpm = (page: Page) => page.getByRole("group", { name: "Shorts", exact: true });

const calculator: calc.CalculatorPage = {
  path: "/youtube/money-calculator",
  results: (page) => page.getByRole("region", { name: "Your estimated YouTube earnings" }),
  submit: (page) => page.getByRole("button", { name: "Estimate Earnings" }).click(),
};
const { results } = calculator;

async function enter(page: Page, daily: string, share: string, categoryId: string) {
  await views(page).fill(daily);
  await shorts(page).fill(share);
  await category(page).selectOption(categoryId);
  await calculator.submit(page);
}

test.describe("the calculator", () => {
  test.beforeEach(async ({ page }) => {
    await e2e.open(page, calculator.path);
  });

  test("gives a central estimate in bold with its range, says how it was made and names its sources", async ({
    page,
  }) => {
    await enter(page, "1.5 lakh", "80", "entertainment");
    await expect(results(page).getByRole("status")).toHaveText(
      "About ₹57,000 a month from ads (likely ₹31,000 – ₹1,10,000). An estimate, not a promise.",
    );
    await expect(results(page).getByText("₹57,000", { exact: true }).first()).toBeVisible();
    await expect(results(page).getByText(MONEY_MESSAGES.estimate)).toBeVisible();
    const rows = results(page).getByRole("row");
    await expect(rows.nth(1)).toHaveText(/Per day\s*₹1,900\s*₹1,000 – ₹3,500/u);
    await expect(rows.nth(2)).toHaveText(/Per month \(30 days\)\s*₹57,000\s*₹31,000 – ₹1,10,000/u);
    await expect(results(page).getByTestId("method")).toContainText(
      "Made from 30,000 long-form views × ₹24.25 per 1,000 + 1,20,000 Shorts views × ₹9.75 per 1,000 = ₹1,897 a day, × 30 days for a month.",
    );
    await expect(
      results(page).getByText(/^Long-form RPM ₹14–₹42 \(middle ₹24\.25\) per 1,000 views\. Published: Fluxnote/u),
    ).toBeVisible();
    await expect(results(page)).toContainText("Upgrowth, YouTube CPM in India (5 February 2026)");
    expect(new URL(page.url()).search).toBe("?dailyViews=1.5+lakh&shortsPercent=80&category=entertainment");
  });

  test("questions 500 crore daily views instead of computing them", async ({ page }) => {
    await enter(page, "500 crore", "0", "finance");
    await e2e.expectFieldMessage(views(page), MONEY_MESSAGES.viewsImplausible);
    await expect(views(page)).toBeFocused();
    await e2e.expectToast(page, "Oops!", `Daily views: ${MONEY_MESSAGES.viewsImplausible}`);
    await expect(results(page)).toHaveCount(0);
  });

  test("shows each category's default RPMs beside the boxes, and uses the visitor's own", async ({ page }) => {
    await expect(longForm(page)).toHaveAccessibleDescription("Choose a category to see its default range.");
    await category(page).selectOption("gaming");
    await expect(longForm(page)).toHaveAccessibleDescription("Default for Gaming: ₹8–₹28.");
    await expect(longForm(page).getByLabel("Long-form RPM, low")).toHaveAttribute("placeholder", "8");
    await expect(shortsRpm(page).getByLabel("Shorts RPM, high")).toHaveAttribute("placeholder", "21");

    await views(page).fill("1.2 lakh");
    await shorts(page).fill("60%");
    await longForm(page).getByLabel("Long-form RPM, low").fill("₹25");
    await longForm(page).getByLabel("Long-form RPM, high").fill("25");
    await calculator.submit(page);
    await expect(results(page).getByText("Long-form RPM ₹25 per 1,000 views. Your figure.")).toBeVisible();
    expect(new URL(page.url()).search).toBe(
      "?dailyViews=1.2+lakh&shortsPercent=60%25&category=gaming&longFormRpmLow=%E2%82%B925&longFormRpmHigh=25",
    );
  });

  test("copies the central figures and ranges with how they were made; Copied! then resets", async ({ page }) => {
    await enter(page, "10000", "30", "finance");
    const expected = checkMoney({
      ...emptyValues(MONEY_FIELDS),
      dailyViews: "10000",
      shortsPercent: "30",
      category: "finance",
    });
    if (!("input" in expected)) throw new Error("the sample should calculate");
    await calc.expectCopies(
      page,
      calculator,
      "Copy earnings estimate",
      "Your earnings estimate is on your clipboard.",
      moneySummary(expected.input),
    );
  });

  test("shows the daily views' messages beside the field and in the toast", async ({ page }) => {
    await category(page).selectOption("tech");
    await calc.expectRefusals(page, calculator, views(page), [
      ["", MONEY_MESSAGES.viewsEmpty, MONEY_MESSAGES.viewsEmpty],
      ["many", NUMBER_MESSAGES.notANumber, `Daily views: ${NUMBER_MESSAGES.notANumber}`],
      [e2e.BAD_INPUTS.markup, NUMBER_MESSAGES.notANumber, `Daily views: ${NUMBER_MESSAGES.notANumber}`],
    ]);
  });

  test("a 10,000-character daily view count is cut, then called too long", async ({ page }) => {
    await category(page).selectOption("tech");
    await calc.expectCutAndRefused(page, calculator, views(page), "Daily views");
  });

  test("the Shorts share, the category and the RPM boxes each have their messages", async ({ page }) => {
    await views(page).fill("20k");
    await shorts(page).fill("150");
    await calculator.submit(page);
    await e2e.expectFieldMessage(shorts(page), percentTooLargeMessage(100));
    await e2e.expectFieldMessage(category(page), MONEY_MESSAGES.category);
    await expect(shorts(page)).toBeFocused();
    await e2e.expectToast(
      page,
      "Oops!",
      `Shorts share: ${percentTooLargeMessage(100)} One more field needs a fix, marked in the form.`,
    );

    await shorts(page).fill("");
    await category(page).selectOption("education");
    await longForm(page).getByLabel("Long-form RPM, low").fill("200");
    await longForm(page).getByLabel("Long-form RPM, high").fill("100");
    await shortsRpm(page).getByLabel("Shorts RPM, high").fill("6000");
    await calculator.submit(page);
    await e2e.expectFieldMessage(longForm(page).getByLabel("Long-form RPM, low"), MONEY_MESSAGES.lowAboveHigh);
    await e2e.expectFieldMessage(shortsRpm(page).getByLabel("Shorts RPM, high"), MONEY_MESSAGES.rpmTooLarge);
    await e2e.expectToast(
      page,
      "Oops!",
      `Long-form RPM, low: ${MONEY_MESSAGES.lowAboveHigh} One more field needs a fix, marked in the form.`,
    );
  });
});

test.describe("from the address", () => {
  test("answers a shared link, RPM boxes included, and moves focus to the answer", async ({ page }) => {
    await calc.expectAnswersLink(
      page,
      calculator,
      "?dailyViews=1.2%20lakh&shortsPercent=60&category=gaming&longFormRpmLow=25&longFormRpmHigh=45",
    );
    await expect(results(page).getByRole("status")).toContainText("a month from ads");
    await expect(category(page)).toHaveValue("gaming");
    await expect(longForm(page).getByLabel("Long-form RPM, high")).toHaveValue("45");
  });

  test("leaves out a category it does not know and asks for one", async ({ page }) => {
    await e2e.open(page, `${calculator.path}?dailyViews=5000&category=${encodeURIComponent("<b>crypto</b>")}`);
    await e2e.expectFieldMessage(category(page), MONEY_MESSAGES.category);
    await e2e.expectToast(
      page,
      "Oops!",
      `“<b>crypto</b>” is not one of the choices for “Content category”, so it was left out. ${MONEY_MESSAGES.category}`,
    );
    await expect(results(page)).toHaveCount(0);
    await e2e.expectMarkupInert(page);
  });
});

test.describe("hostile input", () => {
  calc.hostileInputTests(calculator, (page) => page.locator("main input[type='text'], main input:not([type])"));
});

calc.accessibilityTests(
  calculator,
  (page) => enter(page, "50k", "10", "food"),
  (page) => calculator.submit(page),
);

calc.phoneTest(calculator, (page) => enter(page, "2.5 lakh", "80", "entertainment"));
