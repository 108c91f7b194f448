import { type Page, expect, test } from "@playwright/test";
import { emptyValues } from "~/lib/form-fields";
import { MAX_COUNT, NUMBER_MESSAGES, percentTooLargeMessage, tooLargeMessage } from "~/lib/numbers";
import {
  BAD_INPUTS,
  expectFieldMessage,
  expectMarkupInert,
  expectNoAxeViolations,
  expectToast,
  open,
  readClipboard,
  copyName,
} from "../../../tests/e2e/support";
import { MONEY_FIELDS, checkMoney, moneySummary } from "./youtube-money-calculator.form";
import { MONEY_MESSAGES } from "./youtube-money-calculator.logic";

const PATH = "/youtube/money-calculator";

const views = (page: Page) => page.getByLabel("Daily views");
const shorts = (page: Page) => page.getByLabel("Shorts share (%)");
const category = (page: Page) => page.getByLabel("Content category");
const longForm = (page: Page) => page.getByRole("group", { name: "Long-form videos" });
const shortsRpm = (page: Page) => page.getByRole("group", { name: "Shorts", exact: true });
const results = (page: Page) => page.getByRole("region", { name: "Your estimated YouTube earnings" });
const estimate = (page: Page) => page.getByRole("button", { name: "Estimate Earnings" }).click();

async function enter(page: Page, daily: string, share: string, categoryId: string) {
  await views(page).fill(daily);
  await shorts(page).fill(share);
  await category(page).selectOption(categoryId);
  await estimate(page);
}

