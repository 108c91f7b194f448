import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";

const PATH = e2e.openBeforeEach("/youtube/title-generator");

const results = (page: Page) => page.getByRole("region", { name: "Your titles" });
const rows = (page: Page) => results(page).getByRole("listitem");
const titleTexts = (page: Page) => results(page).getByTestId("title-text").allTextContents();

async function generate(page: Page, topic: string, type?: string) {
  await page.getByRole("textbox", { name: "Video topic" }).fill(topic);
  if (type !== undefined) await page.getByRole("combobox", { name: "Video type" }).selectOption(type);
  await page.getByRole("button", { name: "Generate Titles" }).click();
}

const ready = (page: Page) => expect(page.getByRole("status").filter({ hasText: "12 titles ready." })).toBeVisible();

test("twelve titles for a topic after the loading cycle, each with its length against 100", async ({ page }) => {
  await expect(page.getByRole("combobox", { name: "Video type" })).toHaveValue("tutorial");
  await e2e.withClockHeld(page, async () => {
    await generate(page, "masala chai at home");
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  });
  await ready(page);
  await expect(rows(page)).toHaveCount(12);
  for (const text of await titleTexts(page)) {
    // "at home" qualifies the dish; the titles are about masala chai.
    expect(text).toContain("Masala Chai");
    expect([...text].length).toBeLessThanOrEqual(100);
  }
  const first = rows(page).first();
  const length = [...((await first.getByTestId("title-text").textContent()) ?? "")].length;
  await expect(first).toContainText(`${length} / 100 characters`);
  await expect(page).toHaveURL(/\?topic=masala\+chai\+at\+home&type=tutorial$/);
});

test("marks the ~70-character search cut visibly and in words", async ({ page }) => {
  // Words nobody knows stay as typed, so every title carries all fifty characters of them.
  await generate(page, "xqzvbn plinkadoo snarfwobble trelmoxi vrindlewax", "review");
  await ready(page);
  const cutRows = rows(page).filter({ has: page.getByTestId("search-cut") });
  expect(await cutRows.count()).toBeGreaterThan(0);
  const row = cutRows.first();
  await expect(row.getByTestId("search-cut")).toHaveAttribute("aria-hidden", "true");
  await expect(row).toContainText(/search results may cut it after “….+” \(about 70 characters\)/);
  const text = (await row.getByTestId("title-text").textContent()) ?? "";
  expect([...text].length).toBeGreaterThan(70);
  await row.getByRole("button", { name: /^Copy title \d+$/ }).click();
  expect(await e2e.readClipboard(page)).toBe(text);
});

test("each title copies itself, toasts, and only one shows Copied!, with no accessibility violations", async ({
  page,
}) => {
  await generate(page, "iPhone 16", "review");
  await ready(page);
  const texts = await titleTexts(page);
  expect(texts.every((text) => text.includes("iPhone 16"))).toBe(true);
  await page.getByRole("button", { name: e2e.copyName("Copy title 2") }).click();
  expect(await e2e.readClipboard(page)).toBe(texts[1]);
  await e2e.expectToast(page, "Copied!", "Title copied to your clipboard.");
  await expect(page.getByRole("button", { name: e2e.copyName("Copy title 2") })).toHaveText("Copied!");
  await page.getByRole("button", { name: e2e.copyName("Copy title 5") }).click();
  expect(await e2e.readClipboard(page)).toBe(texts[4]);
  await expect(page.getByRole("button", { name: e2e.copyName("Copy title 5") })).toHaveText("Copied!");
  await expect(page.getByRole("button", { name: e2e.copyName("Copy title 2") })).toHaveText("Copy");
  await e2e.expectNoAxeViolations(page);
});

test("a second press deals mostly new titles", async ({ page }) => {
  await generate(page, "Goa trip", "vlog");
  await ready(page);
  const first = await titleTexts(page);
  await e2e.withClockHeld(page, async () => {
    await page.getByRole("button", { name: "Generate Titles" }).click();
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  });
  await ready(page);
  const second = await titleTexts(page);
  expect(new Set(first).size).toBe(12);
  expect(new Set(second).size).toBe(12);
  // Each layer of the bank gives part of itself per press, so at least half the titles are new.
  expect(second.filter((text) => !first.includes(text)).length).toBeGreaterThanOrEqual(6);
});

