import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";

const PATH = e2e.openBeforeEach("/instagram/hashtag-generator");

const generate = (page: Page, keyword: string) => e2e.typeAndPress(page, "Keyword", "Generate Hashtags", keyword);

const group = (page: Page, title: string) => page.getByRole("list", { name: title }).getByRole("listitem");
const allTags = (page: Page) => page.getByRole("region", { name: "Your hashtags" }).locator("li li");

// Tags that never help reach (spam, generic, places for a non-place keyword).
const NEVER = [
  "#followforfollow",
  "#likeforlikes",
  "#explore",
  "#explorepage",
  "#instagood",
  "#love",
  "#mumbai",
  "#delhi",
];

test(
  "turns a keyword into 30 relevant hashtags, the 5 to post first, after the loading cycle, with no accessibility violations",
  e2e.PHONE,
  async ({ page }) => {
    await e2e.withClockHeld(page, async () => {
      await generate(page, "  Street Food ");
      await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
    });
    await expect(page.getByRole("status").filter({ hasText: "30 hashtags ready." })).toBeVisible();
    await expect(group(page, "The 5 to post")).toHaveCount(5);
    await expect(group(page, "The 5 to post").first()).toHaveText("#streetfood");
    const tags = await allTags(page).allTextContents();
    expect(tags).toHaveLength(30);
    expect(new Set(tags).size).toBe(30);
    for (const banned of NEVER) expect(tags).not.toContain(banned);
    await expect(page.getByRole("button", { name: "Generate Hashtags" })).toBeEnabled();
    await e2e.expectNoAxeViolations(page);
  },
);

test("two unrelated keywords share at most 3 of their tags", async ({ page }) => {
  await generate(page, "food");
  await expect(page.getByRole("status").filter({ hasText: "hashtags ready." })).toBeVisible();
  const food = await allTags(page).allTextContents();
  await generate(page, "gaming");
  await expect(page.getByText("#gaming", { exact: true }).first()).toBeVisible();
  const gaming = await allTags(page).allTextContents();
  expect(food.filter((tag) => gaming.includes(tag)).length).toBeLessThanOrEqual(3);
});

test("Copy All copies every tag space-separated, the 5 to post first, and toasts", async ({ page }) => {
  await generate(page, "travel");
  const copyAll = page.getByRole("button", { name: "Copy all 30 hashtags" });
  await copyAll.click();
  const text = await e2e.readClipboard(page);
  expect(text.split(" ")).toHaveLength(30);
  const top = await group(page, "The 5 to post").allTextContents();
  expect(text.startsWith(top.join(" "))).toBe(true);
  await expect(page.getByRole("button", { name: "Copied! all 30 hashtags" })).toHaveText("Copied!");
  await e2e.expectToast(page, "Copied!", "30 hashtags copied to your clipboard.");
  await expect(copyAll).toHaveText("Copy All", { timeout: 4_000 });
});

test(
  "Copy top 5 is the main action and copies the five to post; only one button shows Copied!",
  e2e.PHONE,
  async ({ page }) => {
    await generate(page, "travel");
    const actions = page.getByRole("region", { name: "Your hashtags" }).getByRole("button");
    await expect(actions).toHaveText(["Copy top 5", "Copy All"]);
    // The main action wears the primary look; Copy All the secondary one.
    await expect(actions.first()).toHaveClass(/from-ig-from/);
    await expect(actions.last()).not.toHaveClass(/from-ig-from/);
    await page.getByRole("button", { name: "Copy all 30 hashtags" }).click();
    const top = page.getByRole("button", { name: "Copy top 5 hashtags" });
    await top.click();
    expect(await e2e.readClipboard(page)).toBe((await group(page, "The 5 to post").allTextContents()).join(" "));
    await expect(page.getByRole("button", { name: "Copied! top 5 hashtags" })).toHaveText("Copied!");
    await e2e.expectToast(page, "Copied!", "5 hashtags copied to your clipboard.");
    await expect(page.getByRole("button", { name: "Copy all 30 hashtags" })).toHaveText("Copy All");
    await expect(page.getByText(/Instagram now allows up to 5 hashtags per post/)).toBeVisible();
  },
);

test("the page says what it is for: the five to post", async ({ page }) => {
  await expect(
    page.getByText(
      "Instagram allows five hashtags a post: get the 5 to post for your keyword, plus 25 more on the same topic.",
    ),
  ).toBeVisible();
});

test("the 5 to post are the same on every load and every press", async ({ page }) => {
  await e2e.open(page, `${PATH}?keyword=gym`);
  await expect(allTags(page)).toHaveCount(30);
  const first = await group(page, "The 5 to post").allTextContents();
  expect(first).toHaveLength(5);
  for (let load = 0; load < 2; load++) {
    await page.reload();
    await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
    await expect(group(page, "The 5 to post")).toHaveText(first);
  }
  await page.getByRole("button", { name: "Generate Hashtags" }).click();
  await expect(page.getByRole("status").filter({ hasText: "30 hashtags ready." })).toBeVisible();
  await expect(group(page, "The 5 to post")).toHaveText(first);
});

