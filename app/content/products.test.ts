import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { formatInr, products } from "./products";

describe("affiliate products", () => {
  it("are the six products of the spec with their rupee prices", () => {
    expect(products.map((p) => [p.name, formatInr(p.priceInr)])).toEqual([
      ["Mobile Tripod", "₹999"],
      ["Ring Light", "₹1,499"],
      ["Condenser Mic", "₹2,499"],
      ["Phone Mount for Car", "₹799"],
      ["Gimbal Stabilizer", "₹7,999"],
      ["Green Screen", "₹1,299"],
    ]);
  });

  it("have unique ids, descriptions and local pictures", () => {
    expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
    for (const p of products) {
      expect(p.description.length).toBeGreaterThan(60);
      expect(p.image).toBe(`/products/${p.id}.svg`);
      expect(existsSync(`${process.cwd()}/public${p.image}`)).toBe(true);
    }
  });

  it("suggest no app that is blocked in India", () => {
    // One popular editor has been blocked in India since 2020; the gear page names editors people
    // can install. (The spell check's flagWords catches the name in prose too.)
    for (const p of products) {
      expect(p.description).not.toMatch(/cap\s*cut/i);
      expect(p.hi.description).not.toMatch(/cap\s*cut|कैप\s*कट/i);
    }
  });

  it("have Hindi words for the Hindi gear page, mostly in Devanagari", () => {
    // Brand names (LED, USB, KineMaster) stay in Latin letters, so "mostly": at least 70% of the
    // letters are Devanagari. An English string left in place of the Hindi would fail.
    const devanagariShare = (text: string): number => {
      const devanagari = text.match(/[\u0900-\u097F]/gu)?.length ?? 0;
      const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
      return devanagari / (devanagari + latin);
    };
    for (const p of products) {
      for (const words of [p.hi.name, p.hi.description, p.hi.imageAlt]) {
        expect(words.trim(), p.id).not.toBe("");
        expect(devanagariShare(words), `${p.id}: ${words}`).toBeGreaterThanOrEqual(0.7);
      }
      expect(p.hi.description.length, p.id).toBeGreaterThan(60);
    }
    expect(new Set(products.map((p) => p.hi.name)).size).toBe(products.length);
  });

  it("formats lakhs the Indian way", () => {
    expect(formatInr(125000)).toBe("₹1,25,000");
  });
});
