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
import { RATE_FIELDS, checkRate, rateSummary } from "./instagram-sponsorship-rate-calculator.form";
import { RATE_MESSAGES } from "./instagram-sponsorship-rate-calculator.logic";

const PATH = "/instagram/sponsorship-rate-calculator";

const followers = (page: Page) => page.getByLabel("Followers", { exact: true });
const engagement = (page: Page) => page.getByLabel("Engagement rate (%)");
const format = (page: Page) => page.getByLabel("Format", { exact: true });
const method = (page: Page) => page.getByRole("group", { name: "The method" });
const results = (page: Page) => page.getByRole("region", { name: "Your suggested rate" });
const estimate = (page: Page) => page.getByRole("button", { name: "Estimate My Rate" }).click();

async function enter(page: Page, count: string, rate: string, formatId: string) {
  await followers(page).fill(count);
  await engagement(page).fill(rate);
  await format(page).selectOption(formatId);
  await estimate(page);
}

test.describe("the calculator", () => {
  test.beforeEach(async ({ page }) => {
    await open(page, PATH);
  });

  test("gives a rupee range for a Reel with every step of the method", async ({ page }) => {
    await enter(page, "25,000", "4.2%", "reel");
    await expect(results(page).getByRole("status")).toHaveText("Suggested rate for one Reel: ₹12,000 – ₹27,000.");
    await expect(results(page).getByText("₹12,000 – ₹27,000", { exact: true })).toBeVisible();
    await expect(results(page).getByText(RATE_MESSAGES.estimate)).toBeVisible();
    await expect(results(page).getByTestId("steps").getByRole("listitem")).toHaveText([
      "Followers ÷ 1,000: 25,000 ÷ 1,000 = 25",
      "Base rate for micro accounts: ₹250–₹550 per 1,000 followers for a single-image post",
      "Engagement 4.2% is above the typical 2–3.5% for micro accounts: × 1.3",
      "Reel: × 1.5",
      "25 × ₹250–₹550 × 1.3 × 1.5 = ₹12,188–₹26,813, rounded to ₹12,000 – ₹27,000",
    ]);
    expect(new URL(page.url()).search).toBe("?followers=25%2C000&engagementRate=4.2%25&format=reel");
  });

  test("shows the defaults behind blank method boxes, and uses and marks the visitor's own", async ({ page }) => {
    await expect(method(page)).toHaveAccessibleDescription(/shown here once those are filled in\.$/u);
    await followers(page).fill("1.2 lakh");
    await engagement(page).fill("2");
    await format(page).selectOption("story");
    await expect(method(page)).toHaveAccessibleDescription(
      "Change any figure you know better. Blank boxes use the defaults for you: ₹180–₹400 per 1,000 followers for a mid-tier account, × 1 for engagement within the typical band, × 0.6 for one Story of up to 3 frames.",
    );
    await expect(method(page).getByLabel("Base rate, low (₹)")).toHaveAttribute("placeholder", "180");
    await expect(method(page).getByLabel("Format multiplier")).toHaveAttribute("placeholder", "0.6");

    await method(page).getByLabel("Base rate, high (₹)").fill("500");
    await method(page).getByLabel("Format multiplier").fill("x0.8");
    await estimate(page);
    await expect(results(page).getByRole("status")).toHaveText(
      "Suggested rate for one Story of up to 3 frames: ₹17,000 – ₹48,000.",
    );
    const steps = results(page).getByTestId("steps").getByRole("listitem");
    await expect(steps.nth(1)).toContainText("(your figure)");
    await expect(steps.nth(3)).toHaveText("Story (up to 3 frames): × 0.8 (your figure)");
  });

  test("notes barter-sized accounts and unusually high engagement", async ({ page }) => {
    await enter(page, "800", "25", "post");
    await expect(results(page).getByText(RATE_MESSAGES.barter)).toBeVisible();
    await expect(results(page).getByText(RATE_MESSAGES.unusualEngagement)).toBeVisible();
  });

  test("copies the range with its method; Copied! then resets", async ({ page }) => {
    await enter(page, "60k", "3", "carousel");
    const copy = page.getByRole("button", { name: copyName("Copy rate and method") });
    await copy.click();
    const expected = checkRate({
      ...emptyValues(RATE_FIELDS),
      followers: "60k",
      engagementRate: "3",
      format: "carousel",
    });
    if (!("input" in expected)) throw new Error("the sample should calculate");
    expect(await readClipboard(page)).toBe(rateSummary(expected.input));
    await expect(copy).toHaveText("Copied!");
    await expectToast(page, "Copied!", "Your rate and its method are on your clipboard.");
    await estimate(page);
    await expect(page.getByRole("button", { name: copyName("Copy rate and method") })).toHaveText("Copy");
  });

  test("asks for followers, engagement and a format, all at once", async ({ page }) => {
    await estimate(page);
    await expectFieldMessage(followers(page), RATE_MESSAGES.followersEmpty);
    await expectFieldMessage(engagement(page), RATE_MESSAGES.engagementEmpty);
    await expectFieldMessage(format(page), RATE_MESSAGES.format);
    await expect(followers(page)).toBeFocused();
    await expectToast(page, "Oops!", `${RATE_MESSAGES.followersEmpty} 2 more fields need a fix, marked in the form.`);
    await format(page).selectOption("reel");
    await expect(format(page)).not.toHaveAttribute("aria-invalid");
    await expect(followers(page)).toHaveAttribute("aria-invalid", "true");
  });

  test("every bad follower count and engagement rate gets its message", async ({ page }) => {
    await format(page).selectOption("reel");
    await engagement(page).fill("3");
    const followerCases: [string, string][] = [
      [BAD_INPUTS.whitespace, RATE_MESSAGES.followersEmpty],
      ["0", NUMBER_MESSAGES.zero],
      ["-1k", NUMBER_MESSAGES.negative],
      ["ten thousand", NUMBER_MESSAGES.notANumber],
      ["1000000000000", tooLargeMessage(MAX_COUNT)],
      [BAD_INPUTS.emoji, NUMBER_MESSAGES.notANumber],
      ["עשרת אלפים", NUMBER_MESSAGES.notANumber],
      [BAD_INPUTS.markup, NUMBER_MESSAGES.notANumber],
    ];
    for (const [value, message] of followerCases) {
      await followers(page).fill(value);
      await estimate(page);
      await expectFieldMessage(followers(page), message);
      await expectToast(page, "Oops!", message === RATE_MESSAGES.followersEmpty ? message : `Followers: ${message}`);
      await expect(results(page)).toHaveCount(0);
    }
    await expectMarkupInert(page);

    await followers(page).fill("25k");
    const engagementCases: [string, string][] = [
      ["", RATE_MESSAGES.engagementEmpty],
      ["120%", percentTooLargeMessage(100)],
      ["-1", NUMBER_MESSAGES.negative],
      ["0", NUMBER_MESSAGES.zero],
      ["high", NUMBER_MESSAGES.notAPercent],
      ["4k", NUMBER_MESSAGES.notAPercent],
    ];
    for (const [value, message] of engagementCases) {
      await engagement(page).fill(value);
      await estimate(page);
      await expectFieldMessage(engagement(page), message);
      await expect(engagement(page)).toBeFocused();
      await expectToast(
        page,
        "Oops!",
        message === RATE_MESSAGES.engagementEmpty ? message : `Engagement rate: ${message}`,
      );
    }

    await engagement(page).fill("7".repeat(10_000));
    await estimate(page);
    await expectFieldMessage(engagement(page), NUMBER_MESSAGES.tooLong);
    await expect(engagement(page)).toHaveValue("7".repeat(100));
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
    await estimate(page);
    await expectFieldMessage(box("Base rate, low (₹)"), RATE_MESSAGES.lowAboveHigh);
    await expectFieldMessage(box("Engagement multiplier"), RATE_MESSAGES.multiplier);
    await expectFieldMessage(box("Format multiplier"), NUMBER_MESSAGES.notANumber);
    await expect(box("Base rate, low (₹)")).toBeFocused();
    await expectToast(
      page,
      "Oops!",
      `Base rate, low: ${RATE_MESSAGES.lowAboveHigh} 2 more fields need a fix, marked in the form.`,
    );

    await box("Base rate, low (₹)").fill("");
    await box("Base rate, high (₹)").fill("50,000");
    await box("Engagement multiplier").fill("11");
    await box("Format multiplier").fill("");
    await estimate(page);
    await expectFieldMessage(box("Base rate, high (₹)"), RATE_MESSAGES.baseRateTooLarge);
    await expectFieldMessage(box("Engagement multiplier"), RATE_MESSAGES.multiplier);
  });

  test("has no accessibility violations with the rate, or with messages, shown", async ({ page }) => {
    // Two full axe passes over a long page: more than the default budget on a busy two-core machine.
    test.slow();
    await enter(page, "3 lakh", "1", "story");
    await expect(results(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await followers(page).fill("");
    await format(page).selectOption("");
    await estimate(page);
    await expect(followers(page)).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
  });

  test("links to the engagement calculator for visitors who do not know their rate", async ({ page }) => {
    await page.getByRole("link", { name: "Work it out with the engagement rate calculator" }).click();
    await expect(page).toHaveURL(/\/instagram\/engagement-rate-calculator$/u);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Instagram Engagement Rate Calculator");
  });
});

test.describe("from the address", () => {
  test("answers a shared link, method figures included, and moves focus to the answer", async ({ page }) => {
    await open(page, `${PATH}?followers=25k&engagementRate=4.2&format=reel&baseRateLow=300&baseRateHigh=600`);
    await expect(results(page)).toBeFocused();
    // 25 × ₹300–₹600 × 1.3 × 1.5
    await expect(results(page).getByRole("status")).toHaveText("Suggested rate for one Reel: ₹15,000 – ₹29,000.");
    await expect(method(page).getByLabel("Base rate, high (₹)")).toHaveValue("600");
    await expect(format(page)).toHaveValue("reel");
  });

  test("leaves out a format it does not know and asks for one", async ({ page }) => {
    await open(page, `${PATH}?followers=25k&engagementRate=4&format=tweet`);
    await expectFieldMessage(format(page), RATE_MESSAGES.format);
    await expectToast(
      page,
      "Oops!",
      `“tweet” is not one of the format options, so it was left out. ${RATE_MESSAGES.format}`,
    );
    await expect(results(page)).toHaveCount(0);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("estimates, fits the screen and stays accessible", async ({ page }) => {
    await open(page, PATH);
    await enter(page, "9,500", "6.5", "reel");
    await expect(results(page).getByRole("status")).toContainText("Suggested rate for one Reel:");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
