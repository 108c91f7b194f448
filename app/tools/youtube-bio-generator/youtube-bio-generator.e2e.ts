import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";

e2e.openBeforeEach("/youtube/bio-generator");

async function generate(page: Page, niche: string) {
  await page.getByLabel("Channel Niche").selectOption(niche);
  await page.getByRole("button", { name: "Generate Bios" }).click();
}

const bios = (page: Page) => page.getByRole("region", { name: "Your channel bios" }).getByTestId("result-text");

test("offers the four niches", async ({ page }) => {
  await expect(page.getByLabel("Channel Niche").locator("option")).toHaveText([
    "Select a niche",
    "Tech",
    "Vlogs",
    "Gaming",
    "Education",
  ]);
});

test("shows the two Tech bios after the loading cycle, with the business e-mail placeholder, with no accessibility violations", async ({
  page,
}) => {
  await e2e.withClockHeld(page, async () => {
    await generate(page, "Tech");
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  });
  await expect(page.getByRole("status").filter({ hasText: "2 bios ready." })).toBeVisible();
  await expect(bios(page)).toHaveCount(2);
  await expect(bios(page).first()).toContainText("Business: yourname@example.com");
  await expect(page.getByRole("region", { name: "Your channel bios" }).getByText(/\/ 1,000 characters/)).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Generate Bios" })).toBeEnabled();
  await e2e.expectNoAxeViolations(page);
});

test("every niche gives the same two bios on every run", async ({ page }) => {
  for (const niche of ["Tech", "Vlogs", "Gaming", "Education"]) {
    await generate(page, niche);
    await expect(bios(page)).toHaveCount(2);
    const first = await bios(page).allTextContents();
    await generate(page, niche);
    await expect(bios(page)).toHaveCount(2);
    expect(await bios(page).allTextContents()).toEqual(first);
  }
});

test("each copy button copies its bio; only one shows Copied! at a time, until a new generation", async ({ page }) => {
  await generate(page, "Gaming");
  const first = page.getByRole("button", { name: "Copy bio 1" });
  const second = page.getByRole("button", { name: "Copy bio 2" });
  await first.click();
  expect(await e2e.readClipboard(page)).toBe(await bios(page).nth(0).textContent());
  await expect(page.getByRole("button", { name: "Copied! bio 1" })).toHaveText("Copied!");
  await e2e.expectToast(page, "Copied!", "Bio 1 copied to your clipboard.");
  await second.click();
  expect(await e2e.readClipboard(page)).toBe(await bios(page).nth(1).textContent());
  await expect(page.getByRole("button", { name: "Copied! bio 2" })).toHaveText("Copied!");
  await expect(first).toHaveText("Copy");

  // A new generation replaces the results and clears Copied!
  await generate(page, "Education");
  await expect(bios(page)).toHaveCount(2);
  await expect(page.locator("[data-copied]")).toHaveCount(0);
});

test("no niche chosen: 'Oops!' / 'Please select a niche.'", async ({ page }) => {
  await page.getByRole("button", { name: "Generate Bios" }).click();
  await e2e.expectToast(page, "Oops!", "Please select a niche.");
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByRole("region", { name: "Your channel bios" })).toHaveCount(0);
});
