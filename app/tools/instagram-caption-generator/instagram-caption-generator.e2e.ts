import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { CAPTIONS } from "./banks/en/captions.data";
import type { ListCategory } from "./categories";
import { captionBank } from "./instagram-caption-generator.logic";
import { readPostTopic, topicCaptionBank } from "./topic-captions.logic";
import * as e2e from "../../../tests/e2e/support";

const PATH = e2e.openBeforeEach("/instagram/caption-generator");

const results = (page: Page) => page.getByRole("region", { name: "Your captions" });
const captionTexts = (page: Page) => results(page).getByRole("listitem").getByTestId("result-text");

async function generate(page: Page, category: string, button = "Generate Captions") {
  await page.getByRole("radio", { name: category, exact: true }).click();
  await page.getByRole("button", { name: button }).click();
  await expect(results(page).getByRole("status")).toHaveText("5 captions ready.");
}

test("no category chosen: 'Oops!' / 'Please select a category first.'", async ({ page }) => {
  await page.getByRole("button", { name: "Generate Captions" }).click();
  await e2e.expectToast(page, "Oops!", "Please select a category first.");
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test("shows 5 distinct captions of the chosen category after the loading cycle, with no accessibility violations", async ({
  page,
}) => {
  const travel = page.getByRole("radio", { name: "Travel", exact: true });
  await travel.click();
  await expect(travel).toBeChecked();
  await e2e.withClockHeld(page, async () => {
    await page.getByRole("button", { name: "Generate Captions" }).click();
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  });
  await expect(results(page).getByRole("status")).toHaveText("5 captions ready.");
  const texts = await captionTexts(page).allTextContents();
  expect(texts).toHaveLength(5);
  expect(new Set(texts).size).toBe(5);
  for (const text of texts) expect(CAPTIONS.travel).toContain(text);
  const first = texts[0] ?? "";
  await expect(results(page).getByTestId("char-count").first()).toHaveText(
    `${Array.from(first).length} / 2,200 characters`,
  );
  await expect(page.getByRole("button", { name: "Generate More" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Generate Captions" })).toHaveCount(0);
  await e2e.expectNoAxeViolations(page);
});

test("each caption copies itself; only one shows Copied! at a time, until Generate More gives a fresh batch", async ({
  page,
}) => {
  await generate(page, "Love");
  const second = results(page).getByRole("button", { name: "Copy caption 2" });
  await second.click();
  expect(await e2e.readClipboard(page)).toBe(await captionTexts(page).nth(1).textContent());
  await expect(results(page).getByRole("button", { name: "Copied! caption 2" })).toHaveText("Copied!");
  await e2e.expectToast(page, "Copied!", "Caption copied to your clipboard.");

  const fourth = results(page).getByRole("button", { name: "Copy caption 4" });
  await fourth.click();
  expect(await e2e.readClipboard(page)).toBe(await captionTexts(page).nth(3).textContent());
  await expect(results(page).getByRole("button", { name: "Copied! caption 4" })).toHaveText("Copied!");
  await expect(second).toHaveText("Copy");
  await expect(results(page).locator("[data-copied]")).toHaveCount(1);

  // A new generation replaces the results and clears Copied!
  await generate(page, "Sad", "Generate More");
  for (const text of await captionTexts(page).allTextContents()) expect(CAPTIONS.sad).toContain(text);
  await expect(results(page).locator("[data-copied]")).toHaveCount(0);

  // Shayari asks for its own mood, and a piece copies with its line breaks, as the screen shows it.
  await page.getByRole("radio", { name: "Shayari", exact: true }).click();
  await page.getByRole("group", { name: "Shayari mood" }).getByRole("radio", { name: "Sad", exact: true }).click();
  await page.getByRole("button", { name: "Generate More" }).click();
  await expect(page).toHaveURL(/\?category=shayari&mood=sad$/);
  const sadShayari = captionBank("shayari", "en", "sad");
  await expect.poll(async () => sadShayari.includes((await captionTexts(page).first().textContent()) ?? "")).toBe(true);
  await results(page).getByRole("button", { name: "Copy caption 1" }).click();
  const copied = await e2e.readClipboard(page);
  expect(copied).toMatch(/^[^\n]+(\n[^\n]+){1,3}$/);
  expect(sadShayari).toContain(copied);
  expect(await captionTexts(page).first().innerText()).toBe(copied);
});

// The optional topic: "What is your post about?"
const topicField = (page: Page) => page.getByRole("textbox", { name: "What is your post about?" });

/** What the tool may show for a topic in a mood: its own bank for the reading, and the subject named. */
function expectedFor(topic: string, category: ListCategory): { bank: string[]; names: string[] } {
  const reading = readPostTopic(topic);
  if (!reading) throw new Error(`no reading for ${topic}`);
  const bank = reading.kind === "general" ? [...CAPTIONS[category]] : topicCaptionBank(reading, category);
  const names = reading.kind === "general" ? [] : reading.subject.split(" vs ");
  return { bank, names };
}

async function expectCaptionsFor(page: Page, topic: string, category: ListCategory) {
  await expect(results(page).getByRole("status")).toHaveText("5 captions ready.");
  const { bank, names } = expectedFor(topic, category);
  const texts = await captionTexts(page).allTextContents();
  expect(texts).toHaveLength(5);
  expect(new Set(texts).size).toBe(5);
  for (const text of texts) {
    expect(bank, `${topic}: ${text}`).toContain(text);
    for (const name of names) expect(text.toLowerCase(), `${topic}: ${text}`).toContain(name.toLowerCase());
  }
}

test("the topic field is optional: empty, the mood's own captions as before", async ({ page }) => {
  await expect(topicField(page)).toHaveValue("");
  await generate(page, "Sad");
  for (const text of await captionTexts(page).allTextContents()) expect(CAPTIONS.sad).toContain(text);
  await expect(page).toHaveURL(/\?category=sad$/);
});

test("a typed topic gets captions that name it, and travels in the address", async ({ page }) => {
  await page.getByRole("radio", { name: "Travel", exact: true }).click();
  await topicField(page).fill("goa trip");
  await page.getByRole("button", { name: "Generate Captions" }).click();
  await expectCaptionsFor(page, "goa trip", "travel");
  for (const text of await captionTexts(page).allTextContents()) expect(text).toContain("Goa");
  await expect(page).toHaveURL(/\?category=travel&topic=goa\+trip$/);

  await page.getByRole("button", { name: "Generate More" }).click();
  await expectCaptionsFor(page, "goa trip", "travel");
});

test("a topic without a category still asks for the category", async ({ page }) => {
  await topicField(page).fill("biryani");
  await page.getByRole("button", { name: "Generate Captions" }).click();
  await e2e.expectToast(page, "Oops!", "Please select a category first.");
  await expect(results(page)).toHaveCount(0);
});

// The address carries the topic and mood to the form and the captions: a product, a comparison and
// a word the reader does not know (the mood's own bank). What is written for each kind of topic is
// the logic's to check (topic-captions.logic.test.ts), over the topics this table once held.
const BY_ADDRESS: readonly [topic: string, category: ListCategory][] = [
  ["iphone 16 review", "attitude"],
  ["chai vs coffee", "friendship"],
  ["zorblaxian", "love"],
];

for (const [topic, category] of BY_ADDRESS) {
  test(`?category=${category}&topic=${topic}: the tool answers for the topic`, async ({ page }) => {
    await e2e.open(page, `${PATH}?${new URLSearchParams({ category, topic }).toString()}`);
    await expect(topicField(page)).toHaveValue(topic);
    await expect(page.getByRole("radio", { checked: true })).toHaveAccessibleName(new RegExp(category, "i"));
    await expectCaptionsFor(page, topic, category);
  });
}
