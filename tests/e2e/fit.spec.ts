import { expect, test } from "./shared-page";
import { open } from "./support";

// Every page's fit at 375 px is checked where accessibility.spec visits it (expectFits in support).
test("results answered from the address take focus, ringed in the theme's accent", async ({ page }) => {
  await open(page, "/instagram/hashtag-generator?keyword=chai");
  const results = page.locator("form ~ section");
  await expect(results).toBeFocused();
  const ring = await results.evaluate((element) => {
    // A token's colour as the browser computes it, so the check does not repeat the theme's values.
    const computed = (token: string) => {
      const probe = document.createElement("span");
      probe.style.color = `var(${token})`;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    };
    const style = getComputedStyle(element);
    return {
      colour: style.outlineColor,
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      accent: computed("--color-accent"),
      controlRing: computed("--color-focus"),
    };
  });
  expect(ring.style).toBe("solid");
  expect(ring.width).toBeGreaterThanOrEqual(2);
  expect(ring.colour).toBe(ring.accent);
  expect(ring.colour).not.toBe(ring.controlRing);
});
