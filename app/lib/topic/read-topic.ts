import { type TopicMatch, topicNamed, topicsFor } from "~/lib/topic-map/topics-for";
import { MAX_ANALYSED } from "~/lib/topic-map/words";
import { collapseWhitespace, unique } from "~/lib/text/text";
import { EATEN_OUT, MODEL_WORDS } from "./lexicon.data";
import { EDGE_PARTICLES, KEPT_QUALIFIERS, PRICE_WORDS } from "./formats.data";
import { type PhraseIndex, type SubjectEntry, phraseIndex } from "./phrase-index";
import type { SubjectKind, TopicReading, VideoFormat } from "./reading";
import { CUE_WORDS, FORMAT_KINDS } from "./cue-words.data";
import { isEnglishWord, nounOf, nounsLoaded } from "./nouns/noun-index";
import { foldSpelling } from "./spelling-fold";
import { isFamilyOrTitle, isNameWord as isPersonName, looksLikeName } from "./name-shape";
import { hasDevanagari } from "./transliterate";
import { latinOf } from "./devanagari-spelling";

/** One word of the keyword: as typed (for casing) and lower-cased (for matching). */
interface Token {
  raw: string;
  low: string;
}

/** A run of words the reader recognised, or one it did not. */
type Span =
  | { type: "subject"; tokens: Token[]; entry: SubjectEntry; model: Token[] }
  | { type: "place"; tokens: Token[]; entry: SubjectEntry }
  | { type: "format"; tokens: Token[]; format: VideoFormat }
  | { type: "qualifier"; tokens: Token[]; year: boolean }
  | { type: "word"; tokens: Token[]; named?: boolean };

const EDGE = new Set(EDGE_PARTICLES);
const PRICE = new Set(PRICE_WORDS);
/** Words that only join others ("how is", "what"): trimmed from a subject's edges, never its head. */
const FUNCTION_WORDS = new Set([
  ...EDGE,
  "how",
  "what",
  "why",
  "is",
  "are",
  "was",
  "do",
  "does",
  "i",
  "me",
  "you",
  "we",
  "kya",
  "kaise",
  "hai",
  "hain",
  "wala",
  "wali",
  "wale",
  "ek",
  "sabse",
  "under",
  "below",
  "near",
  "around",
  "from",
  "by",
  "or",
  "क्या",
  "कैसे",
  "है",
  "एक",
]);
const COMPARE = new Set(["vs", "versus"]);
/**
 * What stands after "vs" in a title, not a thing compared: "Sapne vs Everyone", "me vs the world",
 * "main vs duniya". Such a keyword names one thing (a show, a song, a mood), not two.
 */
const NOT_A_SIDE = new Set([
  "everyone",
  "everybody",
  "everything",
  "world",
  "life",
  "society",
  "all",
  "duniya",
  "zamana",
  "zindagi",
  "sab",
  "sabse",
  "दुनिया",
  "ज़माना",
  "जमाना",
  "ज़िंदगी",
  "सब",
]);
const TITLE_FILLERS = new Set(["the", "of", "a"]);

/** Whether the "vs" at `at` joins a title's words ("… vs Everyone") rather than two sides. */
function titleVs(spans: readonly Span[], at: number): boolean {
  const after = spans.slice(at + 1).flatMap((span) => span.tokens.map(({ low }) => low));
  const words = after.filter((low) => !TITLE_FILLERS.has(low));
  return words.length > 0 && words.every((low) => NOT_A_SIDE.has(low));
}

/** The spans with a title's "vs" read as a plain word of the subject. */
function withTitleVs(spans: readonly Span[]): Span[] {
  return spans.map((span, at) =>
    span.type === "format" && span.tokens.some((t) => COMPARE.has(t.low)) && titleVs(spans, at)
      ? { type: "word", tokens: span.tokens }
      : span,
  );
}
const YEAR = /^(19|20)\d\d$/u;
const NUMBER = /^\d+$/u;
/** A model code: letters and digits together ("s24", "a55", "5g"), the shape product names take. */
const MODEL_CODE = /^(?=.*\d)[a-z0-9]{2,6}$/u;

/** Words as typed, split where a hashtag could not hold the character (spaces, punctuation). */
function tokensOf(text: string): Token[] {
  return text
    .slice(0, MAX_ANALYSED)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((raw) => raw.length > 0)
    .map((raw) => ({ raw, low: raw.toLowerCase() }));
}

