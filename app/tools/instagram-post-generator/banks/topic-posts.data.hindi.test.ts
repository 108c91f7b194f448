import { describe, expect, it } from "vitest";
import { slotsIn } from "~/lib/topic/template-slots";
import { devanagariShare } from "~/test/devanagari-text";
import { POST_TEMPLATES, type PostTemplate } from "./en/posts.data";
import { HINDI_TOPIC_POSTS } from "./hi/topic-posts.data";
import { HINGLISH_TOPIC_POSTS } from "./hinglish/topic-posts.data";

const WRITINGS = { hi: HINDI_TOPIC_POSTS, hinglish: HINGLISH_TOPIC_POSTS } as const;

function counts(templates: readonly PostTemplate[]): Map<string, number> {
  const result = new Map<string, number>();
  for (const { fit } of templates) result.set(JSON.stringify(fit), (result.get(JSON.stringify(fit)) ?? 0) + 1);
  return result;
}

describe.each(Object.entries(WRITINGS))("%s topic openings", (_, templates) => {
  it("have at least as many openings as the English page for every fit it writes for (its fallbacks aside)", () => {
    const own = counts(templates);
    const short = [...counts(POST_TEMPLATES)]
      .filter(([fit]) => !(JSON.parse(fit) as { fallback?: boolean }).fallback)
      .filter(([fit, count]) => (own.get(fit) ?? 0) < count);
    expect(short).toEqual([]);
  });

  it("are written for a reading, never as fallbacks: a word nothing knows gets the whole posts", () => {
    for (const { fit, text } of templates) expect(fit.fallback, text).toBeUndefined();
  });

  it("never repeat, and each names the subject (or both sides) in a first line and asks in a second", () => {
    const texts = templates.map((t) => t.text);
    expect(new Set(texts).size).toBe(texts.length);
    for (const { fit, text } of templates) {
      const lines = text.split("\n");
      expect(lines, text).toHaveLength(2);
      for (const line of lines) expect(line.trim(), text).toBe(line);
      const slots = slotsIn(lines[0] ?? "");
      const comparison = fit.formats !== "any" && fit.formats.includes("comparison");
      if (comparison) expect(slots.filter((s) => /^[aAbB]$/u.test(s)).length, text).toBe(2);
      // A keyword that is only a format ("grwm") has the reader's English stand-in for a subject: its lines leave it out.
      else if (!fit.needs?.includes("formatOnly")) {
        expect(slots.includes("s") || slots.includes("S") || slots.includes("place"), text).toBe(true);
      }
      for (const slot of slotsIn(text)) expect(["s", "S", "place", "a", "b", "A", "B"], text).toContain(slot);
      expect(text.match(/\p{Extended_Pictographic}/gu)?.length ?? 0, text).toBeGreaterThanOrEqual(1);
      expect(text, text).not.toMatch(/\b(19|20)\d\d\b|[#@]/u);
    }
  });
});

describe("the two writings", () => {
  it("writes the Hindi openings in Devanagari", () => {
    for (const { text } of HINDI_TOPIC_POSTS) {
      expect(devanagariShare(text.replace(/\{[A-Za-z]+\}/gu, "")), text).toBeGreaterThan(0.9);
    }
  });

  it("writes the Hinglish openings in Roman letters only, as their own lines", () => {
    for (const { text } of HINGLISH_TOPIC_POSTS) expect(text, text).not.toMatch(/[\u0900-\u097F]/u);
    const english = new Set(POST_TEMPLATES.map((t) => t.text));
    expect(HINGLISH_TOPIC_POSTS.filter((t) => english.has(t.text))).toEqual([]);
  });
});
