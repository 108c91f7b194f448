import { act, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "~/components/toaster";
import { LangProvider } from "~/lib/lang/use-lang";
import { FETCH_DELAY_MS } from "~/lib/page/timing";
import { dismissToast } from "~/lib/form/toast";
import { toolById } from "~/tools/registry";
import { DownloaderScreen } from "./downloader-screen";
import { backendResolver } from "./downloader.backend";
import { type MediaOutcome, type MediaResolver, simulatedResolver } from "./downloader.resolver";
import { replay } from "./fixtures/replay";

/*
 * The downloader screen on a Hindi page: every word the visitor reads or hears, from the field to
 * the last toast, in Hindi. The English screen's tests (downloader-screen.test.tsx and
 * downloader-screen.backend.test.tsx) cover the flows; these cover the words.
 */

configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const SERVER = { kind: "cobalt", url: "https://dl.example.com/" } as const;
const YOUTU_BE = "https://youtu.be/dQw4w9WgXcQ";
const REEL = "https://www.instagram.com/reel/C8xYz12AbCd/";

function setup(toolId: string, resolver: MediaResolver) {
  const tool = toolById(toolId);
  if (!tool) throw new Error(toolId);
  // One tree, so a test that visits several pages leaves one toaster behind each.
  return render(
    <LangProvider value="hi">
      <Toaster />
      <MemoryRouter>
        <DownloaderScreen tool={tool} resolver={resolver} />
      </MemoryRouter>
    </LangProvider>,
  );
}

/** A fake fetch giving the fixtures' answers in order; a number is a file link's answer (that status, no body). */
function serverAnswering(...names: (string | number)[]) {
  const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("no more answers")));
  for (const name of names)
    fetchMock.mockImplementationOnce((...args) =>
      typeof name === "number" ? Promise.resolve(new Response(null, { status: name })) : replay(name)(...args),
    );
  return fetchMock;
}

const withServer = (...names: (string | number)[]) => backendResolver(SERVER, { fetch: serverAnswering(...names) });

type Field = "Instagram लिंक" | "YouTube लिंक";

function type(field: Field, value: string) {
  fireEvent.change(screen.getByLabelText(field), { target: { value } });
}

function fetchButton(field: Field) {
  return screen.getByRole("button", { name: field === "YouTube लिंक" ? "वीडियो लाएं" : "मीडिया लाएं" });
}

/** Looks a link up and waits for the answer's toast. */
async function lookUp(field: Field, link: string) {
  type(field, link);
  fireEvent.click(fetchButton(field));
  await waitFor(() => {
    expect(screen.queryByRole("button", { name: "ला रहे हैं..." })).toBeNull();
    expect(toastText()).not.toBe("");
  });
}

function toastText(): string {
  return screen.queryByTestId("toast")?.textContent ?? "";
}

function banner(): string | null {
  return screen.queryByTestId("downloader-error")?.textContent ?? null;
}

