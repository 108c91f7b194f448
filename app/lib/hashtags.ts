/** Hashtags as they are pasted: "#" before each, one space between. */
export function formatHashtags(tags: readonly string[]): string {
  return tags.map((tag) => `#${tag}`).join(" ");
}
