import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";
import { FONT_STYLES } from "./stylish-name-generator.data";
import { styleGroups } from "./stylish-name-generator.logic";

// The specification's eight, which open the list in this order.
const SPEC_STYLES = [
  "Cursive",
  "Bold Cursive",
  "Double Struck",
  "Old English",
  "Monospace",
  "Luni Bubbles",
  "Inverted Squares",
  "Wide",
];
const TOTAL = 43;

test.beforeEach(async ({ page }) => {
  await e2e.open(page, "/stylish-name-generator");
});

function row(page: Page, style: string) {
  return page
    .getByRole("listitem")
    .filter({ has: page.getByTestId("result-label").filter({ hasText: new RegExp(`^${style}$`) }) });
}

const labels = (page: Page) =>
  page.getByRole("region", { name: /^(Your text in|Styles matching)/ }).getByTestId("result-label");

test(`starts with 'Your Text Here' in all ${TOTAL} styles, the specification's eight first`, async ({ page }) => {
  await expect(page.getByRole("textbox", { name: "Your text" })).toHaveValue("Your Text Here");
  await expect(page.getByRole("heading", { name: `Your text in ${TOTAL} styles` })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: `${TOTAL} styles ready.` })).toBeAttached();
  await expect(labels(page)).toHaveCount(TOTAL);
  expect((await labels(page).allTextContents()).slice(0, 8)).toEqual(SPEC_STYLES);
  await expect(page.getByRole("button", { name: /^Copy .+ text$/ })).toHaveCount(TOTAL);
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
  const cursive = page.getByRole("button", { name: e2e.copyName("Copy Cursive text") });
  await cursive.click();
  expect(await e2e.readClipboard(page)).toBe("𝒫𝓇𝒾𝓎𝒶");
  await e2e.expectToast(page, "Copied!", "Cursive text copied to clipboard.");
  await expect(cursive).toHaveText("Copied!");
  const mono = page.getByRole("button", { name: e2e.copyName("Copy Monospace text") });
  await mono.click();
  expect(await e2e.readClipboard(page)).toBe("𝙿𝚛𝚒𝚢𝚊");
  await e2e.expectToast(page, "Copied!", "Monospace text copied to clipboard.");
  await expect(mono).toHaveText("Copied!");
  await expect(cursive).toHaveText("Copy");
});

test("empty and whitespace-only text show a hint instead of blank cards", async ({ page }) => {
  for (const value of ["", e2e.BAD_INPUTS.whitespace]) {
    await page.getByRole("textbox", { name: "Your text" }).fill(value);
    await expect(page.getByText(`Type your name or a line of text above to see it in ${TOTAL} styles.`)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Copy / })).toHaveCount(0);
  }
});

test("emoji and other characters pass through unchanged", async ({ page }) => {
  await page.getByRole("textbox", { name: "Your text" }).fill(`Hi ${e2e.BAD_INPUTS.emoji}`);
  await expect(row(page, "Old English").getByTestId("result-text")).toHaveText(`ℌ𝔦 ${e2e.BAD_INPUTS.emoji}`);
});

test("markup is shown as text and never runs", async ({ page }) => {
  await page.getByRole("textbox", { name: "Your text" }).fill(e2e.BAD_INPUTS.markup);
  await expect(row(page, "Monospace").getByTestId("result-text")).toContainText("<𝚒𝚖𝚐 𝚜𝚛𝚌=𝚡");
  await e2e.expectMarkupInert(page);
});

