import { describe, expect, it } from "vitest";
import { readTopic } from "./read-topic";
import { shapeOf, subjectWithModifiers } from "./shape";
import { inLatin, latinSubject } from "./latin-subject";
import { latinOf } from "./devanagari-spelling";

const shape = (keyword: string) => shapeOf(readTopic(keyword));

describe("shapeOf", () => {
  it("reads everyday care, chores, money habits and commutes as routines, not skills", () => {
    for (const keyword of [
      "winter skincare for dry skin",
      "monsoon hair care",
      "morning walk",
      "salary budgeting",
      "ghar ki safai tips",
      "दिवाली की सफाई",
      "cycling to work",
    ])
      expect(shape(keyword), keyword).toBe("routine");
  });

  it("tells a sport or workout from a skill one learns", () => {
    expect(shape("cricket")).toBe("sport");
    expect(shape("gym workout")).toBe("sport");
    expect(shape("coding")).toBe("skill");
    expect(shape("mehndi design")).toBe("skill");
  });

  it("reads travel with a place as a trip, and a festival apart from a family occasion", () => {
    expect(shape("ladakh bike trip")).toBe("trip");
    expect(shape("manali trip")).toBe("trip");
    expect(shape("diwali")).toBe("festival");
    expect(shape("wedding")).toBe("occasion");
  });

  it("gives every other kind its own shape", () => {
    expect(shape("gajar ka halwa")).toBe("dish");
    expect(shape("Valorant")).toBe("game");
    expect(shape("iphone 16")).toBe("product");
  });
});

describe("modifiers", () => {
  it("keeps what the subject is for or who it is for, where the keyword put it", () => {
    const skin = readTopic("winter skincare for dry skin");
    expect(skin.subject).toBe("winter skincare");
    expect(skin.modifiers).toEqual(["for dry skin"]);
    expect(subjectWithModifiers(skin)).toBe("winter skincare for dry skin");
    const salary = readTopic("first salary budgeting tips");
    expect(salary.modifiers).toEqual(["first"]);
    expect(subjectWithModifiers(salary)).toBe("first salary budgeting");
    expect(readTopic("budget smartwatch under 3000").modifiers).toEqual(["under 3000"]);
  });

  it("has none for the qualifiers that only dress a search", () => {
    expect(readTopic("best easy rajma chawal recipe in hindi").modifiers).toBeUndefined();
  });

  it("names the head noun of a longer subject", () => {
    expect(readTopic("winter skincare").head).toBe("skincare");
    expect(readTopic("skincare").head).toBeUndefined();
  });
});

describe("Latin spellings of Devanagari", () => {
  it("spells borrowed English words and common Hindi words from the list, never letter by letter", () => {
    expect(latinOf("रक्षाबंधन गिफ्ट आइडिया")).toBe("raksha bandhan gift idea");
    expect(latinOf("छठ पूजा गीत")).toBe("chhath puja geet");
    expect(latinOf("मेहंदी डिजाइन")).toBe("mehndi design");
    expect(latinOf("सफाई")).toBe("safai");
  });

  it("writes a Devanagari subject for a Latin page in the spelling and casing people type", () => {
    expect(latinSubject(readTopic("दिवाली की सफाई"))).toBe("Diwali ki safai");
    expect(latinSubject(readTopic("गाजर का हलवा"))).toBe("gajar ka halwa");
    expect(latinSubject(readTopic("करवा चौथ मेहंदी डिजाइन"))).toBe("Karwa Chauth mehndi design");
    const manali = inLatin(readTopic("मनाली"));
    expect([manali.subject, manali.place]).toEqual(["Manali", "Manali"]);
    expect(latinSubject(readTopic("Valorant"))).toBe("Valorant");
  });
});
