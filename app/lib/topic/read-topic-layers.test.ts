// @vitest-environment node
// The reader's layers past the curated data: the dictionary of nouns (loaded as a page loads it,
// after a miss), cue words, folded spellings and the Hindi recipe title.
import { beforeAll, describe, expect, it } from "vitest";
import { loadNouns } from "./nouns/noun-index";
import { prepareReading } from "./prepare";
import { hasUnknownWords, readTopic } from "./read-topic";

const read = (keyword: string) => {
  const { subject, kind, format } = readTopic(keyword);
  return { subject, kind, format };
};

describe("the reader's layers", () => {
  it("asks for the dictionary only when a Latin word is unknown", () => {
    expect(hasUnknownWords("masala chai")).toBe(false);
    expect(hasUnknownWords("मोमोज़")).toBe(false);
    expect(hasUnknownWords("gaming chair")).toBe(true);
  });

  it("reads a person nobody listed by the shape of the name, and only then", () => {
    expect(read("rinku singh")).toEqual({ subject: "Rinku Singh", kind: "person", format: null });
    expect(read("सुनील छेत्री")).toEqual({ subject: "सुनील छेत्री", kind: "person", format: null });
    expect(read("प्रेमानंद जी महाराज").kind).toBe("person");
    // The name ends at its family name; what follows is about the person.
    expect(read("rahul gandhi speech").subject).toBe("Rahul Gandhi speech");
    // A title after a family name is part of it, and "ji" is no JEE.
    expect(read("sharma ji ka beta").subject).toBe("Sharma Ji ka beta");
    // One word is no name, and a word that is a thing stays one.
    expect(read("singh").kind).not.toBe("person");
    expect(read("pooja vidhi").kind).not.toBe("person");
  });

  describe("with the dictionary", () => {
    beforeAll(() => prepareReading(["gaming chair"]));

    it("a compound is its head noun", () => {
      expect(read("gaming chair")).toEqual({ subject: "gaming chair", kind: "product", format: null });
      expect(read("yoga mat").kind).toBe("product");
      expect(read("electric scooter").kind).toBe("product");
      expect(read("tortoise").kind).toBe("animal");
    });

    it("files the head noun under the group creators tag it by, and reaches the map through that group", () => {
      expect(readTopic("leopard gecko").group).toEqual(["gecko", "reptile", "reptiles"]);
      expect(readTopic("electric kettle").group).toEqual(["kettle", "kitchen", "kitchenessentials"]);
      expect(readTopic("beagle").topics.map((match) => match.topic.id)).toEqual(["dogs"]);
      // Only a noun of the reading's own kind: a fryer is first a young chicken, an air fryer is not.
      expect(readTopic("air fryer").group).toBeUndefined();
      // A subject the map knows keeps its own topics.
      expect(readTopic("capsule wardrobe").topics.map((match) => match.topic.id)).toEqual(["fashion"]);
    });

    it("a person's work is a person, even after a topic", () => {
      expect(read("wedding photographer").kind).toBe("person");
      expect(read("yoga teacher").kind).toBe("person");
    });

    it("a name the dictionary cannot read stays general, never a confident wrong kind", () => {
      expect(read("kalyan jewellers").kind).toBe("general");
      expect(read("kumbalangi nights").kind).toBe("general");
      expect(read("sa re ga ma pa 2024").kind).toBe("general");
    });

    it("a name the lexicon lists is what the lexicon says, though the dictionary cannot read it", () => {
      expect(read("manjummel boys").kind).toBe("show");
      expect(read("indian idol 15").kind).toBe("show");
    });

    it("a cue word says what the name before it is", () => {
      expect(read("durand cup").kind).toBe("event");
      expect(read("khan sir").kind).toBe("person");
      expect(read("wbcs preparation").kind).toBe("study");
      expect(read("turban tying tutorial")).toEqual({ subject: "turban tying", kind: "activity", format: "tutorial" });
    });

    it("a gameplay is a game's, whatever its name", () => {
      expect(read("zorblix gameplay").kind).toBe("game");
    });
  });

  it("nukta or none, the same dish, shown as typed", async () => {
    await loadNouns();
    expect(read("मोमोज़")).toEqual({ subject: "मोमोज़", kind: "food", format: null });
    expect(read("मोमोज").kind).toBe("food");
  });

  it("lifts the subject out of the Hindi recipe title and keeps the format", () => {
    expect(read("मसाला चाय बनाने का आसान तरीका")).toEqual({ subject: "मसाला चाय", kind: "food", format: "recipe" });
    expect(read("aloo paratha ki recipe")).toEqual({ subject: "aloo paratha", kind: "food", format: "recipe" });
  });
});
