import { type Page, expect, test } from "@playwright/test";
import { devanagariShare } from "~/test/hindi-text";
import { HINDI_IDEAS, HINGLISH_IDEAS } from "./ideas-hi.data";
import * as e2e from "../../../tests/e2e/support";

// The Hindi pages: the same tool, asking and answering in Hindi, or in Hinglish when chosen. The topic
// field is the English page's alone (its ideas are written in English).
const PAGES = [
  {
    platform: "instagram",
    path: "/hi/instagram/idea-generator",
    title: "आपका कंटेंट आइडिया",
    niches: ["फ़ैशन", "ट्रैवल", "फ़ूड", "फ़िटनेस"],
    niche: { value: "Food", name: "फ़ूड" },
  },
  {
    platform: "youtube",
    path: "/hi/youtube/idea-generator",
    title: "आपका वीडियो आइडिया",
    niches: ["टेक", "गेमिंग", "व्लॉग्स", "एजुकेशन"],
    niche: { value: "Gaming", name: "गेमिंग" },
  },
] as const;

for (const { platform, path, title, niches, niche } of PAGES) {
  test.describe(path, () => {
    test.beforeEach(async ({ page }) => {
      await e2e.open(page, path);
    });

    const results = (page: Page) => page.getByRole("region", { name: title });
    const ideaText = async (page: Page) =>
      (await results(page).getByTestId("result-card").getByTestId("result-text").textContent()) ?? "";
    const ready = `${niche.name} का आइडिया तैयार है।`;

    test("offers this platform's niches in Hindi, and no topic field", async ({ page }) => {
      const options = await page.getByLabel("निश").locator("option").allTextContents();
      expect(options).toEqual(["निश चुनें", ...niches]);
      await expect(page.getByRole("textbox")).toHaveCount(0);
    });

    test("asks for a niche in Hindi when none is chosen", async ({ page }) => {
      await page.getByRole("button", { name: "आइडिया बनाएं" }).click();
      await e2e.expectToast(page, "उफ़!", "पहले एक निश चुनें।");
      await expect(results(page)).toHaveCount(0);
    });

    test("writes a Devanagari idea of the niche, a new one next time, and copies it", async ({ page }) => {
      await page.getByLabel("निश").selectOption(niche.value);
      await expect(page.getByRole("radio", { name: "हिन्दी", exact: true })).toBeChecked();
      await page.getByRole("button", { name: "आइडिया बनाएं" }).click();
      await expect(results(page).getByRole("status")).toHaveText(ready);
      const first = await ideaText(page);
      expect(HINDI_IDEAS[platform][niche.value]).toContain(first);
      expect(devanagariShare(first)).toBeGreaterThan(0.9);

      await results(page).getByRole("button", { name: "आइडिया कॉपी करें" }).click();
      expect(await e2e.readClipboard(page)).toBe(first);
      await e2e.expectToast(page, "कॉपी हो गया!", "आइडिया आपके क्लिपबोर्ड पर कॉपी हो गया।");

      await page.getByRole("button", { name: "आइडिया बनाएं" }).click();
      await expect(results(page).getByRole("status")).toHaveText(ready);
      await expect.poll(() => ideaText(page)).not.toBe(first);
      expect(HINDI_IDEAS[platform][niche.value]).toContain(await ideaText(page));
      await expect(page).toHaveURL(new RegExp(`\\?niche=${niche.value}&writing=hi$`));
    });

    test("writes Hinglish when chosen, and the address carries the choice", async ({ page }) => {
      await page.getByLabel("निश").selectOption(niche.value);
      await page.getByRole("radio", { name: /Hinglish/ }).click();
      await page.getByRole("button", { name: "आइडिया बनाएं" }).click();
      await expect(results(page).getByRole("status")).toHaveText(ready);
      const text = await ideaText(page);
      expect(HINGLISH_IDEAS[platform][niche.value]).toContain(text);
      expect(text).not.toMatch(/[\u0900-\u097F]/);
      await expect(page).toHaveURL(/writing=hinglish/);
      await expect(page).toHaveURL(new RegExp(`niche=${niche.value}`));
    });

    test("opens from a shared address with the niche and writing chosen", async ({ page }) => {
      await e2e.open(page, `${path}?niche=${niche.value}&writing=hinglish`);
      await expect(page.getByLabel("निश")).toHaveValue(niche.value);
      await expect(results(page).getByRole("status")).toHaveText(ready);
      expect(HINGLISH_IDEAS[platform][niche.value]).toContain(await ideaText(page));
    });

    test("has no accessibility violations with an idea shown", async ({ page }) => {
      await page.getByLabel("निश").selectOption(niche.value);
      await page.getByRole("button", { name: "आइडिया बनाएं" }).click();
      await expect(results(page).getByRole("status")).toHaveText(ready);
      await e2e.expectNoAxeViolations(page);
    });
  });
}
