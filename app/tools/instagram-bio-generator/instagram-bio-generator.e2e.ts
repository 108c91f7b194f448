import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { BIOS } from "./banks/en/bios.data";
import * as e2e from "../../../tests/e2e/support";

e2e.openBeforeEach("/instagram/bio-generator");

const results = (page: Page) => page.getByRole("region", { name: "Your bios" });
const bioTexts = (page: Page) => results(page).getByRole("listitem").getByTestId("result-text");

async function generate(page: Page, type: string) {
  await page.getByRole("radio", { name: type, exact: true }).click();
  await page.getByRole("button", { name: "Generate Bios" }).click();
  await expect(results(page).getByRole("status")).toHaveText("3 bios ready.");
}

test("no profile type chosen: 'Oops!' / 'Please select a profile type.'", async ({ page }) => {
  await page.getByRole("button", { name: "Generate Bios" }).click();
  await e2e.expectToast(page, "Oops!", "Please select a profile type.");
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test("shows 3 distinct bios of the chosen type, with line breaks and a count against 150, with no accessibility violations", async ({
  page,
}) => {
  const meme = page.getByRole("radio", { name: "Meme Page", exact: true });
  await meme.click();
  await expect(meme).toBeChecked();
  await e2e.withClockHeld(page, async () => {
    await page.getByRole("button", { name: "Generate Bios" }).click();
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  });
  await expect(results(page).getByRole("status")).toHaveText("3 bios ready.");
  const texts = await bioTexts(page).allTextContents();
  expect(texts).toHaveLength(3);
  expect(new Set(texts).size).toBe(3);
  for (const text of texts) expect(BIOS["meme-page"]).toContain(text);
  const first = bioTexts(page).first();
  expect(await first.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe("pre-wrap");
  expect((await first.innerText()).split("\n").length).toBeGreaterThan(1);
  await expect(results(page).getByTestId("char-count").first()).toHaveText(
    `${Array.from(texts[0] ?? "").length} / 150 characters`,
  );
  await expect(page.getByRole("button", { name: "Generate Bios" })).toBeEnabled();
  await e2e.expectNoAxeViolations(page);
});

test("each bio copies itself, line breaks included; only one shows Copied! at a time, until a new generation", async ({
  page,
}) => {
  await generate(page, "Student");
  const first = results(page).getByRole("button", { name: "Copy bio 1" });
  await first.click();
  const copied = await e2e.readClipboard(page);
  expect(copied).toBe(await bioTexts(page).nth(0).textContent());
  expect(copied).toContain("\n");
  await expect(results(page).getByRole("button", { name: "Copied! bio 1" })).toHaveText("Copied!");
  await e2e.expectToast(page, "Copied!", "Bio copied to your clipboard.");

  const third = results(page).getByRole("button", { name: "Copy bio 3" });
  await third.click();
  expect(await e2e.readClipboard(page)).toBe(await bioTexts(page).nth(2).textContent());
  await expect(results(page).getByRole("button", { name: "Copied! bio 3" })).toHaveText("Copied!");
  await expect(first).toHaveText("Copy");
  await expect(results(page).locator("[data-copied]")).toHaveCount(1);

  // A new generation replaces the results and clears Copied!
  await generate(page, "Fitness");
  for (const text of await bioTexts(page).allTextContents()) expect(BIOS.fitness).toContain(text);
  await expect(results(page).locator("[data-copied]")).toHaveCount(0);
});