function watchSavedLinks() {
  const saved: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the sample lookup, in Hindi", () => {
  it("Instagram: field, hint, empty link, sample card, download toast and a bad link", async () => {
    vi.useFakeTimers();
    setup("instagram-reels-downloader", simulatedResolver());
    const input = screen.getByLabelText("Instagram लिंक");
    expect(input.getAttribute("placeholder")).toBe("https://www.instagram.com/reel/…");
    expect(document.getElementById("downloader-url-hint")?.textContent).toBe(
      "पोस्ट पर ••• दबाएं और ‘कॉपी लिंक’ चुनें। यहां डाउनलोड अभी चालू नहीं है, इसलिए यह पेज आपका लिंक चेक करता है और एक सैंपल कार्ड दिखाता है, आपकी पोस्ट नहीं।",
    );
    expect(screen.queryByRole("link", { name: /थंबनेल/ })).toBeNull();

    fireEvent.click(fetchButton("Instagram लिंक"));
    expect(toastText()).toBe("लिंक चाहिएआगे बढ़ने के लिए Instagram लिंक पेस्ट करें।");

    type("Instagram लिंक", REEL);
    fireEvent.click(fetchButton("Instagram लिंक"));
    expect(screen.getByRole("button", { name: "ला रहे हैं..." })).toHaveProperty("disabled", true);
    await act(() => vi.advanceTimersByTimeAsync(FETCH_DELAY_MS));
    const card = screen.getByRole("region", { name: "मीडिया मिला" });
    expect(within(card).getByText("सैंपल प्रीव्यू: यह आपकी पोस्ट नहीं है")).toBeTruthy();
    expect(within(card).getByText(/^ऊपर की फ़ोटो और जानकारी एक तय सैंपल है/)).toBeTruthy();
    expect(within(card).getByRole("heading", { name: "@creatorgrow.sample का मीडिया" })).toBeTruthy();
    expect(within(card).getByText("वीडियो")).toBeTruthy();
    expect(within(card).getByText("डाउनलोड के लिए तैयार")).toBeTruthy();
    expect(within(card).getByRole("img", { name: "सैंपल रील कवर: ट्राइपॉड पर फ़ोन और प्ले बटन" })).toBeTruthy();
    expect(toastText()).toBe("हो गया!मीडिया मिल गया, पर डाउनलोड के लिए इस साइट पर अभी सर्वर नहीं जुड़ा है।");

    fireEvent.click(within(card).getByRole("button", { name: "डाउनलोड करें" }));
    expect(toastText()).toBe("सर्वर नहीं जुड़ाडाउनलोड के लिए सर्वर चाहिए, जो इस साइट पर अभी नहीं जुड़ा है।");

    type("Instagram लिंक", "https://evil.example/?instagram.com");
    fireEvent.click(fetchButton("Instagram लिंक"));
    await act(() => vi.advanceTimersByTimeAsync(FETCH_DELAY_MS));
    expect(banner()).toBe("यह Instagram लिंक सही नहीं है। लिंक जांचें और फिर कोशिश करें।");
    expect(toastText()).toBe("एररInstagram लिंक सही नहीं है।");
  });

  it("a story, a profile and a caption page show an image card, each picture described in Hindi", async () => {
    vi.useFakeTimers();
    const pages = [
      ["instagram-story-downloader", "सैंपल स्टोरी: गुलाबी बैकग्राउंड पर चाय का कप"],
      ["instagram-dp-downloader", "सैंपल प्रोफ़ाइल फ़ोटो: गोल अवतार"],
      ["instagram-caption-downloader", "कैप्शन की लाइनों के साथ सैंपल पोस्ट"],
      ["instagram-post-downloader", "सैंपल पोस्ट: पहाड़ियों पर ढलता सूरज"],
    ] as const;
    for (const [toolId, alt] of pages) {
      const view = setup(toolId, simulatedResolver());
      type("Instagram लिंक", "instagram.com/p/C7aBcDeFgHi");
      fireEvent.click(fetchButton("Instagram लिंक"));
      await act(() => vi.advanceTimersByTimeAsync(FETCH_DELAY_MS));
      const card = screen.getByRole("region", { name: "मीडिया मिला" });
      expect(within(card).getByRole("img", { name: alt })).toBeTruthy();
      expect(within(card).getByText(toolId === "instagram-post-downloader" ? "वीडियो" : "फ़ोटो")).toBeTruthy();
      view.unmount();
      act(() => dismissToast());
      window.history.replaceState(null, "", "/");
    }
  });

  it("YouTube: the thumbnail pages in Hindi, the sample video, and each quality's toast", async () => {
    vi.useFakeTimers();
    setup("youtube-video-downloader", simulatedResolver());
    const lead = screen.getByRole("link", { name: "किसी भी वीडियो का थंबनेल हर साइज़ में पाएं" });
    expect(lead.getAttribute("href")).toBe("/hi/youtube/thumbnail-downloader");
    expect(lead.parentElement?.textContent).toBe("सिर्फ़ फ़ोटो चाहिए? किसी भी वीडियो का थंबनेल हर साइज़ में पाएं।");
    expect(screen.getByLabelText("YouTube लिंक").getAttribute("placeholder")).toBe("https://youtu.be/…");
    expect(document.getElementById("downloader-url-hint")?.textContent).toMatch(/^वीडियो के नीचे ‘शेयर’ दबाएं/);

    fireEvent.click(fetchButton("YouTube लिंक"));
    expect(toastText()).toBe("लिंक चाहिएआगे बढ़ने के लिए YouTube लिंक पेस्ट करें।");

    type("YouTube लिंक", "https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ");
    fireEvent.click(fetchButton("YouTube लिंक"));
    await act(() => vi.advanceTimersByTimeAsync(FETCH_DELAY_MS));
    const card = screen.getByRole("region", { name: "वीडियो मिला" });
    expect(within(card).getByText("सैंपल प्रीव्यू: यह आपका वीडियो नहीं है")).toBeTruthy();
    expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe(
      "घर पर प्रो की तरह रील्स शूट करें — ₹2,000 से कम में फ़ोन सेटअप 📱🎬",
    );
    expect(within(card).getByText("CreatorGrow Studio")).toBeTruthy();
    expect(within(card).getByText("dQw4w9WgXcQ").parentElement?.textContent).toBe("वीडियो ID: dQw4w9WgXcQ");
    expect(within(card).getByRole("img", { name: "सैंपल वीडियो थंबनेल: रिंग लाइट और प्ले बटन" })).toBeTruthy();
    expect(within(card).getByRole("link", { name: "इस वीडियो का असली थंबनेल पाएं" }).getAttribute("href")).toBe(
      "/hi/youtube/thumbnail-downloader?url=dQw4w9WgXcQ",
    );
    expect(toastText()).toBe("हो गया!वीडियो मिल गया, पर डाउनलोड के लिए इस साइट पर अभी सर्वर नहीं जुड़ा है।");

    fireEvent.click(within(card).getByRole("button", { name: "HD (1080p) डाउनलोड करें" }));
    expect(toastText()).toBe("सर्वर नहीं जुड़ा1080p HD में डाउनलोड के लिए सर्वर चाहिए, जो इस साइट पर अभी नहीं जुड़ा है।");
    fireEvent.click(within(card).getByRole("button", { name: "SD (720p) डाउनलोड करें" }));
    expect(toastText()).toBe("सर्वर नहीं जुड़ा720p SD में डाउनलोड के लिए सर्वर चाहिए, जो इस साइट पर अभी नहीं जुड़ा है।");

    type("YouTube लिंक", "https://youtu.be.evil.example/aB3_-xYz9Q0");
    fireEvent.click(fetchButton("YouTube लिंक"));
    await act(() => vi.advanceTimersByTimeAsync(FETCH_DELAY_MS));
    expect(banner()).toBe("यह YouTube लिंक सही नहीं है। लिंक जांचें और फिर कोशिश करें।");
    expect(toastText()).toBe("एररYouTube लिंक सही नहीं है।");
  });

  it("a Shorts page's sample picture", async () => {
    vi.useFakeTimers();
    setup("youtube-shorts-downloader", simulatedResolver());
    type("YouTube लिंक", "youtube.com/shorts/aB3_-xYz9Q0");
    fireEvent.click(fetchButton("YouTube लिंक"));
    await act(() => vi.advanceTimersByTimeAsync(FETCH_DELAY_MS));
    expect(screen.getByRole("img", { name: "सैंपल शॉर्ट्स कवर: प्ले बटन वाला खड़ा फ़्रेम" })).toBeTruthy();
  });
});

