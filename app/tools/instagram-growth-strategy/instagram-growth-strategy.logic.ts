import { CONTENT_TYPES, type ContentType, STRATEGY_NICHES, type StrategyNiche } from "./instagram-growth-strategy.data";

export function isStrategyNiche(value: string): value is StrategyNiche {
  return (STRATEGY_NICHES as readonly string[]).includes(value);
}

export function isContentType(value: string): value is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value);
}
