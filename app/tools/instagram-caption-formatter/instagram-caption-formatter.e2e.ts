import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";

const PATH = e2e.openBeforeEach("/instagram/caption-formatter");

const field = (page: Page) => page.getByRole("textbox", { name: "Your caption" });
const previewText = (page: Page) => page.getByTestId("caption-preview-text");
const status = (page: Page) => page.getByRole("region", { name: "Feed preview" }).getByRole("status");
const more = (page: Page) => page.getByRole("button", { name: /^more/ });
const copyButton = (page: Page) => page.getByRole("button", { name: e2e.copyName("Copy Caption") });
const warnings = (page: Page) => page.getByRole("list", { name: "Check before you post" });

function counter(page: Page, label: string) {
  return page.locator("dl > div").filter({ has: page.locator("dt", { hasText: new RegExp(`^${label}$`) }) });
}

/** The whole caption as the preview shows it once "more" is opened. */
async function fullPreview(page: Page): Promise<string> {
  if (await more(page).isVisible()) await more(page).click();
  return (await previewText(page).textContent()) ?? "";
}

const LONG_HOOK = `${"Yeh caption ka hook bahut lamba hai aur ruk hi nahi raha ".repeat(3)}finally.`;

test("shows the caption as the feed does, line breaks and blank lines kept, with counters", async ({ page }) => {
  await expect(status(page)).toHaveText("Write or paste a caption to see how the feed shows it.");
  await field(page).fill(
    "Chai first, content later ☕\n\nAaj ka setup:   \nring light + phone\n\n#chailover @ravi.frames",
  );
  await expect(previewText(page)).toHaveText("Chai first, content later ☕");
  await expect(more(page)).toBeVisible();
  await expect(status(page)).toHaveText("Preview ready: nothing to fix.");
  await expect(counter(page, "Characters")).toContainText("86 / 2,200");
  await expect(counter(page, "Hashtags")).toContainText("1 / 5");
  await expect(counter(page, "Mentions")).toContainText("1 / 20");
  await expect(counter(page, "Lines")).toContainText("6");
  // textContent, not toHaveText: the line breaks and blank lines themselves are under test.
  expect(await fullPreview(page)).toBe(
    "Chai first, content later ☕\n\nAaj ka setup:\nring light + phone\n\n#chailover @ravi.frames",
  );
  await page.getByRole("button", { name: "Show the feed view again" }).click();
  await expect(more(page)).toBeVisible();
});

test("cuts a long first line after 125 characters, and 'more' opens the rest", async ({ page }) => {
  const caption = `${"a".repeat(120)} bcdefgh ijk`;
  await field(page).fill(caption);
  await expect(previewText(page)).toHaveText(`${"a".repeat(120)} bcde`);
  await expect(more(page)).toHaveAttribute("aria-expanded", "false");
  await more(page).click();
  await expect(previewText(page)).toHaveText(caption);
  await expect(more(page)).toHaveCount(0);
});

test("Copy Caption copies exactly the previewed text: CRLF, emoji and Devanagari", async ({ page }) => {
  const raw = "नमस्ते दोस्तों 🙏🏽\r\n\r\nAaj Jaipur mein 👨‍👩‍👧 ke saath 🇮🇳  \r\nक्षत्रिय thali 🔥\r\n#jaipur";
  await e2e.open(page, `${PATH}?caption=${encodeURIComponent(raw)}`);
  await expect(status(page)).toHaveText("Preview ready: nothing to fix.");
  const previewed = await fullPreview(page);
  expect(previewed).toBe("नमस्ते दोस्तों 🙏🏽\n\nAaj Jaipur mein 👨‍👩‍👧 ke saath 🇮🇳\nक्षत्रिय thali 🔥\n#jaipur");
  await copyButton(page).click();
  expect(await e2e.readClipboard(page)).toBe(previewed);
  await e2e.expectToast(page, "Copied!", "Caption copied with its line breaks. Paste it into Instagram.");
  await expect(copyButton(page)).toHaveText("Copied!");
});

test("the address answers with the caption in the field and the preview", async ({ page }) => {
  await e2e.open(page, `${PATH}?caption=${encodeURIComponent("Goa diaries 🌊\nDay 1")}`);
  await expect(field(page)).toHaveValue("Goa diaries 🌊\nDay 1");
  await expect(previewText(page)).toHaveText("Goa diaries 🌊\nDay 1");
  await expect(more(page)).toHaveCount(0);
});

