import { type Page, expect, test } from "@playwright/test";
import {
  BAD_INPUTS,
  expectMarkupInert,
  expectNoAxeViolations,
  expectToast,
  open,
  readClipboard,
} from "../../../tests/e2e/support";

const STYLES = [
  "Cursive",
  "Bold Cursive",
  "Double Struck",
  "Old English",
  "Monospace",
  "Luni Bubbles",
  "Inverted Squares",
  "Wide",
];

test.beforeEach(async ({ page }) => {
  await open(page, "/stylish-name-generator");
});

function row(page: Page, style: string) {
  return page
    .getByRole("listitem")
    .filter({ has: page.getByTestId("result-label").filter({ hasText: new RegExp(`^${style}$`) }) });
}

test("starts with 'Your Text Here' in all 8 styles", async ({ page }) => {
  await expect(page.getByRole("textbox", { name: "Your text" })).toHaveValue("Your Text Here");
  for (const style of STYLES) await expect(row(page, style)).toHaveCount(1);
  await expect(row(page, "Cursive").getByTestId("result-text")).toHaveText("𝒴ℴ𝓊𝓇 𝒯ℯ𝓍𝓉 ℋℯ𝓇ℯ");
  await expect(row(page, "Cursive")).toContainText("14 characters");
});

test("every style re-renders on each keystroke", async ({ page }) => {
  const input = page.getByRole("textbox", { name: "Your text" });
  await input.fill("");
  await input.pressSequentially("Ab1");
  await expect(row(page, "Double Struck").getByTestId("result-text")).toHaveText("𝔸𝕓𝟙");
  await expect(row(page, "Wide").getByTestId("result-text")).toHaveText("Ａｂ１");
  await expect(row(page, "Inverted Squares").getByTestId("result-text")).toHaveText("🅰🅱1");
  await expect(row(page, "Luni Bubbles").getByTestId("result-text")).toHaveText("Ⓐⓑ①");
  await expect(row(page, "Wide")).toContainText("3 characters");
});

test("each style copies its own text, toasts, and only one shows Copied!", async ({ page }) => {
  await page.getByRole("textbox", { name: "Your text" }).fill("Priya");
  const cursive = page.getByRole("button", { name: "Copy Cursive text" });
  await cursive.click();
  expect(await readClipboard(page)).toBe("𝒫𝓇𝒾𝓎𝒶");
  await expectToast(page, "Copied!", "Cursive text copied to clipboard.");
  await expect(page.getByRole("button", { name: "Copied! Cursive text" })).toHaveText("Copied!");
  const mono = page.getByRole("button", { name: "Copy Monospace text" });
  await mono.click();
  expect(await readClipboard(page)).toBe("𝙿𝚛𝚒𝚢𝚊");
  await expectToast(page, "Copied!", "Monospace text copied to clipboard.");
  await expect(page.getByRole("button", { name: "Copied! Monospace text" })).toHaveText("Copied!");
  await expect(cursive).toHaveText("Copy");
});

test("empty and whitespace-only text show a hint instead of blank cards", async ({ page }) => {
  for (const value of ["", BAD_INPUTS.whitespace]) {
    await page.getByRole("textbox", { name: "Your text" }).fill(value);
    await expect(page.getByText("Type your name or a line of text above to see it in 8 styles.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Copy / })).toHaveCount(0);
  }
});

test("emoji and other characters pass through unchanged", async ({ page }) => {
  await page.getByRole("textbox", { name: "Your text" }).fill(`Hi ${BAD_INPUTS.emoji}`);
  await expect(row(page, "Old English").getByTestId("result-text")).toHaveText(`ℌ𝔦 ${BAD_INPUTS.emoji}`);
});

test("markup is shown as text and never runs", async ({ page }) => {
  await page.getByRole("textbox", { name: "Your text" }).fill(BAD_INPUTS.markup);
  await expect(row(page, "Monospace").getByTestId("result-text")).toContainText("<𝚒𝚖𝚐 𝚜𝚛𝚌=𝚡");
  await expectMarkupInert(page);
});

test("10,000 characters stay responsive and inside the page", async ({ page }) => {
  await page.getByRole("textbox", { name: "Your text" }).fill(BAD_INPUTS.long);
  await expect(row(page, "Wide")).toContainText("10,000 characters");
  await page.getByRole("button", { name: "Copy Wide text" }).click();
  expect([...(await readClipboard(page))]).toHaveLength(10_000);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("has no accessibility violations", async ({ page }) => {
  await page.getByRole("button", { name: "Copy Cursive text" }).click();
  await expectNoAxeViolations(page);
});