test.describe("the calculator", () => {
  test.beforeEach(async ({ page }) => {
    await open(page, PATH);
  });

  test("estimates a day, a month and a year in rupees, says it is an estimate, and shows what it assumes", async ({
    page,
  }) => {
    await enter(page, "10,000", "30", "finance");
    await expect(results(page).getByRole("status")).toHaveText(
      "Estimated ₹8,400 – ₹65,000 a month from ads. An estimate, not a promise.",
    );
    await expect(results(page).getByText(MONEY_MESSAGES.estimate)).toBeVisible();
    const rows = results(page).getByRole("row");
    await expect(rows.nth(1)).toHaveText(/Per day\s*₹280 – ₹2,200/u);
    await expect(rows.nth(2)).toHaveText(/Per month \(30 days\)\s*₹8,400 – ₹65,000/u);
    await expect(rows.nth(3)).toHaveText(/Per year \(365 days\)\s*₹1,00,000 – ₹7,90,000/u);
    await expect(
      results(page).getByText("10,000 views a day: 7,000 long-form and 3,000 Shorts (30% Shorts)."),
    ).toBeVisible();
    await expect(
      results(page).getByText(/^Long-form RPM ₹40–₹300 per 1,000 views\. Typical for Finance & business: Fluxnote/u),
    ).toBeVisible();
    await expect(results(page).getByText(/^Shorts RPM ₹0\.5–₹20 per 1,000 views\. Typical for Shorts/u)).toBeVisible();
    await expect(results(page).getByTestId("formula")).toHaveText(
      "7,000 long-form views × ₹40–₹300 per 1,000 + 3,000 Shorts views × ₹0.5–₹20 per 1,000, per day",
    );
    expect(new URL(page.url()).search).toBe("?dailyViews=10%2C000&shortsPercent=30&category=finance");
  });

  test("shows each category's typical RPM beside the boxes, and uses the visitor's own", async ({ page }) => {
    await expect(longForm(page)).toHaveAccessibleDescription("Choose a category to see its typical range.");
    await category(page).selectOption("gaming");
    await expect(longForm(page)).toHaveAccessibleDescription("Typical for Gaming: ₹8–₹70.");
    await expect(longForm(page).getByLabel("Low")).toHaveAttribute("placeholder", "8");
    await expect(longForm(page).getByLabel("High")).toHaveAttribute("placeholder", "70");
    await expect(shortsRpm(page).getByLabel("Low")).toHaveAttribute("placeholder", "0.5");

    await views(page).fill("1.2 lakh");
    await shorts(page).fill("60%");
    await longForm(page).getByLabel("Low").fill("₹25");
    await longForm(page).getByLabel("High").fill("45");
    await estimate(page);
    await expect(results(page).getByRole("status")).toHaveText(
      "Estimated ₹37,000 – ₹1,10,000 a month from ads. An estimate, not a promise.",
    );
    await expect(results(page).getByText("Long-form RPM ₹25–₹45 per 1,000 views. Your figure.")).toBeVisible();
    expect(new URL(page.url()).search).toBe(
      "?dailyViews=1.2+lakh&shortsPercent=60%25&category=gaming&longFormRpmLow=%E2%82%B925&longFormRpmHigh=45",
    );
  });

  test("copies the ranges with what they assume; Copied! then resets", async ({ page }) => {
    await enter(page, "10000", "30", "finance");
    const copy = page.getByRole("button", { name: copyName("Copy earnings estimate") });
    await copy.click();
    const expected = checkMoney({
      ...emptyValues(MONEY_FIELDS),
      dailyViews: "10000",
      shortsPercent: "30",
      category: "finance",
    });
    if (!("input" in expected)) throw new Error("the sample should calculate");
    expect(await readClipboard(page)).toBe(moneySummary(expected.input));
    await expect(copy).toHaveText("Copied!");
    await expectToast(page, "Copied!", "Your earnings estimate is on your clipboard.");
    await estimate(page);
    await expect(page.getByRole("button", { name: copyName("Copy earnings estimate") })).toHaveText("Copy");
  });

  test("every bad daily view count gets its message beside the field and in the toast", async ({ page }) => {
    await category(page).selectOption("tech");
    const cases: [string, string][] = [
      ["", MONEY_MESSAGES.viewsEmpty],
      [BAD_INPUTS.whitespace, MONEY_MESSAGES.viewsEmpty],
      ["0", NUMBER_MESSAGES.zero],
      ["-500", NUMBER_MESSAGES.negative],
      ["many", NUMBER_MESSAGES.notANumber],
      ["1000000000000", tooLargeMessage(MAX_COUNT)],
      ["12.5", NUMBER_MESSAGES.wholeNumber],
      [BAD_INPUTS.emoji, NUMBER_MESSAGES.notANumber],
      ["مليون", NUMBER_MESSAGES.notANumber],
      [BAD_INPUTS.markup, NUMBER_MESSAGES.notANumber],
    ];
    for (const [value, message] of cases) {
      await views(page).fill(value);
      await estimate(page);
      await expectFieldMessage(views(page), message);
      await expect(views(page)).toBeFocused();
      await expectToast(page, "Oops!", message === MONEY_MESSAGES.viewsEmpty ? message : `Daily views: ${message}`);
      await expect(results(page)).toHaveCount(0);
    }
    await expectMarkupInert(page);

    await views(page).fill("5".repeat(10_000));
    await estimate(page);
    await expectFieldMessage(views(page), NUMBER_MESSAGES.tooLong);
    await expectToast(
      page,
      "Oops!",
      `Daily views was cut to its first 100 characters. Daily views: ${NUMBER_MESSAGES.tooLong}`,
    );
  });

  test("the Shorts share, the category and the RPM boxes each have their messages", async ({ page }) => {
    await views(page).fill("20k");
    await shorts(page).fill("150");
    await estimate(page);
    await expectFieldMessage(shorts(page), percentTooLargeMessage(100));
    await expectFieldMessage(category(page), MONEY_MESSAGES.category);
    await expect(shorts(page)).toBeFocused();
    await expectToast(
      page,
      "Oops!",
      `Shorts share: ${percentTooLargeMessage(100)} One more field needs a fix, marked in the form.`,
    );

    await shorts(page).fill("abc");
    await category(page).selectOption("education");
    await expect(category(page)).not.toHaveAttribute("aria-invalid");
    await estimate(page);
    await expectFieldMessage(shorts(page), NUMBER_MESSAGES.notAPercent);

    await shorts(page).fill("");
    await longForm(page).getByLabel("Low").fill("200");
    await longForm(page).getByLabel("High").fill("100");
    await shortsRpm(page).getByLabel("Low").fill("-4");
    await shortsRpm(page).getByLabel("High").fill("6000");
    await estimate(page);
    await expectFieldMessage(longForm(page).getByLabel("Low"), MONEY_MESSAGES.lowAboveHigh);
    await expectFieldMessage(shortsRpm(page).getByLabel("Low"), NUMBER_MESSAGES.negative);
    await expectFieldMessage(shortsRpm(page).getByLabel("High"), MONEY_MESSAGES.rpmTooLarge);
    await expect(longForm(page).getByLabel("High")).not.toHaveAttribute("aria-invalid");
    await expectToast(
      page,
      "Oops!",
      `Long-form RPM, low: ${MONEY_MESSAGES.lowAboveHigh} 2 more fields need a fix, marked in the form.`,
    );

    await shortsRpm(page).getByLabel("Low").fill("no idea");
    await shortsRpm(page).getByLabel("High").fill("");
    await longForm(page).getByLabel("Low").fill("");
    await estimate(page);
    await expectFieldMessage(shortsRpm(page).getByLabel("Low"), NUMBER_MESSAGES.notANumber);
    await expectToast(page, "Oops!", `Shorts RPM, low: ${NUMBER_MESSAGES.notANumber}`);
  });

  test("has no accessibility violations with the estimate, or with messages, shown", async ({ page }) => {
    // Two full axe passes over a long page: more than the default budget on a busy two-core machine.
    test.slow();
    await enter(page, "50k", "10", "food");
    await expect(results(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await views(page).fill("");
    await category(page).selectOption("");
    await estimate(page);
    await expect(views(page)).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });
});

test.describe("from the address", () => {
  test("answers a shared link, RPM boxes included, and moves focus to the answer", async ({ page }) => {
    await open(
      page,
      `${PATH}?dailyViews=1.2%20lakh&shortsPercent=60&category=gaming&longFormRpmLow=25&longFormRpmHigh=45`,
    );
    await expect(results(page)).toBeFocused();
    await expect(results(page).getByRole("status")).toHaveText(
      "Estimated ₹37,000 – ₹1,10,000 a month from ads. An estimate, not a promise.",
    );
    await expect(category(page)).toHaveValue("gaming");
    await expect(longForm(page).getByLabel("High")).toHaveValue("45");
  });

  test("leaves out a category it does not know and asks for one", async ({ page }) => {
    await open(page, `${PATH}?dailyViews=5000&category=${encodeURIComponent("<b>crypto</b>")}`);
    await expectFieldMessage(category(page), MONEY_MESSAGES.category);
    await expectToast(
      page,
      "Oops!",
      `“<b>crypto</b>” is not one of the content category options, so it was left out. ${MONEY_MESSAGES.category}`,
    );
    await expect(results(page)).toHaveCount(0);
    await expectMarkupInert(page);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("estimates, fits the screen and stays accessible", async ({ page }) => {
    await open(page, PATH);
    await enter(page, "2.5 lakh", "80", "entertainment");
    await expect(results(page).getByRole("status")).toContainText("a month from ads");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