// A keyword of each kind, through the address: the five to post lead with what it is about and
// carry nothing from an unrelated topic.
// Three keywords walked through the address (a product, an animal, Devanagari); the whole table of
// everyday keywords is settled in lib/hashtags/instagram.test.ts, where each costs microseconds.
const KINDS = [
  { keyword: "iphone 16 review", first: "#iphone16review", never: ["#airpods", "#ipad", "#iphonewallpaper"] },
  { keyword: "cat", first: "#cat", never: ["#dog", "#dogs", "#labrador", "#dogsofindia"] },
  { keyword: "खाना", first: "#खाना", never: ["#खानाindia"] },
] as const;

for (const { keyword, first, never } of KINDS) {
  test(`"${keyword}" through the address: 30 tags, ${first} first, nothing unrelated on top`, async ({ page }) => {
    await e2e.open(page, `${PATH}?keyword=${encodeURIComponent(keyword)}`);
    await expect(page.getByLabel("Keyword")).toHaveValue(keyword);
    await expect(page.getByRole("status").filter({ hasText: "30 hashtags ready." })).toBeVisible();
    await expect(group(page, "The 5 to post").first()).toHaveText(first);
    const top = await group(page, "The 5 to post").allTextContents();
    for (const tag of never) expect(top, keyword).not.toContain(tag);
    await expect(page.getByTestId("results-note").locator("strong")).toHaveCount(0);
  });
}

test("a word nothing knows gets its own tag, creator-community tags to five, and one sentence saying why", async ({
  page,
}) => {
  await e2e.open(page, `${PATH}?keyword=zorblax`);
  await expect(page.getByRole("status").filter({ hasText: "5 hashtags ready." })).toBeVisible();
  await expect(allTags(page)).toHaveCount(0);
  const five = ["#zorblax", "#contentcreator", "#indiancreator", "#creatorsofinstagram", "#smallcreator"];
  await expect(page.getByRole("region", { name: "Your hashtags" }).getByRole("listitem")).toHaveText(five);
  await expect(page.getByTestId("results-note").locator("strong")).toHaveText(
    `We don't know "zorblax" yet: the first tags are made from the word itself, the rest are creator-community tags that suit any post, not 30 guesses. A more common word for the same idea gets a full set.`,
  );
  // Everything there is fits in one post, so Copy All is the one action.
  await expect(page.getByRole("region", { name: "Your hashtags" }).getByRole("button")).toHaveText(["Copy All"]);
  await page.getByRole("button", { name: "Copy all 5 hashtags" }).click();
  expect(await e2e.readClipboard(page)).toBe(five.join(" "));
  await e2e.expectToast(page, "Copied!", "5 hashtags copied to your clipboard.");
});

test("a shared link answers at once and fills the form", async ({ page }) => {
  await e2e.open(page, `${PATH}?keyword=masala%20chai`);
  await expect(page.getByLabel("Keyword")).toHaveValue("masala chai");
  await expect(group(page, "The 5 to post").first()).toHaveText("#masalachai");
});

test("a new generation clears the copied state and the old result", async ({ page }) => {
  await generate(page, "travel");
  await page.getByRole("button", { name: "Copy all 30 hashtags" }).click();
  await generate(page, "food");
  await expect(page.getByText("#travel", { exact: true })).toHaveCount(0);
  await expect(page.getByText("#food", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy all 30 hashtags" })).toHaveText("Copy All");
});

e2e.testRefusals({
  field: "keyword",
  kinds: ["empty", "whitespace", "emoji only"],
  message: "Please enter a keyword.",
  press: generate,
  results: (page) => page.getByRole("listitem").filter({ hasText: /^#/ }),
});

test("markup is reduced to hashtag characters and never runs", async ({ page }) => {
  await generate(page, e2e.BAD_INPUTS.markup);
  await expect(page.getByText("#imgsrcxonerrorwindow__pwned1", { exact: true })).toBeVisible();
  await e2e.expectMarkupInert(page);
});

test(
  "a 10,000-character keyword is cut, said so, and answered in words that wrap inside the page",
  e2e.PHONE,
  async ({ page }) => {
    await generate(page, e2e.BAD_INPUTS.long);
    await expect(
      page.getByRole("status").filter({ hasText: /No hashtag can be made from that keyword/ }),
    ).toBeVisible();
    await e2e.expectToast(page, "Heads up", "Keyword was cut to its first 100 characters.");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  },
);

// Under any query too: a page asks again for a script it failed to fetch under a fresh one.
const TOPIC_MAP = "**/assets/hashtags-*.js*";

test("says so when the topic map cannot be fetched, and answers once it can", async ({ page }) => {
  await page.route(TOPIC_MAP, (route) => route.abort());
  await e2e.open(page, PATH);
  await generate(page, "street food");
  await e2e.expectToast(page, "Oops!", "This tool didn't finish loading. Check your connection and try again.");
  await expect(page.getByRole("button", { name: "Generate Hashtags" })).toBeEnabled();
  await page.unroute(TOPIC_MAP);
  await page.getByRole("button", { name: "Generate Hashtags" }).click();
  await expect(page.getByRole("status").filter({ hasText: "30 hashtags ready." })).toBeVisible();
});
