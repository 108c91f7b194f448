import { type Page, expect, test } from "@playwright/test";
import { indexablePaths } from "~/site-pages";
import { open } from "./support";

/*
 * Every page fits a 375 px phone: nothing makes the page scroll sideways, nothing sticks out past
 * the screen's edge where a parent hides it, and no box cuts off its own content. A row that scrolls
 * sideways on purpose (a wide table in an article) is allowed; it is the only way to show it whole.
 */

/** What does not fit, as "tag.class…: reason" lines; empty when the page fits. */
function misfits(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${[...element.classList].slice(0, 4).join(".")} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const scrollsSideways = (style: CSSStyleDeclaration) => style.overflowX === "auto" || style.overflowX === "scroll";
    const clips = (style: CSSStyleDeclaration) => style.overflowX === "hidden" || style.overflowX === "clip";

    if (document.documentElement.scrollWidth > width) {
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    }
    for (const element of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      // Not drawn, or drawn as a 1 px clip for screen readers only.
      if (style.display === "none" || style.visibility === "hidden" || box.width <= 1 || box.height <= 1) continue;
      if (style.position === "fixed") continue;
      if (clips(style) && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${name(element)}: cuts off ${element.scrollWidth - element.clientWidth} px of its content`);
      }
      // Inside a row that scrolls on purpose, or one already reported as cutting off, an edge past the screen is its business.
      let parent = element.parentElement;
      let contained = false;
      while (parent && parent !== document.body) {
        const parentStyle = getComputedStyle(parent);
        if (scrollsSideways(parentStyle) || clips(parentStyle)) {
          contained = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (!contained && (box.right > width + 1 || box.left < -1)) {
        found.push(
          `${name(element)}: spans ${Math.round(box.left)}–${Math.round(box.right)} px on a ${width} px screen`,
        );
      }
    }
    return found;
  });
}

for (const path of [...indexablePaths(), "/does-not-exist"]) {
  test(`${path} fits a 375 px screen`, async ({ page }) => {
    await open(page, path);
    expect(await misfits(page)).toEqual([]);
  });
}

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
