// How much of a text is Hindi, as a reader sees it: letters only, with what Hindi pages rightly
// keep in Latin letters set aside (brand and product names, hashtags, handles, addresses, codes).

/** Names Hindi pages write in Latin letters on purpose: brands, products, formats and units, and "vs" (docs/hindi-style.md). */
const KEPT_IN_LATIN =
  /\b(?:CreatorGrow|Instagram|YouTube|Google|Meta|Facebook|WhatsApp|Reels?|Shorts|Studio|Help|Centre|Center|CapCut|Canva|KineMaster|InShot|iPhone|Android|Chrome|Safari|Firefox|Samsung|OnePlus|Adam|Mosseri|BGMI|HD|SD|MP4|JPG|JPEG|PNG|WebP|GIF|SRT|MB|KB|GB|URL|ID|DP|DM|CTR|RPM|CPM|LED|USB|ASCI|FAQ|DIY|AI|OK|Hinglish|English|vs|Test|Compare|Partner|Program|Premium|Music|Content|Trial|Accounts|Insights|Paid|Partnership|Super|Chat|Tab|Space|Escape|Home|End)\b/g;

/** Hashtags, handles, e-mail and web addresses, file names and anything in code quotes. */
const NOT_WORDS = /[#@][\p{L}\p{M}\p{N}_.]+|\S+@\S+\.\S+|https?:\/\/\S+|\b\S+\.(?:com|in|org|srt|mp4)\b|`[^`]*`/gu;

/** The share of letters that are Devanagari, after setting aside what is rightly Latin. */
export function devanagariShare(text: string): number {
  const rest = text.replace(NOT_WORDS, " ").replace(KEPT_IN_LATIN, " ");
  const devanagari = rest.match(/[\u0900-\u097F]/gu)?.length ?? 0;
  const latin = rest.match(/[A-Za-z]/g)?.length ?? 0;
  return devanagari + latin === 0 ? 0 : devanagari / (devanagari + latin);
}

/** The Latin-letter words left once the rightly Latin ones are set aside: what a reviewer looks at. */
export function latinWords(text: string): string[] {
  return (
    text
      .replace(NOT_WORDS, " ")
      .replace(KEPT_IN_LATIN, " ")
      .match(/[A-Za-z][A-Za-z'’-]*/g) ?? []
  );
}

// A large round number counted in a unit: English writes "10 million" or "12 crore", Hindi
// "1 करोड़" (docs/hindi-style.md), so both are read as the whole number they stand for.
const UNITS: Readonly<Record<string, number>> = {
  million: 1e6,
  billion: 1e9,
  lakh: 1e5,
  crore: 1e7,
  लाख: 1e5,
  करोड़: 1e7,
};
const COUNTED = new RegExp(`(\\d+(?:\\.\\d+)?) (${Object.keys(UNITS).join("|")})(?![\\p{L}\\p{M}])`, "gu");

/**
 * Every number written in a text ("2,200", "1.91", "2025"), for checking a version keeps them; a
 * number in millions, billions, lakhs or crores as the whole number ("3.7 billion" and "370 करोड़"
 * are both 3700000000).
 */
export function numbersIn(text: string): Set<string> {
  const whole = text
    .normalize("NFC")
    .replace(COUNTED, (_match, count: string, unit: string) => String(Math.round(Number(count) * (UNITS[unit] ?? 1))));
  return new Set(whole.match(/\d+(?:[.,]\d+)*/g) ?? []);
}
