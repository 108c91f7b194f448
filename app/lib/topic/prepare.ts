import { loadNouns, nounsLoaded } from "./nouns/noun-index";
import { hasUnknownWords } from "./read-topic";

/**
 * Makes the reader ready for these keywords before a tool reads them: the dictionary of English
 * nouns is fetched once, and only when a keyword has a word the curated data does not know, so a
 * visitor typing "masala chai" or "BGMI" never downloads it. A failed fetch leaves the curated
 * reading, which is honest on its own.
 */
export async function prepareReading(keywords: readonly string[]): Promise<void> {
  if (nounsLoaded() || !keywords.some(hasUnknownWords)) return;
  await loadNouns().catch(() => undefined);
}
