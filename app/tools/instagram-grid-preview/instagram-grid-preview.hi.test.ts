import { describe, expect, it } from "vitest";
import { devanagariShare } from "~/test/devanagari-text";
import { cropNote, planSplit, postNotes } from "./instagram-grid-preview.logic";
import { PROFILE_FIELDS, PROFILE_FIELDS_IN } from "./profile-fields";
import { GRID_WORDS } from "./words";

// The Hindi page: the same grid, crops and tiles, every word around them in Hindi.
const mostlyHindi = (text: string) => expect(devanagariShare(text), text).toBeGreaterThan(0.75);

/** Every string a words object holds, its functions called with sample values. */
function allWords(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") {
    const call = value as (...args: unknown[]) => unknown;
    return allWords(call(2, 3, 4, 5));
  }
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(allWords);
  return [];
}

describe("the Hindi grid preview", () => {
  it("says what the feed and the grid do with a picture, in Hindi", () => {
    expect(cropNote({ width: 1280, height: 720 }, 4 / 5, "hi")).toBe("दोनों साइड से 55% कटता है");
    expect(cropNote({ width: 1080, height: 1920 }, 4 / 5, "hi")).toBe("ऊपर-नीचे से 30% कटता है");
    expect(cropNote({ width: 2160, height: 2700 }, 4 / 5, "hi")).toBe("कुछ नहीं कटता");
    expect(postNotes({ width: 600, height: 600 }, "hi")).toEqual({
      orientation: "square",
      feedRatio: 1,
      feed: "फ़ीड: स्क्वेयर पोस्ट (1:1), पूरी दिखती है।",
      grid: "ग्रिड: बीच का 3:4 हिस्सा; इसमें दोनों साइड से 25% कटता है।",
    });
    expect(postNotes({ width: 1080, height: 1440 }, "hi").grid).toBe("ग्रिड: पूरी पोस्ट, कुछ नहीं कटता।");
    expect(postNotes({ width: 720, height: 1280 }, "hi").feed).toBe(
      "फ़ीड: 3:4 तक कटती है, Instagram की सबसे लंबी पोस्ट; इसमें ऊपर-नीचे से 25% कटता है।",
    );
    expect(postNotes({ width: 3000, height: 1000 }, "hi").feed).toMatch(
      /^फ़ीड: 1.91:1 तक कटती है, Instagram की सबसे चौड़ी पोस्ट;/u,
    );
    // The shapes and crops are the English page's own.
    const hindi = postNotes({ width: 1280, height: 720 }, "hi");
    const english = postNotes({ width: 1280, height: 720 });
    expect(hindi.feedRatio).toBe(english.feedRatio);
    expect(english.feed).toMatch(/^Feed: /u);
  });

  it("names where each tile lands in Hindi, in the English page's order", () => {
    const row = planSplit({ width: 3240, height: 1440 }, { columns: 3, rows: 1 }, "hi");
    expect(row.tiles.map((tile) => tile.position)).toEqual(["दाईं ओर", "बीच में", "बाईं ओर"]);
    const two = planSplit({ width: 4000, height: 3000 }, { columns: 3, rows: 2 }, "hi");
    expect(two.tiles.map((tile) => tile.position)).toEqual([
      "नीचे दाईं ओर",
      "नीचे बीच में",
      "नीचे बाईं ओर",
      "ऊपर दाईं ओर",
      "ऊपर बीच में",
      "ऊपर बाईं ओर",
    ]);
    const english = planSplit({ width: 4000, height: 3000 }, { columns: 3, rows: 2 });
    expect(two.tiles.map((tile) => tile.rect)).toEqual(english.tiles.map((tile) => tile.rect));
    expect(english.tiles[0]?.position).toBe("bottom right");
  });

  it("labels the profile's fields in Hindi, with the English page's lengths", () => {
    for (const [name, field] of Object.entries(PROFILE_FIELDS_IN.hi)) {
      mostlyHindi(field.label);
      if (field.hint) mostlyHindi(field.hint);
      expect(field.maxLength).toBe(PROFILE_FIELDS[name as keyof typeof PROFILE_FIELDS].maxLength);
    }
    expect(PROFILE_FIELDS.handle.label).toBe("Username");
  });

  it("has every word of the screen in Hindi", () => {
    // The username's example is a handle, and handles are Latin.
    const example = GRID_WORDS.hi.profile.usernamePlaceholder;
    expect(example).toBe("जैसे riya.cooks");
    const words = allWords(GRID_WORDS.hi).filter((text) => text !== example);
    expect(words.length).toBeGreaterThan(90);
    for (const text of words) mostlyHindi(text);
    expect(GRID_WORDS.hi.tilesReady(3)).toBe("3 टाइल्स तैयार हैं। नंबर 1 सबसे पहले पोस्ट करें और नंबर 3 सबसे आखिर में।");
    expect(GRID_WORDS.hi.imageProblem("not-an-image", "notes.txt", "JPG, PNG या WebP")).toBe(
      "notes.txt कोई फ़ोटो नहीं है। JPG, PNG या WebP फ़ाइल चुनें।",
    );
  });
});
