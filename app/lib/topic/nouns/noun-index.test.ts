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
import { groupCode, groupIndex } from "./noun-groups";

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
    expect(map.get("mouse")).toEqual({ kind: "animal", display: "mouse", productToo: true, group: null });
    expect(map.get("chair")?.productToo).toBe(false);
    const none = { ...table, product: "", animal: "" };
    const grouped = buildNouns(table, "", {
      groups: "furniture homedecor|rodent smallpets",
      groupOf: { ...none, product: groupCode(0), animal: groupCode(1) },
    });
    expect(grouped.get("chair")?.group).toEqual(["furniture", "homedecor"]);
    expect(grouped.get("mouse")?.group).toEqual(["rodent", "smallpets"]);
  });

  it("gives nouns the group creators tag them by, from the nearest ancestor that names one", async () => {
    await loadNouns();
    expect(nounOf("gecko")?.group).toEqual(["reptile", "reptiles"]);
    expect(nounOf("wardrobe")?.group).toEqual(["furniture", "homedecor"]);
    expect(nounOf("kettle")?.group).toEqual(["kitchen", "kitchenessentials"]);
    expect(nounOf("beagle")?.group).toEqual(["dog", "dogs"]);
    // Too far up, a group says nothing: "idea" is in none.
    expect(nounOf("idea")?.group ?? null).toBeNull();
  });

  it("writes every group code so it reads back, never as a quote or an escape", () => {
    for (let index = 0; index < 150; index++) {
      const code = groupCode(index);
      expect(groupIndex(code)).toBe(index);
      expect(code).not.toMatch(/["\\!]/u);
    }
  });
});
