import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { emptyValues } from "~/lib/form/form-fields";
import { NUMBER_MESSAGES } from "~/lib/text/numbers";
import * as calc from "../../../tests/e2e/calculator-checks";
import * as e2e from "../../../tests/e2e/support";
import { ENGAGEMENT_FIELDS, checkEngagement, engagementSummary } from "./instagram-engagement-rate-calculator.form";
import { ENGAGEMENT_MESSAGES } from "./instagram-engagement-rate-calculator.logic";

const calculator: calc.CalculatorPage = {
  path: "/instagram/engagement-rate-calculator",
  results: (page) => page.getByRole("region", { name: "Your engagement rate" }),
  submit: (page) => page.getByRole("button", { name: "Calculate Engagement Rate" }).click(),
};
const { path: PATH, results } = calculator;

const followers = (page: Page) => page.getByLabel("Followers", { exact: true });
const row = (page: Page, n: number) => page.getByRole("group", { name: `Post ${n}`, exact: true });
const averagesRow = (page: Page) => page.getByRole("group", { name: "Your averages per post" });
const calculate = calculator.submit;

type Counts = [likes: string, comments: string, saves?: string, shares?: string];

async function fillRow(group: Locator, [likes, comments, saves = "", shares = ""]: Counts) {
  await group.getByLabel("Likes").fill(likes);
  await group.getByLabel("Comments").fill(comments);
  await group.getByLabel("Saves").fill(saves);
  await group.getByLabel("Shares").fill(shares);
}

async function enter(page: Page, count: string, posts: Counts[]) {
  await followers(page).fill(count);
  for (const [index, counts] of posts.entries()) await fillRow(row(page, index + 1), counts);
  await calculate(page);
}

