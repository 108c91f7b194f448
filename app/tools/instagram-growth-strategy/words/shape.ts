// What the growth strategy's screen says, in each language. The niches' and formats' English names
// are the choices' own labels and values (../instagram-growth-strategy.data.ts); the Hindi page names
// them here. The plan's own words are in growth-plan.data.ts and its Hindi banks.
// The shape of those words: en.ts and hi.ts fill it in, index.ts gives them by language.
import type { ContentType, StrategyNiche } from "../instagram-growth-strategy.data";

export interface StrategyWords {
  niche: string;
  nichePlaceholder: string;
  type: string;
  typePlaceholder: string;
  /** The topic field's question; English takes the shared one. */
  topicLabel: string | null;
  topicHint: string;
  topicPlaceholder: string;
  message: string;
  submit: string;
  copy: string;
  copied: string;
  /** The niches' and formats' names; English takes the choices' own labels. */
  niches: Readonly<Record<StrategyNiche, string>> | null;
  types: Readonly<Record<ContentType, string>> | null;
}