test("10,000 characters stay responsive and inside the page", async ({ page }) => {
  await page.getByRole("textbox", { name: "Your text" }).fill(e2e.BAD_INPUTS.long);
  await expect(row(page, "Wide")).toContainText("10,000 characters");
  await page.getByRole("button", { name: e2e.copyName("Copy Wide text") }).click();
  expect([...(await e2e.readClipboard(page))]).toHaveLength(10_000);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("the filter narrows the styles by name or family, and clears back to all", async ({ page }) => {
  const filter = page.getByRole("searchbox", { name: "Find a style" });
  await filter.fill("sans italic");
  await expect(labels(page)).toHaveText(["Sans Italic", "Sans Bold Italic"]);
  await expect(page.getByRole("heading", { name: "Styles matching “sans italic”" })).toBeVisible();
  await expect(
    page.getByRole("status").filter({ hasText: `2 of ${TOTAL} styles match “sans italic”.` }),
  ).toBeAttached();
  await filter.fill("CIRCLES");
  await expect(labels(page)).toHaveText(["Luni Bubbles", "Circled Black"]);
  await filter.fill("");
  await expect(labels(page)).toHaveCount(TOTAL);
});

test("a family button fills the filter, and pressing it again shows every style", async ({ page }) => {
  const frames = page.getByRole("group", { name: "Style families" }).getByRole("button", { name: "Frames" });
  await frames.click();
  await expect(frames).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("searchbox", { name: "Find a style" })).toHaveValue("Frames");
  await expect(row(page, "Wings").getByTestId("result-text")).toHaveText("꧁Your Text Here꧂");
  await expect(row(page, "Cursive")).toHaveCount(0);
  await page.getByRole("button", { name: e2e.copyName("Copy Wings text") }).click();
  expect(await e2e.readClipboard(page)).toBe("꧁Your Text Here꧂");
  await frames.click();
  await expect(frames).toHaveAttribute("aria-pressed", "false");
  await expect(labels(page)).toHaveCount(TOTAL);
});

test(
  "at 375 px every style family is on screen, none cut off at the edge, and Tab reaches each in turn",
  e2e.PHONE_ONLY,
  async ({ page }) => {
    const group = page.getByRole("group", { name: "Style families" });
    const families = styleGroups(FONT_STYLES);
    await expect(group.getByRole("button")).toHaveCount(families.length);
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    const edges = await group
      .getByRole("button")
      .evaluateAll((buttons) =>
        buttons.map((button) => button.getBoundingClientRect()).map(({ left, right }) => ({ left, right })),
      );
    edges.forEach(({ left, right }, index) => {
      expect(left, families[index]).toBeGreaterThanOrEqual(0);
      expect(right, families[index]).toBeLessThanOrEqual(width);
    });
    expect(await group.evaluate((row) => row.scrollWidth - row.clientWidth)).toBeLessThanOrEqual(0);

    await page.getByRole("searchbox", { name: "Find a style" }).focus();
    for (const family of families) {
      await page.keyboard.press("Tab");
      await expect(group.getByRole("button", { name: family, exact: true })).toBeFocused();
    }
  },
);

test("a filter that matches nothing says so and offers every style back", async ({ page }) => {
  await page.getByRole("searchbox", { name: "Find a style" }).fill("zebra");
  await expect(page.getByRole("status").filter({ hasText: "No style matches “zebra”." })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Copy / })).toHaveCount(0);
  await page.getByRole("button", { name: `Show all ${TOTAL} styles` }).click();
  await expect(labels(page)).toHaveCount(TOTAL);
  await expect(page.getByRole("searchbox", { name: "Find a style" })).toHaveValue("");
});

test("the address carries the text and the filter, and Enter writes them back", async ({ page }) => {
  await e2e.open(page, "/stylish-name-generator?text=Riya%2007&style=double");
  await expect(page.getByRole("textbox", { name: "Your text" })).toHaveValue("Riya 07");
  await expect(labels(page)).toHaveText(["Double Struck", "Double Underline"]);
  await expect(row(page, "Double Struck").getByTestId("result-text")).toHaveText("ℝ𝕚𝕪𝕒 𝟘𝟟");
  await page.getByRole("searchbox", { name: "Find a style" }).fill("mono");
  await page.getByRole("searchbox", { name: "Find a style" }).press("Enter");
  await expect(page).toHaveURL(/\?text=Riya\+07&style=mono$/);
  await expect(labels(page)).toHaveText(["Monospace"]);
});

