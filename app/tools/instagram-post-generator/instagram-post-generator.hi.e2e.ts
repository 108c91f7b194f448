import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { devanagariShare } from "~/test/devanagari-text";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same tool, asking and answering in Hindi, or in Hinglish when chosen, with an
// opening written for what the topic is.
const PATH = e2e.openBeforeEach("/hi/instagram/post-generator");

const results = (page: Page) => page.getByRole("region", { name: "आपकी पोस्ट" });
const postText = async (page: Page) => (await results(page).getByTestId("result-text").textContent()) ?? "";

test("asks for a topic in Hindi, writes a Devanagari post for it, Hinglish when chosen, and copies it", async ({
  page,
}) => {
  await page.getByRole("button", { name: "पोस्ट बनाएं" }).click();
  await e2e.expectToast(page, "उफ़!", "पहले अपनी पोस्ट का टॉपिक लिखें।");
  await expect(results(page)).toHaveCount(0);

  await expect(page.getByRole("radio", { name: "हिंदी", exact: true })).toBeChecked();
  await e2e.typeAndPress(page, "पोस्ट का टॉपिक", "पोस्ट बनाएं", "मसाला चाय");
  await expect(results(page).getByRole("status")).toHaveText("पोस्ट तैयार है।");
  const text = await postText(page);
  const parts = text.split("\n\n");
  expect(parts).toHaveLength(3);
  expect(parts[0]).toContain("मसाला चाय");
  expect(devanagariShare(text)).toBeGreaterThan(0.9);
  expect(parts.at(-1)).toMatch(/^#/u);
  await expect(results(page).getByTestId("char-count")).toContainText("/ 2,200 कैरेक्टर");
  await results(page).getByRole("button", { name: "पोस्ट कॉपी करें" }).click();
  expect(await e2e.readClipboard(page)).toBe(text);
  await e2e.expectToast(page, "कॉपी हो गया!", "पोस्ट आपके क्लिपबोर्ड पर कॉपी हो गई।");

  await page.getByRole("radio", { name: /Hinglish/ }).click();
  await page.getByRole("button", { name: "पोस्ट बनाएं" }).click();
  await expect.poll(async () => (await postText(page)).split("\n\n")[0]?.toLowerCase()).toContain("masala chai");
  expect((await postText(page)).split("\n\n")[0]).not.toMatch(/[\u0900-\u097F]/u);
  await expect(page).toHaveURL(/topic=/);
  await expect(page).toHaveURL(/writing=hinglish/);
});

test("opens from a shared address with the topic and writing chosen", async ({ page }) => {
  await page.goto(`${PATH}?topic=${encodeURIComponent("iphone 16 review")}&writing=hinglish`);
  await expect(page.getByLabel("पोस्ट का टॉपिक")).toHaveValue("iphone 16 review");
  await expect(results(page).getByRole("status")).toHaveText("पोस्ट तैयार है।");
  const text = await postText(page);
  expect(text.split("\n\n")[0]).toContain("iPhone 16");
  expect(text).toContain("#iphone16");
  expect(text).not.toMatch(/[\u0900-\u097F]/u);
});