type Found =
  | { type: "subject"; entry: SubjectEntry }
  | { type: "place"; entry: SubjectEntry }
  | { type: "format"; format: VideoFormat }
  | { type: "qualifier"; year: boolean };

function lookup(index: PhraseIndex, key: string, words: readonly string[]): Found | null {
  const subject = index.subjects.get(key);
  if (subject) return { type: "subject", entry: subject };
  const place = index.places.get(key);
  if (place) return { type: "place", entry: place };
  const format = index.formats.get(key);
  if (format) return { type: "format", format };
  if (index.qualifiers.has(key)) return { type: "qualifier", year: false };
  const topicWord = index.topicWords.get(key);
  // A map phrase that carries a format or qualifier ("food review") would hide the format.
  const carriesFormat = words.some((word) => index.formats.has(word) || index.qualifiers.has(word));
  if (topicWord && !(carriesFormat && words.length > 1)) {
    // The map files a photographer under photography; the dictionary knows it is a person.
    const person =
      nounOf(key)?.kind === "person" || (words.length > 1 && nounOf(words.at(-1) ?? "")?.kind === "person");
    return { type: "subject", entry: person ? { ...topicWord, kind: "person" } : topicWord };
  }
  return null;
}

/** The key as typed, else the spelling it folds to (मोमोज़ finds मोमोज, khaana finds khana). */
function lookupEither(index: PhraseIndex, key: string, words: readonly string[]): Found | null {
  const found = lookup(index, key, words);
  if (found) return found;
  // A short Latin word folds into another word too easily ("ji" is no "JEE").
  if (!hasDevanagari(key) && key.length < 4) return null;
  const other = index.folded.get(foldSpelling(key));
  if (other === undefined || other === key) return null;
  const again = lookup(index, other, other.split(" "));
  // Devanagari is shown as the visitor wrote it: मोमोज़ stays मोमोज़ (it has no casing to borrow).
  if (again?.type === "subject" && hasDevanagari(key)) return { ...again, entry: { ...again.entry, display: key } };
  return again;
}

/** "under 100 rupees", "below ₹500", "under 20k": a price limit qualifies, it is not the subject. */
function priceLength(tokens: readonly Token[], at: number): number {
  const first = tokens[at]?.low;
  if (first !== "under" && first !== "below" && first !== "within") return 0;
  const amount = tokens[at + 1]?.low ?? "";
  if (!/^\d+k?$/u.test(amount)) return 0;
  return PRICE.has(tokens[at + 2]?.low ?? "") ? 3 : 2;
}

/** Left to right, the longest known phrase at each point; what nothing knows stays a plain word. */
function scan(tokens: readonly Token[]): Span[] {
  const index = phraseIndex();
  const spans: Span[] = [];
  for (let at = 0; at < tokens.length;) {
    const price = priceLength(tokens, at);
    if (price > 0) {
      spans.push({ type: "qualifier", tokens: tokens.slice(at, at + price), year: false });
      at += price;
      continue;
    }
    // A longer dictionary noun beats a shorter curated word inside it ("corn dog" is not a dog).
    const noun = nounAt(tokens, at);
    let matched = false;
    for (let size = Math.min(index.longest, tokens.length - at); size >= 1 && !matched; size--) {
      if (noun && noun.size > size) break;
      const words = tokens.slice(at, at + size).map((token) => token.low);
      const found = lookupEither(index, words.join(" "), words);
      if (!found) continue;
      const taken = tokens.slice(at, at + size);
      spans.push(found.type === "subject" ? { ...found, tokens: taken, model: [] } : { ...found, tokens: taken });
      at += size;
      matched = true;
    }
    if (matched) continue;
    if (noun) {
      spans.push({ type: "subject", tokens: tokens.slice(at, at + noun.size), entry: noun.entry, model: [] });
      at += noun.size;
      continue;
    }
    const token = tokens[at] as Token;
    if (YEAR.test(token.low)) spans.push({ type: "qualifier", tokens: [token], year: true });
    else spans.push({ type: "word", tokens: [token] });
    at++;
  }
  return markPeople(attachModels(spans));
}

/** A word in a name run: nothing knows it, or the dictionary read a name as a word ("sen", "harsh"). */
function nameToken(span: Span): string | null {
  if (span.tokens.length !== 1) return null;
  const low = span.tokens[0]?.low ?? "";
  if (span.type === "word" && !FUNCTION_WORDS.has(low) && !NUMBER.test(low) && !COMPARE.has(low)) return low;
  if (span.type === "subject" && span.entry.source === "nouns" && isPersonName(low)) return low;
  return null;
}

