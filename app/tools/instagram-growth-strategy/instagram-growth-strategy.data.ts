// The product's niches and formats for a growth plan; the plan's words are in growth-plan.data.ts.
export const STRATEGY_NICHES = ["Fashion", "Travel", "Food"] as const;
export const CONTENT_TYPES = ["Reels", "Posts", "Stories"] as const;

export type StrategyNiche = (typeof STRATEGY_NICHES)[number];
export type ContentType = (typeof CONTENT_TYPES)[number];
