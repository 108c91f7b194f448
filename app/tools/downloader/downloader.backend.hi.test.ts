import { describe, expect, it, vi } from "vitest";
import { devanagariShare } from "~/test/devanagari-text";
import { backendResolver } from "./downloader.backend";
import type { DownloadServer } from "./downloader.cobalt";
import { carouselItems } from "./downloader.cobalt-media";
import { SAMPLE_CHANNEL, SAMPLE_HANDLE } from "./downloader.data";
import { type MediaRequest, simulatedResolver } from "./downloader.resolver";
import { checkFile, tunnelStatus } from "./downloader.tunnel";
import { replay } from "./fixtures/replay";

// What the lookups say on a Hindi page: their own refusals, a carousel's files, a file link's
// check and the sample card, all in Hindi. (cobalt's error codes: downloader.cobalt-errors.hi.test.ts.)

const SERVER: DownloadServer = { kind: "cobalt", url: "https://dl.example.com/" };

function request(toolId: string, toolName: string, url: string): MediaRequest {
  return { toolId, toolName, platform: toolId.startsWith("youtube") ? "youtube" : "instagram", url };
}

const reel = request("instagram-reels-downloader", "Reels Downloader", "https://www.instagram.com/reel/C8xYz12AbCd/");
const video = request("youtube-video-downloader", "Video Downloader", "https://youtu.be/dQw4w9WgXcQ");

describe("backendResolver on a Hindi page", () => {
  it("a YouTube link without a video, before asking the server", async () => {
    const fetchMock = replay("tunnel-youtube-hd");
    const answer = await backendResolver(SERVER, { fetch: fetchMock }).resolve(
      { ...video, url: "https://www.youtube.com/@riya.makes" },
      "hi",
    );
    expect(answer).toEqual({
      status: "failed",
      problem: "invalid-link",
      message: "यह YouTube लिंक किसी वीडियो का नहीं है। किसी वीडियो या शॉर्ट का लिंक पेस्ट करें।",
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [
      "error-link-unsupported-story",
      request(
        "instagram-story-downloader",
        "Story Downloader",
        "https://www.instagram.com/stories/chai.with.riya/351/",
      ),
      {
        status: "failed",
        problem: "auth-needed",
        code: "error.api.link.unsupported",
        message:
          "स्टोरी तभी सेव हो सकती है, जब इस साइट का डाउनलोड सर्वर Instagram में साइन-इन हो, और अभी वह साइन-इन नहीं है। रील्स और पोस्ट सेव हो जाती हैं।",
      },
    ],
    [
      "error-link-unsupported-profile",
      request("instagram-dp-downloader", "DP Viewer & Downloader", "https://www.instagram.com/chai.with.riya/"),
      {
        status: "failed",
        problem: "invalid-link",
        code: "error.api.link.unsupported",
        message: "इस साइट का डाउनलोड सर्वर प्रोफ़ाइल फ़ोटो नहीं ला सकता। रील्स और पोस्ट सेव हो जाती हैं।",
      },
    ],
    [
      "error-link-unsupported-story",
      reel,
      {
        status: "failed",
        problem: "invalid-link",
        code: "error.api.link.unsupported",
        message: "इस तरह का Instagram लिंक डाउनलोड नहीं हो सकता। किसी रील, पोस्ट या वीडियो का लिंक पेस्ट करें।",
      },
    ],
    [
      "error-fetch-fail-instagram",
      reel,
      {
        status: "failed",
        problem: "platform-failed",
        code: "error.api.fetch.fail",
        message: "अभी Instagram से यह नहीं मिल पाया। एक मिनट बाद फिर कोशिश करें।",
      },
    ],
    [
      "picker-instagram-carousel",
      video,
      {
        status: "failed",
        problem: "other",
        message: "डाउनलोड सर्वर ने इस वीडियो के लिए कई फ़ाइलें दीं, जिन्हें यह साइट अभी नहीं दिखा सकती।",
      },
    ],
    ["error-link-invalid", reel, { status: "invalid" }],
  ])("%s", async (name, mediaRequest, expected) => {
    expect(await backendResolver(SERVER, { fetch: replay(name) }).resolve(mediaRequest, "hi")).toEqual(expected);
  });

  it("a network failure", async () => {
    const fetchMock = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("offline")));
    expect(await backendResolver(SERVER, { fetch: fetchMock }).resolve(video, "hi")).toEqual({
      status: "failed",
      problem: "server-down",
      message: "डाउनलोड सर्वर तक नहीं पहुंच पाए। अपना कनेक्शन देखें और फिर कोशिश करें।",
    });
  });

  it("a quality button: several files, and a private video", async () => {
    const several = backendResolver(SERVER, { fetch: replay("picker-instagram-carousel") });
    expect(await several.download?.(video, "sd", "hi")).toEqual({
      status: "failed",
      problem: "other",
      message: "डाउनलोड सर्वर ने इस लिंक के लिए कई फ़ाइलें दीं। इनमें से एक चुनने के लिए लिंक दोबारा लाएं।",
    });
    const locked = backendResolver(SERVER, { fetch: replay("error-content-video-private") });
    expect(await locked.download?.(video, "hd", "hi")).toMatchObject({
      status: "failed",
      problem: "unavailable",
      message: "यह वीडियो प्राइवेट है, इसलिए डाउनलोड नहीं हो सकता।",
    });
  });

  it("a carousel's files and a photo's preview are named in Hindi", async () => {
    const post = request("instagram-post-downloader", "Post Downloader", "https://www.instagram.com/p/C9kLmNoPqRs/");
    const answer = await backendResolver(SERVER, { fetch: replay("picker-instagram-carousel") }).resolve(post, "hi");
    if (answer.status !== "found" || answer.media.platform !== "instagram") throw new Error(answer.status);
    expect(answer.media.items?.map((item) => item.label)).toEqual([
      "फ़ोटो 1 (4 में से)",
      "वीडियो 2 (4 में से)",
      "फ़ोटो 3 (4 में से)",
      "फ़ोटो 4 (4 में से)",
    ]);
    expect(answer.media.items?.[1]?.thumbnail?.alt).toBe("वीडियो 2 (4 में से) का प्रीव्यू");
    expect(carouselItems([{ type: "gif", url: "https://cdn.example/a.gif", thumb: null }], "hi")[0]?.label).toBe(
      "GIF 1 (1 में से)",
    );

    const photo = request(
      "instagram-post-downloader",
      "Post Downloader",
      "https://www.instagram.com/riya/p/C7aBcDeFgHi/",
    );
    const single = await backendResolver(SERVER, { fetch: replay("tunnel-instagram-photo") }).resolve(photo, "hi");
    expect(single).toMatchObject({ status: "found", media: { thumbnail: { alt: "फ़ोटो का प्रीव्यू" } } });
  });

  it("a file link's check", async () => {
    expect(tunnelStatus(200, "hi")).toEqual({ ok: true });
    expect(tunnelStatus(404, "hi")).toEqual({
      ok: false,
      title: "इस डाउनलोड लिंक का समय खत्म हो गया",
      message: "डाउनलोड लिंक करीब डेढ़ मिनट तक ही चलते हैं। नया लिंक पाने के लिए डाउनलोड बटन फिर दबाएं।",
    });
    expect(tunnelStatus(429, "hi")).toEqual({
      ok: false,
      title: "डाउनलोड सर्वर अभी बिज़ी है",
      message: "यह हर विज़िटर को एक मिनट में कुछ ही डाउनलोड देता है। एक मिनट रुकें, फिर डाउनलोड बटन दोबारा दबाएं।",
    });
    expect(tunnelStatus(500, "hi")).toEqual({
      ok: false,
      title: "डाउनलोड सर्वर फ़ाइल नहीं भेज पाया",
      message: "सर्वर की तरफ़ कुछ गड़बड़ हो गई। थोड़ी देर में डाउनलोड बटन फिर दबाएं।",
    });
    const offline = vi.fn<typeof fetch>(() => Promise.reject(new TypeError("offline")));
    const file = {
      url: "https://dl.example.com/tunnel?id=a",
      filename: "a.mp4",
      source: "tunnel",
      expiresAt: null,
    } as const;
    expect(await checkFile(file, { fetch: offline }, "hi")).toEqual({
      ok: false,
      title: "डाउनलोड सर्वर तक नहीं पहुंच पाए",
      message: "अपना कनेक्शन देखें, फिर डाउनलोड बटन दोबारा दबाएं।",
    });
    // The resolver's own check speaks the page's language too.
    const resolver = backendResolver(SERVER, {
      fetch: vi.fn<typeof fetch>(() => Promise.resolve(new Response(null, { status: 401 }))),
    });
    expect(await resolver.checkFile?.(file, "hi")).toMatchObject({ title: "इस डाउनलोड लिंक का समय खत्म हो गया" });
  });
});

