import type { NounKind, NounTable } from "./noun-shape";
import { groupIndex } from "./noun-groups";

/** A noun the dictionary knows: its kind, and its own casing ("Delhi") or the lower-case word. */
export interface Noun {
  kind: NounKind;
  display: string;
  /** Also a thing people buy: "gaming mouse" is a product though a mouse is first an animal. */
  productToo: boolean;
  /** The group creators tag it by, as its singular and plural tag ("gecko": reptile, reptiles). */
  group: readonly [string, string] | null;
}

/** The groups of the generated table, and each noun's group code per kind (see noun-groups.ts). */
export interface NounGroups {
  groups: string;
  groupOf: NounTable;
}

let nouns: ReadonlyMap<string, Noun> | null = null;
let english: ReadonlySet<string> = new Set();
let loading: Promise<void> | null = null;

export function buildNouns(table: NounTable, alsoProduct: string, grouped?: NounGroups): ReadonlyMap<string, Noun> {
  const product = new Set(alsoProduct.split("|"));
  const groups = (grouped?.groups.split("|") ?? []).map((pair) => pair.split(" ") as [string, string]);
  const map = new Map<string, Noun>();
  for (const [kind, words] of Object.entries(table) as [NounKind, string][]) {
    const codes = grouped?.groupOf[kind] ?? "";
    for (const [at, display] of words.split("|").entries()) {
      const key = display.toLowerCase();
      const index = groupIndex(codes[at] ?? "");
      map.set(key, {
        kind,
        display,
        productToo: product.has(key),
        group: index === null ? null : (groups[index] ?? null),
      });
    }
  }
  return map;
}

/**
 * Fetches the dictionary (about 93 KB brotli) once: screens call it only when the curated layer
 * had no answer for the keyword, so most visitors never load it.
 */
export function loadNouns(): Promise<void> {
  loading ??= import("./nouns.data").then(({ NOUNS, ALSO_PRODUCT, ENGLISH, GROUPS, GROUP_OF }) => {
    nouns = buildNouns(NOUNS, ALSO_PRODUCT, { groups: GROUPS, groupOf: GROUP_OF });
    english = new Set(ENGLISH.split("|"));
  });
  return loading;
}

export const nounsLoaded = (): boolean => nouns !== null;

/** English plurals back to the word WordNet lists ("chairs" → chair, "puppies" → puppy). */
function singulars(word: string): string[] {
  const out = [word];
  if (word.endsWith("ies") && word.length > 4) out.push(`${word.slice(0, -3)}y`);
  if (/(ses|xes|zes|ches|shes)$/u.test(word)) out.push(word.slice(0, -2));
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 3) out.push(word.slice(0, -1));
  return out;
}

/** Verb and adjective forms back to their lemma ("smoked" → smoke, "tying" → tie, "running" → run). */
function lemmas(word: string): string[] {
  const out = singulars(word);
  for (const [ending, swaps] of [
    ["ing", ["", "e"]],
    ["ed", ["", "e"]],
    ["er", ["", "e"]],
    ["ly", [""]],
  ] as const) {
    if (!word.endsWith(ending) || word.length < ending.length + 3) continue;
    const stem = word.slice(0, -ending.length);
    for (const swap of swaps) out.push(stem + swap);
    // "running" → run, "shopping" → shop.
    if (stem.at(-1) === stem.at(-2)) out.push(stem.slice(0, -1));
  }
  if (word.endsWith("ying")) out.push(`${word.slice(0, -4)}ie`);
  return out;
}

/** True for an everyday English word of any kind, once the dictionary is loaded. */
export function isEnglishWord(word: string): boolean {
  return lemmas(word).some((form) => english.has(form) || (nouns?.has(form) ?? false));
}

/** The noun a lower-case phrase is, once the dictionary is loaded; null before, or when it is not one. */
export function nounOf(phrase: string): Noun | null {
  if (!nouns) return null;
  for (const form of singulars(phrase)) {
    const found = nouns.get(form);
    if (found) return found;
  }
  return null;
}
