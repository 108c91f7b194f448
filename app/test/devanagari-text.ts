// How much of a text is Hindi, as a reader sees it: letters only, with what Hindi pages rightly
// keep in Latin letters set aside (brand and product names, hashtags, handles, addresses, codes).

/** Names Hindi pages write in Latin letters on purpose: brands, products, formats and units. */
const KEPT_IN_LATIN =
  /\b(?:CreatorGrow|Instagram|YouTube|Google|Meta|Facebook|WhatsApp|Reels?|Shorts|Studio|Help|Centre|Center|CapCut|Canva|KineMaster|InShot|iPhone|Android|Chrome|Safari|Firefox|Samsung|OnePlus|Adam|Mosseri|BGMI|HD|SD|MP4|JPG|JPEG|PNG|WebP|GIF|SRT|MB|KB|GB|URL|ID|DP|DM|CTR|RPM|CPM|LED|USB|ASCI|FAQ|DIY|AI|OK|Hinglish|English|Test|Compare|Partner|Program|Premium|Music|Content|Trial|Accounts|Insights|Paid|Partnership|Super|Chat|Tab|Space|Escape|Home|End)\b/g;

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

/** Every number written in a text ("2,200", "1.91", "2025"), for checking a version keeps them. */
export function numbersIn(text: string): Set<string> {
  return new Set(text.match(/\d+(?:[.,]\d+)*/g) ?? []);
}
