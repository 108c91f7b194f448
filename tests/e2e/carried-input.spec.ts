import type { Page } from "@playwright/test";
import { expect, test } from "./shared-page";
import * as e2e from "./support";

// What a visitor typed goes with them: the header's language switch leads to the twin page with the
// address's fields, a related tool's card brings the topic to a tool that answers one, and back,
// forward and reload give the form back as it was.

const languageSwitch = (page: Page, name: "हिंदी" | "English") => page.getByRole("link", { name, exact: true });
const card = (page: Page, name: string) =>
  page.locator("section[aria-labelledby='related-tools'] a").filter({ hasText: name });
const hashtags = (page: Page) => page.getByRole("region", { name: "Your hashtags" }).locator("li li");

/** Each tool's page with a field in its address, and the switch's name on that page. */
const SWITCHES = [
  ["/instagram/hashtag-generator?keyword=food", "हिंदी", "/hi/instagram/hashtag-generator?keyword=food"],
  [
    "/hi/instagram/hashtag-generator?keyword=chai&writing=hinglish",
    "English",
    "/instagram/hashtag-generator?keyword=chai&writing=hinglish",
  ],
  ["/youtube/tag-generator?topic=masala+chai", "हिंदी", "/hi/youtube/tag-generator?topic=masala+chai"],
  ["/hi/youtube/title-generator?topic=bgmi", "English", "/youtube/title-generator?topic=bgmi"],
  ["/instagram/post-generator?topic=sleep+tips", "हिंदी", "/hi/instagram/post-generator?topic=sleep+tips"],
  ["/instagram/idea-generator?niche=Food&topic=dosa", "हिंदी", "/hi/instagram/idea-generator?niche=Food&topic=dosa"],
  [
    "/youtube/money-calculator?category=Gaming&input=50000",
    "हिंदी",
    "/hi/youtube/money-calculator?category=Gaming&input=50000",
  ],
] as const;

test.describe("the language switch keeps the address's fields", () => {
  for (const [from, name, to] of SWITCHES) {
    test(`${from} → ${to}`, async ({ page }) => {
      await e2e.open(page, from);
      // Once the page has answered its address, the address may have been written again in its own
      // order: the switch's href is the address as it is now, with the other language's path.
      const query = await page.evaluate(() => window.location.search);
      const href = await languageSwitch(page, name).getAttribute("href");
      expect(href).toBe(`${new URL(to, "http://x").pathname}${query}`);
      expect(new URLSearchParams(query).toString()).toBe(
        new URLSearchParams(new URL(to, "http://x").search).toString(),
      );
    });
  }

  test("the switch follows a new keyword, and the twin page answers it", async ({ page }) => {
    await e2e.open(page, "/instagram/hashtag-generator?keyword=food");
    await e2e.typeAndPress(page, "Keyword", "Generate Hashtags", "street food");
    await expect(page).toHaveURL(/\?keyword=street\+food$/);
    await expect(languageSwitch(page, "हिंदी")).toHaveAttribute(
      "href",
      "/hi/instagram/hashtag-generator?keyword=street+food",
    );
    await languageSwitch(page, "हिंदी").click();
    await expect(page).toHaveURL(/\/hi\/instagram\/hashtag-generator\?keyword=street\+food$/);
    await expect(page.getByRole("textbox").first()).toHaveValue("street food");
    await expect(languageSwitch(page, "English")).toHaveAttribute(
      "href",
      "/instagram/hashtag-generator?keyword=street+food",
    );
    await e2e.expectNoAxeViolations(page, { colours: false });
  });
});

test.describe("related tools bring the topic", () => {
  test("a card leads with the topic where the tool answers one alone, and without it where a choice comes first", async ({
    page,
  }) => {
    await e2e.open(page, "/instagram/hashtag-generator?keyword=food");
    await expect(card(page, "YouTube Hashtag Generator")).toHaveAttribute(
      "href",
      "/youtube/hashtag-generator?topic=food",
    );
    await expect(card(page, "Post Generator")).toHaveAttribute("href", "/instagram/post-generator?topic=food");
    // The caption generator wants a mood first: a topic alone would greet the visitor with a refusal.
    await expect(card(page, "Caption Generator")).toHaveAttribute("href", "/instagram/caption-generator");
    await e2e.typeAndPress(page, "Keyword", "Generate Hashtags", "goa trip");
    await expect(card(page, "Post Generator")).toHaveAttribute("href", "/instagram/post-generator?topic=goa+trip");
  });

  test("the twin answers the topic, and its card back carries it under the twin's own name", async ({ page }) => {
    await e2e.open(page, "/instagram/hashtag-generator?keyword=food");
    await card(page, "YouTube Hashtag Generator").click();
    await expect(page).toHaveURL(/\/youtube\/hashtag-generator\?topic=food$/);
    await expect(page.getByLabel("Video topic").or(page.getByRole("textbox").first())).toHaveValue("food");
    await expect(page.getByRole("region", { name: /hashtags/i }).first()).toBeVisible();
    await expect(card(page, "Instagram Hashtag Generator")).toHaveAttribute(
      "href",
      "/instagram/hashtag-generator?keyword=food",
    );
    await e2e.expectNoAxeViolations(page, { colours: false });
  });

  test("on the Hindi site the Hinglish choice goes with the topic", async ({ page }) => {
    await e2e.open(page, "/hi/instagram/hashtag-generator?keyword=chai&writing=hinglish");
    await expect(card(page, "YouTube")).toHaveAttribute(
      "href",
      "/hi/youtube/hashtag-generator?topic=chai&writing=hinglish",
    );
  });
});

test("back after a copy and a card, then reload, give the form and its result again", async ({ page }) => {
  await e2e.open(page, "/instagram/hashtag-generator");
  await e2e.typeAndPress(page, "Keyword", "Generate Hashtags", "street food");
  await page.getByRole("button", { name: "Copy all 30 hashtags" }).click();
  expect((await e2e.readClipboard(page)).split(" ")).toHaveLength(30);
  await card(page, "Post Generator").click();
  await expect(page).toHaveURL(/\/instagram\/post-generator\?topic=street\+food$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/instagram\/hashtag-generator\?keyword=street\+food$/);
  await expect(page.getByLabel("Keyword")).toHaveValue("street food");
  await expect(hashtags(page)).toHaveCount(30);
  // An update's Reload (app/offline/register.ts) is location.reload(): the same address, answered again.
  await page.reload();
  await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
  await expect(page.getByLabel("Keyword")).toHaveValue("street food");
  await expect(hashtags(page)).toHaveCount(30);
});