/**
 * Runs of words nobody knows that have a person's shape become that person ("rinku singh" →
 * Rinku Singh, "सुनील छेत्री"): see name-shape.ts. A run the dictionary reads as English
 * ("harsh winter") is no name unless its words are names.
 */
function markPeople(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (let at = 0; at < spans.length;) {
    let end = at;
    while (end < spans.length && end - at < 4 && nameToken(spans[end] as Span) !== null) end++;
    // A name ends at its family name or title: "rahul gandhi speech" is Rahul Gandhi's speech.
    const all = spans.slice(at, end).map((span) => nameToken(span) as string);
    const lastName = all.findLastIndex((word, i) => i > 0 && isFamilyOrTitle(word));
    if (lastName > 0) end = at + lastName + 1;
    const run = spans.slice(at, end);
    const words = run.map((span) => nameToken(span) as string);
    const unknown = (word: string) => {
      const span = run[words.indexOf(word)];
      return span?.type === "word" && !(nounsLoaded() && isEnglishWord(word));
    };
    if (run.length >= 2 && looksLikeName(words, unknown)) {
      const tokens = run.flatMap((span) => span.tokens);
      const display = tokens
        .map(({ raw, low }) =>
          hasDevanagari(low) || /\p{Lu}/u.test(raw.slice(1)) ? raw : low.charAt(0).toUpperCase() + low.slice(1),
        )
        .join(" ");
      const latin = words.map((word) => (hasDevanagari(word) ? latinOf(word) : word)).join(" ");
      const entry: SubjectEntry = { kind: "person", head: display, display, latin, proper: true, source: "names" };
      out.push({ type: "subject", tokens, entry, model: [] });
      at = end;
      continue;
    }
    out.push(spans[at] as Span);
    at++;
  }
  return out;
}

const NOUN_PHRASE = 3;
/** Words before a noun that make it a thing to buy ("gaming mouse", "wireless mouse"). */
const PRODUCT_MODIFIERS = new Set(["gaming", "wireless", "bluetooth", "electric", "smart", "portable", "mechanical"]);

/**
 * The dictionary's longest noun phrase at `at`, for words the curated data does not know: "gaming
 * chair" ends in a chair, "wedding photographer" in a person. Function words and Hindi joining
 * words are never looked up ("are" is a unit of area, not the keyword's subject).
 */
