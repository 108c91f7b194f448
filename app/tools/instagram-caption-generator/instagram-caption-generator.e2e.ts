import { type Page, expect, test } from "@playwright/test";
import { CAPTIONS } from "./instagram-caption-generator.data";
import { expectNoAxeViolations, expectToast, open, readClipboard } from "../../../tests/e2e/support";

const PATH = "/instagram/caption-generator";

test.beforeEach(async ({ page }) => {
  await open(page, PATH);
});

const results = (page: Page) => page.getByRole("region", { name: "Your captions" });
const captionTexts = (page: Page) => results(page).getByRole("listitem").getByTestId("result-text");

async function generate(page: Page, category: string, button = "Generate Captions") {
  await page.getByRole("radio", { name: category, exact: true }).click();
  await page.getByRole("button", { name: button }).click();
  await expect(results(page).getByRole("status")).toHaveText("5 captions ready.");
}

test("no category chosen: 'Oops!' / 'Please select a category first.'", async ({ page }) => {
  await page.getByRole("button", { name: "Generate Captions" }).click();
  await expectToast(page, "Oops!", "Please select a category first.");
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test("shows 5 distinct captions of the chosen category after the loading cycle", async ({ page }) => {
  const travel = page.getByRole("radio", { name: "Travel", exact: true });
  await travel.click();
  await expect(travel).toBeChecked();
  await page.getByRole("button", { name: "Generate Captions" }).click();
  await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  await expect(results(page).getByRole("status")).toHaveText("5 captions ready.");
  const texts = await captionTexts(page).allTextContents();
  expect(texts).toHaveLength(5);
  expect(new Set(texts).size).toBe(5);
  for (const text of texts) expect(CAPTIONS.travel).toContain(text);
  const first = texts[0] ?? "";
  await expect(results(page).getByTestId("char-count").first()).toHaveText(
    `${Array.from(first).length} / 2,200 characters`,
  );
  await expect(page.getByRole("button", { name: "Generate More" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Generate Captions" })).toHaveCount(0);
});

test("each caption copies itself; only one shows Copied! at a time", async ({ page }) => {
  await generate(page, "Love");
  const second = results(page).getByRole("button", { name: "Copy caption 2" });
  await second.click();
  expect(await readClipboard(page)).toBe(await captionTexts(page).nth(1).textContent());
  await expect(results(page).getByRole("button", { name: "Copied! caption 2" })).toHaveText("Copied!");
  await expectToast(page, "Copied!", "Caption copied to your clipboard.");

  const fourth = results(page).getByRole("button", { name: "Copy caption 4" });
  await fourth.click();
  expect(await readClipboard(page)).toBe(await captionTexts(page).nth(3).textContent());
  await expect(results(page).getByRole("button", { name: "Copied! caption 4" })).toHaveText("Copied!");
  await expect(second).toHaveText("Copy");
  await expect(results(page).locator("[data-copied]")).toHaveCount(1);
});

test("Generate More gives a fresh batch for the current category and clears Copied!", async ({ page }) => {
  await generate(page, "Funny");
  await results(page).getByRole("button", { name: "Copy caption 1" }).click();
  await expect(results(page).getByRole("button", { name: "Copied! caption 1" })).toHaveText("Copied!");
  await generate(page, "Sad", "Generate More");
  for (const text of await captionTexts(page).allTextContents()) expect(CAPTIONS.sad).toContain(text);
  await expect(results(page).locator("[data-copied]")).toHaveCount(0);
});

test("has no accessibility violations with results shown", async ({ page }) => {
  await generate(page, "Motivation");
  await expectNoAxeViolations(page);
});