describe("the sample lookup on a Hindi page", () => {
  const ids = [
    ["instagram-reels-downloader", "Reels Downloader"],
    ["instagram-post-downloader", "Post Downloader"],
    ["instagram-story-downloader", "Story Downloader"],
    ["instagram-dp-downloader", "DP Viewer & Downloader"],
    ["instagram-caption-downloader", "Caption Downloader"],
    ["youtube-video-downloader", "Video Downloader"],
    ["youtube-shorts-downloader", "Shorts Downloader"],
    ["instagram-unknown-downloader", "Unknown"],
  ] as const;

  it.each(ids)("%s: the sample picture is described in Hindi", async (toolId, toolName) => {
    const link = toolId.startsWith("youtube")
      ? "https://youtu.be/dQw4w9WgXcQ"
      : "https://www.instagram.com/p/C7aBcDeFgHi/";
    const answer = await simulatedResolver(0).resolve(request(toolId, toolName, link), "hi");
    if (answer.status !== "found") throw new Error(answer.status);
    expect(answer.media.thumbnail.alt).toMatch(/^(सैंपल|कैप्शन)/);
    expect(devanagariShare(answer.media.thumbnail.alt)).toBeGreaterThan(0.9);
  });

  it("the sample video's title is Hindi; the handle and channel stay as they are", async () => {
    const answer = await simulatedResolver(0).resolve(video, "hi");
    if (answer.status !== "found" || answer.media.platform !== "youtube") throw new Error(answer.status);
    expect(answer.media.title).toBe("घर पर प्रो की तरह रील्स शूट करें — ₹2,000 से कम में फ़ोन सेटअप 📱🎬");
    expect(answer.media.author).toBe(SAMPLE_CHANNEL);
    const post = await simulatedResolver(0).resolve(reel, "hi");
    expect(post).toMatchObject({ media: { user: SAMPLE_HANDLE } });
  });
});
