/** The median of the numbers given (the mean of the middle two for an even count); null for none. */
export function median(values: readonly (number | null | undefined)[]): number | null {
  const sorted = values.filter((v): v is number => typeof v === "number").sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}
