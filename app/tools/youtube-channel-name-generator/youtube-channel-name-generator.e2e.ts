import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";
import { withArticle } from "~/lib/text/articles";
import { channelBanks, channelSubject } from "./youtube-channel-name-generator.logic";

const PATH = e2e.openBeforeEach("/youtube/channel-name-generator");

const generate = (page: Page, keyword: string) =>
  e2e.typeAndPress(page, "Your Topic or Keyword", "Generate Names", keyword);

const names = (page: Page) => page.getByRole("region", { name: "Your channel names" }).getByTestId("result-text");

test("gives 15 unique names built on the keyword after the loading cycle, with no accessibility violations", async ({
  page,
}) => {
  await e2e.withClockHeld(page, async () => {
    await generate(page, "  street   FOOD ");
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  });
  await expect(page.getByRole("status").filter({ hasText: "15 channel names ready." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Your channel names" }).getByRole("listitem")).toHaveCount(15);
  const texts = await names(page).allTextContents();
  expect(new Set(texts).size).toBe(15);
  // Casing follows the keyword (brands and acronyms kept), so compare the words only.
  for (const text of texts) expect(text.toLowerCase()).toContain("street food");
  await expect(page.getByRole("button", { name: "Generate Names" })).toBeEnabled();
  await e2e.expectNoAxeViolations(page);
});

test("each copy button copies its name; only one shows Copied! at a time, until a new generation replaces the names", async ({
  page,
}) => {
  await generate(page, "cooking");
  const first = page.getByRole("button", { name: "Copy name 1", exact: true });
  const second = page.getByRole("button", { name: "Copy name 2", exact: true });
  await first.click();
  expect(await e2e.readClipboard(page)).toBe(await names(page).nth(0).textContent());
  await expect(page.getByRole("button", { name: "Copied! name 1", exact: true })).toHaveText("Copied!");
  await e2e.expectToast(page, "Copied!", "Channel name copied to your clipboard.");
  await second.click();
  expect(await e2e.readClipboard(page)).toBe(await names(page).nth(1).textContent());
  await expect(page.getByRole("button", { name: "Copied! name 2", exact: true })).toHaveText("Copied!");
  await expect(first).toHaveText("Copy");

  // A new generation replaces the results and clears Copied!
  await generate(page, "cricket");
  await expect(names(page).first()).toContainText("Cricket");
  await expect(names(page).filter({ hasText: "Cooking" })).toHaveCount(0);
  await expect(page.locator("[data-copied]")).toHaveCount(0);
});

e2e.testRefusals({
  field: "keyword",
  kinds: ["empty", "whitespace"],
  message: "Please enter a keyword or topic.",
  press: generate,
  results: (page) => page.getByRole("region", { name: "Your channel names" }),
});

test("a or an is right, and a role gets names a person can carry", async ({ page }) => {
  const seen = new Set<string>();
  for (let run = 0; run < 3; run++) {
    await generate(page, "engineer");
    await expect(page.getByRole("status").filter({ hasText: "15 channel names ready." })).toBeVisible();
    for (const text of await names(page).allTextContents()) seen.add(text);
  }
  for (const text of seen) {
    expect(text).toContain("Engineer");
    expect(text).not.toMatch(/\ba Engineer/);
  }
  expect([...seen].some((text) => /\ban Engineer\b/.test(text))).toBe(true);
});

test("a Devanagari keyword keeps five names in Devanagari and gives the rest in English letters", async ({ page }) => {
  await e2e.open(page, `${PATH}?keyword=${encodeURIComponent("खाना")}`);
  await expect(page.getByRole("status").filter({ hasText: "15 channel names ready." })).toBeVisible();
  const texts = await names(page).allTextContents();
  const devanagari = texts.filter((text) => /\p{Script=Devanagari}/u.test(text));
  expect(devanagari).toHaveLength(5);
  for (const text of devanagari) expect(text).toContain("खाना");
  for (const text of texts.filter((t) => !devanagari.includes(t))) expect(text).toContain("Khana");
  // Hindi bends "khana" before "ki": no "Khana Ki Duniya", no "खाना की दुनिया".
  for (const text of texts) expect(text).not.toMatch(/Khana Ki|खाना की/);
});

for (const [keyword, subject, kind] of [
  ["education", "Education", "field"],
  ["priya", "Priya", "general"],
  ["goa", "Goa", "place"],
  ["cricket", "Cricket", "activity"],
] as const) {
  test(`${keyword}: fifteen names, each one a name for ${withArticle(kind)} channel`, async ({ page }) => {
    const reading = channelSubject(keyword);
    expect(reading.kind).toBe(kind);
    // The names the patterns for this kind make, worked out apart from the page.
    const bank = new Set(channelBanks(reading).latin);
    await e2e.open(page, `${PATH}?keyword=${keyword}`);
    await expect(page.getByRole("status").filter({ hasText: "15 channel names ready." })).toBeVisible();
    const texts = await names(page).allTextContents();
    expect(new Set(texts).size).toBe(15);
    for (const text of texts) {
      expect(text).toContain(subject);
      expect(bank.has(text), text).toBe(true);
    }
  });
}

test("an emoji keyword is kept as typed", async ({ page }) => {
  await generate(page, e2e.BAD_INPUTS.emoji);
  await expect(names(page)).toHaveCount(15);
  for (const text of await names(page).allTextContents()) expect(text).toContain(e2e.BAD_INPUTS.emoji);
});

test("markup is shown as text and never runs", async ({ page }) => {
  await generate(page, e2e.BAD_INPUTS.markup);
  await expect(names(page)).toHaveCount(15);
  for (const text of await names(page).allTextContents()) expect(text).toMatch(/img/i);
  await e2e.expectMarkupInert(page);
});

test("a 10,000-character keyword still gives 15 names that wrap inside the page", async ({ page }) => {
  await generate(page, e2e.BAD_INPUTS.long);
  await expect(page.getByRole("status").filter({ hasText: "15 channel names ready." })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
