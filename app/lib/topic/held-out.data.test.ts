import { describe, expect, it } from "vitest";
import { EVALUATION_SET } from "./evaluation.data";
import { HELD_OUT_SET } from "./held-out.data";
import { SUBJECT_KINDS, type SubjectKind, type VideoFormat } from "./reading";

// Written out here: reading.ts exports the type only, and a list typed against it fails to compile
// if a value is misspelled.
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

// The mix the set was written to: every kind present in roughly these numbers, so a score on it
// is not the score of one kind.
const INTENDED_PER_KIND: Readonly<Record<SubjectKind, number>> = {
  product: 12,
  brand: 8,
  place: 12,
  food: 12,
  activity: 12,
  animal: 12,
  person: 8,
  event: 12,
  study: 12,
  game: 12,
  show: 12,
  field: 12,
  general: 6,
};
const TOLERANCE = 2;

const DEVANAGARI = /[\u0900-\u097F]/u;
const normalised = (keyword: string) => keyword.trim().replace(/\s+/gu, " ").toLowerCase();

describe("the held-out topic set", () => {
  it("holds 150 cases and no keyword twice, ignoring case and spacing", () => {
    expect(HELD_OUT_SET).toHaveLength(150);
    const seen = new Set<string>();
    const repeated = HELD_OUT_SET.map((entry) => normalised(entry.keyword)).filter((keyword) => {
      const again = seen.has(keyword);
      seen.add(keyword);
      return again;
    });
    expect(repeated).toEqual([]);
  });

  it("shares no keyword with the evaluation set the reader was tuned on", () => {
    const tuned = new Set(EVALUATION_SET.map((entry) => normalised(entry.keyword)));
    const shared = HELD_OUT_SET.map((entry) => entry.keyword).filter((keyword) => tuned.has(normalised(keyword)));
    expect(shared).toEqual([]);
  });

  it("uses only known kinds and formats", () => {
    for (const entry of HELD_OUT_SET) {
      expect(SUBJECT_KINDS, entry.keyword).toContain(entry.kind);
      if ("format" in entry) expect(FORMATS, entry.keyword).toContain(entry.format);
    }
  });

  it("has every kind within two of its intended count", () => {
    for (const kind of SUBJECT_KINDS) {
      const count = HELD_OUT_SET.filter((entry) => entry.kind === kind).length;
      expect(Math.abs(count - INTENDED_PER_KIND[kind]), `${kind}: ${String(count)}`).toBeLessThanOrEqual(TOLERANCE);
    }
  });

  it("names a format in about 40 cases, a place in about 20, and has about 20 Devanagari keywords", () => {
    const formats = HELD_OUT_SET.filter((entry) => "format" in entry).length;
    const places = HELD_OUT_SET.filter((entry) => "place" in entry).length;
    const devanagari = HELD_OUT_SET.filter((entry) => DEVANAGARI.test(entry.keyword)).length;
    expect(formats).toBeGreaterThanOrEqual(35);
    expect(formats).toBeLessThanOrEqual(50);
    expect(places).toBeGreaterThanOrEqual(18);
    expect(places).toBeLessThanOrEqual(26);
    expect(devanagari).toBeGreaterThanOrEqual(18);
    expect(devanagari).toBeLessThanOrEqual(26);
  });

  it("keeps a Devanagari keyword's subject in Devanagari", () => {
    for (const entry of HELD_OUT_SET.filter((candidate) => DEVANAGARI.test(candidate.keyword))) {
      expect(entry.subject, entry.keyword).toMatch(DEVANAGARI);
    }
  });

  it("writes a place capitalised in Latin letters, only when there is one", () => {
    for (const entry of HELD_OUT_SET) {
      if (!("place" in entry)) continue;
      expect(entry.place, entry.keyword).toMatch(/^\p{Lu}[\p{L}]*( \p{Lu}[\p{L}]*)*$/u);
      expect(entry.place, entry.keyword).not.toMatch(DEVANAGARI);
    }
  });

  it("keeps every subject trimmed, non-empty and on one line", () => {
    for (const entry of HELD_OUT_SET) {
      expect(entry.subject, entry.keyword).toBe(entry.subject.trim());
      expect(entry.subject, entry.keyword).not.toBe("");
      expect(entry.subject, entry.keyword).not.toMatch(/\s{2}|\n/u);
    }
  });

  it("gives an unknown keyword itself as the subject, with no format or place", () => {
    for (const entry of HELD_OUT_SET.filter((candidate) => candidate.kind === "general")) {
      expect(entry.subject).toBe(entry.keyword.trim());
      expect(entry).not.toHaveProperty("format");
      expect(entry).not.toHaveProperty("place");
    }
  });
});
