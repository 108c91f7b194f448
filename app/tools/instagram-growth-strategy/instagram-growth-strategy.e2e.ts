import { type Page, expect, test } from "@playwright/test";
import { STRATEGIES } from "./instagram-growth-strategy.data";
import { expectNoAxeViolations, expectToast, open, readClipboard } from "../../../tests/e2e/support";

const PATH = "/instagram/growth-strategy";

test.beforeEach(async ({ page }) => {
  await open(page, PATH);
});

const strategyText = (page: Page) => page.getByTestId("result-card").getByTestId("result-text");

async function choose(page: Page, niche: string, contentType: string) {
  await page.getByLabel("Niche").selectOption(niche);
  await page.getByLabel("Content type").selectOption(contentType);
  await page.getByRole("button", { name: "Generate Strategy" }).click();
}

for (const [label, niche, contentType] of [
  ["nothing", "", ""],
  ["only a niche", "Travel", ""],
  ["only a content type", "", "Stories"],
] as const) {
  test(`${label} chosen: 'Oops!' / 'Please select both a niche and a content type.'`, async ({ page }) => {
    await choose(page, niche, contentType);
    await expectToast(page, "Oops!", "Please select both a niche and a content type.");
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByTestId("result-card")).toHaveCount(0);
  });
}

test("shows the plan for the chosen niche and format after the loading cycle", async ({ page }) => {
  await choose(page, "Food", "Reels");
  await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  const results = page.getByRole("region", { name: "Your Food Reels strategy" });
  await expect(results.getByRole("status")).toHaveText("Strategy for Food Reels is ready.");
  await expect(strategyText(page)).toHaveText(STRATEGIES.Food.Reels);
  await expect(page.getByRole("button", { name: "Generate Strategy" })).toBeEnabled();
});

test("Copy Strategy copies the plan, shows Copied! and resets on the next plan", async ({ page }) => {
  await choose(page, "Fashion", "Stories");
  await expect(strategyText(page)).toHaveText(STRATEGIES.Fashion.Stories);
  const copy = page.getByRole("button", { name: "Copy Strategy" });
  await copy.click();
  expect(await readClipboard(page)).toBe(STRATEGIES.Fashion.Stories);
  await expect(page.getByRole("button", { name: "Copied! Strategy" })).toHaveText("Copied!");
  await expectToast(page, "Copied!", "Your growth strategy is on your clipboard.");

  await choose(page, "Travel", "Posts");
  await expect(strategyText(page)).toHaveText(STRATEGIES.Travel.Posts);
  await expect(page.getByRole("button", { name: "Copy Strategy" })).toHaveText("Copy Strategy");
});

test("has no accessibility violations with a plan shown", async ({ page }) => {
  await choose(page, "Travel", "Reels");
  await expect(strategyText(page)).toHaveText(STRATEGIES.Travel.Reels);
  await expectNoAxeViolations(page);
});
