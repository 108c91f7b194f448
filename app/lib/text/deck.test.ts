import { describe, expect, it } from "vitest";
import { createDeck, visitDeck } from "./deck";
import { seededRng } from "./random";

const bank = Array.from({ length: 23 }, (_, i) => `item-${i}`);

describe("createDeck", () => {
  it("deals exactly for a seeded source", () => {
    const deck = createDeck(["a", "b", "c", "d", "e"], seededRng(1));
    const first = deck.deal(2);
    const second = deck.deal(3);
    expect(new Set([...first, ...second]).size).toBe(5);
    expect(first).toEqual(createDeck(["a", "b", "c", "d", "e"], seededRng(1)).deal(2));
  });

  it("never repeats an item before every item has been dealt, over many seeds and hand sizes", () => {
    for (let seed = 0; seed < 200; seed++) {
      const deck = createDeck(bank, seededRng(seed));
      const handSize = 1 + (seed % 7);
      const seen: string[] = [];
      const rounds = Math.ceil((3 * bank.length) / handSize);
      for (let round = 0; round < rounds; round++) {
        const hand = deck.deal(handSize);
        expect(new Set(hand).size).toBe(hand.length);
        seen.push(...hand);
      }
      // Cut into rounds of bank.length cards, each complete round holds every item once.
      for (let start = 0; start + bank.length <= seen.length; start += bank.length) {
        expect(new Set(seen.slice(start, start + bank.length)).size).toBe(bank.length);
      }
    }
  });

  it("keeps each round complete even when a round ends mid-hand", () => {
    const deck = createDeck(bank, seededRng(9));
    const dealt = [...deck.deal(20), ...deck.deal(20)];
    // The first 23 cards are the whole bank; the next hand has no duplicate of its own.
    expect(new Set(dealt.slice(0, 23)).size).toBe(23);
    expect(new Set(dealt.slice(20)).size).toBe(20);
  });

  it("deals the whole bank, reordered, when asked for more than it holds, and nothing for bad counts", () => {
    const deck = createDeck(["x", "y"], seededRng(3));
    expect(deck.deal(10).sort()).toEqual(["x", "y"]);
    expect(deck.deal(0)).toEqual([]);
    expect(deck.deal(-4)).toEqual([]);
    expect(createDeck([], seededRng(1)).deal(3)).toEqual([]);
  });
});

describe("visitDeck", () => {
  it("returns the same deck for a bank key for the whole visit", () => {
    const a = visitDeck("test:bank", bank, seededRng(4));
    const first = a.deal(10);
    const again = visitDeck("test:bank", bank, seededRng(4));
    expect(again).toBe(a);
    const rest = again.deal(13);
    expect(new Set([...first, ...rest]).size).toBe(23);
  });
});

describe("round boundaries", () => {
  it("never shows an item of the last hand again in the next hand when the bank is large enough", () => {
    for (let seed = 0; seed < 200; seed++) {
      const deck = createDeck(bank, seededRng(seed));
      const handSize = 1 + (seed % 5);
      let previous: string[] = [];
      for (let round = 0; round < 40; round++) {
        const hand = deck.deal(handSize);
        expect(hand.filter((item) => previous.includes(item))).toEqual([]);
        previous = hand;
      }
    }
  });
});
