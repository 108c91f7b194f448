import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same tool, asking in Hindi and answering with the searches Indian viewers
// type, in Devanagari, Hinglish and English, or in Roman letters only when Hinglish is chosen.
const PATH = e2e.openBeforeEach("/hi/youtube/tag-generator");

const results = (page: Page) => page.getByRole("region", { name: "आपके टैग" });
const chips = (page: Page) => results(page).getByRole("listitem");
const DEVANAGARI = /[\u0900-\u097F]/u;

test("asks for a topic in Hindi, mixes Hindi, Hinglish and English tags, Roman only when chosen, and copies", async ({
  page,
}) => {
  const press = () => page.getByRole("button", { name: "टैग बनाएं" }).click();
  await press();
  await e2e.expectToast(page, "उफ़!", "पहले वीडियो का टॉपिक लिखें।");
  await expect(results(page)).toHaveCount(0);

  await page.getByRole("textbox", { name: "वीडियो का टॉपिक" }).fill("dal makhani recipe");
  await expect(page.getByRole("radio", { name: "हिंदी", exact: true })).toBeChecked();
  await press();
  await expect(results(page).getByRole("status")).toContainText("टैग तैयार हैं");
  const tags = await chips(page).allTextContents();
  expect(tags.slice(0, 3)).toEqual(["dal makhani recipe", "दाल मखनी", "दाल मखनी रेसिपी"]);
  expect(tags).toContain("dal makhani kaise banaye");
  expect(tags.filter((tag) => DEVANAGARI.test(tag)).length).toBeGreaterThanOrEqual(4);
  await page.getByRole("button", { name: "सारे टैग कॉपी करें" }).click();
  const copied = await e2e.readClipboard(page);
  expect(copied).toBe(tags.join(","));
  await e2e.expectToast(page, "कॉपी हो गया!", `${tags.length} टैग कॉपी हो गए। इन्हें YouTube Studio के टैग बॉक्स में पेस्ट करें।`);

  await page.getByRole("radio", { name: /Hinglish/ }).click();
  await press();
  await expect(chips(page).nth(1)).toHaveText("dal makhani kaise banaye");
  for (const tag of await chips(page).allTextContents()) expect(tag).not.toMatch(DEVANAGARI);
  await expect(page).toHaveURL(/topic=dal\+makhani\+recipe/);
  await expect(page).toHaveURL(/writing=hinglish/);
});

test("opens from a shared address with a Devanagari topic and Hinglish chosen", async ({ page }) => {
  await page.goto(`${PATH}?${new URLSearchParams({ topic: "गोवा यात्रा", writing: "hinglish" }).toString()}`);
  await expect(results(page).getByRole("status")).toContainText("टैग तैयार हैं");
  const tags = await chips(page).allTextContents();
  expect(tags).toContain("goa ghumne ki jagah");
  for (const tag of tags) expect(tag).not.toMatch(DEVANAGARI);
  await expect(page.getByRole("textbox", { name: "वीडियो का टॉपिक" })).toHaveValue("गोवा यात्रा");
});