/**
 * A keyword of each kind, through the address: what every title must say (the subject in the
 * casing its makers use) and what none may (a pattern written for another kind of thing). Four walk
 * through the page (a product with a year, an animal, Devanagari, a word nothing knows); the whole
 * table of kinds is settled in youtube-title-generator.logic.test.ts, where each costs milliseconds
 * instead of a page load.
 */
const BY_KIND: readonly { topic: string; type: string; says: RegExp; never: RegExp; dated?: boolean }[] = [
  { topic: "iphone 16 review", type: "review", says: /iPhone 16/, never: /Review Review|Iphone/, dated: true },
  { topic: "cat", type: "challenge", says: /Cat/, never: /Tried Cat|Cat Kaise Sikhe|Buy/ },
  { topic: "खाना", type: "list", says: /खाना/, never: /Kaise Sikhe/ },
  { topic: "xqzvbn", type: "tutorial", says: /Xqzvbn/, never: /Recipe|Review:|Unboxing/ },
];

for (const { topic, type, says, never, dated = false } of BY_KIND) {
  test(`"${topic}" (${type}) through the address: twelve titles written for what it is`, async ({ page }) => {
    const year = String(new Date().getFullYear());
    await e2e.open(page, `${PATH}?${new URLSearchParams({ topic, type }).toString()}`);
    await ready(page);
    const texts = await titleTexts(page);
    expect(texts, topic).toHaveLength(12);
    for (const text of texts) {
      expect(text, topic).toMatch(says);
      expect(text, topic).not.toMatch(never);
      if (!dated) expect(text, topic).not.toContain(year);
    }
  });
}

e2e.testRefusals({
  field: "topic",
  kinds: ["empty", "whitespace", "emoji only"],
  message: "Please enter a video topic.",
  press: generate,
  results: (page) => results(page),
});

test("no video type chosen: 'Oops!' / 'Please choose a video type.'", async ({ page }) => {
  await generate(page, "chai", "");
  await e2e.expectToast(page, "Oops!", "Please choose a video type.");
  await expect(results(page)).toHaveCount(0);
});

test("the address answers with its topic and type", async ({ page }) => {
  await e2e.open(page, `${PATH}?topic=BGMI+sensitivity&type=shorts`);
  await ready(page);
  await expect(page.getByRole("textbox", { name: "Video topic" })).toHaveValue("BGMI sensitivity");
  await expect(page.getByRole("combobox", { name: "Video type" })).toHaveValue("shorts");
  expect((await titleTexts(page)).every((text) => text.includes("BGMI"))).toBe(true);
});

test("an address with an unknown type says so instead of guessing", async ({ page }) => {
  await e2e.open(page, `${PATH}?topic=chai&type=podcast`);
  await expect(page.getByTestId("toast").getByTestId("toast-description")).toContainText("Please choose a video type.");
  await expect(results(page)).toHaveCount(0);
});

test("markup is shown as text and never runs; right-to-left text is kept", async ({ page }) => {
  await generate(page, e2e.BAD_INPUTS.markup);
  await ready(page);
  for (const text of await titleTexts(page)) expect(text).not.toMatch(/[<>]/);
  await e2e.expectMarkupInert(page);
  await generate(page, "مرحبا بالعالم");
  await ready(page);
  expect((await titleTexts(page)).every((text) => text.includes("مرحبا بالعالم"))).toBe(true);
});

test("a 10,000-character topic is cut with a note and every title stays within 100", async ({ page }) => {
  await generate(page, e2e.BAD_INPUTS.long);
  await e2e.expectToast(page, "Heads up", "Video topic was cut to its first 200 characters.");
  await ready(page);
  for (const text of await titleTexts(page)) expect([...text].length).toBeLessThanOrEqual(100);
  await expect(rows(page).first()).toContainText("topic shortened to fit");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("on a phone it generates, copies and stays inside the screen", e2e.PHONE_ONLY, async ({ page }) => {
  await generate(page, "street food in Indore", "vlog");
  await ready(page);
  const texts = await titleTexts(page);
  await page.getByRole("button", { name: "Copy title 1", exact: true }).click();
  expect(await e2e.readClipboard(page)).toBe(texts[0]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await e2e.expectNoAxeViolations(page);
});