test.describe("the calculator", () => {
  test.beforeEach(async ({ page }) => {
    await e2e.open(page, PATH);
  });

  test("works out the rate over three posts, with the formula, the working and the visitor's tier", async ({
    page,
  }) => {
    await expect(row(page, 3)).toBeVisible();
    await expect(row(page, 4)).toHaveCount(0);
    await enter(page, "25k", [
      ["1,240", "85"],
      ["900", "60"],
      ["1500", "120"],
    ]);
    await expect(results(page).getByRole("status")).toHaveText(
      "Your engagement rate is 5.21%. Above the typical range for micro accounts (10K–50K followers): 2–3.5%.",
    );
    await expect(results(page).getByText("5.21%", { exact: true })).toBeVisible();
    await expect(results(page).getByText("(likes + comments) ÷ followers × 100, averaged over 3 posts")).toBeVisible();
    await expect(results(page).getByTestId("working")).toHaveText("(1,213.3 + 88.3) ÷ 25,000 × 100 = 5.21%");
    const perPost = results(page).getByRole("table").first().getByRole("row");
    await expect(perPost).toHaveCount(4);
    await expect(perPost.nth(1)).toHaveText(/Post 1\s*1,325\s*5\.3%/u);
    const yours = results(page).locator("tr[aria-current='true']");
    await expect(yours).toHaveCount(1);
    await expect(yours).toContainText("Micro");
    await expect(yours).toContainText("10K–50K");
    await expect(yours).toContainText("2–3.5%");
    await expect(results(page).getByRole("row")).toHaveCount(4 + 6);
    expect(new URL(page.url()).search).toBe(
      "?followers=25k&likes1=1%2C240&comments1=85&likes2=900&comments2=60&likes3=1500&comments3=120",
    );
  });

  test("reads followers typed as 1.5 lakh and likes as 4.5 hazar", async ({ page }) => {
    await enter(page, "1.5 lakh", [["4.5 hazar", "120"]]);
    await expect(results(page).getByRole("status")).toHaveText(
      "Your engagement rate is 3.08%. Above the typical range for mid-tier accounts (50K–500K followers): 1.5–2.5%.",
    );
    await expect(results(page).getByTestId("working")).toHaveText("(4,500 + 120) ÷ 1,50,000 × 100 = 3.08%");
  });

  test("counts saves and shares when given for every post, and compares likes and comments", async ({ page }) => {
    await enter(page, "1.2 lakh", [
      ["2,000", "45", "100", "31"],
      ["2,401", "50", "120", "40"],
    ]);
    await expect(results(page).getByTestId("working")).toHaveText(
      "(2,200.5 + 47.5 + 110 + 35.5) ÷ 1,20,000 × 100 = 1.99%",
    );
    await expect(
      results(page).getByText("Engagement rate by followers, counting likes, comments, saves and shares"),
    ).toBeVisible();
    await expect(results(page).getByText("Likes and comments only: 1.87%, the figure compared below.")).toBeVisible();
    await expect(results(page).locator("tr[aria-current='true']")).toContainText("Mid-tier");
  });

  test("adds rows up to twelve and removes any row, moving the rows below up", async ({ page }) => {
    const add = page.getByRole("button", { name: "Add a post" });
    await add.click();
    await expect(row(page, 4).getByLabel("Likes")).toBeFocused();
    for (let n = 5; n <= 12; n++) await add.click();
    await expect(row(page, 12)).toBeVisible();
    await expect(add).toBeDisabled();
    await expect(page.getByText("12 posts is the most the calculator takes.")).toBeVisible();

    await fillRow(row(page, 1), ["100", "1"]);
    await fillRow(row(page, 2), ["200", "2"]);
    await fillRow(row(page, 3), ["300", "3", "30"]);
    await page.getByRole("button", { name: "Remove post 2" }).click();
    await expect(row(page, 2).getByLabel("Likes")).toBeFocused();
    await expect(row(page, 2).getByLabel("Likes")).toHaveValue("300");
    await expect(row(page, 2).getByLabel("Saves")).toHaveValue("30");
    await expect(row(page, 3).getByLabel("Likes")).toHaveValue("");
    await expect(row(page, 11)).toBeVisible();
    await expect(row(page, 12)).toHaveCount(0);
    await expect(add).toBeEnabled();
  });

  test("takes one row of averages, decimals included", async ({ page }) => {
    await page.getByLabel("I only know my averages per post").check();
    await expect(row(page, 1)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add a post" })).toHaveCount(0);
    await followers(page).fill("8.5k");
    await averagesRow(page).getByLabel("Likes").fill("410.5");
    await averagesRow(page).getByLabel("Comments").fill("22");
    await calculate(page);
    await expect(results(page).getByText("5.09%", { exact: true })).toBeVisible();
    await expect(
      results(page).getByText("(likes + comments) ÷ followers × 100, from your averages per post"),
    ).toBeVisible();
    await expect(results(page).locator("tr[aria-current='true']")).toContainText("Nano");
    expect(new URL(page.url()).search).toBe("?followers=8.5k&entry=averages&likes1=410.5&comments1=22");
  });

  test("copies the rate with its formula, working and comparison; Copied! then resets", async ({ page }) => {
    await enter(page, "25,000", [["1,240", "85"]]);
    const expected = checkEngagement({
      ...emptyValues(ENGAGEMENT_FIELDS),
      followers: "25,000",
      likes1: "1,240",
      comments1: "85",
    });
    if (!("input" in expected)) throw new Error("the sample should calculate");
    await calc.expectCopies(
      page,
      calculator,
      "Copy engagement rate and working",
      "Your engagement rate and its working are on your clipboard.",
      engagementSummary(expected.input),
    );
  });

  test("shows the follower count's messages beside it and in the toast", async ({ page }) => {
    await fillRow(row(page, 1), ["100", "4"]);
    await calc.expectRefusals(page, calculator, followers(page), [
      ["", ENGAGEMENT_MESSAGES.followersEmpty, ENGAGEMENT_MESSAGES.followersEmpty],
      ["12,50", NUMBER_MESSAGES.commas, `Followers: ${NUMBER_MESSAGES.commas}`],
      [e2e.BAD_INPUTS.markup, NUMBER_MESSAGES.notANumber, `Followers: ${NUMBER_MESSAGES.notANumber}`],
    ]);
  });

  test("a 10,000-character count is cut, then called too long, without hanging", async ({ page }) => {
    await fillRow(row(page, 1), ["100", "4"]);
    await calc.expectCutAndRefused(page, calculator, followers(page), "Followers");
  });

  test("each post field's message names its post; all are shown at once", async ({ page }) => {
    await enter(page, "5000", [
      ["", "4"],
      ["100", ""],
      ["12.5", "1", "3"],
    ]);
    await e2e.expectFieldMessage(row(page, 1).getByLabel("Likes"), ENGAGEMENT_MESSAGES.likesEmpty);
    await e2e.expectFieldMessage(row(page, 1).getByLabel("Saves"), ENGAGEMENT_MESSAGES.partialSaves);
    await e2e.expectFieldMessage(row(page, 2).getByLabel("Comments"), ENGAGEMENT_MESSAGES.commentsEmpty);
    await e2e.expectFieldMessage(row(page, 2).getByLabel("Saves"), ENGAGEMENT_MESSAGES.partialSaves);
    await e2e.expectFieldMessage(row(page, 3).getByLabel("Likes"), NUMBER_MESSAGES.wholeNumber);
    await expect(row(page, 3).getByLabel("Saves")).not.toHaveAttribute("aria-invalid");
    await expect(row(page, 1).getByLabel("Likes")).toBeFocused();
    await e2e.expectToast(
      page,
      "Oops!",
      `Post 1 likes: ${ENGAGEMENT_MESSAGES.likesEmpty} 4 more fields need a fix, marked in the form.`,
    );
    // Correcting a field takes its message away and leaves the others.
    await row(page, 1).getByLabel("Likes").fill("90");
    await expect(row(page, 1).getByLabel("Likes")).not.toHaveAttribute("aria-invalid");
    await expect(row(page, 2).getByLabel("Comments")).toHaveAttribute("aria-invalid", "true");

    await enter(page, "5000", [
      ["100", "4", "", "2"],
      ["100", "-1"],
      ["", ""],
    ]);
    await e2e.expectFieldMessage(row(page, 2).getByLabel("Comments"), NUMBER_MESSAGES.negative);
    await e2e.expectFieldMessage(row(page, 2).getByLabel("Shares"), ENGAGEMENT_MESSAGES.partialShares);
  });

  test("asks for at least one post, and for averages when entering averages", async ({ page }) => {
    await followers(page).fill("5000");
    await calculate(page);
    await e2e.expectFieldMessage(row(page, 1).getByLabel("Likes"), ENGAGEMENT_MESSAGES.noPosts);
    await e2e.expectToast(page, "Oops!", ENGAGEMENT_MESSAGES.noPosts);

    await page.getByLabel("I only know my averages per post").check();
    await expect(averagesRow(page).getByLabel("Likes")).not.toHaveAttribute("aria-invalid");
    await calculate(page);
    await e2e.expectFieldMessage(averagesRow(page).getByLabel("Likes"), ENGAGEMENT_MESSAGES.noAverages);
    await averagesRow(page).getByLabel("Saves").fill("7");
    await calculate(page);
    await e2e.expectFieldMessage(averagesRow(page).getByLabel("Likes"), ENGAGEMENT_MESSAGES.averageLikesEmpty);
    await e2e.expectFieldMessage(averagesRow(page).getByLabel("Comments"), ENGAGEMENT_MESSAGES.averageCommentsEmpty);
    await e2e.expectToast(
      page,
      "Oops!",
      `Average likes: ${ENGAGEMENT_MESSAGES.averageLikesEmpty} One more field needs a fix, marked in the form.`,
    );
  });
});

test.describe("from the address", () => {
  test("answers a shared link, fills the form and moves focus to the answer", async ({ page }) => {
    await calc.expectAnswersLink(page, calculator, "?followers=25k&likes1=1240&comments1=85&likes7=900&comments7=60");
    await expect(results(page).getByRole("status")).toContainText("Your engagement rate is 4.57%.");
    await expect(followers(page)).toHaveValue("25k");
    await expect(row(page, 7).getByLabel("Likes")).toHaveValue("900");
    await expect(row(page, 8)).toHaveCount(0);
  });

  test("answers a shared link in averages", async ({ page }) => {
    await e2e.open(page, `${PATH}?followers=8.5k&entry=averages&likes1=410.5&comments1=22`);
    await expect(page.getByLabel("I only know my averages per post")).toBeChecked();
    await expect(results(page).getByText("5.09%", { exact: true })).toBeVisible();
  });

  test("shows the same messages for bad values in a link, with markup kept as text", async ({ page }) => {
    await e2e.open(page, `${PATH}?followers=${encodeURIComponent(e2e.BAD_INPUTS.markup)}&likes1=10&comments1=-2`);
    await expect(followers(page)).toHaveValue(e2e.BAD_INPUTS.markup);
    await e2e.expectFieldMessage(followers(page), NUMBER_MESSAGES.notANumber);
    await e2e.expectFieldMessage(row(page, 1).getByLabel("Comments"), NUMBER_MESSAGES.negative);
    await expect(followers(page)).toBeFocused();
    await expect(results(page)).toHaveCount(0);
    await e2e.expectMarkupInert(page);
  });
});

test.describe("hostile input", () => {
  calc.hostileInputTests(calculator, (page) => page.locator("main input[type='text'], main input:not([type])"));
});

calc.accessibilityTests(
  calculator,
  (page) =>
    enter(page, "25k", [
      ["1240", "85", "40", "12"],
      ["900", "60", "22", "9"],
    ]),
  (page) => enter(page, "-1", [["x", ""]]),
);

calc.phoneTest(calculator, async (page) => {
  await page.getByRole("button", { name: "Add a post" }).click();
  await enter(page, "3,200", [
    ["180", "12"],
    ["150", "9"],
    ["210", "15"],
    ["95", "4"],
  ]);
  await expect(results(page).getByRole("status")).toContainText("Your engagement rate is 5.27%.");
  await expect(results(page).locator("tr[aria-current='true']")).toContainText("Nano");
});
