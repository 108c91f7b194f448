// Writes app/lib/topic/nouns/nouns.data.ts: every WordNet noun the reader can use, grouped by the
// reader's kind. Run with `npm run nouns` after changing the rules in kinds.ts; a unit test fails
// while the committed table differs from what this prints.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SUBJECT_KINDS } from "../../app/lib/topic/reading";
import type { NounKind } from "../../app/lib/topic/nouns/noun-shape";
import { kindOfSense } from "./kinds";
import { CATEGORY_TAGS, categoryOfSense } from "./categories";
import { NO_GROUP, groupCode } from "../../app/lib/topic/nouns/noun-groups";
import { type WordNet, readTaggedLemmas, readWordNet } from "./wordnet";

// The reader's kinds a noun can have, in the reader's order: a brand is a name, general no reading.
const KINDS = SUBJECT_KINDS.filter((kind): kind is NounKind => kind !== "general" && kind !== "brand");
/** Senses looked at when the most frequent one has no kind ("chess" is first a grass). */
const SENSES_TRIED = 3;
/** A Hindi word that is also an English noun keeps the English reading only when its sense is Indian. */
const INDIAN_SENSE = /\b(India|Indian|Hindu|Hindi|Sanskrit|Urdu|Bengal|Punjab|Pakistan|Muslim|Sikh|Mughal)\b/u;
const RARE_UNLESS_TAGGED = new Set<string>(["person", "place", "product", "field", "activity"]);
const AGENT = /(er|or|ist|ian|ant|ent|man|woman)$/u;
/** Senses looked at for a second reading as a product ("mouse" is fourth a computer's). */
const PRODUCT_SENSES = 5;
const SHAPE = /^[a-z][a-z' -]*[a-z]$/u;

export interface NounEntry {
  word: string;
  kind: NounKind;
  /** The form WordNet writes, where it has capitals ("Delhi"). */
  display: string;
  /** A thing people buy too, read so after a product word ("gaming mouse"). */
  productToo: boolean;
  /** The group creators tag it by ("gecko" → reptile), a key of CATEGORY_TAGS, or null. */
  category: string | null;
}

function displayOf(wordnet: WordNet, offset: string, lemma: string): string {
  const found = wordnet.synsets.get(offset)?.words.find((word) => word.toLowerCase() === lemma);
  const plain = (found ?? lemma).replace(/\(\w+\)$/u, "");
  return /\p{Lu}/u.test(plain) ? plain : lemma;
}

export function nounEntries(wordnet: WordNet, hinglish: ReadonlySet<string>): NounEntry[] {
  const entries: NounEntry[] = [];
  for (const [lemma, { senses, tagged }] of wordnet.lemmas) {
    if (!SHAPE.test(lemma) || lemma.length < 3 || lemma.split(" ").length > 3) continue;
    // Rare senses of everyday kinds (species, old trades, far-off towns) cost bytes and read nothing a
    // creator types; WordNet's tagged count says which words people actually use.
    // Animals are kept by their one-word names: pets and farm animals are rarely in the tagged texts.
    const firstKind = kindOfSense(wordnet, senses[0] ?? "");
    if (firstKind === "animal" && tagged === 0 && lemma.includes(" ")) continue;
    // A one-word name of a person's work ("photographer", "dietitian") is kept: creators name theirs.
    const work = firstKind === "person" && !lemma.includes(" ") && AGENT.test(lemma);
    // So is a one-word pastime ("skateboarding", "knitting").
    const pastime = firstKind === "activity" && !lemma.includes(" ") && lemma.endsWith("ing");
    if (tagged === 0 && !work && !pastime && RARE_UNLESS_TAGGED.has(kindOfSense(wordnet, senses[0] ?? "") ?? ""))
      continue;
    const tried = senses.slice(0, SENSES_TRIED).map((offset) => ({ offset, kind: kindOfSense(wordnet, offset) }));
    const chosen = tried[0]?.kind ? tried[0] : tried.find((sense) => sense.kind !== null);
    if (!chosen?.kind) continue;
    const display = displayOf(wordnet, chosen.offset, lemma);
    // Names of people and places abroad are the curated layer's business, not a dictionary's.
    if (display !== lemma && tagged === 0) continue;
    if (hinglish.has(lemma) && !INDIAN_SENSE.test(wordnet.synsets.get(chosen.offset)?.gloss ?? "")) continue;
    entries.push({
      word: lemma,
      kind: chosen.kind,
      display,
      productToo:
        chosen.kind !== "product" &&
        senses.slice(0, PRODUCT_SENSES).some((offset) => kindOfSense(wordnet, offset) === "product"),
      category: categoryOfSense(wordnet, chosen.offset),
    });
  }
  return entries.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
}

/**
 * Everyday English adjectives and verbs (those WordNet saw in its tagged texts): a keyword whose
 * other words are all English ("electric scooter", "red panda") is a description whose last noun
 * heads it; one with a word English lacks ("kalyan jewellers") is a name the dictionary cannot read.
 */
export function englishWords(wordnet: WordNet, entries: readonly NounEntry[]): string[] {
  const nouns = new Set(entries.map((entry) => entry.word));
  const words = new Set<string>();
  for (const file of ["index.adj", "index.verb", "index.adv"]) {
    for (const [lemma, tagged] of readTaggedLemmas(file)) {
      if (tagged > 0 && /^[a-z]{3,}$/u.test(lemma) && !nouns.has(lemma)) words.add(lemma);
    }
  }
  return [...words].sort();
}

/** The table as TypeScript: one "|"-joined string per kind, which compresses far better than rows. */
export function nounModule(entries: readonly NounEntry[], english: readonly string[]): string {
  // Groups with the same tags are one group: "shoe" and "footwear" tag alike.
  const groups = [...new Set(Object.values(CATEGORY_TAGS).map((tags) => tags.join(" ")))];
  const codeOf = (entry: NounEntry) => {
    const tags = entry.category ? CATEGORY_TAGS[entry.category] : undefined;
    return tags ? groupCode(groups.indexOf(tags.join(" "))) : NO_GROUP;
  };
  const ofKind = (kind: NounKind) => entries.filter((entry) => entry.kind === kind);
  const lines = KINDS.map(
    (kind) =>
      `  ${kind}: ${JSON.stringify(
        ofKind(kind)
          .map((entry) => entry.display)
          .join("|"),
      )},`,
  );
  const groupLines = KINDS.map((kind) => `  ${kind}: ${JSON.stringify(ofKind(kind).map(codeOf).join(""))},`);
  const productToo = entries.filter((entry) => entry.productToo).map((entry) => entry.word);
  return [
    "// Generated by `npm run nouns` (scripts/nouns) from WordNet 3.1; edit the rules there, not this file.",
    'import type { NounTable } from "./noun-shape";',
    "",
    "export const NOUNS = {",
    ...lines,
    "} as const satisfies NounTable;",
    "",
    `export const ALSO_PRODUCT = ${JSON.stringify(productToo.join("|"))};`,
    "",
    `export const ENGLISH = ${JSON.stringify(english.join("|"))};`,
    "",
    "/** The groups creators tag nouns by, each as its singular and plural tag (see noun-groups.ts). */",
    `export const GROUPS = ${JSON.stringify(groups.join("|"))};`,
    "",
    "/** Each noun's group, one character per noun in the order of NOUNS (see noun-groups.ts). */",
    "export const GROUP_OF = {",
    ...groupLines,
    "} as const satisfies NounTable;",
    "",
  ].join("\n");
}

export const NOUNS_FILE = fileURLToPath(new URL("../../app/lib/topic/nouns/nouns.data.ts", import.meta.url));
export const HINGLISH_WORDS = fileURLToPath(new URL("../../hinglish-words.txt", import.meta.url));

export function hinglishWords(): Set<string> {
  return new Set(
    readFileSync(HINGLISH_WORDS, "utf8")
      .split("\n")
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== "" && !line.startsWith("#")),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const wordnet = readWordNet();
  const entries = nounEntries(wordnet, hinglishWords());
  writeFileSync(NOUNS_FILE, nounModule(entries, englishWords(wordnet, entries)));
  const counts = KINDS.map((kind) => `${kind} ${entries.filter((entry) => entry.kind === kind).length}`);
  console.log(`${entries.length} nouns: ${counts.join(", ")}`);
}
