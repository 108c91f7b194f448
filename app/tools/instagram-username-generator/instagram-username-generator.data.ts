/** Words that open a handle: "the_priya", "its.priya", "impriya". "None" is the bare keyword. */
export const PREFIXES = ["the", "its", "im", "real", "official"] as const;

/**
 * The product's separator list mixes punctuation and words. Punctuation (and nothing at all)
 * joins two parts; the words read naturally only at the end of a handle ("priya_here",
 * "priyaworld", "priya.x", "priyagram"), so that is where they go.
 */
export const JOINERS = ["_", ".", ""] as const;
export const TAIL_WORDS = ["official", "here", "world", "x", "gram"] as const;

/**
 * Openers and endings beyond the product's, in the place the reversed keyword had: handles
 * people really pick ("heypriya", "iam.priya", "just_priya", "the.real.priya", "priya.vibes",
 * "priya_diaries", "priyacreates"). A space inside stands for the joiner: "the_real_priya".
 */
export const MORE_LEAD_WORDS = ["hey", "iam", "just", "the real"] as const;
export const MORE_TAIL_WORDS = ["vibes", "diaries", "daily", "creates", "life"] as const;

/** Numbers glue on directly ("priya07" style without the zero) or after an underscore. */
export const NUMBER_JOINERS = ["", "_"] as const;
/** "An optional number under 99": 0 to 98. */
export const NUMBER_LIMIT = 99;

export const IG_PREFIX = "ig_";
export const YT_SUFFIX = "_yt";
