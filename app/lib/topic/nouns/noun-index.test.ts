// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  englishWords,
  hinglishWords,
  nounEntries,
  nounModule,
  NOUNS_FILE,
} from "../../../../scripts/nouns/make-noun-index";
import { readWordNet } from "../../../../scripts/nouns/wordnet";
import { readFileSync } from "node:fs";
import { buildNouns, isEnglishWord, loadNouns, nounOf } from "./noun-index";

describe("the dictionary of English nouns", () => {
  it("is what the generator writes from WordNet today: edit the rules in scripts/nouns, then npm run nouns", () => {
    const wordnet = readWordNet();
    const entries = nounEntries(wordnet, hinglishWords());
    expect(readFileSync(NOUNS_FILE, "utf8") === nounModule(entries, englishWords(wordnet, entries))).toBe(true);
  });

  it("reads kinds off hypernyms, with the sense people use", async () => {
    await loadNouns();
    expect(nounOf("tortoise")?.kind).toBe("animal");
    expect(nounOf("sari")?.kind).toBe("product");
    // Rare activities WordNet never saw in use (origami) are left out for size: the curated layer has them.
    expect(nounOf("skateboarding")?.kind).toBe("activity");
    expect(nounOf("biryani")?.kind).toBe("food");
    // WordNet lists chess first as a grass, with no frequency to say so: the sense with a kind wins.
    expect(nounOf("chess")?.kind).toBe("game");
    expect(nounOf("cafe")?.kind).toBe("place");
    expect(nounOf("photographer")?.kind).toBe("person");
    expect(nounOf("chairs")?.kind).toBe("product");
    expect(nounOf("mouse")).toMatchObject({ kind: "animal", productToo: true });
    expect(nounOf("zorblix")).toBeNull();
  });

  it("knows everyday English words of any kind, so a name can be told from a description", async () => {
    await loadNouns();
    for (const word of ["electric", "smoked", "tying", "running", "red"]) expect(isEnglishWord(word), word).toBe(true);
    for (const word of ["kalyan", "manjummel", "xpulse"]) expect(isEnglishWord(word), word).toBe(false);
  });

  it("builds its map from the table's strings", () => {
    const table = {
      product: "chair",
      place: "",
      food: "",
      activity: "",
      animal: "mouse",
      person: "",
      event: "",
      study: "",
      game: "",
      show: "",
      field: "",
    };
    const map = buildNouns(table, "mouse");
    expect(map.get("mouse")).toEqual({ kind: "animal", display: "mouse", productToo: true });
    expect(map.get("chair")?.productToo).toBe(false);
  });
});
