// What every calculator page must do in the browser, written once: the engagement, sponsorship and
// money calculators' specs call these with their own page, fields and figures. The arithmetic is
// unit-tested beside each calculator; these check what only a browser shows.
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./shared-page";
import { NUMBER_MESSAGES } from "~/lib/text/numbers";
import {
  closeToast,
  BAD_INPUTS,
  copyName,
  expectFieldMessage,
  expectMarkupInert,
  expectNoAxeViolations,
  expectToast,
  open,
  PHONE_ONLY,
  readClipboard,
  watchErrors,
} from "./support";

export interface CalculatorPage {
  path: string;
  /** The results region, named by its heading. */
  results: (page: Page) => Locator;
  /** Presses the form's submit button. */
  submit: (page: Page) => Promise<void>;
}

/** A refused value: what is typed, the message beside the field, and the toast's line. */
export type Refusal = readonly [value: string, message: string, toast: string];

/**
 * Each value gets its message beside the field and in the toast, focus moves to the field, and no
 * answer is shown. One press per value: keep the list to the cases the screen adds to the logic's
 * own unit tests (empty, a word, markup).
 */
export async function expectRefusals(
  page: Page,
  calculator: CalculatorPage,
  field: Locator,
  refusals: readonly Refusal[],
): Promise<void> {
  for (const [value, message, toast] of refusals) {
    await field.fill(value);
    await calculator.submit(page);
    await expectFieldMessage(field, message);
    await expect(field).toBeFocused();
    await expectToast(page, "Oops!", toast);
    await expect(calculator.results(page)).toHaveCount(0);
  }
  await expectMarkupInert(page);
}

/** A 10,000-character value is cut to the field's 100 and then called too long, without hanging. */
export async function expectCutAndRefused(
  page: Page,
  calculator: CalculatorPage,
  field: Locator,
  spokenLabel: string,
  fieldLabel = spokenLabel,
): Promise<void> {
  await field.fill("9".repeat(10_000));
  await calculator.submit(page);
  await expectFieldMessage(field, NUMBER_MESSAGES.tooLong);
  await expectToast(
    page,
    "Oops!",
    `${fieldLabel} was cut to its first 100 characters. ${spokenLabel}: ${NUMBER_MESSAGES.tooLong}`,
  );
  await expect(field).toHaveValue("9".repeat(100));
  await expectFitsWindow(page);
}

/** The copy button puts `expected` on the clipboard, shows Copied! with its toast, and resets on the next answer. */
export async function expectCopies(
  page: Page,
  calculator: CalculatorPage,
  copyLabel: string,
  copiedMessage: string,
  expected: string,
): Promise<void> {
  const copy = page.getByRole("button", { name: copyName(copyLabel) });
  await copy.click();
  expect(await readClipboard(page)).toBe(expected);
  await expect(copy).toHaveText("Copied!");
  await expectToast(page, "Copied!", copiedMessage);
  await calculator.submit(page);
  await expect(page.getByRole("button", { name: copyName(copyLabel) })).toHaveText("Copy");
}

/** Nothing is wider than the window. */
export async function expectFitsWindow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A shared link is answered once the page is interactive, and focus lands on the answer. */
export async function expectAnswersLink(page: Page, calculator: CalculatorPage, query: string): Promise<void> {
  await open(page, `${calculator.path}${query}`);
  await expect(calculator.results(page)).toBeFocused();
}

/**
 * Hostile input, every kind in turn on one visit, every number field at once: each kind gets one
 * press, so a page with a dozen fields stays fast. Whatever is typed, the page answers with messages
 * and a toast of its own (the last one is closed first), runs nothing it was given, stays inside the
 * window and logs no error.
 */
export const HOSTILE_KINDS: readonly (readonly [kind: string, value: string])[] = [
  ["whitespace", `${BAD_INPUTS.whitespace}\u00a0\u2003\u3000 `],
  ["10,000 characters", `${"9".repeat(5_000)}${" 12,500 followers & 1.2 lakh! ".repeat(200)}`.slice(0, 10_000)],
  ["emoji", "👩🏽‍💻🔥 👨‍👩‍👧‍👦 🏳️‍🌈 👍🏿 ✨"],
  ["right-to-left", "مرحبا بالعالم שלום עולם \u202Egnp.exe"],
  ["markup", `${BAD_INPUTS.markup}<script>window.__pwned=1</script>`],
];

export function hostileInputTests(calculator: CalculatorPage, fields: (page: Page) => Locator): void {
  test(`every number field survives ${HOSTILE_KINDS.map(([kind]) => kind).join(", ")}`, async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, calculator.path);
    const scripts = await page.locator("main script").count();
    const boxes = fields(page);
    const count = await boxes.count();
    expect(count).toBeGreaterThan(0);
    for (const [kind, value] of HOSTILE_KINDS) {
      await test.step(kind, async () => {
        for (let i = 0; i < count; i++) await boxes.nth(i).fill(value);
        await calculator.submit(page);
        await expect(page.getByTestId("toast")).toBeVisible();
        await expect(page.locator("[aria-invalid='true']").first()).toBeVisible();
        await expect(calculator.results(page)).toHaveCount(0);
        await expectMarkupInert(page);
        await expect(page.locator("main script")).toHaveCount(scripts);
        await expectFitsWindow(page);
        expect(errors).toEqual([]);
        await closeToast(page);
      });
    }
  });
}

/** No accessibility violations with an answer shown, then with messages shown: two tests, one axe pass each. */
export function accessibilityTests(
  calculator: CalculatorPage,
  answer: (page: Page) => Promise<void>,
  refuse: (page: Page) => Promise<void>,
): void {
  test("has no accessibility violations with an answer shown", async ({ page }) => {
    await open(page, calculator.path);
    await answer(page);
    await expect(calculator.results(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("has no accessibility violations with messages shown", async ({ page }) => {
    await open(page, calculator.path);
    await refuse(page);
    await expect(page.locator("[aria-invalid='true']").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

/** At 375 px the answer fits the screen and passes axe (in the "phone" project alone). */
export function phoneTest(calculator: CalculatorPage, answer: (page: Page) => Promise<void>): void {
  test("at 375 px it answers, fits the screen and stays accessible", PHONE_ONLY, async ({ page }) => {
    await open(page, calculator.path);
    await answer(page);
    await expect(calculator.results(page)).toBeVisible();
    await expectFitsWindow(page);
    await expectNoAxeViolations(page);
  });
}
