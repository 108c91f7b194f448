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
    for (const p of products) expect(p.description).not.toMatch(/cap\s*cut/i);
  });

  it("formats lakhs the Indian way", () => {
    expect(formatInr(125000)).toBe("₹1,25,000");
  });
});
