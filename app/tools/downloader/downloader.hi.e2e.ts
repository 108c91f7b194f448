import { expect, test } from "../../../tests/e2e/shared-page";
import * as e2e from "../../../tests/e2e/support";

// The downloaders' Hindi pages: one screen asks and answers in Hindi on every page (unit tests hold
// each message); here a Reels page is clicked through, and the thumbnail downloader opens from an address.

const REELS = "/hi/instagram/reels-downloader";
const THUMBNAILS = "/hi/youtube/thumbnail-downloader";
const ID = "dQw4w9WgXcQ";

test("the Reels page asks, refuses and answers in Hindi, and its sample card says so", async ({ page }) => {
  test.setTimeout(60_000);
  await e2e.open(page, REELS);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Instagram रील्स डाउनलोडर");
  const input = page.getByLabel("Instagram लिंक");
  const fetch = page.getByRole("button", { name: "मीडिया लाएं" });
  const banner = page.getByTestId("downloader-error");
  const card = page.getByRole("region", { name: "मीडिया मिला" });
  await expect(page.locator("#downloader-url-hint")).toHaveText(/^पोस्ट पर ••• दबाएं और ‘कॉपी लिंक’ चुनें।/);

  await fetch.click();
  await e2e.expectToast(page, "लिंक चाहिए", "आगे बढ़ने के लिए Instagram लिंक पेस्ट करें।");

  await input.fill("https://instagram.com.evil.example/reel/C8xYz12AbCd/");
  // The lookup's wait is held still while it is looked at, or a busy machine could finish it first.
  await e2e.withClockHeld(page, async () => {
    await fetch.click();
    await expect(page.getByRole("button", { name: "ला रहे हैं..." })).toBeDisabled();
  });
  await expect(banner).toHaveText("यह Instagram लिंक सही नहीं है। लिंक जांचें और फिर कोशिश करें।");
  await e2e.expectToast(page, "एरर", "Instagram लिंक सही नहीं है।");

  await input.fill("https://www.instagram.com/reel/C8xYz12AbCd/?igsh=MWQ1ZGUxMzBkMA==");
  await fetch.click();
  await expect(card).toBeVisible();
  await expect(banner).toHaveCount(0);
  await e2e.expectToast(page, "हो गया!", "मीडिया मिल गया, पर डाउनलोड के लिए इस साइट पर अभी सर्वर नहीं जुड़ा है।");
  await expect(card.getByText("सैंपल प्रीव्यू: यह आपकी पोस्ट नहीं है")).toBeVisible();
  await expect(card.getByRole("heading", { name: "@creatorgrow.sample का मीडिया" })).toBeVisible();
  await expect(card.getByRole("img", { name: "सैंपल रील कवर: ट्राइपॉड पर फ़ोन और प्ले बटन" })).toBeVisible();
  await e2e.expectNoAxeViolations(page);
  await card.getByRole("button", { name: "डाउनलोड करें" }).click();
  await e2e.expectToast(page, "सर्वर नहीं जुड़ा", "डाउनलोड के लिए सर्वर चाहिए, जो इस साइट पर अभी नहीं जुड़ा है।");
  await expect(page).toHaveURL(/\/hi\/instagram\/reels-downloader\?url=/);
});

test("the thumbnail downloader answers a shared address in Hindi", async ({ page, context }) => {
  // A stand-in for YouTube's image host: each size a picture of its own size, maxresdefault missing
  // (YouTube's grey 120 × 90 stand-in, with a 404), as for many older videos.
  const picture = (width: number, height: number, fill: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${fill}"/></svg>`;
  const sizes: Record<string, [number, number]> = {
    sddefault: [640, 480],
    hqdefault: [480, 360],
    mqdefault: [320, 180],
  };
  await context.route("https://i.ytimg.com/**", (route) => {
    const id = /\/(\w+)\.jpg$/.exec(route.request().url())?.[1] ?? "";
    const size = sizes[id];
    return route.fulfill({
      status: size ? 200 : 404,
      contentType: "image/svg+xml",
      headers: { "Access-Control-Allow-Origin": "*" },
      body: size ? picture(size[0], size[1], "#c026d3") : picture(120, 90, "#cccccc"),
    });
  });

  await e2e.open(page, `${THUMBNAILS}?url=${encodeURIComponent(`https://youtu.be/${ID}`)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("YouTube थंबनेल डाउनलोडर");
  await expect(page.getByLabel("YouTube लिंक या वीडियो ID")).toHaveValue(`https://youtu.be/${ID}`);
  const results = page.getByRole("region", { name: "इस वीडियो के थंबनेल" });
  await expect(results.getByRole("status").first()).toHaveText("3 साइज़ सेव करने के लिए तैयार हैं।");
  await expect(results.getByRole("listitem").getByRole("heading")).toHaveText([
    "स्टैंडर्ड 640 × 480",
    "हाई क्वालिटी 480 × 360",
    "मीडियम क्वालिटी 320 × 180",
  ]);
  await expect(results).toContainText(
    "इस वीडियो के लिए YouTube के पास मैक्स रेज़ोल्यूशन (1280 × 720) नहीं है, इसलिए इसे छोड़ दिया गया है।",
  );
  const open = results.getByRole("link", { name: "स्टैंडर्ड (640 × 480) को नए टैब में पूरे साइज़ में खोलें" });
  await expect(open).toHaveText("पूरे साइज़ में खोलें");
  await expect(open).toHaveAttribute("href", `https://i.ytimg.com/vi/${ID}/sddefault.jpg`);
  await expect(results.getByRole("button", { name: "स्टैंडर्ड (640 × 480) डाउनलोड करें" })).toBeVisible();

  await page.goto(`${THUMBNAILS}?url=${encodeURIComponent("https://www.youtube.com/@riya.makes")}`);
  await e2e.expectToast(
    page,
    "लिंक जांचें",
    "यह YouTube लिंक किसी एक वीडियो का नहीं है। यह किसी चैनल, प्लेलिस्ट या होम पेज का हो सकता है।",
  );
  await expect(results).toHaveCount(0);
});
