import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";

const PATH = e2e.openBeforeEach("/youtube/hashtag-generator");
// The three YouTube can show above the title first (most specific), then the recipe tag a dish
// gets, then the map's. No year: masala chai does not date.
const CHAI_TAGS = [
  "#masalachai",
  "#chaiaddict",
  "#chailovers",
  "#masalachairecipe",
  "#chai",
  "#tealover",
  "#chaipecharcha",
  "#chaiwala",
  "#chaitime",
  "#iranichai",
];

const generate = (page: Page, topic: string) => e2e.typeAndPress(page, "Video Topic", "Generate Hashtags", topic);

const chips = (page: Page) => page.getByRole("region", { name: "Your hashtags" }).getByRole("listitem");

test("turns a topic into 10 hashtag chips after the loading cycle, with no accessibility violations", async ({
  page,
}) => {
  await e2e.withClockHeld(page, async () => {
    await generate(page, "  Masala  Chai ");
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  });
  await expect(chips(page)).toHaveText(CHAI_TAGS);
  await expect(page.getByRole("status").filter({ hasText: "10 hashtags ready." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate Hashtags" })).toBeEnabled();
  await e2e.expectNoAxeViolations(page);
});

test("Copy All Hashtags copies space-separated tags, toasts and shows Copied! for 3 s", async ({ page }) => {
  await generate(page, "Masala Chai");
  const copyAll = page.getByRole("button", { name: "Copy All Hashtags" });
  await copyAll.click();
  expect(await e2e.readClipboard(page)).toBe(CHAI_TAGS.join(" "));
  await expect(page.getByRole("button", { name: "Copied! All Hashtags" })).toHaveText("Copied!");
  await e2e.expectToast(page, "Copied!", "10 hashtags copied to your clipboard.");
  await expect(copyAll).toHaveText("Copy All Hashtags", { timeout: 4_000 });
});

test("a new generation clears the copied state and the old tags", async ({ page }) => {
  await generate(page, "Masala Chai");
  await page.getByRole("button", { name: "Copy All Hashtags" }).click();
  await expect(page.getByRole("button", { name: "Copied! All Hashtags" })).toHaveText("Copied!");
  await generate(page, "cricket");
  await expect(chips(page).first()).toHaveText("#cricket");
  await expect(page.getByText("#masalachai", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Copy All Hashtags" })).toHaveText("Copy All Hashtags");
});

test("never repeats a tag, even when the topic is itself a common tag", async ({ page }) => {
  await generate(page, "YouTube");
  await expect(chips(page).first()).toHaveText("#youtube");
  const tags = await chips(page).allTextContents();
  expect(new Set(tags).size).toBe(tags.length);
  expect(tags.length).toBeLessThanOrEqual(10);
});

test("a shared link answers at once and fills the form", async ({ page }) => {
  await e2e.open(page, `${PATH}?topic=masala%20chai`);
  await expect(page.getByLabel("Video Topic")).toHaveValue("masala chai");
  await expect(chips(page)).toHaveText(CHAI_TAGS);
});

e2e.testRefusals({
  field: "topic",
  kinds: ["empty", "whitespace", "emoji only"],
  message: "Please enter a video topic.",
  press: generate,
  results: (page) => page.getByRole("region", { name: "Your hashtags" }),
});

test("markup is reduced to hashtag characters and never runs", async ({ page }) => {
  await generate(page, e2e.BAD_INPUTS.markup);
  await expect(chips(page).first()).toHaveText("#imgsrcxonerrorwindow__pwned1");
  await e2e.expectMarkupInert(page);
});

test("a 10,000-character topic is cut, said so, and answered in words that wrap inside the page", async ({ page }) => {
  await generate(page, e2e.BAD_INPUTS.long);
  await expect(page.getByRole("status").filter({ hasText: /No hashtag can be made from that topic/ })).toBeVisible();
  await e2e.expectToast(page, "Heads up", "Video Topic was cut to its first 100 characters.");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

// The address carries the topic to the form and the chips: a product and a Devanagari word. The
// tags for each kind of topic are the logic's to check (lib/hashtags/youtube.test.ts).
const KINDS = [
  { topic: "iphone 16 review", first: ["#iphone16review", "#iphone16", "#iphonereview"] },
  { topic: "खाना", first: ["#खाना", "#desikhana", "#indianfood"] },
] as const;

for (const { topic, first } of KINDS) {
  test(`"${topic}" through the address leads with ${first.join(" ")}`, async ({ page }) => {
    await e2e.open(page, `${PATH}?topic=${encodeURIComponent(topic)}`);
    await expect(page.getByLabel("Video Topic")).toHaveValue(topic);
    await expect(chips(page)).toHaveCount(10);
    expect((await chips(page).allTextContents()).slice(0, 3)).toEqual(first);
    for (const tag of await chips(page).allTextContents()) {
      expect(tag, topic).not.toMatch(/20\d\d$/);
      expect(tag, topic).not.toMatch(/tutorial$|tips$/);
    }
  });
}

test("a topic that dates gets its year fourth, the year the topic names", async ({ page }) => {
  await e2e.open(page, `${PATH}?topic=${encodeURIComponent("ipl 2026 highlights")}`);
  await expect(chips(page).nth(3)).toHaveText("#ipl2026");
  expect((await chips(page).allTextContents()).slice(0, 3)).toEqual(["#iplhighlights", "#ipl", "#iplfever"]);
});

test("a word nothing knows gets its own tag, tags for any creator's video to five, and says why", async ({ page }) => {
  await e2e.open(page, `${PATH}?topic=zorblax`);
  await expect(chips(page)).toHaveText([
    "#zorblax",
    "#youtubeindia",
    "#youtuber",
    "#indianyoutuber",
    "#youtubecreator",
  ]);
  await expect(page.getByRole("status").filter({ hasText: "5 hashtags ready." })).toBeVisible();
  await expect(page.getByTestId("results-note").locator("strong")).toHaveText(
    `We don't know "zorblax" yet: the first tags are made from the word itself, the rest suit any creator's video, not guesses about something else.`,
  );
});
