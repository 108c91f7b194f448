import type { Locator, Page } from "@playwright/test";
import axe from "axe-core";
import { expect, test } from "./shared-page";

export const BAD_INPUTS = {
  whitespace: "   \t  ",
  long: "a".repeat(10_000),
  emoji: "🔥🎉😀",
  markup: `<img src=x onerror="window.__pwned=1">`,
} as const;

/*
 * One way to test a tool at a phone's width. A tool's test runs at 1280 px (the "desktop" project).
 * Tag it PHONE and it runs at 375 px as well (the "phone" project, which takes only tagged tests):
 * the flows where a phone's width matters (the results, their copy buttons, long input wrapping,
 * axe). Tag it PHONE_ONLY when what it checks is the phone's layout alone (tabs in place of a grid,
 * taps, fitting 375 px), and it runs at 375 px only. A test sets no viewport of its own; one that
 * resizes the page mid-test, to see it lay itself out again, says so where it does.
 */

/** Runs the test at 1280 px and at 375 px. */
export const PHONE = { tag: "@phone" } as const;

/** Runs the test at 375 px only: the "desktop" project leaves this tag out (playwright.config.ts). */
export const PHONE_ONLY = { tag: "@phone-only" } as const;

/**
 * Runs `act` with the page's clock held, then lets time flow again: for a check on a passing state
 * (a button reading "Generating..." through the 500 ms cycle), which on a busy machine can end
 * before an unheld check gets to look.
 */
export async function withClockHeld(page: Page, act: () => Promise<void>): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await act();
  await page.clock.resume();
}

/** Opens `path` (hydrated) before each test of the spec that calls it; gives the path back for the spec's own use. */
export function openBeforeEach<P extends string>(path: P): P {
  test.beforeEach(async ({ page }) => {
    await open(page, path);
  });
  return path;
}

/** Types into the field labelled `label` and presses the button named `button`: a one-field tool's press. */
export async function typeAndPress(page: Page, label: string, button: string, value: string): Promise<void> {
  await page.getByLabel(label).fill(value);
  await page.getByRole("button", { name: button }).click();
}

/** What a text field cannot make anything of, by the words a test title uses for it. */
const UNUSABLE = { empty: "", whitespace: BAD_INPUTS.whitespace, "emoji only": BAD_INPUTS.emoji } as const;

/**
 * One visit for every kind of unusable input, one after another as a visitor might try them: each
 * press shows the tool's "Oops!" toast with `message`, announced as an alert, and no result
 * appears. (A visit of its own for each kind proved nothing more, at about half a second of CPU each.)
 */
export function testRefusals(refusal: {
  field: string;
  kinds: readonly (keyof typeof UNUSABLE)[];
  message: string;
  press: (page: Page, value: string) => Promise<void>;
  results: (page: Page) => Locator;
}): void {
  test(`${refusal.kinds.join(", ")} ${refusal.field}: 'Oops!' / '${refusal.message}', each in turn`, async ({
    page,
  }) => {
    for (const kind of refusal.kinds) {
      await test.step(kind, async () => {
        await refusal.press(page, UNUSABLE[kind]);
        await expect(refusal.results(page)).toHaveCount(0);
        await expectRefusal(page, refusal.message);
      });
    }
  });
}

/**
 * The "Oops!" toast with `message`, read out as an alert; then closed, so that the next press in the
 * same test is judged by a toast of its own.
 */
export async function expectRefusal(page: Page, message: string): Promise<void> {
  await expectToast(page, "Oops!", message);
  await expect(page.getByRole("alert")).toBeVisible();
  await closeToast(page);
}

/** Closes the toast on screen with its own button, so that the next one is a new element. */
export async function closeToast(page: Page): Promise<void> {
  await page.getByTestId("toast").getByRole("button", { name: "Close notification" }).click();
  await expect(page.getByTestId("toast")).toHaveCount(0);
}

/** Opens a page and waits until React has hydrated it; clicks before that do nothing. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
}

// The address expectNetworkOff asks for; the browser logs its failure, which is the check, not an error.
const NETWORK_CHECK = "/network-check-";

/**
 * The page really is off the network: a request for an address no cache holds fails. This asks the
 * network, not navigator.onLine, which some Chromium builds leave true under emulated offline.
 */
export async function expectNetworkOff(page: Page): Promise<void> {
  const answer = await page.evaluate(
    (prefix) =>
      fetch(`${prefix}${Date.now()}`, { cache: "no-store" }).then(
        () => "reached",
        () => "unreachable",
      ),
    NETWORK_CHECK,
  );
  expect(answer).toBe("unreachable");
}

