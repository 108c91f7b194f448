import type { Page } from "@playwright/test";
import { expect, test } from "../../../tests/e2e/shared-page";
import { videoFixtures } from "../../../scripts/make-video-fixtures";
import * as e2e from "../../../tests/e2e/support";

// The Hindi pages of the one video screen: the same clip work, every word around it in Hindi.
// Two tests for both pages, as the budget allows; every message is in the unit tests.
const REEL = "/hi/instagram/reel-maker";
const SHORTS = "/hi/youtube/shorts-maker";
const EXPORT_TIMEOUT = 45_000;

let clips: Record<"landscape", string>;

test.beforeAll(async () => {
  clips = await videoFixtures(["landscape"] as const);
});

async function openClip(page: Page, path: string) {
  await e2e.open(page, path);
  await page.locator("#video-file").setInputFiles(clips.landscape);
  await expect(page.getByTestId("video-facts")).toBeVisible({ timeout: 15_000 });
}

test("the Reel page says everything in Hindi: a wrong file, the clip, trim, captions and the export", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await e2e.open(page, REEL);
  await page
    .locator("#video-file")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
  await expect(page.getByTestId("open-error")).toHaveText(
    "“notes.txt” न वीडियो है, न फ़ोटो। MP4, MOV या WebM फ़ाइल चुनें, या कोई JPEG या PNG फ़ोटो।",
  );

  await page.locator("#video-file").setInputFiles(clips.landscape);
  const facts = page.getByTestId("video-facts");
  await expect(facts).toContainText("लंबाई0:03", { timeout: 15_000 });
  await expect(facts).toContainText("आवाज़है");
  await expect(page.getByRole("img", { name: "आपकी रील का प्रीव्यू" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "9:16 रील" })).toBeChecked();
  await expect(page.getByTestId("trim-status")).toHaveText("आपकी रील: 0:03 (3 सेकंड)।");
  await page.getByRole("textbox", { name: "शुरू", exact: true }).fill("abc");
  await expect(page.getByRole("alert").filter({ hasText: "शुरू का समय" })).toHaveText(
    "शुरू का समय सेकंड (12.5) या m:ss (0:12) में लिखें।",
  );
  await expect(page.getByRole("button", { name: "रील एक्सपोर्ट करें" })).toBeDisabled();
  await page.getByRole("textbox", { name: "शुरू", exact: true }).fill("0.5");
  await expect(page.getByTestId("trim-status")).toHaveText("आपकी रील: 0:02.5 (2.5 सेकंड)।");

  await page
    .getByRole("textbox", { name: "कैप्शन", exact: true })
    .fill("1\n00:00:00,000 --> 00:00:02,000\nनमस्ते दोस्तों 🙏\n\nबिना समय");
  await expect(page.getByText("1 कैप्शन तैयार। 1 हिस्सा पढ़ा नहीं जा सका:")).toBeVisible();
  await expect(page.getByText("लाइन 5: समय नहीं मिला: 0:01 --> 0:03 की तरह लिखें")).toBeVisible();

  // A voice-over recorded with the test browser's stand-in microphone, said in Hindi while it runs.
  await page.getByRole("button", { name: "वॉइस-ओवर रिकॉर्ड करें" }).click();
  await expect(page.getByTestId("voice-status")).toHaveText("रिकॉर्डिंग चल रही है… बोल लें, तो “रिकॉर्डिंग रोकें” दबाएं।");
  await expect(page.getByRole("timer")).toHaveText("0:01", { timeout: 10_000 });
  await page.getByRole("button", { name: "रिकॉर्डिंग रोकें" }).click();
  await expect(page.getByTestId("music-status")).toHaveText(/^“voice-over \d\d-\d\d-\d\d\.webm”, \d(\.\d)? सेकंड।$/, {
    timeout: 15_000,
  });

  await page.getByRole("radio", { name: "720p" }).check();
  await page.getByRole("button", { name: "रील एक्सपोर्ट करें" }).click();
  const result = page.getByTestId("export-result");
  await expect(result).toBeVisible({ timeout: EXPORT_TIMEOUT });
  await expect(page.getByRole("status").filter({ hasText: "आपकी रील तैयार है।" })).toBeVisible();
  await expect(result.getByRole("link", { name: /^डाउनलोड करें \(\d+(\.\d+)? (KB|MB)\)$/ })).toBeVisible();
  await expect(result.getByLabel("आपकी रील", { exact: true })).toBeVisible();
});

test("the Shorts page names its Short, thumbnail and wide-video note in Hindi, saves a cover, and keeps the edit", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openClip(page, SHORTS);
  await expect(page.getByRole("radio", { name: "9:16 शॉर्ट" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "YouTube थंबनेल 1,280 × 720" })).toBeChecked();
  await page.getByRole("radio", { name: "16:9 लैंडस्केप" }).check();
  await expect(
    page.getByText("स्क्वेयर से चौड़ी पिक्चर शॉर्ट नहीं होती: YouTube उसे आम वीडियो की तरह पब्लिश करता है।"),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: "आपके शॉर्ट का प्रीव्यू" })).toBeVisible();
  const [cover] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "कवर सेव करें" }).click(),
  ]);
  expect(cover.suggestedFilename()).toBe("landscape-cover-1280x720.jpg");
  await expect(
    page.getByRole("status").filter({ hasText: "landscape-cover-1280x720.jpg सेव हो गया: 1,280 × 720," }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "शॉर्ट एक्सपोर्ट करें" })).toBeVisible();

  // The edit is kept on the device: after a reload it is back, and the page says so in Hindi.
  await expect(page.getByText("आपका एडिट काम करते-करते इसी डिवाइस पर सेव होता रहता है", { exact: false })).toBeVisible();
  // Kept once the clip's file and the wide shape are both written.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const request = indexedDB.open("creatorgrow-reel-maker");
              request.onsuccess = () => {
                const db = request.result;
                if (!db.objectStoreNames.contains("files")) {
                  resolve("");
                  return;
                }
                const transaction = db.transaction(["project", "files"]);
                const record = transaction.objectStore("project").get("current");
                const count = transaction.objectStore("files").count();
                transaction.oncomplete = () => {
                  const kept = record.result as { settings?: { shapeId?: string } } | undefined;
                  resolve(`${count.result} ${kept?.settings?.shapeId ?? ""}`);
                };
              };
            }),
        ),
      { timeout: 15_000 },
    )
    .toBe("1 16:9");
  await page.reload();
  await expect(page.getByTestId("project-status")).toHaveText(
    "आपका पिछला एडिट इस डिवाइस से वापस खुल गया है। जहां छोड़ा था, वहीं से आगे बढ़ें।",
    { timeout: 15_000 },
  );
  await expect(page.getByRole("radio", { name: "16:9 लैंडस्केप" })).toBeChecked();
  await page.getByRole("button", { name: "फिर से शुरू करें" }).click();
  await expect(
    page.getByRole("group", {
      name: "फिर से शुरू करें? क्लिप, म्यूज़िक, टेक्स्ट और कैप्शन इस पेज से और इस डिवाइस से हट जाएंगे।",
    }),
  ).toBeVisible();
  await page.getByRole("button", { name: "हां, फिर से शुरू करें" }).click();
  await expect(page.getByTestId("project-status")).toHaveText(
    "अब आप नए सिरे से शुरू कर सकते हैं। पिछला एडिट और उसकी फ़ाइलें इस डिवाइस से हटा दी गई हैं।",
  );
  await expect(page.getByTestId("video-facts")).toHaveCount(0);
});
