import { type Page, expect, test } from "@playwright/test";
import {
  BAD_INPUTS,
  expectMarkupInert,
  expectNoAxeViolations,
  expectToast,
  open,
  readClipboard,
} from "../../../tests/e2e/support";

const PATH = "/youtube/channel-name-generator";

test.beforeEach(async ({ page }) => {
  await open(page, PATH);
});

async function generate(page: Page, keyword: string) {
  await page.getByLabel("Your Topic or Keyword").fill(keyword);
  await page.getByRole("button", { name: "Generate Names" }).click();
}

const names = (page: Page) => page.getByRole("region", { name: "Your channel names" }).getByTestId("result-text");

test("gives 15 unique names built on the keyword after the loading cycle", async ({ page }) => {
  await generate(page, "  street   FOOD ");
  await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: "15 channel names ready." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your channel names" }).getByRole("listitem")).toHaveCount(15);
  const texts = await names(page).allTextContents();
  expect(new Set(texts).size).toBe(15);
  // Casing follows the keyword (brands and acronyms kept), so compare the words only.
  for (const text of texts) expect(text.toLowerCase()).toContain("street food");
  await expect(page.getByRole("button", { name: "Generate Names" })).toBeEnabled();
});

test("each copy button copies its name; only one shows Copied! at a time", async ({ page }) => {
  await generate(page, "cooking");
  const first = page.getByRole("button", { name: "Copy name 1", exact: true });
  const second = page.getByRole("button", { name: "Copy name 2", exact: true });
  await first.click();
  expect(await readClipboard(page)).toBe(await names(page).nth(0).textContent());
  await expect(page.getByRole("button", { name: "Copied! name 1", exact: true })).toHaveText("Copied!");
  await expectToast(page, "Copied!", "Channel name copied to your clipboard.");
  await second.click();
  expect(await readClipboard(page)).toBe(await names(page).nth(1).textContent());
  await expect(page.getByRole("button", { name: "Copied! name 2", exact: true })).toHaveText("Copied!");
  await expect(first).toHaveText("Copy");
});

test("a new generation clears the copied state and the old names", async ({ page }) => {
  await generate(page, "cooking");
  await page.getByRole("button", { name: "Copy name 1", exact: true }).click();
  await expect(page.getByRole("button", { name: "Copied! name 1", exact: true })).toHaveText("Copied!");
  await generate(page, "cricket");
  await expect(names(page).first()).toContainText("Cricket");
  await expect(names(page).filter({ hasText: "Cooking" })).toHaveCount(0);
  await expect(page.locator("[data-copied]")).toHaveCount(0);
});

for (const [name, value] of [
  ["empty", ""],
  ["whitespace", BAD_INPUTS.whitespace],
] as const) {
  test(`${name} keyword: 'Oops!' / 'Please enter a keyword or topic.'`, async ({ page }) => {
    await generate(page, value);
    await expectToast(page, "Oops!", "Please enter a keyword or topic.");
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByRole("region", { name: "Your channel names" })).toHaveCount(0);
  });
}

test("an emoji keyword is kept as typed", async ({ page }) => {
  await generate(page, BAD_INPUTS.emoji);
  await expect(names(page)).toHaveCount(15);
  for (const text of await names(page).allTextContents()) expect(text).toContain(BAD_INPUTS.emoji);
});

test("markup is shown as text and never runs", async ({ page }) => {
  await generate(page, BAD_INPUTS.markup);
  await expect(names(page)).toHaveCount(15);
  for (const text of await names(page).allTextContents()) {
    expect(text.toLowerCase()).toContain(BAD_INPUTS.markup.toLowerCase());
  }
  await expectMarkupInert(page);
});

test("a 10,000-character keyword still gives 15 names that wrap inside the page", async ({ page }) => {
  await generate(page, BAD_INPUTS.long);
  await expect(page.getByRole("status").filter({ hasText: "15 channel names ready." })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("has no accessibility violations with results shown", async ({ page }) => {
  await generate(page, "study");
  await expect(page.getByRole("status").filter({ hasText: "15 channel names ready." })).toBeVisible();
  await expectNoAxeViolations(page);
});
