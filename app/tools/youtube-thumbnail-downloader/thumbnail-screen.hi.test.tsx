import { configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/toaster";
import { LangProvider } from "~/lib/lang/use-lang";
import { ThumbnailScreen } from "./thumbnail-screen";
import type { SaveOutcome } from "./youtube-thumbnail-downloader.browser";
import type { LoadedImage, ThumbnailOption } from "./youtube-thumbnail-downloader.logic";

// The thumbnail downloader on its Hindi page: every word in Hindi; sizes, IDs and file names as they are.

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const ID = "dQw4w9WgXcQ";
const FULL: Record<string, LoadedImage> = {
  maxresdefault: { naturalWidth: 1280, naturalHeight: 720 },
  sddefault: { naturalWidth: 640, naturalHeight: 480 },
  hqdefault: { naturalWidth: 480, naturalHeight: 360 },
  mqdefault: { naturalWidth: 320, naturalHeight: 180 },
};
const GREY = { naturalWidth: 120, naturalHeight: 90 };
const FIELD = "YouTube लिंक या वीडियो ID";

function setup(answers: Record<string, LoadedImage | null> = FULL, outcome: SaveOutcome = "saved") {
  const loadImage = vi.fn((url: string) => Promise.resolve(answers[/\/(\w+)\.jpg$/.exec(url)?.[1] ?? ""] ?? null));
  const saveImage = vi.fn<(option: ThumbnailOption) => Promise<SaveOutcome>>(() => Promise.resolve(outcome));
  render(
    <LangProvider value="hi">
      <Toaster />
      <ThumbnailScreen loadImage={loadImage} saveImage={saveImage} />
    </LangProvider>,
  );
  return { loadImage, saveImage };
}

function toastText(): string {
  return screen.queryByTestId("toast")?.textContent ?? "";
}

function submit(value: string) {
  fireEvent.change(screen.getByLabelText(FIELD), { target: { value } });
  fireEvent.click(screen.getByRole("button", { name: "थंबनेल लाएं" }));
}

function listStatus(section: HTMLElement): string {
  return within(section).getAllByRole("status")[0]?.textContent ?? "";
}

const results = () => screen.findByRole("region", { name: "इस वीडियो के थंबनेल" });

describe("ThumbnailScreen in Hindi", () => {
  it("asks in Hindi, then names every size, its use and its buttons in Hindi", async () => {
    const { saveImage } = setup();
    const input = screen.getByLabelText(FIELD);
    expect(input.getAttribute("placeholder")).toBe("https://youtu.be/…");
    expect(document.getElementById("thumbnail-url-hint")?.textContent).toBe(
      "वीडियो के नीचे ‘शेयर’ दबाएं, फिर ‘कॉपी लिंक’। वॉच, youtu.be, शॉर्ट्स, लाइव और एम्बेड, हर तरह का लिंक चलता है। फ़ोटो YouTube के इमेज सर्वर से तभी लोड होती हैं, जब आप बटन दबाते हैं।",
    );
    submit(`https://www.youtube.com/watch?v=${ID}&t=42s`);
    expect(screen.getByRole("button", { name: "साइज़ ढूंढ रहे हैं..." })).toHaveProperty("disabled", true);
    const section = await results();
    expect(listStatus(section)).toBe("4 साइज़ सेव करने के लिए तैयार हैं।");
    expect(section.textContent).toContain(
      `वीडियो ID: ${ID}। फ़ोटो सीधे YouTube के इमेज सर्वर से आती हैं; यह साइट इनकी कोई कॉपी नहीं रखती।`,
    );
    const rows = within(section).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("heading").textContent)).toEqual([
      "मैक्स रेज़ोल्यूशन 1280 × 720",
      "स्टैंडर्ड 640 × 480",
      "हाई क्वालिटी 480 × 360",
      "मीडियम क्वालिटी 320 × 180",
    ]);
    expect(rows.map((row) => row.querySelector("p")?.textContent)).toEqual([
      "HD साइज़ में पूरी 16:9 फ़ोटो। यह हर वीडियो में नहीं होती: पुराने और लो-रेज़ोल्यूशन अपलोड में अक्सर नहीं मिलती।",
      "4:3, जिसमें 16:9 फ़ोटो के ऊपर और नीचे काली पट्टियां होती हैं।",
      "4:3, काली पट्टियों के साथ; यह लगभग हर वीडियो में होती है।",
      "16:9, बिना पट्टियों के; YouTube लिस्ट में यही साइज़ दिखाता है।",
    ]);
    const first = rows[0] as HTMLElement;
    expect(within(first).getByRole("img", { name: "मैक्स रेज़ोल्यूशन (1280 × 720) थंबनेल" })).toBeTruthy();
    const open = within(first).getByRole("link", { name: "मैक्स रेज़ोल्यूशन (1280 × 720) को नए टैब में पूरे साइज़ में खोलें" });
    expect(open.textContent).toBe("पूरे साइज़ में खोलें");
    const download = within(first).getByRole("button", { name: "मैक्स रेज़ोल्यूशन (1280 × 720) डाउनलोड करें" });
    expect(download.textContent).toBe("डाउनलोड करें");
    fireEvent.click(download);
    await waitFor(() => expect(toastText()).toBe(`डाउनलोड शुरू हो गया${ID}-maxresdefault.jpg सेव हो रहा है।`));
    expect(saveImage).toHaveBeenCalledWith(expect.objectContaining({ filename: `${ID}-maxresdefault.jpg` }));
  });

  it("names the sizes YouTube lacks, one and several", async () => {
    setup({ ...FULL, maxresdefault: GREY, sddefault: GREY });
    submit(`https://youtu.be/${ID}`);
    const section = await results();
    expect(listStatus(section)).toBe("2 साइज़ सेव करने के लिए तैयार हैं।");
    expect(section.textContent).toContain(
      "इस वीडियो के लिए YouTube के पास मैक्स रेज़ोल्यूशन (1280 × 720) या स्टैंडर्ड (640 × 480) नहीं है, इसलिए इन्हें छोड़ दिया गया है।",
    );
  });

  it("one size missing, one ready, and sizes that did not load", async () => {
    setup({ maxresdefault: GREY, sddefault: null, hqdefault: null, mqdefault: FULL.mqdefault ?? null });
    submit(ID);
    const section = await results();
    expect(listStatus(section)).toBe("1 साइज़ सेव करने के लिए तैयार है।");
    expect(section.textContent).toContain(
      "इस वीडियो के लिए YouTube के पास मैक्स रेज़ोल्यूशन (1280 × 720) नहीं है, इसलिए इसे छोड़ दिया गया है।",
    );
    expect(section.textContent).toContain(
      "स्टैंडर्ड (640 × 480) और हाई क्वालिटी (480 × 360) लोड नहीं हुए। फिर से कोशिश करने के लिए ‘थंबनेल लाएं’ दोबारा दबाएं।",
    );
  });

  it("one size that did not load", async () => {
    setup({ ...FULL, mqdefault: null });
    submit(ID);
    expect((await results()).textContent).toContain(
      "मीडियम क्वालिटी (320 × 180) लोड नहीं हुआ। फिर से कोशिश करने के लिए ‘थंबनेल लाएं’ दोबारा दबाएं।",
    );
  });

  it("a video with no thumbnails", async () => {
    setup({ maxresdefault: GREY, sddefault: GREY, hqdefault: GREY, mqdefault: GREY });
    submit(`https://www.youtube.com/shorts/${ID}`);
    const none = await screen.findByRole("region", { name: "कोई थंबनेल नहीं मिला" });
    const text =
      "YouTube के पास इस वीडियो का कोई थंबनेल नहीं है। हो सकता है वीडियो प्राइवेट हो, डिलीट हो चुका हो या अभी प्रोसेस हो रहा हो, या ID गलत लिखी हो।";
    expect(within(none).getByRole("status").textContent).toBe(text);
    await waitFor(() => expect(toastText()).toBe(`कोई थंबनेल नहीं मिला${text}`));
  });

  it("a connection that loads nothing", async () => {
    setup({});
    submit(ID);
    const none = await screen.findByRole("region", { name: "कोई थंबनेल नहीं मिला" });
    expect(within(none).getByRole("status").textContent).toBe(
      "YouTube के इमेज सर्वर से एक भी फ़ोटो लोड नहीं हो पाई। अपना कनेक्शन देखें और फिर कोशिश करें।",
    );
  });

  it.each([
    ["opened", "पूरी फ़ोटो नए टैब में खोल दी है। वहीं से सेव करें: फ़ोटो को दबाकर रखें (या उस पर राइट-क्लिक करें) और ‘सेव इमेज’ चुनें।"],
    [
      "blocked",
      "आपके ब्राउज़र ने इस पेज को फ़ोटो सेव नहीं करने दी। ‘पूरे साइज़ में खोलें’ दबाएं, फिर फ़ोटो को दबाकर रखें (या उस पर राइट-क्लिक करें) और ‘सेव इमेज’ चुनें।",
    ],
  ] as const)("a Download the browser does not allow (%s) says how to save it, in Hindi", async (outcome, hint) => {
    setup(FULL, outcome);
    submit(ID);
    const row = (await results()).querySelector("li") as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: /डाउनलोड करें$/ }));
    await waitFor(() => expect(within(row).getByRole("status").textContent).toBe(hint));
  });

  it.each([
    ["empty", "", "लिंक चाहिएYouTube वीडियो का लिंक या उसकी 11 कैरेक्टर की वीडियो ID पेस्ट करें।"],
    [
      "10,000 characters",
      "a".repeat(10_000),
      "लिंक जांचेंYouTube लिंक के हिसाब से यह बहुत ज़्यादा लंबा है। ‘शेयर’ से लिंक दोबारा कॉपी करें।",
    ],
    ["emoji", "🔥🎉😀", "लिंक जांचेंयह लिंक जैसा नहीं लग रहा। YouTube पर ‘शेयर’ दबाएं, फिर ‘कॉपी लिंक’, और यहां पेस्ट करें।"],
    [
      "an Instagram link",
      "https://www.instagram.com/reel/C8xYz12AbCd/",
      "लिंक जांचेंयह लिंक YouTube का नहीं है। youtube.com या youtu.be वाला लिंक पेस्ट करें।",
    ],
    [
      "a channel",
      "https://www.youtube.com/@riya.makes",
      "लिंक जांचेंयह YouTube लिंक किसी एक वीडियो का नहीं है। यह किसी चैनल, प्लेलिस्ट या होम पेज का हो सकता है।",
    ],
    [
      "a cut-off id",
      "https://youtu.be/dQw4w9W",
      "लिंक जांचेंइस लिंक में वीडियो ID अधूरी या बदली हुई लग रही है। ‘शेयर’ से लिंक दोबारा कॉपी करें।",
    ],
  ])("%s: a Hindi message, and no request", (_name, value, message) => {
    const { loadImage } = setup();
    submit(value);
    expect(toastText()).toBe(message);
    expect(loadImage).not.toHaveBeenCalled();
  });

  it("answers a link carried in the page's address", async () => {
    window.history.replaceState(null, "", `/hi/youtube/thumbnail-downloader?url=${ID}`);
    setup();
    expect(within(await results()).getAllByRole("listitem")).toHaveLength(4);
  });
});
