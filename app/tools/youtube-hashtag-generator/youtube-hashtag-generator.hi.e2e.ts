import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: up to 10 tags as on the English page, with Hindi tags for the topic mixed in, in
// Devanagari or, when chosen, in Roman letters.
const PATH = e2e.openBeforeEach("/hi/youtube/hashtag-generator");

const results = (page: Page) => page.getByRole("region", { name: "आपके हैशटैग" });
const tags = (page: Page) => results(page).getByRole("listitem");
const DEVANAGARI = /[\u0900-\u097F]/u;

test("asks for a topic in Hindi, mixes Devanagari tags in, copies them, and writes Hinglish when chosen", async ({
  page,
}) => {
  await page.getByRole("button", { name: "हैशटैग बनाएं" }).click();
  await e2e.expectToast(page, "उफ़!", "वीडियो का टॉपिक लिखें।");
  await expect(results(page)).toHaveCount(0);

  await expect(page.getByRole("radio", { name: "हिंदी", exact: true })).toBeChecked();
  await e2e.typeAndPress(page, "वीडियो का टॉपिक", "हैशटैग बनाएं", "दिवाली");
  await expect(results(page).getByRole("status")).toHaveText("10 हैशटैग तैयार हैं।");
  const shown = await tags(page).allTextContents();
  expect(shown[0]).toBe("#दिवाली");
  expect(shown).toEqual(expect.arrayContaining(["#diwali", "#शुभदीपावली"]));
  await expect(results(page).getByTestId("results-note")).toHaveText(
    "इन्हें डिस्क्रिप्शन के आखिर में पेस्ट करें; YouTube पहले तीन को आपके वीडियो के टाइटल के पास दिखा सकता है।",
  );
  await results(page).getByRole("button", { name: "सभी हैशटैग कॉपी करें" }).click();
  expect(await e2e.readClipboard(page)).toBe(shown.join(" "));
  await e2e.expectToast(page, "कॉपी हो गया!", "10 हैशटैग आपके क्लिपबोर्ड पर कॉपी हो गए।");

  await page.getByRole("radio", { name: /Hinglish/ }).click();
  await page.getByRole("button", { name: "हैशटैग बनाएं" }).click();
  await expect(tags(page).first()).toHaveText("#diwali");
  const hinglish = await tags(page).allTextContents();
  expect(hinglish.filter((tag) => DEVANAGARI.test(tag))).toEqual([]);
  expect(hinglish).toContain("#shubhdeepawali");
  await expect(page).toHaveURL(/writing=hinglish/);
});

test("opens from a shared address with the topic and writing chosen", async ({ page }) => {
  await page.goto(`${PATH}?topic=${encodeURIComponent("upsc ki taiyari")}&writing=hinglish`);
  await expect(results(page).getByRole("status")).toHaveText("10 हैशटैग तैयार हैं।");
  await expect(page.getByRole("radio", { name: /Hinglish/ })).toBeChecked();
  const shown = await tags(page).allTextContents();
  expect(shown[0]).toBe("#upsckitaiyari");
  expect(shown.filter((tag) => DEVANAGARI.test(tag))).toEqual([]);
  expect(shown).toEqual(expect.arrayContaining(["#iasbanna", "#upsc"]));
});
