import { type Page, expect, test } from "@playwright/test";
import { devanagariShare } from "~/test/hindi-text";
import { HINDI_CALLS, HINGLISH_CALLS } from "./posts-hi.data";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same tool, asking and answering in Hindi, or in Hinglish when chosen.
const PATH = e2e.openBeforeEach("/hi/instagram/post-generator");

const results = (page: Page) => page.getByRole("region", { name: "आपकी पोस्ट" });
const postText = (page: Page) => results(page).getByTestId("result-text");

test("asks for a topic in Hindi when none is given", async ({ page }) => {
  await page.getByRole("button", { name: "पोस्ट बनाएं" }).click();
  await e2e.expectToast(page, "उफ़!", "पहले अपनी पोस्ट का टॉपिक लिखें।");
  await expect(results(page)).toHaveCount(0);
});

test("writes a Devanagari post with the topic as typed, a call and the tags, and copies it", async ({ page }) => {
  await expect(page.getByRole("radio", { name: "हिन्दी", exact: true })).toBeChecked();
  await e2e.typeAndPress(page, "पोस्ट का टॉपिक", "पोस्ट बनाएं", "दिल्ली स्ट्रीट फ़ूड");
  await expect(results(page).getByRole("status")).toHaveText("पोस्ट तैयार है।");
  const text = (await postText(page).textContent()) ?? "";
  const parts = text.split("\n\n");
  expect(parts).toHaveLength(4);
  expect(parts[0]).toContain("दिल्ली स्ट्रीट फ़ूड");
  expect(HINDI_CALLS).toContain(parts[1]);
  expect(devanagariShare(text)).toBeGreaterThan(0.9);
  expect(parts.at(-1)).toMatch(/^#/u);
  await expect(results(page).getByTestId("char-count")).toContainText("/ 2,200 कैरेक्टर");
  await results(page).getByRole("button", { name: "पोस्ट कॉपी करें" }).click();
  expect(await e2e.readClipboard(page)).toBe(text);
  await e2e.expectToast(page, "कॉपी हो गया!", "पोस्ट आपके क्लिपबोर्ड पर कॉपी हो गई।");
});

test("writes Hinglish when chosen, and the address carries the fields both ways", async ({ page }) => {
  await page.getByRole("radio", { name: /Hinglish/ }).click();
  await e2e.typeAndPress(page, "पोस्ट का टॉपिक", "पोस्ट बनाएं", "street food");
  await expect(results(page).getByRole("status")).toHaveText("पोस्ट तैयार है।");
  const text = (await postText(page).textContent()) ?? "";
  const parts = text.split("\n\n");
  expect(parts[0]).toContain("street food");
  expect(HINGLISH_CALLS).toContain(parts[1]);
  expect(text).not.toMatch(/[\u0900-\u097F]/u);
  expect(parts.at(-1)?.split(" ")[0]).toBe("#streetfood");
  await expect(page).toHaveURL(/topic=street/);
  await expect(page).toHaveURL(/writing=hinglish/);
  // The switch keeps the fields: the English page writes the same topic's post, in English.
  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/^[^?]*\/instagram\/post-generator\?/);
  await expect(page.getByRole("region", { name: "Your post" }).getByRole("status")).toHaveText("Post ready.");
});

test("opens from a shared address with the topic and writing chosen", async ({ page }) => {
  await page.goto(`${PATH}?topic=${encodeURIComponent("iphone 16 review")}&writing=hinglish`);
  await expect(page.getByLabel("पोस्ट का टॉपिक")).toHaveValue("iphone 16 review");
  await expect(results(page).getByRole("status")).toHaveText("पोस्ट तैयार है।");
  const text = (await postText(page).textContent()) ?? "";
  expect(text).toContain("iphone 16 review");
  expect(text).toContain("#iphone16");
  expect(text).not.toMatch(/[\u0900-\u097F]/u);
});
