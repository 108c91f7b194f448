import { describe, expect, it } from "vitest";
import {
  type Fit,
  fitKey,
  fittingTemplates,
  sentenceStart,
  startSentences,
  topicPhrase,
  traitsOf,
} from "./template-fit";
import { readTopic } from "~/lib/topic";

const traits = (keyword: string, extra: Parameters<typeof traitsOf>[1] = []) =>
  [...traitsOf(readTopic(keyword), extra)].sort();

describe("traitsOf", () => {
  it.each([
    ["NEET preparation", ["exam", "prep"]],
    ["BGMI sensitivity", ["shooter", "videoGame"]],
    ["ludo", []],
    ["Delhi street food", ["eatenOut", "withPlace"]],
    ["how to make biryani", ["howTo"]],
    ["Manali", ["named", "region"]],
    ["मनाली", ["latinless", "region"]],
    ["taj mahal", ["named", "venue"]],
    ["street dogs", ["stray"]],
    ["Virat Kohli", ["named"]],
    ["Diwali decor", []],
    ["IPL 2025", ["named", "sport"]],
    ["grwm", ["formatOnly"]],
    ["xqzvbn", []],
  ])("%s: %j", (keyword, expected) => {
    expect(traits(keyword)).toEqual(expected);
  });

  it("adds a tool's own traits", () => {
    expect(traits("ludo", ["shorts"])).toEqual(["shorts"]);
  });
});

describe("fittingTemplates", () => {
  const bank: { id: string; fit: Fit }[] = [
    { id: "any", fit: { kinds: "any", formats: "any", fallback: true } },
    { id: "street food", fit: { kinds: ["food"], formats: "any", needs: ["eatenOut"] } },
    { id: "recipe", fit: { kinds: ["food"], formats: ["recipe"], avoids: ["eatenOut"] } },
    { id: "exam", fit: { kinds: ["study"], formats: [null], needs: ["exam"] } },
  ];
  const ids = (keyword: string) => fittingTemplates(bank, readTopic(keyword)).map((template) => template.id);

  it("gives the templates written for the reading, and the fallbacks only when none is", () => {
    expect(ids("Delhi street food")).toEqual(["street food"]);
    expect(ids("how to make biryani")).toEqual(["recipe"]);
    expect(ids("NEET preparation")).toEqual(["exam"]);
    expect(ids("maths")).toEqual(["any"]);
    expect(ids("xqzvbn")).toEqual(["any"]);
  });

  it("names each set of templates by the reading's kind, format and traits", () => {
    expect(fitKey(readTopic("Delhi street food"))).toBe("food:none:eatenOut:withPlace");
    expect(fitKey(readTopic("how to make biryani"))).toBe("food:recipe:howTo");
    expect(fitKey(readTopic("ludo"), ["shorts"])).toBe("game:none:shorts");
  });
});

describe("the topic in a sentence", () => {
  it("opens a sentence with a capital only for plain words, and puts the place where it reads", () => {
    expect(sentenceStart("street food")).toBe("Street food");
    expect(sentenceStart("iPhone 16")).toBe("iPhone 16");
    expect(sentenceStart("realme 14 Pro")).toBe("realme 14 Pro");
    expect(sentenceStart("elephants in Kerala")).toBe("Elephants in Kerala");
    expect(topicPhrase(readTopic("Delhi street food under 100 rupees"))).toBe("Delhi street food");
    expect(topicPhrase(readTopic("durga puja kolkata"))).toBe("Durga Puja in Kolkata");
    expect(topicPhrase(readTopic("manali itinerary"))).toBe("Manali");
  });
});

describe("startSentences", () => {
  it("opens each line with a capital and writes the pronoun I", () => {
    expect(startSentences("tips i wish i'd known earlier: sleep 💡\nsave this, i mean it")).toBe(
      "Tips I wish I'd known earlier: sleep 💡\nSave this, I mean it",
    );
    expect(startSentences("i’m trying chai")).toBe("I’m trying chai");
  });

  it("leaves names with their own casing, tags, handles, addresses and words holding an i", () => {
    expect(startSentences("iPhone 16 tips\nrealme GT 7 review")).toBe("iPhone 16 tips\nrealme GT 7 review");
    expect(startSentences("#i #tips\nFollow @i for more")).toBe("#i #tips\nFollow @i for more");
    expect(startSentences("Hindi, it is, at example.com/i")).toBe("Hindi, it is, at example.com/i");
    expect(startSentences("Bas chai pi lo")).toBe("Bas chai pi lo");
  });
});
