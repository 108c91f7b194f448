import { type Rng, defaultRng, shuffle } from "./random";

/**
 * A bank dealt like a shuffled deck: within one visit every item is shown once before any comes
 * back, and one hand never holds the same item twice.
 */
export interface Deck<T> {
  /** The next `count` items (all of them, in a new order, if the bank is smaller). */
  deal: (count: number) => T[];
  /** How many items the bank holds. */
  readonly size: number;
}

export function createDeck<T>(items: readonly T[], rng: Rng): Deck<T> {
  const all = items.map((_, index) => index);
  let pile: number[] = [];
  let lastHand: number[] = [];
  return {
    size: items.length,
    deal(count) {
      const hand: number[] = [];
      const wanted = Math.max(0, Math.min(Math.floor(count), items.length));
      while (hand.length < wanted) {
        if (pile.length === 0) {
          // A new round: what this hand already holds goes to the bottom, so it neither repeats
          // within the hand nor skips the round; what the last hand showed goes just above it, so
          // the visitor does not see it again on the very next click.
          const held = new Set(hand);
          const recent = lastHand.filter((i) => !held.has(i));
          const skip = new Set([...hand, ...recent]);
          pile = [
            ...shuffle(
              all.filter((i) => !skip.has(i)),
              rng,
            ),
            ...shuffle(recent, rng),
            ...shuffle(hand, rng),
          ];
        }
        hand.push(pile.shift() as number);
      }
      lastHand = hand;
      return hand.map((index) => items[index] as T);
    },
  };
}

// One deck per bank for the whole visit: leaving a tool and coming back does not start it over.
const decks = new Map<string, Deck<unknown>>();

/**
 * Starts a new visit: every bank's deck is dealt afresh. A page load does this by loading the
 * module; the unit tests, which share modules between files, do it before each test.
 */
export function newVisit(): void {
  decks.clear();
}

/** The visit's deck for a bank, created on first use. `key` names the bank ("captions:travel"). */
export function visitDeck<T>(key: string, items: readonly T[], rng: Rng = defaultRng): Deck<T> {
  let deck = decks.get(key) as Deck<T> | undefined;
  if (!deck || deck.size !== items.length) {
    deck = createDeck(items, rng);
    decks.set(key, deck);
  }
  return deck;
}