describe("a lookup of another kind, in Hindi", () => {
  function fakeResolver(outcome: MediaOutcome | Error) {
    const langs: (string | undefined)[] = [];
    const resolver: MediaResolver = {
      resolve(_request, lang) {
        langs.push(lang);
        return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
      },
    };
    return { resolver, langs };
  }

  it("asks in Hindi; a real file's card and toast", async () => {
    const fake = fakeResolver({
      status: "found",
      media: {
        platform: "instagram",
        type: "image",
        user: null,
        downloadUrl: "https://cdn.example/story.jpg",
        thumbnail: { src: "https://cdn.example/t.jpg", width: 180, height: 320, alt: "" },
      },
    });
    setup("instagram-story-downloader", fake.resolver);
    expect(document.getElementById("downloader-url-hint")?.textContent).toBe(
      "पोस्ट पर ••• दबाएं, ‘कॉपी लिंक’ चुनें और लिंक यहां पेस्ट करें। सिर्फ़ पब्लिक अकाउंट के लिंक चलते हैं।",
    );
    await lookUp("Instagram लिंक", "instagram.com/stories/x/1");
    expect(fake.langs).toEqual(["hi"]);
    expect(screen.getByRole("heading", { name: "Instagram से फ़ोटो" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "डाउनलोड करें" }).getAttribute("href")).toBe("https://cdn.example/story.jpg");
    expect(screen.queryByText(/सैंपल/)).toBeNull();
    expect(toastText()).toBe("हो गया!मीडिया मिल गया। डाउनलोड के लिए तैयार है।");
  });

  it("a lookup that throws", async () => {
    setup("youtube-video-downloader", fakeResolver(new Error("boom")).resolver);
    await lookUp("YouTube लिंक", YOUTU_BE);
    expect(banner()).toBe("लिंक चेक करते समय कुछ गड़बड़ हो गई। फिर कोशिश करें।");
    expect(toastText()).toBe("एररलिंक चेक करते समय कुछ गड़बड़ हो गई। फिर कोशिश करें।");
  });
});

