import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";

// The Hindi page: the same Latin handles, asked for and answered in Hindi.
const PATH = e2e.openBeforeEach("/hi/instagram/username-generator");
const VALID = /^(?![._])(?!.*\.\.)(?!.*__)[a-z0-9._]{4,24}(?<![._])$/;

const results = (page: Page) => page.getByRole("region", { name: "आपके यूज़रनेम" });
const names = (page: Page) => results(page).getByRole("listitem").getByTestId("result-text");

test("asks for a name in Hindi, writes a Devanagari name as Latin handles, and copies one", async ({ page }) => {
  await page.getByRole("button", { name: "यूज़रनेम बनाएं" }).click();
  await e2e.expectToast(page, "उफ़!", "पहले कोई कीवर्ड या नाम लिखें।");
  await expect(results(page)).toHaveCount(0);

  await expect(page.getByRole("checkbox", { name: "नंबर जोड़ें" })).toHaveAccessibleDescription(/जन्म का साल/);
  await e2e.typeAndPress(page, "कीवर्ड या नाम", "यूज़रनेम बनाएं", "प्रिया");
  await expect(results(page).getByRole("status")).toHaveText("20 यूज़रनेम तैयार हैं।");
  const list = await names(page).allTextContents();
  expect(new Set(list).size).toBe(20);
  for (const name of list) {
    expect(name).toMatch(VALID);
    expect(name.replace(/[._]/g, "")).toContain("priya");
  }
  const second = list[1] ?? "";
  await results(page)
    .getByRole("button", { name: `यूज़रनेम ${second} कॉपी करें`, exact: true })
    .click();
  expect(await e2e.readClipboard(page)).toBe(second);
  await e2e.expectToast(page, "कॉपी हो गया!", `@${second} आपके क्लिपबोर्ड पर कॉपी हो गया।`);
});

test("opens from an address with the keyword and numbers, and notes in Hindi what it left out", async ({ page }) => {
  await page.goto(`${PATH}?keyword=${encodeURIComponent("खाना yt")}&numbers=yes`);
  await expect(results(page).getByRole("status")).toHaveText("20 यूज़रनेम तैयार हैं।");
  await expect(page.getByRole("checkbox", { name: "नंबर जोड़ें" })).toBeChecked();
  const list = await names(page).allTextContents();
  for (const name of list) expect(name.replace(/[._\d]/g, "")).toContain("khana");
  expect(list.some((name) => /\d/.test(name))).toBe(true);
  await expect(results(page).getByTestId("results-note")).toHaveText(
    "“yt” हटा दिया गया: YouTube वाले शब्दों से Instagram हैंडल किसी चैनल का दूसरा अकाउंट लगता है।",
  );
});
