import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { type GrowthPlan, type PlanWeek, planText } from "./growth-plan";
import { WEEKDAYS, type Weekday } from "./banks/en/growth-plan.data";
import * as e2e from "../../../tests/e2e/support";

const PATH = e2e.openBeforeEach("/instagram/growth-strategy");

const topicField = (page: Page) => page.getByRole("textbox", { name: "What is your post about?" });
const weeksOf = (page: Page) => page.getByTestId("plan-week");

async function choose(page: Page, niche: string, contentType: string) {
  await page.getByLabel("Niche").selectOption(niche);
  await page.getByLabel("Content type").selectOption(contentType);
  await page.getByRole("button", { name: "Generate Strategy" }).click();
}

/** The plan as the page shows it: each week's heading, days and actions, and check, read back from the lists. */
async function shownPlan(page: Page, niche: "Food" | "Fashion" | "Travel", contentType: "Reels" | "Posts" | "Stories") {
  await expect(weeksOf(page)).toHaveCount(4);
  const weeks: PlanWeek[] = [];
  for (const [index, week] of (await weeksOf(page).all()).entries()) {
    const heading = await week.getByRole("heading", { level: 3 }).textContent();
    const prefix = `Week ${String(index + 1)}: `;
    expect(heading?.startsWith(prefix)).toBe(true);
    const days = await week.getByTestId("plan-day").allTextContents();
    const texts = await week.getByTestId("plan-action-text").allTextContents();
    weeks.push({
      goal: heading?.slice(prefix.length) ?? "",
      actions: days.map((day, i) => ({ day: day as Weekday, text: texts[i] ?? "" })),
      check: (await week.getByTestId("plan-check-text").textContent()) ?? "",
    });
  }
  return { niche, contentType, weeks } satisfies GrowthPlan;
}

/** Four weeks, each a heading, three to five actions on days in order, and a check. */
async function expectFourWeeks(page: Page, region: Locator) {
  await expect(region.getByRole("heading", { level: 3 })).toHaveText([
    /^Week 1: /,
    /^Week 2: /,
    /^Week 3: /,
    /^Week 4: /,
  ]);
  for (const week of await weeksOf(page).all()) {
    const days = await week.getByTestId("plan-day").allTextContents();
    expect(days.length).toBeGreaterThanOrEqual(3);
    expect(days.length).toBeLessThanOrEqual(5);
    const order = days.map((day) => WEEKDAYS.indexOf(day as Weekday));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order.every((at) => at >= 0)).toBe(true);
    await expect(week.getByTestId("plan-check")).toContainText("Check at the end of the week:");
  }
}

test("nothing, only a niche, only a content type chosen: 'Oops!' / 'Please select both a niche and a content type.', each in turn", async ({
  page,
}) => {
  for (const [label, niche, contentType] of [
    ["nothing", "", ""],
    ["only a niche", "Travel", ""],
    ["only a content type", "", "Stories"],
  ] as const) {
    await test.step(label, async () => {
      await choose(page, niche, contentType);
      await expect(weeksOf(page)).toHaveCount(0);
      await e2e.expectRefusal(page, "Please select both a niche and a content type.");
    });
  }
});

test("shows a four-week plan for the chosen niche and format after the loading cycle, with no accessibility violations", async ({
  page,
}) => {
  await page.getByLabel("Niche").selectOption("Food");
  await page.getByLabel("Content type").selectOption("Reels");
  // The 500 ms cycle is held still while it is looked at, or a busy machine could finish it first.
  await e2e.withClockHeld(page, async () => {
    await page.getByRole("button", { name: "Generate Strategy" }).click();
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  });
  const results = page.getByRole("region", { name: "Your Food Reels strategy" });
  await expect(results.getByRole("status")).toHaveText("Your four-week Food Reels plan is ready.");
  await expectFourWeeks(page, results);
  await expect(results).toContainText("Reel");
  await expect(results).not.toContainText(/\b\d{1,2}\s?(am|pm)\b/i);
  await expect(page.getByRole("button", { name: "Generate Strategy" })).toBeEnabled();
  await expect(page).toHaveURL(/\?niche=Food&type=Reels$/);
  await e2e.expectNoAxeViolations(page);
});

test("Copy Strategy copies the plan as shown, shows Copied! and resets on the next plan", async ({ page }) => {
  await choose(page, "Fashion", "Stories");
  const plan = await shownPlan(page, "Fashion", "Stories");
  await page.getByRole("button", { name: "Copy Strategy" }).click();
  expect(await e2e.readClipboard(page)).toBe(planText(plan, "Your Fashion Stories strategy"));
  await expect(page.getByRole("button", { name: "Copied! Strategy" })).toHaveText("Copied!");
  await e2e.expectToast(page, "Copied!", "Your growth strategy is on your clipboard.");

  await choose(page, "Travel", "Posts");
  await expect(page.getByRole("region", { name: "Your Travel Posts strategy" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy Strategy" })).toHaveText("Copy Strategy");
});

test("fits a 375 px screen without sideways scrolling", e2e.PHONE_ONLY, async ({ page }) => {
  await topicField(page).fill("iphone 16 vs galaxy s24");
  await choose(page, "Travel", "Posts");
  await expect(weeksOf(page)).toHaveCount(4);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

// The optional topic: "What is your post about?"

test("a typed topic gets a plan written for it, and travels in the address", async ({ page }) => {
  await topicField(page).fill("masala dosa");
  await choose(page, "Food", "Reels");
  const results = page.getByRole("region", { name: "Your Food Reels strategy for masala dosa" });
  await expect(results.getByRole("status")).toHaveText("Your four-week Food Reels plan about masala dosa is ready.");
  await expectFourWeeks(page, results);
  for (const goal of await results.getByRole("heading", { level: 3 }).allTextContents())
    expect(goal).toContain("masala dosa");
  await expect(weeksOf(page).first()).toContainText("Post a recipe Reel for masala dosa");
  await expect(page).toHaveURL(/\?niche=Food&type=Reels&topic=masala\+dosa$/);
});

test("a topic in the address is answered on load: a phone gets reviews", async ({ page }) => {
  await e2e.open(page, `${PATH}?niche=Travel&type=Posts&topic=iphone+16`);
  await expect(topicField(page)).toHaveValue("iphone 16");
  const results = page.getByRole("region", { name: "Your Travel Posts strategy for iPhone 16" });
  await expect(results).toBeVisible();
  await expect(weeksOf(page).first()).toContainText("Post your iPhone 16 review with the verdict first");
  await expect(weeksOf(page).nth(2)).toContainText("As a travel page, test iPhone 16 on the road");
});

test("a topic without the two choices still asks for both", async ({ page }) => {
  await topicField(page).fill("cricket");
  await choose(page, "Travel", "");
  await e2e.expectToast(page, "Oops!", "Please select both a niche and a content type.");
  await expect(weeksOf(page)).toHaveCount(0);
});
