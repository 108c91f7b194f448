// The account-size bands it compares with live in ~/lib/calculator/engagement-benchmarks, which
// the sponsorship calculator prices engagement by too.

/** The calculator takes up to this many recent posts (or one row of averages). */
export const MAX_POSTS = 12;

/** A post this many times the median of the others is called out as an outlier. */
export const OUTLIER_FACTOR = 3;
