// The characters the site's own text is set in. The shipped Inter file holds only these (about
// 22 KB instead of 48 KB for Fontsource's whole Latin file); anything else a visitor types, and
// every emoji or stylish-font letter, falls back to the system's fonts as it would anyway.

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join("");

export const FONT_TEXT = [
  range(0x20, 0x7e), // printable ASCII
  "\u00a0©®°±·×÷é", // the Latin-1 signs and letters the copy uses
  "–—‘’‚“”„•…′″‹›", // dashes, quotes, bullet, ellipsis, primes, guillemets
  "€₹™←↑→↓",
].join("");
