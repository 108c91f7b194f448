import { expect, test } from "./shared-page";
import * as e2e from "./support";

// A post written in Latin letters (English, and Hinglish on the Hindi page) opens with a capital,
// says "I", and names its whole topic: "sleep tips" is never cut to a stranded "…: sleep".

for (const [path, what] of [
  ["/instagram/post-generator?topic=sleep+tips", "English"],
  ["/hi/instagram/post-generator?topic=sleep+tips&writing=hinglish", "Hinglish"],
] as const) {
  test(`${what}: every opening for "sleep tips" is a sentence about sleep tips`, async ({ page }) => {
    await e2e.open(page, path);
    const text = page.locator("[data-tool-screen] section").getByTestId("result-text");
    const openings = new Set<string>();
    // The visit's deck shows every opening written for the topic before it repeats one.
    for (let press = 0; press < 8; press++) {
      if (press > 0) {
        const before = await text.textContent();
        await page.locator("[data-tool-screen] form button[type='submit']").click();
        await expect(text).not.toHaveText(before ?? "");
      } else {
        await expect(text).toBeVisible();
      }
      openings.add(((await text.textContent()) ?? "").split("\n")[0] ?? "");
    }
    expect(openings.size).toBeGreaterThan(2);
    for (const opening of openings) {
      expect(opening).toMatch(/^\p{Lu}/u);
      expect(opening).not.toMatch(/(?<![\p{L}'’])i(?![\p{L}])/u);
      expect(opening).not.toMatch(/:\s*sleep\b/iu);
    }
  });
}