function nounAt(tokens: readonly Token[], at: number): { size: number; entry: SubjectEntry } | null {
  for (let size = Math.min(NOUN_PHRASE, tokens.length - at); size >= 1; size--) {
    const words = tokens.slice(at, at + size);
    if (words.some(({ low }) => FUNCTION_WORDS.has(low) || !/^[a-z][a-z'-]*$/u.test(low))) continue;
    const phrase = words.map(({ low }) => low).join(" ");
    const noun = nounOf(phrase);
    if (!noun) continue;
    const before = tokens[at - 1]?.low ?? "";
    const kind = noun.productToo && PRODUCT_MODIFIERS.has(before) ? "product" : noun.kind;
    const proper = /\p{Lu}/u.test(noun.display);
    const display = proper ? noun.display : phrase;
    return { size, entry: { kind, head: display, display, latin: phrase, proper, source: "nouns" } };
  }
  return null;
}

const isModelWord = (low: string) => low in MODEL_WORDS || NUMBER.test(low) || MODEL_CODE.test(low);

/**
 * Numbers and model words after a product or brand belong to its name ("iPhone 16 Pro", "OnePlus
 * 12R", "Galaxy S24 Ultra"); a brand with a model is a product.
 */
function attachModels(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    const last = out[out.length - 1];
    const low = span.tokens[0]?.low ?? "";
    const joinsModel =
      last?.type === "subject" &&
      (last.entry.kind === "product" || last.entry.kind === "brand") &&
      last.entry.source === "lexicon" &&
      span.tokens.length === 1 &&
      (span.type === "word" ||
        (span.type === "qualifier" && !span.year) ||
        (span.type === "subject" && low in MODEL_WORDS)) &&
      isModelWord(low) &&
      !YEAR.test(low);
    if (joinsModel) {
      last.model.push(...span.tokens);
      continue;
    }
    out.push(span);
  }
  return out;
}

/** A phrase only the topic map knows, its words in the lexicon's casing ("upsc ki taiyari" → UPSC ki taiyari). */
function lexiconCase(tokens: readonly Token[]): string {
  const { subjects } = phraseIndex();
  return tokens
    .map(({ raw, low }) => {
      const entry = subjects.get(low);
      if (entry?.proper && !hasDevanagari(entry.display)) return entry.display;
      return /\p{Lu}/u.test(raw) ? raw : low;
    })
    .join(" ");
}

function modelText(model: readonly Token[]): string {
  return model.map(({ low }) => MODEL_WORDS[low] ?? low.toUpperCase()).join(" ");
}

/** How a span reads in the subject: known things in their own casing, the visitor's words as typed. */
function spanText(span: Span): string {
  if (span.type === "subject") {
    const base = span.entry.source === "topic" ? lexiconCase(span.tokens) : span.entry.display;
    return span.model.length > 0 ? `${base} ${modelText(span.model)}` : base;
  }
  if (span.type === "place") return span.entry.display;
  if (span.type === "word" && span.named) return span.tokens.map(({ low }) => nameCase(low)).join(" ");
  return span.tokens.map(({ raw, low }) => (/\p{Lu}/u.test(raw) ? raw : low)).join(" ");
}

/** A word that continues a name ("Ather rizta" → Rizta, "GATE cse" → CSE): short ones read as letters. */
function nameCase(low: string): string {
  if (!/^[a-z0-9]+$/u.test(low)) return low;
  return low.length <= 3 ? low.toUpperCase() : low.charAt(0).toUpperCase() + low.slice(1);
}

/**
 * Unknown words right after a name are part of it ("Tata Nexon ev", "GTA san andreas"), unless
 * they only join ("NEET ki taiyari").
 */
function markNames(spans: readonly Span[]): Span[] {
  let afterName: SubjectKind | null = null;
  return spans.map((span) => {
    if (span.type === "subject") {
      const { kind, proper, source, display } = span.entry;
      afterName = proper && source === "lexicon" && !hasDevanagari(display) ? kind : null;
      return span;
    }
    const low = span.tokens[0]?.low ?? "";
    // Products and brands go on with model names ("Nexon EV", "Ather Rizta"); an exam only with
    // letters ("GATE CSE"); anything else with ordinary words ("Diwali party").
    const continues =
      afterName === "product" || afterName === "brand"
        ? /^[a-z0-9]+$/u.test(low)
        : afterName === "study" && /^[a-z]{2,3}$/u.test(low);
    if (span.type === "word" && continues && !isFunctionWord(span)) return { ...span, named: true };
    afterName = null;
    return span;
  });
}

function spanLatin(span: Span): string {
  if (span.type === "subject" || span.type === "place") {
    const model = span.type === "subject" && span.model.length > 0 ? ` ${span.model.map((t) => t.low).join(" ")}` : "";
    return `${span.entry.latin}${model}`;
  }
  return span.tokens.map(({ low }) => latinOf(low)).join(" ");
}

/** A number that opens a keyword is a count ("5 tips", "10 ideas"), not the subject; "Mirzapur 3" keeps its. */
const isCount = (span: Span) =>
  span.type === "word" && span.tokens.length === 1 && NUMBER.test(span.tokens[0]?.low ?? "");
const isContent = (span: Span) => span.type === "subject" || span.type === "place" || span.type === "word";
const isFunctionWord = (span: Span) =>
  span.type === "word" && span.tokens.length === 1 && FUNCTION_WORDS.has(span.tokens[0]?.low ?? "");

/** The subject's spans: content only, with joining words trimmed from both ends. */
function trimmed(spans: readonly Span[]): Span[] {
  let start = 0;
  let end = spans.length;
  while (start < end && isFunctionWord(spans[start] as Span)) start++;
  while (end > start && isFunctionWord(spans[end - 1] as Span)) end--;
  return spans.slice(start, end);
}

/** The longest run of content between formats and qualifiers: "best momos in kolkata" → momos in kolkata. */
function contentRuns(spans: readonly Span[]): Span[][] {
  const runs: Span[][] = [];
  let run: Span[] = [];
  for (const span of spans) {
    if (isContent(span)) run.push(span);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

const PURPOSE_HINDI = [
  ["ke", "liye"],
  ["के", "लिए"],
];

/**
 * A thing for a purpose is that thing: "laptop for college" is a laptop, and Hindi puts the purpose
 * first, "shaadi ke liye sherwani" is a sherwani. The purpose is dropped when the thing is there.
 */
function forWhat(spans: Span[]): { kept: Span[]; purpose: string | null } {
  const words = spans.map((span) =>
    span.type === "word" && span.tokens.length === 1 ? (span.tokens[0]?.low ?? "") : "",
  );
  const said = (part: readonly Span[]) => part.map(spanText).join(" ");
  for (const [first, second] of PURPOSE_HINDI) {
    const at = words.findIndex((word, i) => word === first && words[i + 1] === second);
    if (at > 0 && at + 2 < spans.length) return { kept: spans.slice(at + 2), purpose: said(spans.slice(0, at + 2)) };
  }
  const english = words.indexOf("for");
  if (english > 0 && english + 1 < spans.length)
    return { kept: spans.slice(0, english), purpose: said(spans.slice(english)) };
  return { kept: spans, purpose: null };
}

interface Side {
  spans: Span[];
  places: Span[];
  /** The purpose the subject was read without ("for dry skin", "shaadi ke liye"), kept as a modifier. */
  purpose: string | null;
}

/** Places qualify a subject ("street food delhi"); they are the subject only when nothing else is. */
function sideOf(spans: readonly Span[]): Side {
  const opening = spans.findIndex((span) => !isCount(span));
  const counted = opening > 0 && spans.slice(opening).some(isContent) ? spans.slice(opening) : spans;
  const runs = contentRuns(counted)
    .map(trimmed)
    .filter((run) => run.length > 0);
  const all = runs.flat();
  const places = all.filter((span) => span.type === "place");
  const rest = all.filter((span) => span.type !== "place");
  const meaningful = trimmed(rest).filter((span) => !isFunctionWord(span));
  if (meaningful.length === 0 || (places.length > 0 && meaningful.every(isTravelWord)))
    return { spans: places.slice(0, 1), places, purpose: null };
  // Keep the visitor's order, dropping the places and the joining words left at the edges.
  const { kept, purpose } = forWhat(all.filter((span) => span.type !== "place"));
  return { spans: markNames(trimmed(kept)), places, purpose };
}

/** Travel itself, with a place named, is a trip to that place ("ladakh road trip", "kerala travel"). */
const TRAVEL_HEADS = new Set(["travel", "solo travel", "bike ride"]);
const isTravelWord = (span: Span) => span.type === "subject" && TRAVEL_HEADS.has(span.entry.head);

/** Kinds that name an interest, before which a thing to buy is the head ("yoga mat", "gaming chair"). */
const INTERESTS = new Set<SubjectKind>(["activity", "game", "field"]);

const CUES = new Map(
  (Object.entries(CUE_WORDS) as [SubjectKind, readonly string[]][]).flatMap(([kind, words]) =>
    words.map((word) => [word, kind] as const),
  ),
);

const isNameWord = (span: Span) =>
  span.type === "word" &&
  !isFunctionWord(span) &&
  !isCount(span) &&
  span.tokens.some(({ low }) => !NUMBER.test(low) && !isEnglishWord(low));

const isNumberAfter = (span: Span, at: number, spans: readonly Span[]) =>
  at > 0 && span.type === "word" && span.tokens.every(({ low }) => NUMBER.test(low)) && spans[at - 1]?.type !== "word";

/** "turban tying", "kite flying": a doing word at the end is the activity. */
function doingOf(spans: readonly Span[]): SubjectEntry | null {
  const last = spans[spans.length - 1];
  const low = last?.tokens.map((token) => token.low).join(" ") ?? "";
  if (!last || last.type !== "word" || !/^[a-z]{2,}ing$/u.test(low) || !isEnglishWord(low)) return null;
  return { kind: "activity", head: low, display: low, latin: low, proper: false, source: "nouns" };
}

/** A word that says what the name before it is ("Durand Cup", "Jailer 2 trailer", "Khan Sir"). */
function cueOf(spans: readonly Span[]): SubjectEntry | null {
  const last = spans[spans.length - 1];
  if (!last || spans.length < 2) return null;
  const key = last.tokens.map(({ low }) => low).join(" ");
  const kind = CUES.get(key);
  if (!kind || last.type === "place") return null;
  // A known thing before the cue speaks for itself ("IPL final" is IPL's); a name nobody knows needs the cue.
  const before = spans.slice(0, -1);
  if (before.some((span) => span.type === "subject" && span.entry.source !== "nouns")) return null;
  return { kind, head: key, display: key, latin: key, proper: false, source: "nouns" };
}

/** The head is the last thing the reader knows (English puts it last: "iphone photography" is photography). */
function headOf(spans: readonly Span[]): SubjectEntry | null {
  const known = spans.filter(
    (span): span is Extract<Span, { type: "subject" | "place" }> => span.type === "subject" || span.type === "place",
  );
  // Something inside a game or a show belongs to it ("Minecraft house", "Bigg Boss house").
  const world = known.find(
    (span) => (span.entry.kind === "game" || span.entry.kind === "show") && span.entry.source !== "nouns",
  );
  // Only a named world owns what is inside it: "gaming chair" is a chair, "Minecraft house" Minecraft's.
  const namedWorld = world?.entry.proper === true ? world : undefined;
  const cue = cueOf(spans) ?? (nounsLoaded() ? doingOf(spans) : null);
  if (cue) return cue;
  // The dictionary speaks where the curated data is silent, or names a person's work after it
  // ("wedding photographer"); "cricket bat" stays cricket's, not a bat's.
  const curated = known.filter((span) => span.entry.source !== "nouns");
  const lastCurated = curated[curated.length - 1];
  const lastNoun = known[known.length - 1];
  // After a map topic (which names an interest, not a thing), the thing named last is the head:
  // "gaming chair" is a chair.
  // After an interest, a thing to buy is the head: "gaming chair", "yoga mat", "cricket bat".
  // Only after an interest: "Ganesh Chaturthi decoration" stays the festival's, and a game or a
  // show keeps what is inside it ("GTA 6 trailer").
  const interest = lastCurated === undefined || INTERESTS.has(lastCurated.entry.kind);
  const buyable =
    lastNoun?.entry.kind === "product" ||
    (lastCurated !== undefined && nounOf(lastNoun?.entry.latin ?? "")?.productToo === true);
  const nounAfter =
    lastNoun?.entry.source === "nouns" &&
    ((lastNoun.entry.kind === "person" && nounOf(lastNoun.entry.latin)?.productToo !== true) ||
      (!namedWorld && interest && (buyable || lastCurated?.entry.source === "topic")));
  const last = world && !nounAfter ? world : nounAfter ? lastNoun : (lastCurated ?? lastNoun);
  if (!last) return null;
  if (last === lastNoun && nounAfter && buyable) return { ...last.entry, kind: "product" };
  // The dictionary reads descriptions ("electric scooter"), not names: a word English lacks
  // ("kalyan jewellers", "manjummel boys") leaves the reading general rather than wrong.
  // A number after a dictionary word makes a name too ("Indian Idol 15", "Jupiter 125").
  if (last.entry.source === "nouns" && nounsLoaded() && (spans.some(isNameWord) || spans.some(isNumberAfter)))
    return null;
  if (last.type === "subject" && last.entry.kind === "brand" && last.model.length > 0)
    return { ...last.entry, kind: "product" };
  // A brand before a thing it makes is that thing ("samsung phone", "nike shoes").
  return last.entry;
}

const FORMAT_ONLY: Partial<Record<VideoFormat, { subject: string; kind: SubjectKind }>> = {
  "study-with-me": { subject: "study", kind: "study" },
  grwm: { subject: "getting ready", kind: "activity" },
};

const TIME_BOUND_FORMATS = new Set<VideoFormat>(["review", "unboxing", "comparison", "reaction", "highlights"]);
const HOW_TO_FORMATS = new Set<VideoFormat>(["tutorial", "recipe", "tips"]);

export const READING_LIMIT = MAX_ANALYSED;

/**
 * Whether the keyword has a Latin word the curated data does not know, so that the dictionary of
 * English nouns could say more: only then does a page fetch it (`prepare.ts`).
 */
export function hasUnknownWords(raw: string): boolean {
  const spans = scan(tokensOf(collapseWhitespace(raw.replace(/[<>]/gu, " "))));
  return spans.some(
    (span) =>
      (span.type === "word" && !isFunctionWord(span) && span.tokens.some(({ low }) => /^[a-z]{3,}$/u.test(low))) ||
      // Whether the dictionary is already loaded must not change the answer.
      (span.type === "subject" && (span.entry.source === "topic" || span.entry.source === "nouns")),
  );
}

/** Food topics too broad to speak for a dish on their own: a curry or a tadka is any cooking. */
const BROAD_FOOD_TOPICS: ReadonlySet<string> = new Set(["cooking", "food", "foodie"]);

/**
 * A dish is the kind of dish its last word names: "moong dal halwa" is a halwa, a dessert, so the
 * north Indian dishes "dal" brings (#kadhaipaneer for a sweet) give way. Only where that word has
 * a topic of its own narrower than cooking in general; otherwise every topic found stays.
 */
function headFirst(found: readonly TopicMatch[], kind: SubjectKind, latin: string): TopicMatch[] {
  const words = latin.split(" ");
  const last = words.at(-1) ?? "";
  if (kind !== "food" || words.length < 2 || found.length < 2) return [...found];
  const own = new Set(
    topicsFor(last)
      .filter((match) => !match.near && !BROAD_FOOD_TOPICS.has(match.topic.id))
      .map((match) => match.topic),
  );
  const kept = found.filter((match) => own.has(match.topic));
  return kept.length > 0 ? kept : [...found];
}

/**
 * Reads a keyword as a creator means it: the subject in its proper casing, what kind of thing it
 * is, the format and place named, and the topic map's topics for it. Curated data and plain rules:
 * a word nothing knows gives an honest generic reading, never a wrong specific one.
 */
export function readTopic(raw: string): TopicReading {
  const input = collapseWhitespace(raw.replace(/[<>]/gu, " "));
  const tokens = tokensOf(input);
  const spans = withTitleVs(scan(tokens));
  const formats = spans.flatMap((span) => (span.type === "format" ? [span.format] : []));
  const compareAt = spans.findIndex((span) => span.type === "format" && span.tokens.some((t) => COMPARE.has(t.low)));
  // "rcb vs csk highlights": a named format says more than the "vs" inside the subject.
  const named = formats.filter((found) => found !== "comparison");
  const format = named[0] ?? (compareAt >= 0 ? "comparison" : null);
  const hasYear = spans.some((span) => span.type === "qualifier" && span.year);

  const sides =
    compareAt >= 0 ? [sideOf(spans.slice(0, compareAt)), sideOf(spans.slice(compareAt + 1))] : [sideOf(spans)];
  const filled = sides.filter((side) => side.spans.length > 0);
  const placeSpan = sides.flatMap((side) => side.places)[0];
  const place = placeSpan?.type === "place" ? placeSpan.entry.head : null;

  let subject = filled.map((side) => side.spans.map(spanText).join(" ")).join(" vs ");
  let latin = filled.map((side) => side.spans.map(spanLatin).join(" ")).join(" vs ");
  const heads = filled.map((side) => headOf(side.spans));
  const head = heads.find((entry) => entry !== null) ?? null;
  // A gameplay is of a game, highlights are of a match, "X kya hai" asks after an idea.
  let kind: SubjectKind = head?.kind ?? (format ? FORMAT_KINDS[format] : undefined) ?? "general";
  // Two teams are a match; two countries are one only with a match's format ("india vs pakistan
  // highlights"), so "goa vs manali" stays a comparison of places.
  const match = format === "highlights" || format === "reaction";
  const sidesAreTeams =
    heads.length === 2 &&
    heads.every((entry) => entry !== null && (entry.kind === "event" || (match && entry.source === "place")));
  if (sidesAreTeams) kind = "event";
  const fallback = format ? FORMAT_ONLY[format] : undefined;
  const hasSubject = subject !== "";
  if (subject === "" && fallback) {
    subject = fallback.subject;
    latin = fallback.subject;
    kind = fallback.kind;
  } else if (subject === "" && format) {
    // The format is all there is ("vlog", "road trip"): it is the thing the creator does.
    subject = input.toLowerCase();
    latin = latinOf(subject);
    kind = "activity";
  } else if (subject === "") {
    subject = input.trim();
    latin = latinOf(subject.toLowerCase());
  }

  // "kaise banaye" makes a dish; said of anything else (rangoli, a hairstyle) it is a how-to.
  const shaped = format === "recipe" && kind !== "food" ? "tutorial" : format;
  const isModel = filled.some((side) => side.spans.some((span) => span.type === "subject" && span.model.length > 0));
  // Comparing things that date (phones, games) dates; "chai vs coffee" does not.
  const dates = kind === "product" || kind === "brand" || kind === "game" || kind === "show";
  const timeBound =
    (shaped !== null && TIME_BOUND_FORMATS.has(shaped) && (shaped !== "comparison" || dates)) ||
    kind === "event" ||
    kind === "study" ||
    hasYear ||
    (kind === "product" && isModel);
  const eatenOut = head?.kind === "food" && (EATEN_OUT.has(head.head) || place !== null);
  const howTo =
    (shaped !== null && HOW_TO_FORMATS.has(shaped)) ||
    (shaped === null && ((kind === "activity" && place === null) || (kind === "food" && !eatenOut)));

  // A format alone ("grwm") is its own topic in the map; a named subject is read without the format words.
  const topicQuery = hasSubject ? [subject, place ?? ""].join(" ").trim() : input;
  // The map spells most subjects in Latin letters: a Devanagari subject is looked up both ways.
  const found = topicsFor(topicQuery === "" ? input : topicQuery);
  const mapped = headFirst(found.length > 0 || !hasDevanagari(subject) ? found : topicsFor(latin), kind, latin);
  const group = groupOf(head, latin, kind);
  // Where the map has no topic for the subject, the group its head noun is in may be one ("beagle"
  // → dogs): a whole word of a real lexicon, so the tools still say something true about it.
  const grouped =
    group && !mapped.some((match) => !match.near)
      ? unique(group.flatMap((word) => topicNamed(word) ?? [])).map((topic) => ({
          topic,
          score: GROUP_SCORE,
          near: false,
        }))
      : [];
  const topics = [...mapped, ...grouped];
  const modifiers = modifiersOf(spans, sides);
  const headWord = head !== null && head.source !== "names" ? head.display : null;
  return {
    input,
    subject,
    kind,
    format: shaped,
    place,
    // A known subject takes no topic found only by resemblance ("room" is not "groom").
    topics: topics.filter((match) => kind === "general" || !match.near),
    // A kind the format alone implies ("zorblax explained") is a guess about a word nobody knows.
    known: kind !== "general" && (head !== null || !hasSubject),
    timeBound,
    howTo,
    latin: collapseWhitespace(hasDevanagari(latin) ? latinOf(latin) : latin),
    ...(group ? { group } : {}),
    ...(head?.source === "names" ? { nameOnly: true } : {}),
    ...(headWord !== null && headWord.toLowerCase() !== subject.toLowerCase() ? { head: headWord } : {}),
    ...(modifiers.length > 0 ? { modifiers } : {}),
  };
}

const KEPT = new Set(KEPT_QUALIFIERS);

/**
 * What the keyword says the subject is for or who it is for, in its order: the qualifiers a
 * creator keeps ("first", "for kids", "under 3000") and the purpose the subject was read without
 * ("for dry skin"). "best", "easy" or "in hindi" are not among them: they only dress a search.
 */
function modifiersOf(spans: readonly Span[], sides: readonly Side[]): string[] {
  const kept = spans.flatMap((span) => {
    if (span.type !== "qualifier" || span.year) return [];
    const text = span.tokens.map(({ low }) => low).join(" ");
    return KEPT.has(text) || priceLength(span.tokens, 0) > 0 ? [text] : [];
  });
  const purposes = sides.flatMap((side) => (side.purpose === null ? [] : [side.purpose]));
  return unique([...kept, ...purposes]);
}

/** A group's topic counts less than a word the map lists. */
const GROUP_SCORE = 2;

/**
 * The tags of the group the subject's head noun is in, that noun's own tag first when the subject
 * is longer: English puts the head last ("leopard gecko" is a gecko: #gecko, #reptile, #reptiles),
 * and "kalyan jewellers", a name nobody listed, is still jewellery. Only a noun of the reading's
 * own kind speaks for it: "air fryer" is no young chicken.
 */
function groupOf(head: SubjectEntry | null, latin: string, kind: SubjectKind): readonly string[] | undefined {
  if (!nounsLoaded()) return undefined;
  const words = latin.toLowerCase().split(/\s+/u);
  const candidates = [words.slice(-2).join(" "), words[words.length - 1] ?? "", head?.latin.toLowerCase() ?? ""];
  for (const candidate of candidates.filter((word) => word !== "")) {
    const noun = nounOf(candidate);
    if (!noun?.group || (kind !== "general" && noun.kind !== kind)) continue;
    const own = candidate === words.join(" ") ? [] : [candidate.replace(/\s+/gu, "")];
    return [...own, ...noun.group];
  }
  return undefined;
}