test("flipped, line and frame styles transform the whole text", async ({ page }) => {
  await page.getByRole("textbox", { name: "Your text" }).fill("Hi!");
  await expect(row(page, "Upside Down").getByTestId("result-text")).toHaveText("¡ᴉH");
  await expect(row(page, "Strikethrough").getByTestId("result-text")).toHaveText("H\u0336i\u0336!\u0336");
  await expect(row(page, "Sparkles").getByTestId("result-text")).toHaveText("✧ Hi! ✧");
});

const FRAMES = [
  "Royal",
  "Wings",
  "Star Wave",
  "Curls",
  "Label",
  "Corners",
  "Gamer Tag",
  "Hearts",
  "Sparkles",
  "Sound Wave",
  "Flowers",
  "Starry",
  "Retro",
];

test("Devanagari alone gets an honest note, only the frames, and a way to English letters", async ({ page }) => {
  await page.getByRole("textbox", { name: "Your text" }).fill("खाना");
  await expect(page.getByTestId("script-note")).toHaveText(
    `These styles change English letters (A–Z) only, so Devanagari stays as typed. Shown here: the ${FRAMES.length} frames, which work with any script.`,
  );
  await expect(
    page.getByRole("status").filter({ hasText: `${FRAMES.length} of ${TOTAL} styles change this text.` }),
  ).toBeAttached();
  await expect(page.getByRole("status").filter({ hasText: `${TOTAL} styles ready.` })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: `Your text in ${FRAMES.length} styles` })).toBeVisible();
  await expect(labels(page)).toHaveText(FRAMES);
  // Every card shown changes the text: none hands back "खाना" as it was typed.
  for (const text of await page.getByTestId("result-text").allTextContents()) expect(text).not.toBe("खाना");
  await expect(row(page, "Wings").getByTestId("result-text")).toHaveText("꧁खाना꧂");

  await page.getByRole("button", { name: "Use “Khana” in English letters" }).click();
  await expect(page.getByRole("textbox", { name: "Your text" })).toHaveValue("Khana");
  await expect(page.getByTestId("script-note")).toHaveCount(0);
  await expect(labels(page)).toHaveCount(TOTAL);
  await expect(row(page, "Cursive").getByTestId("result-text")).toHaveText("𝒦𝒽𝒶𝓃𝒶");
});

test("mixed text changes its English part and keeps the Devanagari word whole", async ({ page }) => {
  await e2e.open(page, `/stylish-name-generator?text=${encodeURIComponent("Riya दिल्ली")}`);
  await expect(page.getByTestId("script-note")).toHaveText(
    "These styles change English letters (A–Z) only: the English part changes, the Devanagari stays as typed.",
  );
  await expect(labels(page)).toHaveCount(TOTAL);
  await expect(row(page, "Bold Cursive").getByTestId("result-text")).toHaveText("𝓡𝓲𝔂𝓪 दिल्ली");
  await expect(row(page, "Underline").getByTestId("result-text")).toHaveText("R\u0332i\u0332y\u0332a\u0332 दिल्ली");
  await expect(row(page, "Upside Down").getByTestId("result-text")).toHaveText("दिल्ली ɐʎᴉᴚ");
});

test("a family with no style for Devanagari says so and offers the styles that work", async ({ page }) => {
  await page.getByRole("textbox", { name: "Your text" }).fill("प्रिया");
  await page.getByRole("group", { name: "Style families" }).getByRole("button", { name: "Script" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "No style matching “Script” changes this text. Frames work with any script." }),
  ).toBeVisible();
  await page.getByRole("button", { name: `Show the ${FRAMES.length} styles for this text` }).click();
  await expect(labels(page)).toHaveText(FRAMES);
});

test("says that screen readers and search may not read styled letters", async ({ page }) => {
  await expect(page.getByText(/screen readers may read them as maths symbols/)).toBeVisible();
  await expect(page.getByText(/Keep the name people search for in plain letters\./)).toBeVisible();
});

test("has no accessibility violations", async ({ page }) => {
  // axe over all 43 styles, each a row of unusual characters: about 14 s on a busy two-core machine.
  test.slow();
  await page.getByRole("button", { name: e2e.copyName("Copy Cursive text") }).click();
  await e2e.expectNoAxeViolations(page);
});
