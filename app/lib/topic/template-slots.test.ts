import { describe, expect, it } from "vitest";
import { readTopic } from "./read-topic";
import { fill, obliqueSubject, topicSlots } from "./template-slots";

const filled = (text: string, keyword: string) => fill(text, topicSlots(readTopic(keyword)));

describe("obliqueSubject", () => {
  it("bends a masculine noun its own का names, and the का with it", () => {
    expect(obliqueSubject("भाई दूज का टीका")).toBe("भाई दूज के टीके");
    expect(obliqueSubject("गाजर का अचार")).toBe("गाजर के अचार");
  });

  it("guesses no gender: a subject without का, and Latin letters, stay as typed", () => {
    expect(obliqueSubject("व्रत कथा")).toBe("व्रत कथा");
    expect(obliqueSubject("मूंग दाल हलवा")).toBe("मूंग दाल हलवा");
    expect(obliqueSubject("गाजर की खीर")).toBe("गाजर की खीर");
    expect(obliqueSubject("gajar ka halwa")).toBe("gajar ka halwa");
  });
});

describe("fill", () => {
  it("writes the oblique form only before a postposition", () => {
    expect(filled("{s} की तैयारी कैसे करें", "भाई दूज का टीका")).toBe("भाई दूज के टीके की तैयारी कैसे करें");
    expect(filled("{s} के बारे में हर सवाल", "भाई दूज का टीका")).toBe("भाई दूज के टीके के बारे में हर सवाल");
    expect(filled("{s}: पूरी गाइड", "भाई दूज का टीका")).toBe("भाई दूज का टीका: पूरी गाइड");
    expect(filled("आज {s}", "भाई दूज का टीका")).toBe("आज भाई दूज का टीका");
    // A word that only starts like a postposition is not one.
    expect(filled("{s} केसर", "गाजर का अचार")).toBe("गाजर का अचार केसर");
  });
});
