// The promise every deck-dealt generator makes (bios, captions): each press gives `perDeal`
// different items, and none comes back before the whole bank has been shown. Checked over many
// seeds; returns what went wrong, so a failure names the seed.
import { type Deck, createDeck } from "~/lib/text/deck";
import { seededRng } from "~/lib/text/random";

export function dealProblems<T>(
  bank: readonly T[],
  deal: (deck: Deck<T>) => readonly T[],
  perDeal: number,
  seeds: readonly number[],
): string[] {
  const inBank = new Set(bank);
  const problems: string[] = [];
  for (const seed of seeds) {
    const deck = createDeck(bank, seededRng(seed));
    const shown: T[] = [];
    while (shown.length < bank.length) {
      const batch = deal(deck);
      if (batch.length !== perDeal || new Set(batch).size !== batch.length) {
        problems.push(`seed ${seed}: batch ${JSON.stringify(batch)}`);
      }
      shown.push(...batch);
    }
    // The first bank.length items dealt are the whole bank, each once.
    if (new Set(shown.slice(0, bank.length)).size !== bank.length) problems.push(`seed ${seed}: early repeat`);
    if (!shown.every((item) => inBank.has(item))) problems.push(`seed ${seed}: an item from elsewhere`);
  }
  return problems;
}
