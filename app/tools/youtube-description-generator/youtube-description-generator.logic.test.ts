import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/random";
import { utf8ByteLength } from "~/lib/text";
import { DESCRIPTION_TEMPLATES } from "./youtube-description-generator.data";
import {
  DESCRIPTION_BYTE_LIMIT,
  descriptionHashtags,
  generateDescription,
  isTitleTooLong,
  normaliseTitle,
} from "./youtube-description-generator.logic";

describe("normaliseTitle", () => {
  it("trims and collapses whitespace", () => {
    expect(normaliseTitle("  My   First\tVlog  ")).toBe("My First Vlog");
  });

  it("is empty for blank input", () => {
    expect(normaliseTitle("")).toBe("");
    expect(normaliseTitle(" \t\n ")).toBe("");
  });
});

describe("isTitleTooLong", () => {
  it("counts code points against YouTube's 100", () => {
    expect(isTitleTooLong("a".repeat(100))).toBe(false);
    expect(isTitleTooLong("a".repeat(101))).toBe(true);
    // 50 emoji are 100 UTF-16 units but only 50 characters.
    expect(isTitleTooLong("🔥".repeat(50))).toBe(false);
    expect(isTitleTooLong("🔥".repeat(101))).toBe(true);
  });
});

describe("descriptionHashtags", () => {
  it("makes one tag from the title, keeping its case, then #YouTube and #Tutorial", () => {
    expect(descriptionHashtags("My Title")).toEqual(["MyTitle", "YouTube", "Tutorial"]);
    expect(descriptionHashtags("Chai kaise banaye? (Easy!)")).toEqual(["ChaikaisebanayeEasy", "YouTube", "Tutorial"]);
    expect(descriptionHashtags("घर पर पनीर")).toEqual(["घरपरपनीर", "YouTube", "Tutorial"]);
  });

  it("skips the title's tag when nothing usable is left or it repeats a fixed tag", () => {
    expect(descriptionHashtags("🔥🎉😀")).toEqual(["YouTube", "Tutorial"]);
    expect(descriptionHashtags("!!!")).toEqual(["YouTube", "Tutorial"]);
    expect(descriptionHashtags("youtube")).toEqual(["YouTube", "Tutorial"]);
  });
});

describe("generateDescription", () => {
  it("fills a seeded template exactly", () => {
    expect(generateDescription("Masala Chai at Home", seededRng(42))).toBe(`🎬 Masala Chai at Home

Aaj ki video mein sab kuch cover kiya hai: no fluff, just what actually works. Save this one for later and share it with that friend who keeps asking you about it 😄

⏱️ Chapters
00:00 Intro
01:15 The basics, explained simply
03:45 Pro tips and common mistakes
05:30 Conclusion

🔗 Find me here
Instagram: [your link]
Telegram / WhatsApp channel: [your link]
Business enquiries: [your email]

New videos every week, so Subscribe and turn on the bell 🔔 Comment below what you want to see next!

#MasalaChaiatHome #YouTube #Tutorial`);
  });

  it("inserts the title literally, even with $ patterns or template markers", () => {
    const title = "Save $& and {hashtags} $1";
    for (let seed = 0; seed < 20; seed++) {
      const text = generateDescription(title, seededRng(seed));
      expect(text).toContain(title);
      expect(text.match(/#YouTube/gu)).toHaveLength(1);
    }
  });

  it("holds for many seeds: a known template, chapters, link placeholders, hashtags, within 5,000 bytes", () => {
    const seen = new Set<string>();
    for (let seed = 0; seed < 200; seed++) {
      const text = generateDescription("Budget Travel in Goa", seededRng(seed));
      seen.add(text);
      expect(text.startsWith("Budget Travel in Goa") || text.includes(" Budget Travel in Goa\n")).toBe(true);
      for (const stamp of ["00:00 Intro", "01:15 ", "03:45 ", "05:30 Conclusion"]) expect(text).toContain(stamp);
      expect(text).toContain("Instagram: [your link]");
      expect(text.endsWith("#BudgetTravelinGoa #YouTube #Tutorial")).toBe(true);
      expect(utf8ByteLength(text)).toBeLessThan(DESCRIPTION_BYTE_LIMIT);
      expect(text).not.toMatch(/\{(title|hashtags)\}/u);
    }
    expect(seen.size).toBe(DESCRIPTION_TEMPLATES.length);
  });

  it("goes past the byte limit for a 10,000-character title, which the counter then flags", () => {
    const text = generateDescription("a".repeat(10_000), seededRng(1));
    expect(utf8ByteLength(text)).toBeGreaterThan(DESCRIPTION_BYTE_LIMIT);
  });
});
