import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { site } from "~/config/site";
import * as e2e from "../../../tests/e2e/support";

const PATH = e2e.openBeforeEach("/youtube/description-generator");

const generate = (page: Page, title: string) => e2e.typeAndPress(page, "Video Title", "Generate Description", title);

const card = (page: Page) => page.getByRole("region", { name: "Your description" });
const description = (page: Page) => card(page).getByTestId("result-text");

test("builds a description from the title after the loading cycle, with no accessibility violations", async ({
  page,
}) => {
  await e2e.withClockHeld(page, async () => {
    await generate(page, "  Masala Chai   at Home ");
    await expect(page.getByRole("button", { name: "Generating..." })).toBeDisabled();
  });
  await expect(page.getByRole("status").filter({ hasText: "Description ready." })).toBeVisible();
  const text = (await description(page).textContent()) ?? "";
  expect(text).toContain("Masala Chai at Home");
  for (const stamp of ["00:00 Intro", "01:15 ", "03:45 ", "05:30 Conclusion", "Instagram: [your link]"]) {
    expect(text).toContain(stamp);
  }
  // Short keyword tags, never the whole title glued together.
  const tags = text.split("\n").at(-1) ?? "";
  expect(tags).toMatch(/^#\S+( #\S+){2,4}$/);
  expect(tags).toContain("#masalachai");
  expect(tags).not.toContain("MasalaChaiatHome");
  const bytes = new TextEncoder().encode(text).length;
  await expect(card(page).getByText(`${bytes.toLocaleString(site.locales.en)} / 5,000 bytes`)).toBeVisible();
  await expect(card(page).getByTestId("title-note")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Generate Description" })).toBeEnabled();
  await e2e.expectNoAxeViolations(page);
});

test("Copy Description copies the whole text, toasts and shows Copied!, until a new generation replaces the description", async ({
  page,
}) => {
  await generate(page, "My First Vlog");
  const copyButton = page.getByRole("button", { name: "Copy Description" });
  await copyButton.click();
  expect(await e2e.readClipboard(page)).toBe(await description(page).textContent());
  await expect(page.getByRole("button", { name: "Copied! Description" })).toHaveText("Copied!");
  await e2e.expectToast(page, "Copied!", "Description copied to your clipboard.");

  // A new generation replaces the results and clears Copied!
  await generate(page, "Goa on a Budget");
  await expect(description(page)).toContainText("Goa on a Budget");
  await expect(description(page)).not.toContainText("My First Vlog");
  await expect(page.getByRole("button", { name: "Copy Description" })).not.toHaveText("Copied!");
});

test("a title over 100 characters gets a note; 100 exactly does not", async ({ page }) => {
  await generate(page, "t".repeat(100));
  await expect(page.getByRole("status").filter({ hasText: "Description ready." })).toBeVisible();
  await expect(card(page).getByTestId("title-note")).toHaveCount(0);
  await generate(page, "t".repeat(101));
  await expect(card(page).getByTestId("title-note")).toHaveText(
    "Your title is 101 characters long. YouTube allows 100, so shorten it before you upload.",
  );
});

e2e.testRefusals({
  field: "title",
  kinds: ["empty", "whitespace"],
  message: "Please enter a video title.",
  press: generate,
  results: (page) => card(page),
});

test("an emoji title is used as typed and still ends with hashtags", async ({ page }) => {
  await generate(page, e2e.BAD_INPUTS.emoji);
  const text = (await description(page).textContent()) ?? "";
  expect(text).toContain(e2e.BAD_INPUTS.emoji);
  expect(text.split("\n").at(-1)).toMatch(/^#\S+/);
});

test("markup is shown as text and never runs", async ({ page }) => {
  await generate(page, e2e.BAD_INPUTS.markup);
  await expect(description(page)).toContainText(e2e.BAD_INPUTS.markup);
  await e2e.expectMarkupInert(page);
});

test("a 10,000-character title flags both limits and wraps inside the page", async ({ page }) => {
  await generate(page, e2e.BAD_INPUTS.long);
  await expect(card(page).getByText(/over the limit by/)).toBeVisible();
  await expect(card(page).getByTestId("title-note")).toContainText("10,000 characters");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

/**
 * Three kinds through the address (a product review, food eaten out, a Short); the table of every
 * kind is settled over many seeds in youtube-description-generator.kinds.test.ts.
 */
const BY_KIND: readonly { title: string; says: readonly (string | RegExp)[]; never?: RegExp }[] = [
  {
    title: "iphone 16 review",
    says: ["iPhone 16", /spec/iu, /verdict/iu, "#iphone16"],
    never: /#applewatch|#airpods/u,
  },
  {
    title: "Delhi street food under 100 rupees",
    says: ["Delhi street food", /place|stop|where we ate|jagah/iu, "#streetfood"],
    never: /recipe|tutorial|step by step|ingredients/iu,
  },
  { title: "5 gym mistakes #shorts", says: ["[link to the full video]", "#shorts"] },
];

for (const { title, says, never } of BY_KIND) {
  test(`"${title}", given in the address, gets a description shaped for it`, async ({ page }) => {
    await e2e.open(page, `${PATH}?title=${encodeURIComponent(title)}`);
    await expect(page.getByLabel("Video Title")).toHaveValue(title);
    await expect(page.getByRole("status").filter({ hasText: "Description ready." })).toBeVisible();
    const text = (await description(page).textContent()) ?? "";
    for (const part of says) {
      if (typeof part === "string") expect(text, title).toContain(part);
      else expect(text, title).toMatch(part);
    }
    if (never) expect(text, title).not.toMatch(never);
  });
}
