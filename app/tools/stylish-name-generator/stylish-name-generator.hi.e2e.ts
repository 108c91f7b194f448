import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";
import { FONT_STYLES } from "./stylish-name-generator.data";

// The Hindi page: the same styles of Latin letters, with every word around them in Hindi.
const PATH = e2e.openBeforeEach("/hi/stylish-name-generator");
const TOTAL = FONT_STYLES.length;
const FRAMES = FONT_STYLES.filter((style) => style.kind === "frame").length;

const text = (page: Page) => page.getByRole("textbox", { name: "आपका टेक्स्ट" });
const status = (page: Page, words: string) => page.getByRole("status").filter({ hasText: words });
const row = (page: Page, style: string) =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByTestId("result-label").filter({ hasText: new RegExp(`^${style}$`) }) });

test("styles a name with Hindi labels, explains Devanagari in Hindi, and copies a style", async ({ page }) => {
  await expect(text(page)).toHaveValue("Aapka Naam");
  await expect(page.getByRole("heading", { name: `आपका टेक्स्ट ${TOTAL} स्टाइल में` })).toBeVisible();
  await expect(status(page, `${TOTAL} स्टाइल तैयार हैं।`)).toBeAttached();

  await text(page).fill("प्रिया");
  await expect(page.getByTestId("script-note")).toHaveText(
    `ये स्टाइल सिर्फ़ इंग्लिश अक्षर (A–Z) बदलते हैं, इसलिए देवनागरी जैसा लिखा है वैसा रहता है। यहां दिख रहे हैं: ${FRAMES} फ़्रेम, जो हर लिपि के साथ चलते हैं।`,
  );
  await expect(status(page, `${TOTAL} में से ${FRAMES} स्टाइल इस टेक्स्ट को बदलते हैं।`)).toBeAttached();
  await expect(row(page, "पंख").getByTestId("result-text")).toHaveText("꧁प्रिया꧂");
  await page.getByRole("group", { name: "स्टाइल फ़ैमिली" }).getByRole("button", { name: "स्क्रिप्ट" }).click();
  await expect(status(page, "“स्क्रिप्ट” से मिलता कोई स्टाइल इस टेक्स्ट को नहीं बदलता। फ़्रेम हर लिपि के साथ चलते हैं।")).toBeVisible();
  await page.getByRole("button", { name: `इस टेक्स्ट के ${FRAMES} स्टाइल दिखाएं` }).click();

  await page.getByRole("button", { name: "“Priya” इंग्लिश अक्षरों में लिखें" }).click();
  await expect(text(page)).toHaveValue("Priya");
  await expect(page.getByTestId("script-note")).toHaveCount(0);
  const cursive = page.getByRole("button", { name: "कर्सिव टेक्स्ट कॉपी करें", exact: true });
  await cursive.click();
  expect(await e2e.readClipboard(page)).toBe("𝒫𝓇𝒾𝓎𝒶");
  await e2e.expectToast(page, "कॉपी हो गया!", "कर्सिव टेक्स्ट क्लिपबोर्ड पर कॉपी हो गया।");
});

test("opens from an address with the text and an English style name, and lists the matches in Hindi", async ({
  page,
}) => {
  await page.goto(`${PATH}?text=Riya&style=bold`);
  await expect(page.getByRole("searchbox", { name: "स्टाइल ढूंढें" })).toHaveValue("bold");
  await expect(page.getByRole("heading", { name: "“bold” से मिलते स्टाइल" })).toBeVisible();
  await expect(status(page, `${TOTAL} में से 6 स्टाइल “bold” से मिलते हैं।`)).toBeAttached();
  await expect(row(page, "बोल्ड").getByTestId("result-text")).toHaveText("𝐑𝐢𝐲𝐚");
});
