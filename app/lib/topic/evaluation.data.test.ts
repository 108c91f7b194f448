import { describe, expect, it } from "vitest";
import { EVALUATION_SET } from "./evaluation.data";
import { SUBJECT_KINDS, type SubjectKind, type VideoFormat } from "./reading";

// Written out here rather than imported: reading.ts exports the type only, and a list typed
// against it fails to compile if a value is misspelled.
const FORMATS: readonly VideoFormat[] = [
  "review",
  "unboxing",
  "tutorial",
  "recipe",
  "vlog",
  "haul",
  "comparison",
  "tips",
  "challenge",
  "grwm",
  "study-with-me",
  "tour",
  "travel-guide",
  "reaction",
  "highlights",
  "gameplay",
  "ideas",
  "explained",
];

const MINIMUM_PER_KIND: Readonly<Record<SubjectKind, number>> = {
  product: 20,
  brand: 12,
  place: 20,
  food: 20,
  activity: 20,
  animal: 20,
  person: 12,
  event: 20,
  study: 20,
  game: 20,
  show: 20,
  field: 20,
  general: 10,
};

// The keywords the everyday bug report named: the set must keep reading them.
const REPORTED_KEYWORDS = [
  "cat",
  "iphone 16 review",
  "bgmi",
  "stock market",
  "study with me",
  "bangalore cafe",
  "diwali decor",
  "street food delhi",
  "खाना",
  "gym",
  "cricket",
  "skincare",
  "tortoise",
  "table tennis",
  "chess",
  "Delhi street food under 100 rupees",
];

const DEVANAGARI = /[\u0900-\u097F]/u;
const normalised = (keyword: string) => keyword.trim().replace(/\s+/gu, " ").toLowerCase();

describe("the topic evaluation set", () => {
  it("holds at least 330 cases and no keyword twice, ignoring case and spacing", () => {
    expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(330);
    const seen = new Set<string>();
    const repeated = EVALUATION_SET.map((entry) => normalised(entry.keyword)).filter((keyword) => {
      const again = seen.has(keyword);
      seen.add(keyword);
      return again;
    });
    expect(repeated).toEqual([]);
  });

  it("uses only known kinds and formats", () => {
    for (const entry of EVALUATION_SET) {
      expect(SUBJECT_KINDS, entry.keyword).toContain(entry.kind);
      if (entry.format !== undefined) expect(FORMATS, entry.keyword).toContain(entry.format);
    }
  });

  it("meets the minimum number of cases for every kind", () => {
    for (const kind of SUBJECT_KINDS) {
      const count = EVALUATION_SET.filter((entry) => entry.kind === kind).length;
      expect(count, kind).toBeGreaterThanOrEqual(MINIMUM_PER_KIND[kind]);
    }
  });

  it("names a format in at least 80 cases and uses every format", () => {
    const formats = EVALUATION_SET.flatMap((entry) => (entry.format === undefined ? [] : [entry.format]));
    expect(formats.length).toBeGreaterThanOrEqual(80);
    expect(new Set(formats)).toEqual(new Set(FORMATS));
  });

  it("has at least 30 Devanagari keywords, each with a Devanagari subject", () => {
    const devanagari = EVALUATION_SET.filter((entry) => DEVANAGARI.test(entry.keyword));
    expect(devanagari.length).toBeGreaterThanOrEqual(30);
    for (const entry of devanagari) expect(entry.subject, entry.keyword).toMatch(DEVANAGARI);
  });

  it("writes a place only when there is one, capitalised, and names a place in at least 30 cases", () => {
    for (const entry of EVALUATION_SET) {
      if (!("place" in entry)) continue;
      expect(entry.place, entry.keyword).toMatch(/^\p{Lu}\S*( \p{Lu}\S*)*$/u);
    }
    expect(EVALUATION_SET.filter((entry) => "place" in entry).length).toBeGreaterThanOrEqual(30);
  });

  it("writes a format only when there is one", () => {
    for (const entry of EVALUATION_SET) {
      if ("format" in entry) expect(entry.format, entry.keyword).toBeDefined();
    }
  });

  it("keeps every subject trimmed, non-empty and on one line", () => {
    for (const entry of EVALUATION_SET) {
      expect(entry.subject, entry.keyword).toBe(entry.subject.trim());
      expect(entry.subject, entry.keyword).not.toBe("");
      expect(entry.subject, entry.keyword).not.toMatch(/\s{2}|\n/u);
    }
  });

  it("gives an unknown keyword itself as the subject, with no format or place", () => {
    for (const entry of EVALUATION_SET.filter((candidate) => candidate.kind === "general")) {
      expect(entry.subject).toBe(entry.keyword.trim());
      expect(entry).not.toHaveProperty("format");
      expect(entry).not.toHaveProperty("place");
    }
  });

  it("keeps the keywords of the bug report", () => {
    const keywords = new Set(EVALUATION_SET.map((entry) => entry.keyword));
    for (const keyword of REPORTED_KEYWORDS) expect(keywords.has(keyword), keyword).toBe(true);
  });
});
