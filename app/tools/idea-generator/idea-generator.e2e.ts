import { type Page, expect, test } from "@playwright/test";
import { IDEAS, NICHES } from "./idea-generator.data";
import { expectNoAxeViolations, expectToast, open, readClipboard } from "../../../tests/e2e/support";

const PAGES = [
  {
    platform: "instagram",
    path: "/instagram/idea-generator",
    title: "Your content idea",
    niche: "Food",
    other: "Tech",
  },
  { platform: "youtube", path: "/youtube/idea-generator", title: "Your video idea", niche: "Gaming", other: "Fashion" },
] as const;

for (const { platform, path, title, niche, other } of PAGES) {
  test.describe(path, () => {
    test.beforeEach(async ({ page }) => {
      await open(page, path);
    });

    const results = (page: Page) => page.getByRole("region", { name: title });
    const ideaText = (page: Page) => results(page).getByTestId("result-card").getByTestId("result-text");

    async function generate(page: Page) {
      await page.getByLabel("Niche").selectOption(niche);
      await page.getByRole("button", { name: "Generate Idea" }).click();
      await expect(results(page).getByRole("status")).toHaveText(`A ${niche} idea is ready.`);
    }

    test("offers only this platform's four niches", async ({ page }) => {
      const options = await page.getByLabel("Niche").locator("option").allTextContents();
      expect(options.slice(1)).toEqual(NICHES[platform]);
      expect(options).not.toContain(other);
    });

    test("no niche chosen: 'Oops!' / 'Please select a niche first.'", async ({ page }) => {
      await page.getByRole("button", { name: "Generate Idea" }).click();
      await expectToast(page, "Oops!", "Please select a niche first.");
      await expect(page.getByRole("alert")).toBeVisible();
      await expect(results(page)).toHaveCount(0);
    });

    test("shows one of the niche's ideas after the loading cycle, and a different one next time", async ({ page }) => {
      await page.getByLabel("Niche").selectOption(niche);
      await page.getByRole("button", { name: "Generate Idea" }).click();
      await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
      await expect(results(page).getByRole("status")).toHaveText(`A ${niche} idea is ready.`);
      const first = (await ideaText(page).textContent()) ?? "";
      expect(IDEAS[platform][niche]).toContain(first);

      await page.getByRole("button", { name: "Generate Idea" }).click();
      await expect(results(page).getByRole("status")).toHaveText(`A ${niche} idea is ready.`);
      const second = (await ideaText(page).textContent()) ?? "";
      expect(IDEAS[platform][niche]).toContain(second);
      expect(second).not.toBe(first);
    });

    test("Copy Idea copies the idea, shows Copied! and resets on the next idea", async ({ page }) => {
      await generate(page);
      const idea = (await ideaText(page).textContent()) ?? "";
      const copy = results(page).getByRole("button", { name: "Copy Idea" });
      await copy.click();
      expect(await readClipboard(page)).toBe(idea);
      await expect(results(page).getByRole("button", { name: "Copied! Idea" })).toHaveText("Copied!");
      await expectToast(page, "Copied!", "The idea is on your clipboard.");

      await page.getByRole("button", { name: "Generate Idea" }).click();
      await expect(results(page).getByRole("status")).toHaveText(`A ${niche} idea is ready.`);
      await expect(results(page).getByRole("button", { name: "Copy Idea" })).toHaveText("Copy Idea");
    });

    test("has no accessibility violations with an idea shown", async ({ page }) => {
      await generate(page);
      await expectNoAxeViolations(page);
    });
  });
}
