import { expect, test } from "../../tests/e2e/shared-page";
import * as e2e from "../../tests/e2e/support";
import { site } from "~/config/site";

// An English tool that people also look for "in Hindi" says, below the tool, that the same tool is
// on a Hindi page, and leads there with what the visitor typed. The shared frame draws it, so one
// tool stands for all of them; the flag that turns it on is checked by the unit tests.

const TWIN = "यही टूल हिंदी में";

test(
  "an English tool searched for in Hindi links its Hindi twin below the tool, keeping the address's fields, with no accessibility violations",
  e2e.PHONE,
  async ({ page }) => {
    await e2e.open(page, "/instagram/hashtag-generator?keyword=goa");
    const twin = page.locator("main").getByRole("link", { name: TWIN });
    await expect(twin).toBeVisible();
    await expect(page.getByText("Hindi mein chahiye?")).toBeVisible();
    await expect(twin).toHaveAttribute("hreflang", "hi");
    await expect(twin).toHaveAttribute("lang", site.locales.hi);
    await e2e.expectNoAxeViolations(page);

    await twin.click();
    await expect(page).toHaveURL(/\/hi\/instagram\/hashtag-generator\?keyword=goa$/);
    await expect(page.locator("html")).toHaveAttribute("lang", site.locales.hi);
    // The Hindi page needs no such line, and a tool nobody looks for in Hindi has none.
    await expect(page.getByRole("link", { name: TWIN })).toHaveCount(0);
    await e2e.open(page, "/youtube/money-calculator");
    await expect(page.getByRole("link", { name: TWIN })).toHaveCount(0);
  },
);
