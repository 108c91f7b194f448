import { describe, expect, it } from "vitest";
import { devanagariShare } from "~/test/devanagari-text";
import type { Platform } from "~/lib/site/tool-entry";
import { readCobaltAnswer } from "./downloader.cobalt";
import { type Problem, explainCode, explainTrouble } from "./downloader.cobalt-errors";
import { fixture } from "./fixtures/replay";

// The Hindi pages tell every answer of the download server in Hindi, with the English meaning and kind.

describe("explainCode in Hindi: every kind of cobalt error", () => {
  it.each<[string, Platform, Problem, string]>([
    [
      "error.api.link.invalid",
      "youtube",
      "invalid-link",
      "डाउनलोड सर्वर इस लिंक को नहीं पहचानता। लिंक जांचें और फिर कोशिश करें।",
    ],
    [
      "error.api.link.unsupported",
      "instagram",
      "invalid-link",
      "इस तरह का Instagram लिंक डाउनलोड नहीं हो सकता। किसी रील, पोस्ट या वीडियो का लिंक पेस्ट करें।",
    ],
    [
      "error.api.fetch.short_link",
      "instagram",
      "invalid-link",
      "यह छोटा लिंक नहीं खुला। इसकी जगह ऐप के शेयर मेन्यू से पूरा लिंक पेस्ट करें।",
    ],
    ["error.api.service.disabled", "youtube", "other", "इस साइट के डाउनलोड सर्वर पर YouTube से डाउनलोड बंद हैं।"],
    [
      "error.api.rate_exceeded",
      "youtube",
      "rate-limited",
      "थोड़े समय में बहुत ज़्यादा डाउनलोड हो गए। एक मिनट बाद फिर कोशिश करें।",
    ],
    [
      "error.api.fetch.rate",
      "youtube",
      "rate-limited",
      "YouTube अभी डाउनलोड सर्वर को धीमा कर रहा है। कुछ मिनट बाद फिर कोशिश करें।",
    ],
    [
      "error.api.content.too_long",
      "youtube",
      "unavailable",
      "यह वीडियो डाउनलोड सर्वर की लिमिट से लंबा है। कोई छोटा वीडियो आज़माएं।",
    ],
    ["error.api.content.video.private", "youtube", "unavailable", "यह वीडियो प्राइवेट है, इसलिए डाउनलोड नहीं हो सकता।"],
    [
      "error.api.content.post.private",
      "instagram",
      "unavailable",
      "यह पोस्ट एक प्राइवेट अकाउंट की है, इसलिए डाउनलोड नहीं हो सकती।",
    ],
    [
      "error.api.content.video.age",
      "youtube",
      "unavailable",
      "इस पर उम्र की पाबंदी है, इसलिए साइन-इन किए बिना यह डाउनलोड नहीं हो सकता।",
    ],
    ["error.api.content.video.live", "youtube", "unavailable", "यह लाइव स्ट्रीम है। स्ट्रीम खत्म होने के बाद फिर कोशिश करें।"],
    ["error.api.content.region", "youtube", "unavailable", "डाउनलोड सर्वर जिस देश में चलता है, वहां यह ब्लॉक है।"],
    ["error.api.content.paid", "youtube", "unavailable", "यह पेड कंटेंट है, इसलिए डाउनलोड नहीं हो सकता।"],
    ["error.api.youtube.drm", "youtube", "unavailable", "यह वीडियो कॉपी-प्रोटेक्टेड (DRM) है, इसलिए डाउनलोड नहीं हो सकता।"],
    [
      "error.api.fetch.empty",
      "instagram",
      "unavailable",
      "डाउनलोड करने लायक कुछ नहीं मिला। हो सकता है पोस्ट या वीडियो डिलीट, छिपा हुआ या रिस्ट्रिक्टेड हो।",
    ],
    [
      "error.api.youtube.login",
      "youtube",
      "auth-needed",
      "YouTube ने डाउनलोड सर्वर से साबित करने को कहा कि वह बॉट नहीं है। कुछ मिनट बाद फिर कोशिश करें।",
    ],
    [
      "error.api.auth.key.missing",
      "instagram",
      "auth-needed",
      "इस साइट के डाउनलोड सर्वर ने रिक्वेस्ट लौटा दी (ऐक्सेस-की)। जब तक यह ठीक नहीं होता, डाउनलोड रुके हुए हैं।",
    ],
    [
      "error.api.auth.turnstile.invalid",
      "instagram",
      "auth-needed",
      "इस साइट का डाउनलोड सर्वर साइन-इन की ऐसी जांच मांगता है, जो यह साइट सपोर्ट नहीं करती।",
    ],
    [
      "error.api.youtube.decipher",
      "youtube",
      "platform-failed",
      "YouTube ने कुछ बदला है और डाउनलोड सर्वर यह वीडियो नहीं पढ़ पाया। बाद में फिर कोशिश करें।",
    ],
    [
      "error.api.fetch.fail",
      "instagram",
      "platform-failed",
      "अभी Instagram से यह नहीं मिल पाया। एक मिनट बाद फिर कोशिश करें।",
    ],
    [
      "error.api.invalid_body",
      "instagram",
      "other",
      "डाउनलोड सर्वर इस साइट की रिक्वेस्ट नहीं समझ पाया। बाद में फिर कोशिश करें।",
    ],
    ["error.api.capacity", "youtube", "other", "डाउनलोड सर्वर यह लिंक नहीं ला पाया। एक मिनट बाद फिर कोशिश करें।"],
  ])("%s", (code, platform, problem, message) => {
    expect(explainCode(code, {}, platform, "hi")).toEqual({ problem, message });
    // The same kind of trouble as the English page names.
    expect(explainCode(code, {}, platform, "en").problem).toBe(problem);
  });

  it("names the limits in Hindi, one unit for one and for many", () => {
    expect(explainCode("rate_exceeded", { limit: 60 }, "youtube", "hi").message).toBe(
      "थोड़े समय में बहुत ज़्यादा डाउनलोड हो गए। 60 सेकंड बाद फिर कोशिश करें।",
    );
    expect(explainCode("rate_exceeded", { limit: 1 }, "youtube", "hi").message).toContain("1 सेकंड बाद");
    expect(explainCode("content.too_long", { limit: 2.5 }, "youtube", "hi").message).toBe(
      "यह वीडियो डाउनलोड सर्वर की लिमिट (2.5 मिनट) से लंबा है। कोई छोटा वीडियो आज़माएं।",
    );
    expect(explainCode("content.too_long", { limit: 1 / 3 }, "youtube", "hi").message).toContain("(0.33 मिनट)");
  });

  it("names the service from the context, else from the page", () => {
    expect(explainCode("fetch.fail", { service: "youtube" }, "instagram", "hi").message).toContain("YouTube से");
    expect(explainCode("fetch.fail", { service: "twitter" }, "instagram", "hi").message).toContain("Instagram से");
  });

  it("every code the English page knows reads as Hindi", () => {
    const codes = [
      "link.missing",
      "service.unsupported",
      "youtube.disabled_main_instance",
      "content.post.age",
      "content.video.region",
      "content.post.unavailable",
      "content.video.unavailable",
      "auth.jwt.missing",
      "auth.key.ip_not_allowed",
      "youtube.no_matching_format",
      "fetch.critical",
      "header.accept",
      "header.content_type",
      "service.audio_not_supported",
      "something.new",
    ];
    for (const code of codes) {
      const { message } = explainCode(code, { limit: 30 }, "youtube", "hi");
      expect(message, code).toMatch(/।$/);
      expect(devanagariShare(message), code).toBeGreaterThan(0.85);
    }
  });
});

