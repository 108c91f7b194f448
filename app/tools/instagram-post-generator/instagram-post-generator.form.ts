// What the screen needs before any post is made: its field and the limit a post is checked against.
// The logic (and the hashtag topic map it uses) is fetched once the page is interactive.

export const POST_FIELDS = {
  topic: {
    kind: "text",
    label: "Post Topic",
    placeholder: "e.g. Sunday brunch, Diwali outfits, morning run",
    maxLength: 10_000,
  },
} as const;

/** Instagram's caption limit, in characters. */
export const POST_LIMIT = 2200;
