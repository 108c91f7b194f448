import { describe, expect, it } from "vitest";
import { devanagariShare } from "~/test/devanagari-text";
import { parseCaptions } from "./captions.logic";
import { checkTrim } from "./export.logic";
import { REEL_WORDS } from "./words";
import { describeLength, describeTimeLeft } from "./time.logic";

// The Hindi Reel and Shorts pages: the same clip work, every word around it in Hindi.
const words = REEL_WORDS.hi;

/** Every string a words object holds, its functions called with sample values. */
function allWords(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    const call = value as (...args: unknown[]) => unknown;
    return allWords(call(2, 3, 4));
  }
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(allWords);
  return [];
}

describe("the Hindi video maker", () => {
  it("has every label, button, status and message in Hindi", () => {
    // File types are written as they are: "MP4, MOV या WebM".
    const all = allWords(words).filter((text) => text !== words.formats);
    expect(all.length).toBeGreaterThan(120);
    for (const text of all) expect(devanagariShare(text), text).toBeGreaterThan(0.6);
  });

  it("keeps the English page's words", () => {
    expect(REEL_WORDS.en.video.instagram.export).toBe("Export Reel");
    expect(REEL_WORDS.en.video.youtube.length("0:02", "2 seconds")).toBe("Your Short: 0:02 (2 seconds).");
    expect(describeLength(192)).toBe("3 minutes 12 seconds");
    expect(describeTimeLeft(70)).toBe("About 1 min 10 s left");
  });

  it("says lengths and time left in Hindi", () => {
    expect(describeLength(42, "hi")).toBe("42 सेकंड");
    expect(describeLength(60, "hi")).toBe("1 मिनट");
    expect(describeLength(192, "hi")).toBe("3 मिनट 12 सेकंड");
    expect(describeTimeLeft(null, "hi")).toBeNull();
    expect(describeTimeLeft(3, "hi")).toBe("बस कुछ सेकंड बाकी");
    expect(describeTimeLeft(22, "hi")).toBe("करीब 20 सेकंड बाकी");
    expect(describeTimeLeft(118, "hi")).toBe("करीब 2 मिनट बाकी");
    expect(describeTimeLeft(70, "hi")).toBe("करीब 1 मिनट 10 सेकंड बाकी");
  });

  it("checks Start and End in Hindi", () => {
    expect(checkTrim(null, 3, 3, 180, "hi")).toEqual({
      ok: false,
      field: "start",
      message: "शुरू का समय सेकंड (12.5) या m:ss (0:12) में लिखें।",
    });
    expect(checkTrim(0, null, 3, 180, "hi")).toMatchObject({ field: "end", message: words.trim.endUnreadable });
    expect(checkTrim(4, 5, 3, 180, "hi")).toMatchObject({ field: "start", message: words.trim.startAfterVideo });
    expect(checkTrim(0, 4, 3, 180, "hi")).toMatchObject({ field: "end", message: words.trim.endAfterVideo });
    expect(checkTrim(2, 2, 3, 180, "hi")).toMatchObject({ field: "end", message: words.trim.endBeforeStart });
    expect(checkTrim(0.5, 2.5, 3, 180, "hi")).toEqual(checkTrim(0.5, 2.5, 3, 180));
  });

  it("says in Hindi which caption lines it could not read", () => {
    const { cues, problems } = parseCaptions(
      "1\n0:01 --> 0:03\nनमस्ते\n\nबिना समय\n\n2\n0:0x --> 0:04\nफिर\n\n3\n0:05 --> 0:04\nउल्टा",
      "hi",
    );
    expect(cues).toEqual([{ start: 1, end: 3, text: "नमस्ते" }]);
    expect(problems).toEqual([
      { line: 5, message: "समय नहीं मिला: 0:01 --> 0:03 की तरह लिखें" },
      { line: 8, message: "यह समय पढ़ा नहीं जा सका: 0:01 --> 0:03 की तरह लिखें" },
      { line: 12, message: "खत्म होने का समय शुरू के बाद होना चाहिए" },
    ]);
    expect(words.captions.ready(3)).toBe("3 कैप्शन तैयार।");
    expect(words.captions.unread(1)).toBe("1 हिस्सा पढ़ा नहीं जा सका:");
    expect(words.captions.unread(2)).toBe("2 हिस्से पढ़े नहीं जा सके:");
  });

  it("names each platform's video whole, with its own gender", () => {
    expect(words.video.instagram.making).toBe("आपकी रील बन रही है");
    expect(words.video.youtube.making).toBe("आपका शॉर्ट बन रहा है");
    expect(words.video.instagram.wideNote).toBeNull();
    expect(words.video.youtube.length("0:12", describeLength(12, "hi"))).toBe("आपका शॉर्ट: 0:12 (12 सेकंड)।");
  });
});
