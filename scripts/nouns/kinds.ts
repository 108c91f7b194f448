// Which of the reader's kinds a WordNet sense is, read off its hypernyms: the nearest ancestor named
// here decides ("chess" → board game → game; "cafe" → restaurant → building → structure → place).
// A sense whose chain names nothing here, or names it `null`, has no kind: the reader stays general
// rather than guess. Keys are a synset's first word, "@" its lexicographer file where the word alone is ambiguous.
import type { NounKind } from "../../app/lib/topic/nouns/noun-shape";
import { type WordNet, ancestors } from "./wordnet";

const BY_ANCESTOR: Readonly<Record<string, NounKind | null>> = {
  // Games before the activities and contests they are kinds of.
  "board game@act": "game",
  "card game@act": "game",
  "parlor game@act": "game",
  "video game@act": "game",
  "computer game@act": "game",
  "athletic game@act": "activity",
  "sport@act": "activity",
  "exercise@act": "activity",
  "game@act": "game",
  // Shows: broadcasts, films, books, music, cartoons (before the social events a show is).
  "show@event": "show",
  "broadcast@communication": "show",
  "movie@communication": "show",
  "series@communication": "show",
  "publication@communication": "show",
  "publication@artifact": "show",
  "literary composition@communication": "show",
  "music@communication": "show",
  "music genre@communication": "show",
  "song@communication": "show",
  "cartoon@communication": "show",
  "drama@communication": "show",
  // Events and occasions.
  "ceremony@event": "event",
  "social event@event": "event",
  "contest@event": "event",
  "festival@time": "event",
  "holiday@time": "event",
  "celebration@act": "event",
  "party@act": "event",
  // Learning: disciplines, languages and tests are studied.
  "discipline@cognition": "study",
  "language@communication": "study",
  "examination@communication": "study",
  // Fields people follow: money, trade, health conditions.
  "commerce@act": "field",
  "transaction@act": "field",
  possession: "field",
  "disease@state": "field",
  "illness@state": "field",
  "knowledge domain@cognition": "field",
  "doctrine@cognition": "field",
  // Places: built ones and natural ones.
  "structure@artifact": "place",
  "facility@artifact": "place",
  "geological formation@object": "place",
  "body of water@object": "place",
  location: "place",
  // Made things are bought; works of art and tools of abstract kinds are not read as products.
  "creation@artifact": null,
  artifact: "product",
  activity: "activity",
  food: "food",
  "nutriment@food": "food",
  "beverage@food": "food",
  animal: "animal",
  person: "person",
};

/** Whole lexicographer files whose every sense has one kind, when no ancestor above decided. */
const BY_FILE: Readonly<Record<string, NounKind>> = {
  food: "food",
  animal: "animal",
  person: "person",
  location: "place",
};

export function kindOfSense(wordnet: WordNet, offset: string): NounKind | null {
  for (const up of ancestors(wordnet, offset)) {
    const synset = wordnet.synsets.get(up);
    if (!synset) continue;
    const word = synset.words[0]?.toLowerCase() ?? "";
    const key = `${word}@${synset.file}` in BY_ANCESTOR ? `${word}@${synset.file}` : word;
    if (key in BY_ANCESTOR) return BY_ANCESTOR[key] ?? null;
  }
  return BY_FILE[wordnet.synsets.get(offset)?.file ?? ""] ?? null;
}
