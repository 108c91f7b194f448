/** Instagram's caption limits, as the guide states them with their sources. */
export const CAPTION_LIMIT = 2200;
/** Instagram's per-post hashtag limit since its December 2025 change (it was 30 before). */
export const HASHTAG_LIMIT = 5;
export const MENTION_LIMIT = 20;

/** The feed shows this much before "… more": 125 characters or two lines, whichever comes first. */
export const PREVIEW_CHARS = 125;
export const PREVIEW_LINES = 2;

/**
 * Code point ranges that "fancy font" generators draw from. Each is [first, last], inclusive.
 * Emoji that live in the same blocks (flags, 🆕, 🆗 …) are carved out below.
 */
export const STYLED_RANGES: readonly (readonly [number, number])[] = [
  // Mathematical Alphanumeric Symbols: bold, italic, script, fraktur, double-struck, monospace …
  [0x1d400, 0x1d7ff],
  // Letterlike symbols that fill the holes in those alphabets (ℂ ℊ ℋ ℌ ℍ ℎ ℐ ℑ ℒ ℓ ℕ ℙ ℚ ℛ ℜ ℝ ℤ ℨ ℬ ℭ ℯ ℰ ℱ ℳ ℴ).
  [0x2102, 0x2102],
  [0x210a, 0x2113],
  [0x2115, 0x2115],
  [0x2119, 0x211d],
  [0x2124, 0x2124],
  [0x2128, 0x2128],
  [0x212c, 0x212d],
  [0x212f, 0x2131],
  [0x2133, 0x2134],
  // Enclosed Alphanumerics: circled and parenthesised letters and digits (Ⓐ ⓐ ①).
  [0x2460, 0x24ff],
  // Enclosed Alphanumeric Supplement: squared and negative squared letters (🄰 🅰 🅐).
  [0x1f100, 0x1f1ff],
  // Fullwidth letters, digits and punctuation ("Ｗｉｄｅ" text).
  [0xff01, 0xff5e],
  // Small capitals and modifier letters (ᴀ ʙ ᴄ, ᵃ ᵇ ᶜ).
  [0x1d00, 0x1dbf],
  [0xa730, 0xa731],
];

/** Single small capitals borrowed from the IPA block (ʙ ɢ ʜ ɪ ʟ ɴ ʀ ʏ). */
export const STYLED_SINGLES: readonly number[] = [0x0299, 0x0262, 0x029c, 0x026a, 0x029f, 0x0274, 0x0280, 0x028f];

/**
 * Emoji inside the ranges above, never counted as styled letters: 🆎, the 🆑–🆚 buttons and the
 * regional indicators that pair into flags (🇮🇳).
 */
export const STYLED_EXCEPTIONS: readonly (readonly [number, number])[] = [
  [0x1f18e, 0x1f18e],
  [0x1f191, 0x1f19a],
  [0x1f1e6, 0x1f1ff],
];

/** Variation selector 16: after 🅰 or Ⓜ it asks for the emoji, not a styled letter. */
export const EMOJI_PRESENTATION = 0xfe0f;
