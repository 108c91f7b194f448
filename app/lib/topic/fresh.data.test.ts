import { describe, expect, it } from "vitest";
import { EVALUATION_SET } from "./evaluation.data";
import { FRESH_SET } from "./fresh.data";
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

// The mix the set was written to, so a score on it is not the score of one kind.
const INTENDED_PER_KIND: Readonly<Record<SubjectKind, number>> = {
  product: 10,
  brand: 7,
  place: 10,
  food: 10,
  activity: 10,
  animal: 10,
  person: 7,
  event: 10,
  study: 10,
  game: 10,
  show: 10,
  field: 10,
  general: 6,
};
const TOLERANCE = 1;

const DEVANAGARI = /[\u0900-\u097F]/u;
const normalised = (text: string) => text.trim().replace(/\s+/gu, " ").toLowerCase();
const EARLIER_SETS = [...EVALUATION_SET, ...HELD_OUT_SET];

describe("the fresh topic set", () => {
  it("holds 120 cases and no keyword twice, ignoring case and spacing", () => {
    expect(FRESH_SET).toHaveLength(120);
    const seen = new Set<string>();
    const repeated = FRESH_SET.map((entry) => normalised(entry.keyword)).filter((keyword) => {
      const again = seen.has(keyword);
      seen.add(keyword);
      return again;
    });
    expect(repeated).toEqual([]);
  });

  it("shares no keyword with the evaluation or held-out sets", () => {
    const earlier = new Set(EARLIER_SETS.map((entry) => normalised(entry.keyword)));
    const shared = FRESH_SET.map((entry) => entry.keyword).filter((keyword) => earlier.has(normalised(keyword)));
    expect(shared).toEqual([]);
  });

  it("shares no subject with the evaluation or held-out sets, nor repeats one of its own", () => {
    const earlier = new Set(EARLIER_SETS.map((entry) => normalised(entry.subject)));
    const subjects = FRESH_SET.map((entry) => normalised(entry.subject));
    expect(subjects.filter((subject) => earlier.has(subject))).toEqual([]);
    expect(new Set(subjects).size).toBe(subjects.length);
  });

  it("uses only known kinds and formats", () => {
    for (const entry of FRESH_SET) {
      expect(SUBJECT_KINDS, entry.keyword).toContain(entry.kind);
      if ("format" in entry) expect(FORMATS, entry.keyword).toContain(entry.format);
    }
  });

  it("has every kind within one of its intended count", () => {
    for (const kind of SUBJECT_KINDS) {
      const count = FRESH_SET.filter((entry) => entry.kind === kind).length;
      expect(Math.abs(count - INTENDED_PER_KIND[kind]), `${kind}: ${String(count)}`).toBeLessThanOrEqual(TOLERANCE);
    }
  });

  it("names a format in about 35 cases, a place in about 20, and has about 20 Devanagari keywords", () => {
    const formats = FRESH_SET.filter((entry) => "format" in entry).length;
    const places = FRESH_SET.filter((entry) => "place" in entry).length;
    const devanagari = FRESH_SET.filter((entry) => DEVANAGARI.test(entry.keyword)).length;
    expect(formats).toBeGreaterThanOrEqual(30);
    expect(formats).toBeLessThanOrEqual(40);
    expect(places).toBeGreaterThanOrEqual(18);
    expect(places).toBeLessThanOrEqual(22);
    expect(devanagari).toBeGreaterThanOrEqual(18);
    expect(devanagari).toBeLessThanOrEqual(22);
  });

  it("keeps a Devanagari keyword's subject in Devanagari", () => {
    for (const entry of FRESH_SET.filter((candidate) => DEVANAGARI.test(candidate.keyword))) {
      expect(entry.subject, entry.keyword).toMatch(DEVANAGARI);
    }
  });

  it("writes a place capitalised in Latin letters, only when there is one", () => {
    for (const entry of FRESH_SET) {
      if (!("place" in entry)) continue;
      expect(entry.place, entry.keyword).toMatch(/^\p{Lu}[\p{L}]*( \p{Lu}[\p{L}]*)*$/u);
      expect(entry.place, entry.keyword).not.toMatch(DEVANAGARI);
    }
  });

  it("keeps every subject trimmed, non-empty and on one line", () => {
    for (const entry of FRESH_SET) {
      expect(entry.subject, entry.keyword).toBe(entry.subject.trim());
      expect(entry.subject, entry.keyword).not.toBe("");
      expect(entry.subject, entry.keyword).not.toMatch(/\s{2}|\n/u);
    }
  });

  it("takes every word of a subject from its keyword, ignoring case", () => {
    // A subject is the thing as typed, in its own casing: it never brings in a word the creator did not write.
    for (const entry of FRESH_SET) {
      const keyword = normalised(entry.keyword);
      for (const word of normalised(entry.subject).split(" ")) {
        if (word === "vs") continue;
        expect(keyword, `${entry.keyword}: ${word}`).toContain(word);
      }
    }
  });

  it("gives an unknown keyword itself as the subject, with no format or place", () => {
    for (const entry of FRESH_SET.filter((candidate) => candidate.kind === "general")) {
      expect(entry.subject).toBe(entry.keyword.trim());
      expect(entry).not.toHaveProperty("format");
      expect(entry).not.toHaveProperty("place");
    }
  });
});