describe("explainTrouble in Hindi", () => {
  function explainFixture(name: string, platform: Platform) {
    const { response } = fixture(name);
    const answer = readCobaltAnswer(response.body, response.status);
    if (answer.kind === "file" || answer.kind === "picker") throw new Error(`${name} is not trouble`);
    return explainTrouble(answer, platform, "hi");
  }

  it.each<[string, Platform, string]>([
    ["error-rate-exceeded", "youtube", "थोड़े समय में बहुत ज़्यादा डाउनलोड हो गए। 60 सेकंड बाद फिर कोशिश करें।"],
    ["error-content-too-long", "youtube", "यह वीडियो डाउनलोड सर्वर की लिमिट (180 मिनट) से लंबा है। कोई छोटा वीडियो आज़माएं।"],
    ["error-critical-core", "youtube", "अभी YouTube से यह नहीं मिल पाया। एक मिनट बाद फिर कोशिश करें।"],
    [
      "local-processing-youtube",
      "youtube",
      "यह डाउनलोड सर्वर चाहता है कि फ़ाइल ब्राउज़र खुद पूरी करे, जो यह साइट अभी नहीं कर सकती। बाद में फिर कोशिश करें।",
    ],
  ])("%s", (name, platform, message) => {
    expect(explainFixture(name, platform).message).toBe(message);
  });

  it.each<[string, number | null, Problem, string]>([
    ["unreachable", null, "server-down", "डाउनलोड सर्वर तक नहीं पहुंच पाए। अपना कनेक्शन देखें और फिर कोशिश करें।"],
    ["timeout", null, "server-down", "डाउनलोड सर्वर ने जवाब देने में बहुत देर लगा दी। एक मिनट बाद फिर कोशिश करें।"],
    [
      "unreadable",
      502,
      "server-down",
      "डाउनलोड सर्वर ने ऐसा जवाब भेजा, जो यह साइट पढ़ नहीं पाई (एरर 502)। कुछ मिनट बाद फिर कोशिश करें।",
    ],
    ["unreadable", 200, "server-down", "डाउनलोड सर्वर ने ऐसा जवाब भेजा, जो यह साइट पढ़ नहीं पाई। कुछ मिनट बाद फिर कोशिश करें।"],
    [
      "unreadable",
      null,
      "server-down",
      "डाउनलोड सर्वर ने ऐसा जवाब भेजा, जो यह साइट पढ़ नहीं पाई। कुछ मिनट बाद फिर कोशिश करें।",
    ],
    ["unreadable", 429, "rate-limited", "थोड़े समय में बहुत ज़्यादा डाउनलोड हो गए। एक मिनट बाद फिर कोशिश करें।"],
    ["unreadable", 401, "auth-needed", "इस साइट के डाउनलोड सर्वर ने रिक्वेस्ट लौटा दी।"],
    ["unreadable", 403, "auth-needed", "इस साइट के डाउनलोड सर्वर ने रिक्वेस्ट लौटा दी।"],
  ])("%s with HTTP %s", (reason, httpStatus, problem, message) => {
    const explanation = explainTrouble(
      { kind: "failure", reason: reason as "unreachable" | "timeout" | "unreadable", httpStatus },
      "instagram",
      "hi",
    );
    expect(explanation).toEqual({ problem, message });
  });
});
