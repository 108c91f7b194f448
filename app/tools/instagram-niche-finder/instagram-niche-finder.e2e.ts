import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { NICHES, NICHE_BRIEFS, type Niche } from "./banks/en/niches.data";
import { INTERESTS } from "./instagram-niche-finder.form";
import * as e2e from "../../../tests/e2e/support";

const PATH = e2e.openBeforeEach("/instagram/niche-finder");

const results = (page: Page) => page.getByRole("region", { name: "Your Suggested Niche" });
const nicheText = (page: Page) => results(page).getByTestId("result-card").getByTestId("result-text");

async function find(page: Page, interest: string) {
  await page.getByRole("radio", { name: interest, exact: true }).click();
  await page.getByRole("button", { name: "Find My Niche" }).click();
  await expect(results(page).getByRole("heading", { name: "Your Suggested Niche" })).toBeVisible();
}

test("shows the ten interests under its question, none chosen, and highlights only the chosen one", async ({
  page,
}) => {
  const group = page.getByRole("group", { name: "What are you into?" });
  for (const interest of INTERESTS) {
    await expect(group.getByRole("radio", { name: interest, exact: true })).not.toBeChecked();
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
  await e2e.expectToast(page, "Select an Interest", "Please pick an interest to get a niche idea.");
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test("suggests one of the interest's four niches with an encouragement line, with no accessibility violations", async ({
  page,
}) => {
  await page.getByRole("radio", { name: "Fitness", exact: true }).click();
  // The 500 ms cycle is held still while it is looked at, or a busy machine could finish it first.
  await e2e.withClockHeld(page, async () => {
    await page.getByRole("button", { name: "Find My Niche" }).click();
    await expect(page.getByRole("button", { name: "Finding..." })).toBeDisabled();
  });
  await expect(results(page).getByRole("status")).toHaveText("A Fitness niche for you.");
  const niche = (await nicheText(page).textContent()) ?? "";
  expect(NICHES.Fitness).toContain(niche);
  await expect(results(page).getByTestId("result-card-footer")).toContainText(niche);
  await expect(page.getByRole("button", { name: "Find My Niche" })).toBeEnabled();
  await e2e.expectNoAxeViolations(page);
});

test("Copy copies the niche, shows Copied! and resets on the next suggestion", async ({ page }) => {
  await find(page, "DIY");
  const niche = (await nicheText(page).textContent()) ?? "";
  const copy = results(page).getByRole("button", { name: "Copy niche" });
  await copy.click();
  expect(await e2e.readClipboard(page)).toBe(niche);
  await expect(results(page).getByRole("button", { name: "Copied! niche" })).toHaveText("Copied!");
  await e2e.expectToast(page, "Copied!", `${niche} copied to your clipboard.`);

  await find(page, "Art");
  expect(NICHES.Art).toContain(await nicheText(page).textContent());
  await expect(results(page).getByRole("button", { name: "Copy niche" })).toHaveText("Copy");
});

test("says why the niche fits and what to post first, in the niche's own words", async ({ page }) => {
  await find(page, "Education");
  await expect(results(page).getByRole("status")).toHaveText("An Education niche for you.");
  const niche = (await nicheText(page).textContent()) as Niche;
  expect(NICHES.Education).toContain(niche);
  await expect(results(page).getByTestId("niche-why")).toHaveText(`Why it fits: ${NICHE_BRIEFS[niche].why}`);
  await expect(results(page).getByTestId("niche-first-post")).toHaveText(
    `Your first post: ${NICHE_BRIEFS[niche].firstPost}`,
  );
});

test("shows all four niches of an interest before any comes back, never the same twice in a row", async ({ page }) => {
  await page.getByRole("radio", { name: "DIY", exact: true }).click();
  const shown: string[] = [];
  for (let press = 0; press < 5; press++) {
    await page.getByRole("button", { name: "Find My Niche" }).click();
    // The old suggestion is cleared while the button says Finding..., so the text read is the new one.
    await expect(page.getByRole("button", { name: "Finding..." })).toBeVisible();
    await expect(results(page).getByRole("status")).toHaveText("A DIY niche for you.");
    shown.push((await nicheText(page).textContent()) ?? "");
  }
  expect([...shown.slice(0, 4)].sort()).toEqual([...NICHES.DIY].sort());
  expect(shown[4]).not.toBe(shown[3]);
});

test("answers an interest from the address", async ({ page }) => {
  await e2e.open(page, `${PATH}?interest=Art`);
  await expect(results(page).getByRole("status")).toHaveText("An Art niche for you.");
  expect(NICHES.Art).toContain(await nicheText(page).textContent());
  await expect(page.getByRole("radio", { name: "Art", exact: true })).toBeChecked();
});
