import { describe, expect, it } from "vitest";
import { devanagariShare } from "~/test/devanagari-text";
import { SURFACES } from "./youtube-thumbnail-preview.data";
import { type ImageFacts, type WarningId, thumbnailWarnings } from "./youtube-thumbnail-preview.logic";
import { PREVIEW_WORDS, hiBytes, hiTitleNote, hiWarningText, warningsIn } from "./words";

const hindiText = (text: string) => expect(devanagariShare(text), text).toBeGreaterThan(0.6);
const { en, hi } = PREVIEW_WORDS;

describe("the Hindi page's words", () => {
  it("has every English word in Hindi, under the same keys", () => {
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(hi.messages).sort()).toEqual(Object.keys(en.messages).sort());
    const strings = [
      ...Object.values(hi.messages),
      ...Object.values(hi.fields).flatMap((field) => [field.label, field.placeholder.replace("Foodie Riya", "")]),
      hi.submit,
      hi.cantUse,
      hi.thumbnails,
      hi.thumbnailsLead,
      hi.optional,
      hi.dropHint,
      hi.allRight,
      hi.noPicture,
      hi.previewHeading,
      hi.placesLabel,
      hi.sampleViews,
      hi.sampleAge,
      hi.sampleDescription,
      hi.placeholderTitle,
      hi.placeholderChannel,
    ];
    for (const text of strings) hindiText(text);
  });

  it("names the four places and both themes in Hindi, in the same order", () => {
    expect(hi.surfaces.map((surface) => surface.id)).toEqual(SURFACES.map((surface) => surface.id));
    expect(hi.surfaces.map((surface) => surface.tab)).toEqual(["फ़ोन फ़ीड", "कंप्यूटर", "सर्च", "अगला वीडियो"]);
    for (const surface of hi.surfaces) for (const text of [surface.name, surface.note]) hindiText(text);
    expect(hi.themes).toEqual({ dark: "डार्क", light: "लाइट" });
    expect(en.themes).toEqual({ dark: "Dark", light: "Light" });
  });

  it("says what is shown and where, in Hindi", () => {
    expect(hi.showingOne("A", hi.themeInSentence.dark)).toBe("थंबनेल A चार जगहों पर, YouTube की डार्क थीम में दिख रहा है।");
    expect(hi.showingBoth(hi.themeInSentence.light)).toBe(
      "थंबनेल A और B साथ-साथ चार जगहों पर, YouTube की लाइट थीम में दिख रहे हैं।",
    );
    expect(en.showingOne("B", en.themeInSentence.light)).toBe(
      "Showing thumbnail B in four places, in YouTube's light theme.",
    );
    expect(hi.choose("B")).toBe("थंबनेल B चुनें");
    expect(hi.toCheck(1)).toBe("अपलोड से पहले एक चीज़ जांच लें।");
    expect(hi.toCheck(3)).toBe("अपलोड से पहले 3 चीज़ें जांच लें।");
    expect(hi.oneImage("A", "“a.png”")).toBe("थंबनेल A में “a.png” दिख रही है। दूसरी तस्वीर दूसरे थंबनेल पर चुनें या ड्रॉप करें।");
    expect(hi.imageProblem(true, "“script.txt”")).toBe("“script.txt” कोई तस्वीर नहीं है। JPG, PNG या GIF फ़ाइल चुनें।");
    expect(en.imageProblem(true, "“script.txt”")).toBe("“script.txt” isn't an image. Pick a JPG, PNG or GIF file.");
  });

  it("counts what a frame shows of the title, in Hindi", () => {
    const line = (text: string) => ({ text, continues: false });
    expect(hiTitleNote({ lines: [line("Goa")], cut: false, shown: 3, total: 3 })).toBe(
      "पूरा टाइटल यहां एक लाइन में आ जाता है।",
    );
    expect(hiTitleNote({ lines: [line("a b"), line("c…")], cut: true, shown: 5, total: 40 })).toBe(
      "यहां कुल 40 में से सिर्फ़ पहले 5 कैरेक्टर आते हैं, दो लाइनों में, फिर “…”।",
    );
    expect(en.titleNote({ lines: [line("Goa")], cut: false, shown: 3, total: 3 })).toBe(
      "The whole title fits here, on one line.",
    );
  });
});

describe("the checks of a picture, in Hindi", () => {
  const cases: readonly [WarningId, ImageFacts, string][] = [
    [
      "ratio",
      { width: 720, height: 1280, size: 90_000, type: "image/png" },
      "यह तस्वीर 9:16 (720 × 1,280) है, 16:9 नहीं। YouTube इसे 16:9 फ़्रेम में फ़िट करता है, इसलिए काली पट्टियां या कटे हुए किनारे दिख सकते हैं।",
    ],
    [
      "too-narrow",
      { width: 320, height: 180, size: 9_000, type: "image/png" },
      "यह सिर्फ़ 320 पिक्सल चौड़ी है। YouTube कम से कम 640 मांगता है; इसे 1,280 × 720 बनाएं।",
    ],
    [
      "small",
      { width: 960, height: 540, size: 90_000, type: "image/jpeg" },
      "960 × 540 पर यह 1,280 × 720 से छोटी है, इसलिए बड़ी स्क्रीन पर धुंधली दिख सकती है।",
    ],
    [
      "phone-heavy",
      { width: 1280, height: 720, size: 2_500_000, type: "image/png" },
      "2.5 MB की यह फ़ाइल 2 MB से बड़ी है, जितना YouTube फ़ोन से लेता है। इसे कंप्यूटर से अपलोड करें (50 MB तक), या फ़ोन से अपलोड करने के लिए लगभग 85% क्वालिटी पर JPG में एक्सपोर्ट करें।",
    ],
    [
      "heavy",
      { width: 1280, height: 720, size: 60_000_000, type: "image/png" },
      "60 MB की यह फ़ाइल 50 MB से बड़ी है, जितना YouTube कंप्यूटर से भी लेता है। इसे लगभग 85% क्वालिटी पर JPG में एक्सपोर्ट करें।",
    ],
    [
      "format",
      { width: 1280, height: 720, size: 90_000, type: "image/webp" },
      "यह WebP है; YouTube JPG, PNG या GIF लेता है। अपलोड से पहले इसे इनमें से किसी एक में एक्सपोर्ट करें।",
    ],
  ];

  it("gives each finding of the English in Hindi, with the same figures", () => {
    for (const [id, image, text] of cases) {
      expect(thumbnailWarnings(image).map((warning) => warning.id)).toContain(id);
      expect(hiWarningText(id, image)).toBe(text);
      hindiText(text);
    }
    expect(hiWarningText("format", { width: 1280, height: 720, size: 1, type: "" })).toContain("कोई अनजान फ़ॉर्मैट");
  });

  it("keeps the English page's findings as they are, and the Hindi page's in the same order", () => {
    const image = { width: 720, height: 1280, size: 2_500_000, type: "image/webp" };
    expect(warningsIn("en", image)).toEqual(thumbnailWarnings(image));
    expect(warningsIn("hi", image).map((warning) => warning.id)).toEqual(["ratio", "small", "phone-heavy", "format"]);
  });

  it("writes small sizes with the Hindi word for bytes", () => {
    expect(hiBytes(850)).toBe("850 बाइट");
    expect(hiBytes(240_000)).toBe("240 KB");
    expect(hiBytes(2_500_000)).toBe("2.5 MB");
  });
});