describe("with a download server, in Hindi", () => {
  it("YouTube: the video found, a fresh SD file saved, and the save toast", async () => {
    setup("youtube-video-downloader", withServer("tunnel-youtube-hd", "tunnel-youtube-shorts-sd", 200));
    expect(document.getElementById("downloader-url-hint")?.textContent).toBe(
      "वीडियो के नीचे ‘शेयर’ दबाएं, फिर ‘कॉपी लिंक’। वॉच, youtu.be, शॉर्ट्स, एम्बेड और लाइव, हर तरह का लिंक चलता है।",
    );
    await lookUp("YouTube लिंक", YOUTU_BE);
    expect(toastText()).toBe("हो गया!वीडियो मिल गया। डाउनलोड के लिए HD या SD चुनें।");
    const saved = watchSavedLinks();
    fireEvent.click(screen.getByRole("button", { name: "SD (720p) डाउनलोड करें" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(toastText()).toMatch(
      /^डाउनलोड शुरू हो गया“.+\(720p, h264\)\.mp4” सेव हो रहा है। अगर कुछ न हो, तो बटन फिर दबाएं: हर डाउनलोड लिंक थोड़ी देर ही चलता है।$/,
    );
  });

  it.each([
    [404, "इस डाउनलोड लिंक का समय खत्म हो गयाडाउनलोड लिंक करीब डेढ़ मिनट तक ही चलते हैं।"],
    [429, "डाउनलोड सर्वर अभी बिज़ी हैयह हर विज़िटर को एक मिनट में कुछ ही डाउनलोड देता है।"],
    [500, "डाउनलोड सर्वर फ़ाइल नहीं भेज पायासर्वर की तरफ़ कुछ गड़बड़ हो गई।"],
  ])("a file link answered with %i is not followed, and the page says why", async (status, message) => {
    setup("youtube-video-downloader", withServer("tunnel-youtube-hd", "tunnel-youtube-shorts-sd", status));
    await lookUp("YouTube लिंक", YOUTU_BE);
    const saved = watchSavedLinks();
    fireEvent.click(screen.getByRole("button", { name: "SD (720p) डाउनलोड करें" }));
    await waitFor(() => expect(toastText()).toContain(message));
    expect(saved).toEqual([]);
  });

  it("a file link that cannot be reached", async () => {
    setup("youtube-video-downloader", withServer("tunnel-youtube-hd", "tunnel-youtube-shorts-sd"));
    await lookUp("YouTube लिंक", YOUTU_BE);
    fireEvent.click(screen.getByRole("button", { name: "SD (720p) डाउनलोड करें" }));
    await waitFor(() =>
      expect(toastText()).toBe("डाउनलोड सर्वर तक नहीं पहुंच पाएअपना कनेक्शन देखें, फिर डाउनलोड बटन दोबारा दबाएं।"),
    );
  });

  it("a redirect opens in a new tab; a blocked tab gets an Open button", async () => {
    setup(
      "youtube-video-downloader",
      withServer("tunnel-youtube-hd", "redirect-instagram-reel", "redirect-instagram-reel"),
    );
    await lookUp("YouTube लिंक", YOUTU_BE);
    const open = vi
      .spyOn(window, "open")
      .mockReturnValueOnce({ opener: {} } as Window)
      .mockReturnValueOnce(null);
    fireEvent.click(screen.getByRole("button", { name: "HD (1080p) डाउनलोड करें" }));
    await waitFor(() =>
      expect(toastText()).toBe(
        "नए टैब में खुल गयावहीं से सेव करें: वीडियो को दबाकर रखें (या उस पर राइट-क्लिक करें) और ‘डाउनलोड’ या ‘सेव वीडियो ऐज़’ चुनें।",
      ),
    );
    fireEvent.click(screen.getByRole("button", { name: "HD (1080p) डाउनलोड करें" }));
    await waitFor(() =>
      expect(toastText()).toBe("आपकी फ़ाइल तैयार हैआपके ब्राउज़र ने नया टैब रोक दिया। फ़ाइल खोलें, फिर वहीं से सेव करें।खोलें"),
    );
    open.mockReturnValueOnce(null);
    fireEvent.click(screen.getByRole("button", { name: "खोलें" }));
    expect(open).toHaveBeenLastCalledWith(expect.any(String), "_blank", "noopener,noreferrer");
  });

  it.each([
    ["error-rate-exceeded", "एररथोड़े समय में बहुत ज़्यादा डाउनलोड हो गए। 60 सेकंड बाद फिर कोशिश करें।"],
    ["error-link-invalid", "एररYouTube लिंक सही नहीं है।"],
    ["picker-instagram-carousel", "एररडाउनलोड सर्वर ने इस लिंक के लिए कई फ़ाइलें दीं। इनमें से एक चुनने के लिए लिंक दोबारा लाएं।"],
  ])("a quality button answered with %s says so in Hindi", async (name, message) => {
    setup("youtube-video-downloader", withServer("tunnel-youtube-hd", name));
    await lookUp("YouTube लिंक", YOUTU_BE);
    fireEvent.click(screen.getByRole("button", { name: "HD (1080p) डाउनलोड करें" }));
    await waitFor(() => expect(toastText()).toBe(message));
  });

  it("a quality button whose lookup throws", async () => {
    const resolver = withServer("tunnel-youtube-hd");
    resolver.download = () => Promise.reject(new Error("boom"));
    setup("youtube-video-downloader", resolver);
    await lookUp("YouTube लिंक", YOUTU_BE);
    fireEvent.click(screen.getByRole("button", { name: "HD (1080p) डाउनलोड करें" }));
    await waitFor(() => expect(toastText()).toBe("एररफ़ाइल तैयार करते समय कुछ गड़बड़ हो गई। फिर कोशिश करें।"));
  });

  it("Instagram: a reel, a photo with its preview, and a carousel's files", async () => {
    const reel = setup("instagram-reels-downloader", withServer("redirect-instagram-reel"));
    await lookUp("Instagram लिंक", REEL);
    expect(screen.getByRole("heading", { name: "Instagram से वीडियो" })).toBeTruthy();
    expect(toastText()).toBe("हो गया!मीडिया मिल गया। डाउनलोड के लिए तैयार है।");
    reel.unmount();
    act(() => dismissToast());
    window.history.replaceState(null, "", "/");

    const photo = setup("instagram-post-downloader", withServer("tunnel-instagram-photo", 404));
    await lookUp("Instagram लिंक", "https://www.instagram.com/chai.with.riya/p/C7aBcDeFgHi/");
    const card = screen.getByRole("region", { name: "मीडिया मिला" });
    expect(within(card).getByRole("heading", { name: "@chai.with.riya का मीडिया" })).toBeTruthy();
    expect(within(card).getByText("फ़ोटो")).toBeTruthy();
    expect(within(card).getByRole("img", { name: "फ़ोटो का प्रीव्यू" })).toBeTruthy();
    fireEvent.click(within(card).getByRole("link", { name: "डाउनलोड करें" }));
    await waitFor(() => expect(toastText()).toMatch(/^इस डाउनलोड लिंक का समय खत्म हो गया/));
    photo.unmount();
    act(() => dismissToast());
    window.history.replaceState(null, "", "/");

    setup("instagram-post-downloader", withServer("picker-instagram-carousel"));
    await lookUp("Instagram लिंक", "https://www.instagram.com/p/C9kLmNoPqRs/");
    const carousel = screen.getByRole("region", { name: "मीडिया मिला" });
    expect(within(carousel).getByText("4 फ़ाइलों वाला कैरोसेल")).toBeTruthy();
    const items = within(within(carousel).getByRole("list", { name: "इस पोस्ट की फ़ाइलें" })).getAllByRole("listitem");
    const labels = ["फ़ोटो 1 (4 में से)", "वीडियो 2 (4 में से)", "फ़ोटो 3 (4 में से)", "फ़ोटो 4 (4 में से)"];
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual(labels);
    items.forEach((item, index) => {
      const label = labels[index] ?? "";
      expect(within(item).getByRole("img", { name: `${label} का प्रीव्यू` })).toBeTruthy();
      expect(within(item).getByRole("link", { name: `${label} डाउनलोड करें` }).textContent).toBe("डाउनलोड करें");
    });
  });

  it.each([
    [
      "youtube-video-downloader",
      YOUTU_BE,
      "error-content-video-private",
      "यह वीडियो प्राइवेट है, इसलिए डाउनलोड नहीं हो सकता।",
    ],
    [
      "youtube-video-downloader",
      YOUTU_BE,
      "error-content-too-long",
      "यह वीडियो डाउनलोड सर्वर की लिमिट (180 मिनट) से लंबा है। कोई छोटा वीडियो आज़माएं।",
    ],
    [
      "youtube-video-downloader",
      YOUTU_BE,
      "error-service-disabled",
      "इस साइट के डाउनलोड सर्वर पर YouTube से डाउनलोड बंद हैं।",
    ],
    [
      "youtube-shorts-downloader",
      YOUTU_BE,
      "error-youtube-login",
      "YouTube ने डाउनलोड सर्वर से साबित करने को कहा कि वह बॉट नहीं है। कुछ मिनट बाद फिर कोशिश करें।",
    ],
    [
      "youtube-video-downloader",
      YOUTU_BE,
      "picker-slideshow-audio",
      "डाउनलोड सर्वर ने इस वीडियो के लिए कई फ़ाइलें दीं, जिन्हें यह साइट अभी नहीं दिखा सकती।",
    ],
    [
      "instagram-post-downloader",
      "https://www.instagram.com/p/C7aBcDeFgHi/",
      "error-content-post-private",
      "यह पोस्ट एक प्राइवेट अकाउंट की है, इसलिए डाउनलोड नहीं हो सकती।",
    ],
    [
      "instagram-story-downloader",
      "https://www.instagram.com/stories/mumbai.eats/3412345678901234567/",
      "error-link-unsupported-story",
      "स्टोरी तभी सेव हो सकती है, जब इस साइट का डाउनलोड सर्वर Instagram में साइन-इन हो, और अभी वह साइन-इन नहीं है। रील्स और पोस्ट सेव हो जाती हैं।",
    ],
    [
      "instagram-dp-downloader",
      "https://www.instagram.com/priya.travels/",
      "error-link-unsupported-profile",
      "इस साइट का डाउनलोड सर्वर प्रोफ़ाइल फ़ोटो नहीं ला सकता। रील्स और पोस्ट सेव हो जाती हैं।",
    ],
    [
      "instagram-reels-downloader",
      REEL,
      "error-auth-key-missing",
      "इस साइट के डाउनलोड सर्वर ने रिक्वेस्ट लौटा दी (ऐक्सेस-की)। जब तक यह ठीक नहीं होता, डाउनलोड रुके हुए हैं।",
    ],
    [
      "instagram-caption-downloader",
      "https://www.instagram.com/p/C7aBcDeFgHi/",
      "error-link-invalid",
      "यह Instagram लिंक सही नहीं है। लिंक जांचें और फिर कोशिश करें।",
    ],
    [
      "youtube-video-downloader",
      "https://www.youtube.com/@riya.makes",
      "tunnel-youtube-hd",
      "यह YouTube लिंक किसी वीडियो का नहीं है। किसी वीडियो या शॉर्ट का लिंक पेस्ट करें।",
    ],
  ])("%s, %s answered with %s: the banner in Hindi", async (toolId, link, name, message) => {
    setup(toolId, withServer(name));
    await lookUp(toolId.startsWith("youtube") ? "YouTube लिंक" : "Instagram लिंक", link);
    expect(banner()).toBe(message);
    expect(toastText().startsWith("एरर")).toBe(true);
  });

  it("an unreachable server", async () => {
    setup("youtube-video-downloader", withServer());
    await lookUp("YouTube लिंक", YOUTU_BE);
    expect(banner()).toBe("डाउनलोड सर्वर तक नहीं पहुंच पाए। अपना कनेक्शन देखें और फिर कोशिश करें।");
  });
});
