import AxeBuilder from "@axe-core/playwright";
import { type Page, expect } from "@playwright/test";

export const BAD_INPUTS = {
  whitespace: "   \t  ",
  long: "a".repeat(10_000),
  emoji: "🔥🎉😀",
  markup: `<img src=x onerror="window.__pwned=1">`,
} as const;

/** Opens a page and waits until React has hydrated it; clicks before that do nothing. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
}

export async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.getByTestId("toast");
  await expect(toast.locator(".toast-title")).toHaveText(title);
  if (description !== undefined) await expect(toast.locator(".toast-description")).toHaveText(description);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  expect(summary).toEqual([]);
}

/** Markup typed into a field must show as text and never run. */
export async function expectMarkupInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator("main img[src='x']")).toHaveCount(0);
}

/** Collects console errors and uncaught exceptions for the life of the page. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
