import { type Page, expect, test } from "@playwright/test";
import { INTERESTS, NICHES } from "./instagram-niche-finder.data";
import { expectNoAxeViolations, expectToast, open, readClipboard } from "../../../tests/e2e/support";

const PATH = "/instagram/niche-finder";

test.beforeEach(async ({ page }) => {
  await open(page, PATH);
});

const results = (page: Page) => page.getByRole("region", { name: "Your Suggested Niche" });
const nicheText = (page: Page) => results(page).getByTestId("result-card").getByTestId("result-text");

async function find(page: Page, interest: string) {
  await page.getByRole("radio", { name: interest, exact: true }).click();
  await page.getByRole("button", { name: "Find My Niche" }).click();
  await expect(results(page).getByRole("heading", { name: "Your Suggested Niche" })).toBeVisible();
}

test("shows the ten interests, none chosen, and highlights only the chosen one", async ({ page }) => {
  for (const interest of INTERESTS) {
    await expect(page.getByRole("radio", { name: interest, exact: true })).not.toBeChecked();
  }
  const travel = page.getByRole("radio", { name: "Travel", exact: true });
  const food = page.getByRole("radio", { name: "Food", exact: true });
  await travel.click();
  await expect(travel).toBeChecked();
  await food.click();
  await expect(food).toBeChecked();
  await expect(travel).not.toBeChecked();
  await expect(page.locator("input[type=radio]:checked")).toHaveCount(1);
});

test("no interest chosen: 'Select an Interest' / 'Please pick an interest to get a niche idea.'", async ({ page }) => {
  await page.getByRole("button", { name: "Find My Niche" }).click();
  await expectToast(page, "Select an Interest", "Please pick an interest to get a niche idea.");
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test("suggests one of the interest's four niches with an encouragement line", async ({ page }) => {
  await page.getByRole("radio", { name: "Fitness", exact: true }).click();
  await page.getByRole("button", { name: "Find My Niche" }).click();
  await expect(page.getByRole("button", { name: "Finding..." })).toBeDisabled();
  await expect(results(page).getByRole("status")).toHaveText("A Fitness niche for you.");
  const niche = (await nicheText(page).textContent()) ?? "";
  expect(NICHES.Fitness).toContain(niche);
  await expect(results(page).getByTestId("result-card-footer")).toContainText(niche);
  await expect(page.getByRole("button", { name: "Find My Niche" })).toBeEnabled();
});

test("Copy copies the niche, shows Copied! and resets on the next suggestion", async ({ page }) => {
  await find(page, "DIY");
  const niche = (await nicheText(page).textContent()) ?? "";
  const copy = results(page).getByRole("button", { name: "Copy niche" });
  await copy.click();
  expect(await readClipboard(page)).toBe(niche);
  await expect(results(page).getByRole("button", { name: "Copied! niche" })).toHaveText("Copied!");
  await expectToast(page, "Copied!", `${niche} copied to your clipboard.`);

  await find(page, "Art");
  expect(NICHES.Art).toContain(await nicheText(page).textContent());
  await expect(results(page).getByRole("button", { name: "Copy niche" })).toHaveText("Copy");
});

test("has no accessibility violations with a suggestion shown", async ({ page }) => {
  await find(page, "Education");
  await expectNoAxeViolations(page);
});
