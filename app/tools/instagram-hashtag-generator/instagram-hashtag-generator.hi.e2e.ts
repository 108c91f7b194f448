import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same 30 tags and limits, with the Hindi tags for the topic mixed in, in
// Devanagari or, when chosen, in Roman letters.
const PATH = e2e.openBeforeEach("/hi/instagram/hashtag-generator");

const results = (page: Page) => page.getByRole("region", { name: "आपके हैशटैग" });
const group = (page: Page, title: string) => results(page).getByRole("list", { name: title }).getByRole("listitem");
const allTags = (page: Page) => results(page).locator("li li");
const DEVANAGARI = /[\u0900-\u097F]/u;

test("asks for a keyword in Hindi, mixes Devanagari tags in, copies the top 5, and writes Hinglish when chosen", async ({
  page,
}) => {
  await page.getByRole("button", { name: "हैशटैग बनाएं" }).click();
  await e2e.expectToast(page, "उफ़!", "कोई कीवर्ड लिखें।");
  await expect(results(page)).toHaveCount(0);

  await expect(page.getByRole("radio", { name: "हिंदी", exact: true })).toBeChecked();
  await e2e.typeAndPress(page, "कीवर्ड", "हैशटैग बनाएं", "खाना");
  await expect(results(page).getByRole("status")).toHaveText("30 हैशटैग तैयार हैं।");
  const top = await group(page, "लगाने लायक 5").allTextContents();
  expect(top).toHaveLength(5);
  expect(top).toEqual(expect.arrayContaining(["#खाना", "#देसीखाना"]));
  const hindi = await group(page, "हिंदी हैशटैग").allTextContents();
  expect(hindi.length).toBeGreaterThan(0);
  for (const tag of hindi) expect(tag).toMatch(DEVANAGARI);
  const tags = await allTags(page).allTextContents();
  expect(new Set(tags).size).toBe(30);
  expect(tags).toEqual(expect.arrayContaining(["#indianfood", "#घरकाखाना"]));
  await expect(results(page).getByTestId("results-note")).toContainText("इस पोस्ट के लिए टॉप 5 कॉपी करें");

  await results(page).getByRole("button", { name: "टॉप 5 हैशटैग कॉपी करें" }).click();
  expect(await e2e.readClipboard(page)).toBe(top.join(" "));
  await e2e.expectToast(page, "कॉपी हो गया!", "5 हैशटैग आपके क्लिपबोर्ड पर कॉपी हो गए।");

  await page.getByRole("radio", { name: /Hinglish/ }).click();
  await page.getByRole("button", { name: "हैशटैग बनाएं" }).click();
  await expect(group(page, "लगाने लायक 5").first()).toHaveText("#khana");
  const hinglish = await allTags(page).allTextContents();
  expect(hinglish).toHaveLength(30);
  expect(hinglish.filter((tag) => DEVANAGARI.test(tag))).toEqual([]);
  expect(hinglish).toEqual(expect.arrayContaining(["#gharkakhana", "#indianfood"]));
  await expect(page).toHaveURL(/writing=hinglish/);
});

test("opens from a shared address with the keyword and writing chosen", async ({ page }) => {
  await page.goto(`${PATH}?keyword=${encodeURIComponent("बिरयानी")}&writing=hinglish`);
  await expect(results(page).getByRole("status")).toHaveText("30 हैशटैग तैयार हैं।");
  await expect(page.getByRole("radio", { name: /Hinglish/ })).toBeChecked();
  const tags = await allTags(page).allTextContents();
  expect(tags.filter((tag) => DEVANAGARI.test(tag))).toEqual([]);
  expect(tags).toEqual(expect.arrayContaining(["#biryani", "#biryanipremi"]));
  await results(page).getByRole("button", { name: "सभी 30 हैशटैग कॉपी करें" }).click();
  expect((await e2e.readClipboard(page)).split(" ")).toEqual(tags);
  await e2e.expectToast(page, "कॉपी हो गया!", "30 हैशटैग आपके क्लिपबोर्ड पर कॉपी हो गए।");
});
