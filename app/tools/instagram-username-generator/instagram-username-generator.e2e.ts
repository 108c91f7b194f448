import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";
import { withArticle } from "~/lib/text/articles";
import { TAIL_WORDS } from "./banks/en/handles.data";

const PATH = e2e.openBeforeEach("/instagram/username-generator");
const VALID = /^(?![._])(?!.*\.\.)(?!.*__)[a-z0-9._]{4,24}(?<![._])$/;

const results = (page: Page) => page.getByRole("region", { name: "Your usernames" });
const names = (page: Page) => results(page).getByRole("listitem").getByTestId("result-text");

const generate = (page: Page, keyword: string) =>
  e2e.typeAndPress(page, "Keyword or Name", "Generate Usernames", keyword);

async function generateTwenty(page: Page, keyword: string) {
  await generate(page, keyword);
  await expect(results(page).getByRole("status")).toHaveText("20 usernames ready.");
}

test("suggests a first name or phrase in the field, and says what numbers do to a handle", async ({ page }) => {
  await expect(page.getByLabel("Keyword or Name")).toHaveAttribute("placeholder", /Priya/);
  await expect(page.getByRole("checkbox", { name: "Add numbers" })).toHaveAccessibleDescription(/birth year/);
});

test("turns a name into 20 unique, valid usernames after the loading cycle, with no accessibility violations", async ({
  page,
}) => {
  await e2e.withClockHeld(page, async () => {
    await generate(page, "  Priya Sharma ");
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  });
  await expect(results(page).getByRole("status")).toHaveText("20 usernames ready.");
  const list = await names(page).allTextContents();
  expect(list).toHaveLength(20);
  expect(new Set(list).size).toBe(20);
  for (const name of list) {
    expect(name).toMatch(VALID);
    expect(name.replace(/[._]/g, ""), name).toContain("priyasharma");
    expect(name, "no numbers unless asked").not.toMatch(/\d/);
  }
  await expect(results(page).getByTestId("results-note")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Generate Usernames" })).toBeEnabled();
  await e2e.expectNoAxeViolations(page);
});

test("each row copies its own name; only one shows Copied! at a time, until a new generation", async ({ page }) => {
  await generateTwenty(page, "rahul");
  const firstName = (await names(page).nth(0).textContent()) ?? "";
  const first = results(page).getByRole("button", { name: `Copy username ${firstName}`, exact: true });
  await first.click();
  expect(await e2e.readClipboard(page)).toBe(firstName);
  await expect(results(page).getByRole("button", { name: `Copied! username ${firstName}`, exact: true })).toHaveText(
    "Copied!",
  );
  await e2e.expectToast(page, "Copied!", `@${firstName} copied to your clipboard.`);

  const thirdName = (await names(page).nth(2).textContent()) ?? "";
  const third = results(page).getByRole("button", { name: `Copy username ${thirdName}`, exact: true });
  await third.click();
  expect(await e2e.readClipboard(page)).toBe(thirdName);
  await expect(results(page).getByRole("button", { name: `Copied! username ${thirdName}`, exact: true })).toHaveText(
    "Copied!",
  );
  await expect(first).toHaveText("Copy");
  await expect(results(page).locator("[data-copied]")).toHaveCount(1);

  // A new generation replaces the results and clears Copied!
  await generateTwenty(page, "anjali");
  for (const name of await names(page).allTextContents()) expect(name).toContain("anjali");
  await expect(results(page).locator("[data-copied]")).toHaveCount(0);
});

test("empty, whitespace, emoji only, punctuation only keyword: 'Oops!' / 'Please enter a keyword.', each in turn", async ({
  page,
}) => {
  for (const [label, value] of [
    ["empty", ""],
    ["whitespace", e2e.BAD_INPUTS.whitespace],
    ["emoji only", e2e.BAD_INPUTS.emoji],
    ["punctuation only", "!!! ... ___"],
  ] as const) {
    await test.step(label, async () => {
      await generate(page, value);
      await expect(results(page)).toHaveCount(0);
      await e2e.expectRefusal(page, "Please enter a keyword.");
    });
  }
});

test("emoji and symbols around a name are left out", async ({ page }) => {
  await generateTwenty(page, "🔥 Neha ✨");
  for (const name of await names(page).allTextContents()) expect(name).toContain("neha");
});

test("a keyword too long for any username answers at once and says why", async ({ page }) => {
  for (const [value, length] of [
    ["Priyanka Chaturvedi Sharma Verma", "29"],
    [e2e.BAD_INPUTS.long, "10,000"],
  ] as const) {
    await generate(page, value);
    await expect(results(page).getByRole("status")).toHaveText(
      `Usernames here are kept to 24 characters, and your keyword has ${length}, so no username can hold it. Try a shorter keyword, like a first name.`,
    );
    await expect(results(page).getByRole("listitem")).toHaveCount(0);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a keyword that leaves little room shows what fits and explains the shortfall", async ({ page }) => {
  await generate(page, "abcdefghijklmnopqrstuvwx");
  // A 24-character keyword leaves room only for itself and its dotted or underscored splits.
  await expect(results(page).getByRole("status")).toHaveText(/^\d+ usernames? ready\.$/);
  const found = await names(page).allTextContents();
  expect(found).toContain("abcdefghijklmnopqrstuvwx");
  expect(found.length).toBeLessThan(20);
  for (const name of found) {
    expect(name).toMatch(VALID);
    expect(name).not.toContain("xwvutsrq");
  }
  await expect(results(page).getByTestId("results-note")).toHaveText(
    new RegExp(`^Only ${found.length} valid usernames? fits?: usernames here are kept to 24 characters`),
  );
});

test("markup is reduced to username characters and never runs", async ({ page }) => {
  await generate(page, "<b>Aman</b>");
  await expect(results(page).getByRole("status")).toHaveText("20 usernames ready.");
  for (const name of await names(page).allTextContents()) expect(name).toMatch(VALID);
  await generate(page, e2e.BAD_INPUTS.markup);
  await expect(results(page).getByRole("status")).toContainText("kept to 24 characters");
  await e2e.expectMarkupInert(page);
});

test("खाना is written in English letters: 20 khana handles, not an error", async ({ page }) => {
  await e2e.open(page, `${PATH}?keyword=${encodeURIComponent("खाना")}`);
  await expect(results(page).getByRole("status")).toHaveText("20 usernames ready.");
  await expect(page.getByLabel("Keyword or Name")).toHaveValue("खाना");
  const list = await names(page).allTextContents();
  expect(new Set(list).size).toBe(20);
  for (const name of list) {
    expect(name).toMatch(VALID);
    expect(name).toContain("khana");
    expect(name).not.toMatch(/\d/);
  }
  // Food words, not a person's: no "khana.creates" or "official".
  expect(list.some((name) => TAIL_WORDS.food.some((word) => name.endsWith(word)))).toBe(true);
  for (const name of list) expect(name).not.toMatch(/creates|official/);
});

test("numbers come only when Add numbers is ticked, and the choice travels in the address", async ({ page }) => {
  const box = page.getByRole("checkbox", { name: "Add numbers" });
  await expect(box).not.toBeChecked();
  await generateTwenty(page, "rahul");
  for (const name of await names(page).allTextContents()) expect(name).not.toMatch(/\d/);
  await expect(page).toHaveURL(/\?keyword=rahul$/);

  await box.check();
  await e2e.withClockHeld(page, async () => {
    await page.getByRole("button", { name: "Generate Usernames" }).click();
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  });
  await expect(results(page).getByRole("status")).toHaveText("20 usernames ready.");
  await expect(page).toHaveURL(/\?keyword=rahul&numbers=yes$/);
  const withNumbers = await names(page).allTextContents();
  expect(withNumbers.filter((name) => /\d/.test(name)).length).toBeGreaterThan(0);
  for (const name of withNumbers) expect(name).not.toMatch(/\d{3}/);

  await e2e.open(page, `${PATH}?keyword=neha&numbers=yes`);
  await expect(page.getByRole("checkbox", { name: "Add numbers" })).toBeChecked();
  await expect(results(page).getByRole("status")).toHaveText("20 usernames ready.");
});

test("YouTube words and years are left out of a handle, and the page says so", async ({ page }) => {
  await generateTwenty(page, "gym_yt 2004");
  for (const name of await names(page).allTextContents()) {
    expect(name).toContain("gym");
    expect(name).not.toMatch(/yt|2004|\d/);
  }
  await expect(results(page).getByTestId("results-note")).toHaveText(
    "“yt” was left out: YouTube words make an Instagram handle look like a channel's spare account. “2004” was left out: a year in a handle reads as a birth year and dates the account. Tick Add numbers to keep it.",
  );
});

// The address carries the keyword to the form and the handles: a name and a place. The handles for
// every kind of keyword are the logic's to check (instagram-username-generator.logic.test.ts).
for (const [keyword, base, kind] of [
  ["Priya", "priya", "general"],
  ["goa", "goa", "place"],
] as const) {
  test(`${keyword}: handles with words that suit ${withArticle(kind)} topic, from the address`, async ({ page }) => {
    await e2e.open(page, `${PATH}?keyword=${keyword}`);
    await expect(results(page).getByRole("status")).toHaveText("20 usernames ready.");
    const list = await names(page).allTextContents();
    for (const name of list) {
      expect(name).toMatch(VALID);
      expect(name).toContain(base);
      expect(name).not.toMatch(/\d|yt|vlog/);
    }
    const tails = TAIL_WORDS[kind];
    expect(list.filter((name) => tails.some((word) => name.endsWith(word))).length).toBeGreaterThan(3);
    if (kind !== "general") for (const name of list) expect(name).not.toMatch(/creates|official|^im[._]?/);
  });
}
