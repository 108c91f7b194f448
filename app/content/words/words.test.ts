// @vitest-environment node
import { describe, expect, it } from "vitest";
import { devanagariShare } from "~/test/devanagari-text";
import { en } from "./en";
import { hi } from "./hi";

// The same keys in both languages is the type check's job (hi.ts is typed by en.ts); these check
// what a type cannot: that each Hindi word is written, and written in Hindi.

type Leaf = { key: string; en: string; hi: string };

/** Every word of both files side by side, functions called with sample arguments. */
function leaves(english: unknown, hindi: unknown, key = ""): Leaf[] {
  if (typeof english === "string" && typeof hindi === "string") return [{ key, en: english, hi: hindi }];
  if (typeof english === "function" && typeof hindi === "function") {
    const call = (words: unknown) => (words as (...args: unknown[]) => string)("रील्स के हुक", 7);
    return [{ key, en: call(english), hi: call(hindi) }];
  }
  if (english && hindi && typeof english === "object" && typeof hindi === "object") {
    return Object.keys(english).flatMap((k) =>
      leaves((english as Record<string, unknown>)[k], (hindi as Record<string, unknown>)[k], `${key}.${k}`),
    );
  }
  throw new Error(`${key}: the two languages disagree in shape`);
}

// Words that are the same in both languages on purpose: an example address, the name creators
// give Hindi in Roman letters, and the platforms' names as the category pills show them.
const SAME = new Set([
  ".newsletter.placeholder",
  ".writing.hinglish",
  ".blog.categories.Instagram",
  ".blog.categories.YouTube",
]);

describe("the site's words", () => {
  const all = leaves(en, hi);

  it("are all written in Hindi, not left in English", () => {
    expect(all.length).toBeGreaterThan(80);
    for (const leaf of all.filter((l) => !SAME.has(l.key))) {
      expect(leaf.hi.trim(), leaf.key).not.toBe("");
      expect(leaf.hi, leaf.key).not.toBe(leaf.en);
      expect(devanagariShare(leaf.hi), `${leaf.key}: ${leaf.hi}`).toBeGreaterThan(0.6);
    }
  });

  it("name each language in its own words for the switch", () => {
    expect(en.langName).toBe("English");
    expect(hi.langName).toBe("हिंदी");
  });
});