export async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const toast = page.getByTestId("toast");
  await expect(toast.getByTestId("toast-title")).toHaveText(title);
  if (description !== undefined) await expect(toast.getByTestId("toast-description")).toHaveText(description);
}

/**
 * Axe finds nothing on the page as it is now. `colours: false` leaves out the colour-contrast rule
 * (two thirds of a scan's CPU), for a page whose colours another scan judges with it: the same
 * components and classes (no class changes a colour with the width).
 */
export async function expectNoAxeViolations(page: Page, { colours = true } = {}): Promise<void> {
  // Colours are judged as they settle: a toast still fading in is, for a frame, too faint to pass.
  // (Endless ones, like a spinner, never settle and are left out.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
  // axe-core runs in the page itself, put there once per document, and hands back only what failed:
  // a third less CPU a scan than through its Playwright wrapper, which put the 560 KB script in twice
  // and sent every result back (decision 0031). The rules are the same: WCAG 2.1 A and AA and axe's
  // best practices.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const summary = await page.evaluate(
    async ({ tags, contrast }) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        rules: { "color-contrast": { enabled: contrast } },
        resultTypes: ["violations"],
      });
      return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    },
    { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"], contrast: colours },
  );
  expect(summary).toEqual([]);
}

/** Markup typed into a field must show as text and never run. */
export async function expectMarkupInert(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator("main img[src='x']")).toHaveCount(0);
}

/** Records Content-Security-Policy violations from the first byte of the page on. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

// The test runner blocks the service worker outside offline.spec.ts, and says so in the console.
const HARNESS_NOTICE = "Service Worker registration blocked by Playwright";

/** Collects console errors (and warnings, if asked) and uncaught exceptions for the life of the page. */
export function watchErrors(page: Page, { warnings = false } = {}): string[] {
  const messages: string[] = [];
  page.on("console", (message) => {
    if (message.text() === HARNESS_NOTICE || message.location().url.includes(NETWORK_CHECK)) return;
    if (message.type() === "error") messages.push(message.text());
    else if (warnings && message.type() === "warning") messages.push(`warning: ${message.text()}`);
  });
  page.on("pageerror", (error) => messages.push(error.message));
  return messages;
}

/**
 * The accessible name of a copy button in either state: "Copy caption 3" before, "Copied! caption 3"
 * while it shows Copied! (the visible words are part of the name), so one locator follows it.
 */
export function copyName(label: string): RegExp {
  const context = label.replace(/^copy\b\s*/i, "");
  return new RegExp(`^(${escapeRegExp(label)}|Copied!${context ? ` ${escapeRegExp(context)}` : ""})$`, "u");
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");
}

/** A pattern that matches `text` wherever it appears, taken literally. */
export function containing(text: string): RegExp {
  return new RegExp(escapeRegExp(text), "u");
}

/** The message sits under the field, is read out with it, and marks it invalid. */
export async function expectFieldMessage(field: Locator, message: string): Promise<void> {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(containing(message));
}

/*
 * Every page fits a 375 px phone: nothing makes the page scroll sideways, nothing sticks out past
 * the screen's edge where a parent hides it, and no box cuts off its own content. A row that scrolls
 * sideways on purpose (a wide table in an article) is allowed; it is the only way to show it whole.
 */

/** What does not fit, as "tag.class…: reason" lines; empty when the page fits. */
export function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].slice(0, 4).join(".")} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const scrollsSideways = (style: CSSStyleDeclaration) => style.overflowX === "auto" || style.overflowX === "scroll";
    const clips = (style: CSSStyleDeclaration) => style.overflowX === "hidden" || style.overflowX === "clip";

    if (document.documentElement.scrollWidth > width) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    for (const element of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // Not drawn, or drawn as a 1 px clip for screen readers only.
      if (style.display === "none" || style.visibility === "hidden" || box.width <= 1 || box.height <= 1) continue;
      if (style.position === "fixed") continue;
      if (clips(style) && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${name(element)}: cuts off ${element.scrollWidth - element.clientWidth} px of its content`);
      }
      // Inside a row that scrolls on purpose, or one already reported as cutting off, an edge past the screen is its business.
      let parent = element.parentElement;
      let contained = false;
      while (parent && parent !== document.body) {
        const parentStyle = getComputedStyle(parent);
        if (scrollsSideways(parentStyle) || clips(parentStyle)) {
          contained = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (!contained && (box.right > width + 1 || box.left < -1)) {
        found.push(
          `${name(element)}: spans ${Math.round(box.left)}–${Math.round(box.right)} px on a ${width} px screen`,
        );
      }
    }
    return found;
  });
}