test("warns about more than 5 hashtags and 20 mentions, and marks the counters", async ({ page }) => {
  const people = Array.from({ length: 21 }, (_, i) => `@friend${i}`).join(" ");
  await field(page).fill(`Trip dump\n#goa #beach #sunset #travel #india #roadtrip\n${people}`);
  await expect(status(page)).toHaveText("Preview ready: 2 things to check.");
  await expect(warnings(page)).toContainText(
    "Instagram allows 5 hashtags per post; this caption has 6. Keep your best 5.",
  );
  await expect(warnings(page)).toContainText("Instagram allows 20 @mentions per post; this caption has 21.");
  await expect(counter(page, "Hashtags")).toContainText("6 / 5over the limit");
  await expect(counter(page, "Mentions")).toContainText("21 / 20over the limit");
});

test("flags tags the hashtag generator leaves out, once each", async ({ page }) => {
  await field(page).fill("Sunday reset 🌿\n#selfcare #FollowForFollow #reels #followforfollow");
  await expect(status(page)).toHaveText("Preview ready: 1 thing to check.");
  await expect(warnings(page).getByRole("listitem")).toHaveText(
    "#FollowForFollow, #reels are tags our hashtag generator leaves out: they trade follows or say nothing about the post, so they won't bring the right viewers. Swap them for ones that describe this post.",
  );
});

test("warns about styled letters and a hook that does not fit before '… more'", async ({ page }) => {
  await field(page).fill(`${LONG_HOOK}\nSecond line 𝐒𝐚𝐥𝐞`);
  await expect(status(page)).toHaveText("Preview ready: 2 things to check.");
  await expect(warnings(page)).toContainText("Styled letters from fancy-font generators");
  await expect(warnings(page)).toContainText('Your opening line runs past the "… more" cut');
});

test("Copy with nothing written says there is nothing to copy", async ({ page }) => {
  await field(page).fill(e2e.BAD_INPUTS.whitespace);
  await expect(status(page)).toHaveText("Write or paste a caption to see how the feed shows it.");
  await copyButton(page).click();
  await e2e.expectToast(page, "Nothing to copy", "Write or paste a caption first: there is nothing to copy yet.");
  await expect(page.getByRole("alert")).toBeVisible();
});

test("10,000 characters: over the limit, responsive and inside the page", async ({ page }) => {
  await field(page).fill(e2e.BAD_INPUTS.long);
  await expect(warnings(page)).toContainText("Instagram allows 2,200 characters; this caption has 10,000. Cut 7,800.");
  await expect(counter(page, "Characters")).toContainText("10,000 / 2,200over the limit");
  await copyButton(page).click();
  expect(await e2e.readClipboard(page)).toHaveLength(10_000);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("emoji, right-to-left text and markup are shown as typed, and markup never runs", async ({ page }) => {
  for (const value of [e2e.BAD_INPUTS.emoji, "مرحبا بكم في قناتي", e2e.BAD_INPUTS.markup]) {
    await field(page).fill(value);
    await expect(previewText(page)).toHaveText(value);
  }
  await e2e.expectMarkupInert(page);
  await copyButton(page).click();
  expect(await e2e.readClipboard(page)).toBe(e2e.BAD_INPUTS.markup);
});

test("has no accessibility violations with a cut caption and warnings", async ({ page }) => {
  await field(page).fill(`${LONG_HOOK}\n#a1 #b2 #c3 #d4 #e5 #f6`);
  await expect(status(page)).toHaveText("Preview ready: 2 things to check.");
  await e2e.expectNoAxeViolations(page);
});

test("on a phone it previews, opens 'more', copies and stays inside the screen", e2e.PHONE_ONLY, async ({ page }) => {
  await field(page).fill(`${LONG_HOOK}\n\nSave karo 📌\n#jaipurfood`);
  await expect(more(page)).toBeVisible();
  const previewed = await fullPreview(page);
  await copyButton(page).click();
  expect(await e2e.readClipboard(page)).toBe(previewed);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await e2e.expectNoAxeViolations(page);
});
