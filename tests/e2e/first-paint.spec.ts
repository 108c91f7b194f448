import { type Page, expect, test } from "@playwright/test";
import { tools } from "~/tools/registry";

// A visitor on a slow phone types and presses the button as soon as the form is painted, often
// before the page's scripts have run. Whatever the moment, the answer must come and what they typed
// must still be there: before hydration the form submits to its own address, after it the page answers.
// The slow-phone profile of the product's measurements: CPU 4× slower, 150 ms round trip, 1.6 Mbit/s.
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

const TYPED = "masala chai";
const LINKS = { instagram: "https://www.instagram.com/reel/C1a2b3c4d5e/", youtube: "https://youtu.be/dQw4w9WgXcQ" };

// Every tool whose form has a text or choice field and a button that generates or fetches.
// (A tool whose answer comes from another host, like the thumbnail downloader, is tested in its own
// spec against a stand-in for that host; here there is no network to answer it.)
const FORM_TOOLS = tools.filter((tool) => (tool.kind === "generator" || tool.kind === "downloader") && !tool.csp);

test.describe("on a slow phone, at first paint", () => {
  test.describe.configure({ timeout: 90_000 });

  for (const tool of FORM_TOOLS) {
    test(`${tool.path}: typing and pressing at once still answers, the input kept`, async ({ page }) => {
      await slowPhone(page);
      await page.goto(tool.path, { waitUntil: "commit" });
      const form = page.locator("main form").first();
      await expect(form).toBeVisible({ timeout: 20_000 });

      // Fill the first field the way a visitor would, and remember what to expect back.
      const text = form.locator("input[type=text], input[type=url], input:not([type]), textarea").first();
      const radio = form.locator("input[type=radio]").first();
      const selects = form.locator("select");
      let name: string;
      let value: string;
      if ((await text.count()) > 0) {
        name = (await text.getAttribute("name")) ?? "";
        value = (await text.getAttribute("type")) === "url" ? LINKS[tool.platform] : TYPED;
        await text.fill(value);
      } else if ((await radio.count()) > 0) {
        name = (await radio.getAttribute("name")) ?? "";
        value = (await radio.getAttribute("value")) ?? "";
        await radio.check();
      } else {
        name = (await selects.first().getAttribute("name")) ?? "";
        value = "";
        for (const select of await selects.all()) {
          const option = (await select.locator("option:not([value=''])").first().getAttribute("value")) ?? "";
          value ||= option;
          await select.selectOption(option);
        }
      }
      expect(name, "every field has a name, so it is sent before scripts run").not.toBe("");

      const hydratedAtPress = await page.evaluate(() => document.documentElement.dataset.hydrated === "true");
      const submit = form.locator("button[type=submit]");
      if ((await submit.count()) > 0) await submit.click();
      else await text.press("Enter");

      // The answer: a results section, or the downloader's outcome.
      await expect(page.locator("main form ~ section, #downloader-outcome").first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
      const kept = page.locator(`main form [name="${name}"]`).first();
      if ((await kept.getAttribute("type")) === "radio") {
        await expect(page.locator(`main form [name="${name}"][value="${value}"]`)).toBeChecked();
      } else {
        await expect(kept).toHaveValue(value);
      }
      expect(new URL(page.url()).searchParams.get(name)).toBe(value);
      test
        .info()
        .annotations.push({ type: "pressed", description: hydratedAtPress ? "after hydration" : "before hydration" });
    });
  }
});
