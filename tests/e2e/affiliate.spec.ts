import { expect, test } from "./shared-page";
import { products } from "~/content/products";
import { expectNoAxeViolations, expectToast, open } from "./support";

const EXPECTED = [
  ["Mobile Tripod", "₹999"],
  ["Ring Light", "₹1,499"],
  ["Condenser Mic", "₹2,499"],
  ["Phone Mount for Car", "₹799"],
  ["Gimbal Stabilizer", "₹7,999"],
  ["Green Screen", "₹1,299"],
] as const;

test.beforeEach(async ({ page }) => {
  await open(page, "/affiliate-products");
});

test("shows the six products with rupee prices, descriptions, local pictures, a disclosure and an ad slot", async ({
  page,
}) => {
  await expect(page).toHaveTitle("Creator Gear | CreatorGrow");
  const cards = page.getByRole("list", { name: "6 products" }).getByRole("listitem");
  await expect(cards).toHaveCount(6);
  for (const [i, [name, price]] of EXPECTED.entries()) {
    const card = cards.nth(i);
    await expect(card.getByRole("heading", { level: 2 })).toHaveText(name);
    await expect(card.getByTestId("product-price")).toHaveText(price);
    await expect(card.getByText(products[i]?.description ?? "")).toBeVisible();
    const img = card.getByRole("img");
    await expect(img).toHaveAttribute("src", `/products/${products[i]?.id}.svg`);
    await expect(img).toHaveAttribute("width", "480");
    await expect(img).toHaveAttribute("height", "360");
    await expect(card.getByRole("button", { name: "Buy Now" })).toBeVisible();
  }
  await expect(page.getByText(/Disclosure: some links on this page are affiliate links/)).toBeVisible();
  await expect(page.locator("main [data-ad-slot]")).toContainText("Advertisement");
  await expectNoAxeViolations(page);
});

test("Buy Now shows the Affiliate Link placeholder toast for 3 seconds and stays on the page", async ({ page }) => {
  const pages = page.context().pages().length;
  await page
    .getByRole("list", { name: "6 products" })
    .getByRole("listitem")
    .nth(4)
    .getByRole("button", { name: "Buy Now" })
    .click();
  const shownAt = Date.now();
  await expectToast(
    page,
    "Affiliate Link",
    "Buying through our affiliate links isn't implemented yet. Check back soon!",
  );
  await expect(page.getByTestId("toast")).toHaveCount(0, { timeout: 4_000 });
  const shownFor = Date.now() - shownAt;
  expect(shownFor).toBeGreaterThan(2_500);
  expect(shownFor).toBeLessThan(4_000);
  await expect(page).toHaveURL(/\/affiliate-products$/);
  expect(page.context().pages()).toHaveLength(pages);
});

test("each Buy Now button is tied to its product for screen readers", async ({ page }) => {
  const button = page
    .getByRole("list", { name: "6 products" })
    .getByRole("listitem")
    .nth(1)
    .getByRole("button", { name: "Buy Now" });
  await expect(button).toHaveAccessibleDescription("Ring Light");
});
