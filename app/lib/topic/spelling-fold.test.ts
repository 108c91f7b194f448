import { describe, expect, it } from "vitest";
import { foldSpelling } from "./spelling-fold";

describe("one key for the spellings people write both ways", () => {
  it("drops the nukta of borrowed sounds, precomposed or not, and reads chandrabindu as anusvara", () => {
    expect(foldSpelling("मोमोज़")).toBe(foldSpelling("मोमोज"));
    expect(foldSpelling("\u095B")).toBe("ज");
    expect(foldSpelling("फ़्राइड")).toBe("फ्राइड");
    expect(foldSpelling("माँ")).toBe(foldSpelling("मां"));
  });

  it("keeps ड़ and ढ़, which are letters of their own", () => {
    expect(foldSpelling("पकोड़ा")).not.toBe(foldSpelling("पकोडा"));
  });

  it("folds doubled Hinglish vowels", () => {
    expect(foldSpelling("khaana")).toBe(foldSpelling("khana"));
    expect(foldSpelling("cheeni")).toBe("chini");
  });
});
