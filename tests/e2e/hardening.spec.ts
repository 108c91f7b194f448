import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./shared-page";
import { FETCH_DELAY_MS, GENERATION_DELAY_MS } from "~/lib/page/timing";
import { tools } from "~/tools/registry";
import { BAD_INPUTS, expectMarkupInert, open, watchErrors } from "./support";

// Runs at 1280 px only: the mobile project lists its specs explicitly and this one is not among them.
test.describe.configure({ mode: "parallel" });
// Every test drives the page's clock: they share tabs that have it installed.
test.use({ testClock: true });

/** Hostile input every text field must survive. */
const KINDS: readonly (readonly [kind: string, value: string])[] = [
  ["whitespace", `${BAD_INPUTS.whitespace}\u00a0\u2003\u3000 `],
  // One unbroken 5,000-character word for layout and regexes, then words and punctuation for splitters.
  ["10,000 characters", `${"a".repeat(5_000)}${"street food, #travel & morning-run! ".repeat(200)}`.slice(0, 10_000)],
  ["emoji", "👩🏽‍💻🔥 👨‍👩‍👧‍👦 🏳️‍🌈 👍🏿 Priya ✨"],
  ["right-to-left", "مرحبا بالعالم שלום עולם travel مرحبا vlog \u202Egnp.exe"],
  ["markup", `${BAD_INPUTS.markup}<script>window.__pwned=1</script>`],
];

const TEXT_FIELDS = [
  "input[type='text']",
  "input:not([type])",
  "input[type='url']",
  "input[type='email']",
  "input[type='search']",
  "textarea",
].join(", ");

// Everything a page shows in answer to input: a toast, a results section, an inline alert or status line.
const OUTCOMES = "[data-testid='toast'], main section.results, main [role='alert'], main [role='status']";
const SEEN = "data-hardening-seen";

type Fresh = { how: "mounted" | "changed"; text: string } | null;

/** Remembers what every outcome says now, so the next check only counts what the action produced. */
async function markOutcomes(page: Page): Promise<void> {
  await page.evaluate(
    ([selector, attribute]) => {
      for (const el of document.querySelectorAll(selector)) el.setAttribute(attribute, el.textContent ?? "");
    },
    [OUTCOMES, SEEN] as const,
  );
}

/** A visible outcome that appeared, or whose text changed, since markOutcomes. */
async function freshOutcome(page: Page): Promise<Fresh> {
  return page.evaluate(
    ([selector, attribute]): Fresh => {
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        const text = el.textContent ?? "";
        if (!/\S/.test(text) || !el.checkVisibility({ visibilityProperty: true })) continue;
        const before = el.getAttribute(attribute);
        if (before === null) return { how: "mounted", text: text.slice(0, 120) };
        if (before !== text) return { how: "changed", text: text.slice(0, 120) };
      }
      return null;
    },
    [OUTCOMES, SEEN] as const,
  );
}

/** Script only runs when the page's main thread is free: a frozen page never answers. */
async function expectResponsive(page: Page, within = 2_000): Promise<void> {
  const answered = await Promise.race([
    page.evaluate(() => document.readyState === "complete").catch(() => false),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), within)),
  ]);
  expect(answered, `the page answers within ${within} ms`).toBe(true);
}

async function scriptsInMain(page: Page): Promise<number> {
  return page.locator("main script").count();
}

async function expectNothingInjected(page: Page, scriptsBefore: number): Promise<void> {
  await expectMarkupInert(page);
  await expect(page.locator("img[src='x']")).toHaveCount(0);
  expect(await scriptsInMain(page), "no script element added to main").toBe(scriptsBefore);
  const hostileScripts = await page.evaluate(
    () => [...document.scripts].filter((s) => s.text.includes("__pwned")).length,
  );
  expect(hostileScripts, "no script carries the typed markup").toBe(0);
}

/** The submit button of the field's form; live fields (no form) answer as they are typed into. */
async function submitButtonOf(field: Locator): Promise<Locator | null> {
  const form = field.locator("xpath=ancestor::form[1]");
  if ((await form.count()) === 0) return null;
  const submit = form.locator("button[type='submit'], input[type='submit']").first();
  return (await submit.count()) > 0 ? submit : null;
}

async function describeField(field: Locator): Promise<string> {
  return field.evaluate((el) => `${el.tagName.toLowerCase()}#${el.id || el.getAttribute("name") || "?"}`);
}

// Pages whose fields are submitted. Tools that answer as you type (the font styles, the caption
// formatter, the previews) take the same bad input in their own specs, where "an answer appears"
// means their live preview rather than a fresh result.
const LIVE = new Set(["stylish-name-generator", "instagram-caption-formatter", "youtube-thumbnail-preview"]);
// The calculators take the same kinds of input in their own specs, one kind per test with every
// number field filled at once (tests/e2e/calculator-checks.ts): looping each of a dozen fields
// through every kind here took most of one test's time budget.
const OWN_CHECKS = new Set(tools.filter((tool) => tool.kind === "calculator").map((tool) => tool.id));
const PAGES = [
  ...tools.filter((tool) => !LIVE.has(tool.id) && !OWN_CHECKS.has(tool.id)).map((tool) => tool.path),
  "/blog",
];

// One test a page, every kind in turn: each opening of a page is about half a second of CPU, and
// with the calculators out (above) the page with the most fields takes a few seconds for all five.
for (const path of PAGES) {
  test(`${path}: every text field survives ${KINDS.map(([kind]) => kind).join(", ")}`, async ({ page }) => {
    const errors = watchErrors(page);
    // Time runs as usual (the tab's clock is installed and running), but the simulated waits (500 ms
    // generation, 1.5 s lookup) are skipped after each submit so that every page × every input fits
    // the time budget. Real work is not sped up.
    await open(page, path);
    const fields = page.locator(TEXT_FIELDS).filter({ visible: true });
    const count = await fields.count();
    test.skip(count === 0, "no text fields on this page");
    const scriptsBefore = await scriptsInMain(page);

    // An answer that only rewrites a line in place (the newsletter's message, live previews) could
    // repeat word for word for the next input and look like no answer: such pages start each kind afresh.
    let reload = false;
    for (const [kind, value] of KINDS) {
      if (reload) await open(page, path);
      reload = false;
      for (let i = 0; i < count; i++) {
        const field = fields.nth(i);
        const label = `${await describeField(field)} with ${kind}`;
        const submit = await submitButtonOf(field);

        await markOutcomes(page);
        await field.fill(value);
        if (submit) {
          await submit.click();
          await page.clock.fastForward(Math.max(GENERATION_DELAY_MS, FETCH_DELAY_MS));
        }

        await expect
          .poll(() => freshOutcome(page), { message: `${label}: a result or a message appears`, intervals: [50] })
          .not.toBeNull();
        if ((await freshOutcome(page))?.how === "changed") reload = true;
        if (submit) await expect(submit, `${label}: the form is ready again`).toBeEnabled();

        await expectResponsive(page);
        await expect(page.getByRole("heading", { level: 1 }), `${label}: the page is still rendered`).toBeVisible();
        await expectNothingInjected(page, scriptsBefore);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${label}: nothing wider than the window`).toBeLessThanOrEqual(0);
        expect(errors, `${label}: no console errors`).toEqual([]);
      }
    }
  });
}
