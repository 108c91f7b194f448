import {
  CONTENT_TYPES,
  type ContentType,
  STRATEGIES,
  STRATEGY_NICHES,
  type StrategyNiche,
} from "./instagram-growth-strategy.data";

export interface Strategy {
  niche: StrategyNiche;
  contentType: ContentType;
  text: string;
  /** What the plan is about, when the visitor named a topic it was written for. */
  subject?: string;
}

export function isStrategyNiche(value: string): value is StrategyNiche {
  return (STRATEGY_NICHES as readonly string[]).includes(value);
}

export function isContentType(value: string): value is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value);
}

/** Each combination has exactly one plan, so nothing here is random. */
export function strategyFor(niche: StrategyNiche, contentType: ContentType): Strategy {
  return { niche, contentType, text: STRATEGIES[niche][contentType] };
}

/** The plan for a form that may name a topic: the one written for it, or the combination's own. */
export function strategyFrom(
  written: { text: string; subject: string } | null,
  niche: StrategyNiche,
  contentType: ContentType,
): Strategy {
  return written ? { niche, contentType, ...written } : strategyFor(niche, contentType);
}
