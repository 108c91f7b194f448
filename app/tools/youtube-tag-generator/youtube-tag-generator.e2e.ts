import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";

const PATH = e2e.openBeforeEach("/youtube/tag-generator");

const results = (page: Page) => page.getByRole("region", { name: "Your tags" });
const chips = (page: Page) => results(page).getByRole("listitem");
const copyAll = (page: Page) => page.getByRole("button", { name: e2e.copyName("Copy All Tags") });

async function generate(page: Page, topic: string) {
  await page.getByRole("textbox", { name: "Video topic" }).fill(topic);
  await page.getByRole("button", { name: "Generate Tags" }).click();
}

/** YouTube's count of its tags field: characters, one per comma, two more for a tag with a space. */
function youtubeCount(field: string): number {
  const tags = field.split(",");
  return tags.reduce((sum, tag) => sum + [...tag].length + (tag.includes(" ") ? 2 : 0), 0) + tags.length - 1;
}

const ready = (page: Page) => expect(results(page).getByRole("status")).toContainText("tags ready");

test("tags for a topic after the loading cycle: the topic first, then searches built around it", async ({ page }) => {
  await e2e.withClockHeld(page, async () => {
    await generate(page, "Masala Chai");
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  });
  await ready(page);
  const tags = await chips(page).allTextContents();
  expect(tags[0]).toBe("masala chai");
  expect(tags).toContain("masala chai recipe");
  expect(tags).toContain("cutting chai");
  expect(new Set(tags).size).toBe(tags.length);
  await expect(page).toHaveURL(/\?topic=Masala\+Chai$/);
});

test("Copy All Tags copies one comma-joined line, counted as YouTube counts it and never over 500; axe-clean while Copied!, which a new generation clears", async ({
  page,
}) => {
  await generate(page, "BGMI sensitivity settings");
  await ready(page);
  const tags = await chips(page).allTextContents();
  await copyAll(page).click();
  const copied = await e2e.readClipboard(page);
  expect(copied).toBe(tags.join(","));
  const count = youtubeCount(copied);
  expect(count).toBeLessThanOrEqual(500);
  await expect(results(page).getByText(`${count} / 500 characters`)).toBeVisible();
  await expect(results(page).getByRole("status")).toHaveText(`${tags.length} tags ready, ${count} of 500 characters.`);
  await e2e.expectToast(page, "Copied!", `${tags.length} tags copied. Paste them into the Tags box in YouTube Studio.`);
  await expect(copyAll(page)).toHaveText("Copied!");
  // No tag repeats a word, as the map's raw phrases sometimes do.
  for (const tag of tags) expect(new Set(tag.split(" ")).size).toBe(tag.split(" ").length);
  await e2e.expectNoAxeViolations(page);

  // A new generation replaces the tags and clears Copied!
  await generate(page, "home workout");
  await expect(chips(page).first()).toHaveText("home workout");
  await expect(copyAll(page)).toHaveText("Copy All Tags");
});

e2e.testRefusals({
  field: "topic",
  kinds: ["empty", "whitespace", "emoji only"],
  message: "Please enter a video topic.",
  press: generate,
  results: (page) => results(page),
});

test("the address answers with its topic", async ({ page }) => {
  await e2e.open(page, `${PATH}?topic=iPhone+16+review`);
  await ready(page);
  await expect(page.getByRole("textbox", { name: "Video topic" })).toHaveValue("iPhone 16 review");
  await expect(chips(page).first()).toHaveText("iphone 16 review");
});

test("Devanagari and right-to-left topics give tags in their own script", async ({ page }) => {
  await generate(page, "घर पर पनीर");
  await ready(page);
  const tags = await chips(page).allTextContents();
  expect(tags.slice(0, 2)).toEqual(["घर पर पनीर", "पनीर"]);
  // The Hinglish searches for the dish, and no lone word cut out of the topic.
  expect(tags).toContain("paneer recipe");
  expect(tags).not.toContain("घर");
  await generate(page, "وصفة شاي");
  await ready(page);
  await expect(chips(page).first()).toHaveText("وصفة شاي");
});

/**
 * Three kinds through the address (a place, a dated product, Devanagari): searches its viewers type,
 * never a piece of the keyword. The table of every kind is settled in youtube-tag-generator.kinds.test.ts.
 */
const BY_KIND: readonly { topic: string; has: readonly string[]; never: RegExp; dated?: boolean }[] = [
  {
    topic: "street food delhi",
    has: ["street food in delhi", "delhi street food"],
    never: /^(?:food delhi|street|food|delhi|street food delhi recipe)$/u,
  },
  {
    topic: "iphone 16 review",
    has: ["iphone 16", "iphone 16 honest review"],
    never: /^(?:16 review|review|16)$/u,
    dated: true,
  },
  { topic: "खाना", has: ["खाना", "khana"], never: /kaise sikhe/u },
];

for (const { topic, has, never, dated = false } of BY_KIND) {
  test(`builds "${topic}"'s own searches, from the address`, async ({ page }) => {
    const year = String(new Date().getFullYear());
    await e2e.open(page, `${PATH}?${new URLSearchParams({ topic }).toString()}`);
    await ready(page);
    const tags = await chips(page).allTextContents();
    for (const tag of has) expect(tags, topic).toContain(tag);
    for (const tag of tags) {
      expect(tag, topic).not.toMatch(never);
      if (!dated) expect(tag, topic).not.toContain(year);
    }
  });
}

test("markup becomes plain words and never runs", async ({ page }) => {
  await generate(page, e2e.BAD_INPUTS.markup);
  await ready(page);
  for (const tag of await chips(page).allTextContents()) expect(tag).not.toMatch(/[<>",]/);
  await e2e.expectMarkupInert(page);
});

test("a 10,000-character topic is cut with a note and still fits the field", async ({ page }) => {
  await generate(page, e2e.BAD_INPUTS.long);
  await e2e.expectToast(page, "Heads up", "Video topic was cut to its first 200 characters.");
  await ready(page);
  await copyAll(page).click();
  const copied = await e2e.readClipboard(page);
  expect(youtubeCount(copied)).toBeLessThanOrEqual(500);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("on a phone it generates, copies and stays inside the screen", e2e.PHONE_ONLY, async ({ page }) => {
  await generate(page, "street food in Indore");
  await ready(page);
  const tags = await chips(page).allTextContents();
  await copyAll(page).click();
  expect(await e2e.readClipboard(page)).toBe(tags.join(","));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await e2e.expectNoAxeViolations(page);
});
