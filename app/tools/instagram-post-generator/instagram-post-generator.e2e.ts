import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";

const PATH = e2e.openBeforeEach("/instagram/post-generator");

const results = (page: Page) => page.getByRole("region", { name: "Your post" });
const postText = (page: Page) => results(page).getByTestId("result-text");

const generate = (page: Page, topic: string) => e2e.typeAndPress(page, "Post Topic", "Generate Post", topic);

async function expectPost(page: Page) {
  await expect(results(page).getByRole("status")).toHaveText("Post ready.");
}

test("writes a post about the topic with emoji and hashtags after the loading cycle, with no accessibility violations", async ({
  page,
}) => {
  await e2e.withClockHeld(page, async () => {
    await generate(page, "  Street Food ");
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  });
  await expectPost(page);
  const text = (await postText(page).textContent()) ?? "";
  // The topic as the reader knows it ("street food"), opening a sentence or inside one.
  expect(text).toMatch(/(S|s)treet food/u);
  // Five tags: the topic first, then four related ones from the topic map; never generic ones.
  const tags = text.split("\n\n").at(-1)?.split(" ") ?? [];
  expect(tags).toHaveLength(5);
  expect(tags[0]).toBe("#streetfood");
  for (const generic of ["#instadaily", "#trending", "#explorepage"]) expect(tags).not.toContain(generic);
  expect(text.split("\n\n")).toHaveLength(3);
  await expect(results(page).getByTestId("char-count")).toHaveText(`${Array.from(text).length} / 2,200 characters`);
  await expect(page.getByRole("button", { name: "Generate Post" })).toBeEnabled();
  await e2e.expectNoAxeViolations(page);
});

test("Copy Post copies the whole post and shows Copied!; a new post resets it", async ({ page }) => {
  await generate(page, "Monsoon Chai");
  await expectPost(page);
  const copy = results(page).getByRole("button", { name: "Copy Post" });
  await copy.click();
  expect(await e2e.readClipboard(page)).toBe(await postText(page).textContent());
  await expect(results(page).getByRole("button", { name: "Copied! Post" })).toHaveText("Copied!");
  await e2e.expectToast(page, "Copied!", "Post copied to your clipboard.");

  await generate(page, "Diwali Outfits");
  await expectPost(page);
  await expect(postText(page)).toContainText("#diwalioutfits");
  await expect(results(page).getByRole("button", { name: "Copy Post" })).toHaveText("Copy Post");
});

e2e.testRefusals({
  field: "topic",
  kinds: ["empty", "whitespace"],
  message: "Please enter a topic for your post.",
  press: generate,
  results: (page) => results(page),
});

test("an emoji-only topic still gets a post, with no generic hashtags", async ({ page }) => {
  await generate(page, e2e.BAD_INPUTS.emoji);
  await expectPost(page);
  const text = (await postText(page).textContent()) ?? "";
  expect(text).toContain(e2e.BAD_INPUTS.emoji);
  expect(text).not.toMatch(/#instadaily|#trending|#explorepage/);
});

test("markup in the topic never runs: the post names its words, without the brackets", async ({ page }) => {
  await generate(page, e2e.BAD_INPUTS.markup);
  await expectPost(page);
  // The topic may e2e.open a sentence, and then takes a capital.
  await expect(postText(page)).toContainText(/(I|i)mg src x onerror window pwned 1/u);
  await expect(postText(page)).not.toContainText("<img");
  await e2e.expectMarkupInert(page);
});

test("a 10,000-character topic gives a post that wraps inside the page", async ({ page }) => {
  await generate(page, e2e.BAD_INPUTS.long);
  await expectPost(page);
  // The topic reader reads the first 300 characters; the post is built on those (a capital when
  // they e2e.open a sentence).
  await expect(postText(page)).toContainText(new RegExp(`(A|a)${"a".repeat(299)}`, "u"));
  await expect(results(page).getByTestId("char-count")).toContainText("/ 2,200 characters");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

/**
 * Three kinds through the address (a product, a place eaten out in, Devanagari); the table of every
 * kind is settled over many seeds in instagram-post-generator.kinds.test.ts.
 */
const BY_KIND: readonly { topic: string; says: readonly string[]; never?: RegExp }[] = [
  { topic: "iphone 16 review", says: ["iPhone 16", "📱", "#iphone16"], never: /applewatch|airpods|iphone 16 review/u },
  {
    topic: "Delhi street food under 100 rupees",
    says: ["Delhi street food", "🌶️", "#streetfood"],
    never: /recipe|tutorial|rupees/iu,
  },
  { topic: "खाना", says: ["खाना", "#खाना"] },
];

for (const { topic, says, never } of BY_KIND) {
  test(`"${topic}", given in the address, gets a post written for what it is`, async ({ page }) => {
    await e2e.open(page, `${PATH}?topic=${encodeURIComponent(topic)}`);
    await expect(page.getByLabel("Post Topic")).toHaveValue(topic);
    await expectPost(page);
    const text = (await postText(page).textContent()) ?? "";
    for (const part of says) expect(text, topic).toContain(part);
    if (never) expect(text, topic).not.toMatch(never);
  });
}
