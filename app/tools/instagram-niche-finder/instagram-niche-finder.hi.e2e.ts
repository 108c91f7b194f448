import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { devanagariShare } from "~/test/devanagari-text";
import { NICHES } from "./banks/en/niches.data";
import { HINDI_NICHES } from "./banks/hi/niches.data";
import { HINGLISH_NICHES } from "./banks/hinglish/niches.data";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same finder, asking and answering in Hindi, or in Hinglish when chosen.
const PATH = e2e.openBeforeEach("/hi/instagram/niche-finder");

const results = (page: Page) => page.getByRole("region", { name: "आपके लिए सुझाया गया निश" });
const nicheText = (page: Page) => results(page).getByTestId("result-card").getByTestId("result-text");

test("asks in Hindi, suggests a Devanagari niche with its reason and first post, copies it, and writes Hinglish when chosen", async ({
  page,
}) => {
  await page.getByRole("button", { name: "मेरा निश ढूंढें" }).click();
  await e2e.expectToast(page, "अपनी पसंद चुनें", "निश का आइडिया पाने के लिए पहले अपनी एक पसंद चुनें।");
  await expect(results(page)).toHaveCount(0);

  await page.getByRole("radio", { name: "फ़ूड", exact: true }).click();
  await expect(page.getByRole("radio", { name: "हिंदी", exact: true })).toBeChecked();
  await page.getByRole("button", { name: "मेरा निश ढूंढें" }).click();
  await expect(results(page).getByRole("status")).toHaveText("आपके लिए फ़ूड का एक निश।");
  const name = (await nicheText(page).textContent()) ?? "";
  const niche = NICHES.Food.find((key) => HINDI_NICHES[key].name === name);
  expect(niche, name).toBeDefined();
  const { why, firstPost } = HINDI_NICHES[niche ?? "Baking"];
  await expect(results(page).getByTestId("niche-why")).toHaveText(`क्यों जमेगा: ${why}`);
  await expect(results(page).getByTestId("niche-first-post")).toHaveText(`आपकी पहली पोस्ट: ${firstPost}`);
  expect(devanagariShare(why)).toBeGreaterThan(0.9);
  await results(page).getByRole("button", { name: "निश कॉपी करें" }).click();
  expect(await e2e.readClipboard(page)).toBe(name);
  await e2e.expectToast(page, "कॉपी हो गया!", `${name} आपके क्लिपबोर्ड पर कॉपी हो गया।`);

  await page.getByRole("radio", { name: /Hinglish/ }).click();
  await page.getByRole("button", { name: "मेरा निश ढूंढें" }).click();
  await expect(page).toHaveURL(/interest=Food/);
  await expect(page).toHaveURL(/writing=hinglish/);
  await expect(results(page).getByRole("status")).toHaveText("आपके लिए फ़ूड का एक निश।");
  const hinglish = (await nicheText(page).textContent()) ?? "";
  const key = NICHES.Food.find((food) => HINGLISH_NICHES[food].name === hinglish);
  expect(key, hinglish).toBeDefined();
  await expect(results(page).getByTestId("niche-why")).toHaveText(`क्यों जमेगा: ${HINGLISH_NICHES[key ?? "Baking"].why}`);
  expect(await results(page).getByTestId("result-card-footer").locator("p").last().textContent()).not.toMatch(
    /[\u0900-\u097F]/u,
  );
});

test("opens from a shared address with the interest and writing chosen", async ({ page }) => {
  await page.goto(`${PATH}?interest=Education&writing=hinglish`);
  await expect(results(page).getByRole("status")).toHaveText("आपके लिए एजुकेशन का एक निश।");
  const name = (await nicheText(page).textContent()) ?? "";
  const key = NICHES.Education.find((niche) => HINGLISH_NICHES[niche].name === name);
  expect(key, name).toBeDefined();
  await expect(results(page).getByTestId("niche-first-post")).toHaveText(
    `आपकी पहली पोस्ट: ${HINGLISH_NICHES[key ?? "Study Tips"].firstPost}`,
  );
  await expect(page.getByRole("radio", { name: "एजुकेशन", exact: true })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Hinglish/ })).toBeChecked();
});
