// The three labelled keyword sets keep their own rules, so a score on them means what the README
// says: one convention throughout, every kind present, no set sharing keywords with the next.
import { describe, expect, it } from "vitest";
import { EVALUATION_SET } from "./evaluation.data";
import { FRESH_SET } from "./fresh.data";
import { HELD_OUT_SET } from "./held-out.data";
import { type EvaluationCase, SUBJECT_KINDS, type SubjectKind, VIDEO_FORMATS } from "./reading";

const DEVANAGARI = /[\u0900-\u097F]/u;
const normalised = (text: string) => text.trim().replace(/\s+/gu, " ").toLowerCase();
const isDevanagari = (entry: EvaluationCase) => DEVANAGARI.test(entry.keyword);
const kindCount = (set: readonly EvaluationCase[], kind: SubjectKind) => set.filter((e) => e.kind === kind).length;
const keysOf = (set: readonly EvaluationCase[]) => new Set(set.map((entry) => normalised(entry.keyword)));

describe.each([
  ["evaluation", EVALUATION_SET],
  ["held-out", HELD_OUT_SET],
  ["fresh", FRESH_SET],
] as const)("the %s set", (_name, set) => {
  it("has no keyword twice, ignoring case and spacing", () => {
    expect(keysOf(set).size).toBe(set.length);
  });

  it("uses only known kinds and formats, and writes a format only when there is one", () => {
    for (const entry of set) {
      expect(SUBJECT_KINDS, entry.keyword).toContain(entry.kind);
      if ("format" in entry) expect(VIDEO_FORMATS, entry.keyword).toContain(entry.format);
    }
  });

  it("keeps a Devanagari keyword's subject in Devanagari", () => {
    for (const entry of set.filter(isDevanagari)) expect(entry.subject, entry.keyword).toMatch(DEVANAGARI);
  });

  it("writes a place capitalised in Latin letters, only when there is one", () => {
    for (const entry of set) {
      if (!("place" in entry)) continue;
      expect(entry.place, entry.keyword).toMatch(/^\p{Lu}\S*( \p{Lu}\S*)*$/u);
      expect(entry.place, entry.keyword).not.toMatch(DEVANAGARI);
    }
  });

  it("keeps every subject trimmed, non-empty and on one line", () => {
    for (const entry of set) {
      expect(entry.subject, entry.keyword).toBe(entry.subject.trim());
      expect(entry.subject, entry.keyword).not.toBe("");
      expect(entry.subject, entry.keyword).not.toMatch(/\s{2}|\n/u);
    }
  });

  it("gives an unknown keyword itself as the subject, with no format or place", () => {
    for (const entry of set.filter((candidate) => candidate.kind === "general")) {
      expect(entry.subject).toBe(entry.keyword.trim());
      expect(entry).not.toHaveProperty("format");
      expect(entry).not.toHaveProperty("place");
    }
  });
});

describe("the evaluation set (the one the lexicon was grown on)", () => {
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

  it("holds at least 330 cases and the minimum for every kind", () => {
    expect(EVALUATION_SET.length).toBeGreaterThanOrEqual(330);
    for (const kind of SUBJECT_KINDS)
      expect(kindCount(EVALUATION_SET, kind), kind).toBeGreaterThanOrEqual(MINIMUM_PER_KIND[kind]);
  });

  it("names a format in at least 80 cases using every format, a place in 30, and has 30 Devanagari keywords", () => {
    const formats = EVALUATION_SET.flatMap((entry) => (entry.format === undefined ? [] : [entry.format]));
    expect(formats.length).toBeGreaterThanOrEqual(80);
    expect(new Set(formats)).toEqual(new Set(VIDEO_FORMATS));
    expect(EVALUATION_SET.filter((entry) => "place" in entry).length).toBeGreaterThanOrEqual(30);
    expect(EVALUATION_SET.filter(isDevanagari).length).toBeGreaterThanOrEqual(30);
  });

  it("keeps the keywords of the bug report", () => {
    const keywords = new Set(EVALUATION_SET.map((entry) => entry.keyword));
    for (const keyword of REPORTED_KEYWORDS) expect(keywords.has(keyword), keyword).toBe(true);
  });
});

/** The later sets were written to a mix, so a score on them is not the score of one kind. */
function holdsItsMix(
  set: readonly EvaluationCase[],
  mix: { size: number; perKind: Readonly<Record<SubjectKind, number>>; tolerance: number },
  counts: { formats: [number, number]; places: [number, number]; devanagari: [number, number] },
): void {
  expect(set).toHaveLength(mix.size);
  for (const kind of SUBJECT_KINDS) {
    const count = kindCount(set, kind);
    expect(Math.abs(count - mix.perKind[kind]), `${kind}: ${String(count)}`).toBeLessThanOrEqual(mix.tolerance);
  }
  const within = (value: number, [low, high]: [number, number]) => value >= low && value <= high;
  expect(within(set.filter((entry) => "format" in entry).length, counts.formats)).toBe(true);
  expect(within(set.filter((entry) => "place" in entry).length, counts.places)).toBe(true);
  expect(within(set.filter(isDevanagari).length, counts.devanagari)).toBe(true);
}

describe("the held-out set", () => {
  it("holds 150 cases in its mix", () => {
    const perKind = {
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
    holdsItsMix(
      HELD_OUT_SET,
      { size: 150, perKind, tolerance: 2 },
      { formats: [35, 50], places: [18, 26], devanagari: [18, 26] },
    );
  });

  it("shares no keyword with the evaluation set", () => {
    const tuned = keysOf(EVALUATION_SET);
    expect(HELD_OUT_SET.filter((entry) => tuned.has(normalised(entry.keyword)))).toEqual([]);
  });
});

describe("the fresh set", () => {
  const earlier = [...EVALUATION_SET, ...HELD_OUT_SET];

  it("holds 120 cases in its mix", () => {
    const perKind = {
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
    holdsItsMix(
      FRESH_SET,
      { size: 120, perKind, tolerance: 1 },
      { formats: [30, 40], places: [18, 22], devanagari: [18, 22] },
    );
  });

  it("shares no keyword and no subject with the earlier sets, nor repeats a subject of its own", () => {
    const keys = keysOf(earlier);
    const subjects = new Set(earlier.map((entry) => normalised(entry.subject)));
    expect(FRESH_SET.filter((entry) => keys.has(normalised(entry.keyword)))).toEqual([]);
    const own = FRESH_SET.map((entry) => normalised(entry.subject));
    expect(own.filter((subject) => subjects.has(subject))).toEqual([]);
    expect(new Set(own).size).toBe(own.length);
  });

  it("takes every word of a subject from its keyword, ignoring case", () => {
    // A subject is the thing as typed, in its own casing: it never brings in a word the creator did not write.
    for (const entry of FRESH_SET) {
      const keyword = normalised(entry.keyword);
      for (const word of normalised(entry.subject).split(" ")) {
        if (word !== "vs") expect(keyword, `${entry.keyword}: ${word}`).toContain(word);
      }
    }
  });
});
