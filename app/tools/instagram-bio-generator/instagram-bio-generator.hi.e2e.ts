import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { devanagariShare } from "~/test/devanagari-text";
import { HINDI_BIOS } from "./banks/hi/bios.data";
import { HINGLISH_BIOS } from "./banks/hinglish/bios.data";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same tool, asking and answering in Hindi, or in Hinglish when chosen.
const PATH = e2e.openBeforeEach("/hi/instagram/bio-generator");

const results = (page: Page) => page.getByRole("region", { name: "आपके बायो" });
const bioTexts = (page: Page) => results(page).getByRole("listitem").getByTestId("result-text");

test("asks for a profile type in Hindi when none is chosen", async ({ page }) => {
  await page.getByRole("button", { name: "बायो बनाएं" }).click();
  await e2e.expectToast(page, "उफ़!", "पहले एक प्रोफ़ाइल टाइप चुनें।");
  await expect(results(page)).toHaveCount(0);
});

test("writes three Devanagari bios of the type, and copies them line breaks included", async ({ page }) => {
  await page.getByRole("radio", { name: "फ़ोटोग्राफ़ी", exact: true }).click();
  await expect(page.getByRole("radio", { name: "हिंदी", exact: true })).toBeChecked();
  await page.getByRole("button", { name: "बायो बनाएं" }).click();
  await expect(results(page).getByRole("status")).toHaveText("3 बायो तैयार हैं।");
  const texts = await bioTexts(page).allTextContents();
  expect(new Set(texts).size).toBe(3);
  for (const text of texts) {
    expect(HINDI_BIOS.photography).toContain(text);
    expect(devanagariShare(text)).toBeGreaterThan(0.9);
  }
  await expect(results(page).getByTestId("char-count").first()).toHaveText(
    `${Array.from(texts[0] ?? "").length} / 150 कैरेक्टर`,
  );
  await results(page).getByRole("button", { name: "बायो 2 कॉपी करें" }).click();
  const copied = await e2e.readClipboard(page);
  expect(copied).toBe(texts[1]);
  expect(copied).toContain("\n");
  await e2e.expectToast(page, "कॉपी हो गया!", "बायो आपके क्लिपबोर्ड पर कॉपी हो गया।");
  await expect(page.getByRole("button", { name: "बायो बनाएं" })).toBeEnabled();
});

test("writes Hinglish when chosen, and the address carries the choice both ways", async ({ page }) => {
  await page.getByRole("radio", { name: "मीम पेज", exact: true }).click();
  await page.getByRole("radio", { name: /Hinglish/ }).click();
  await page.getByRole("button", { name: "बायो बनाएं" }).click();
  await expect(results(page).getByRole("status")).toHaveText("3 बायो तैयार हैं।");
  for (const text of await bioTexts(page).allTextContents()) {
    expect(HINGLISH_BIOS["meme-page"]).toContain(text);
    expect(text).not.toMatch(/[\u0900-\u097F]/);
  }
  await expect(page).toHaveURL(/type=meme-page/);
  await expect(page).toHaveURL(/writing=hinglish/);
  // The switch keeps the fields: the English page answers the same type, in English.
  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/^[^?]*\/instagram\/bio-generator\?/);
  await expect(page.getByRole("region", { name: "Your bios" }).getByRole("status")).toHaveText("3 bios ready.");
});

test("opens from a shared address with the type and writing chosen", async ({ page }) => {
  await page.goto(`${PATH}?type=fitness&writing=hinglish`);
  await expect(results(page).getByRole("status")).toHaveText("3 बायो तैयार हैं।");
  for (const text of await bioTexts(page).allTextContents()) expect(HINGLISH_BIOS.fitness).toContain(text);
  await page.goto(`${PATH}?type=nope`);
  await e2e.expectToast(
    page,
    "उफ़!",
    "“प्रोफ़ाइल टाइप” के विकल्पों में “nope” नहीं है, इसलिए इसे छोड़ दिया गया। पहले एक प्रोफ़ाइल टाइप चुनें।",
  );
});

test("has no accessibility violations with results shown", async ({ page }) => {
  await page.getByRole("radio", { name: "कोडिंग", exact: true }).click();
  await page.getByRole("button", { name: "बायो बनाएं" }).click();
  await expect(results(page).getByRole("status")).toHaveText("3 बायो तैयार हैं।");
  await e2e.expectNoAxeViolations(page);
});
