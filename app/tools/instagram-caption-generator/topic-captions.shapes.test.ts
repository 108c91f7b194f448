import { describe, expect, it } from "vitest";
import { shapeOf } from "~/lib/topic";
import { seededRng } from "~/lib/text/random";
import type { Writing } from "~/lib/text/writing";
import { LIST_CATEGORIES } from "./categories";
import { TOPIC_CAPTIONS } from "./banks/en/topic-captions.data";
import { HINDI_TOPIC_CAPTIONS } from "./banks/hi/topic-captions.data";
import { HINGLISH_TOPIC_CAPTIONS } from "./banks/hinglish/topic-captions.data";
import { captionTemplatesFor, readPostTopic, topicCaptionBank, topicCaptionDeck } from "./topic-captions.logic";

const WRITINGS: readonly Writing[] = ["en", "hi", "hinglish"];
const BANKS = { en: TOPIC_CAPTIONS, hi: HINDI_TOPIC_CAPTIONS, hinglish: HINGLISH_TOPIC_CAPTIONS };
const MOODS = LIST_CATEGORIES;

function reading(topic: string) {
  const read = readPostTopic(topic);
  if (read === null) throw new Error(topic);
  return read;
}

describe("topic captions by the subject's shape", () => {
  it("never gives a care routine, a chore or a budget a line tagged for hobbies or sports", () => {
    for (const topic of ["monsoon hair care", "winter skincare for dry skin", "ghar ki safai", "salary budgeting"]) {
      const read = reading(topic);
      expect(shapeOf(read)).toBe("routine");
      for (const writing of WRITINGS)
        for (const mood of MOODS)
          for (const template of captionTemplatesFor(read, mood, writing))
            expect(template.shapes === undefined || template.shapes.includes("routine"), template.text).toBe(true);
    }
  });

  it("keeps 'My hobbies', 'Injury' and 'Talent' lines for what is played or learnt", () => {
    const skin = reading("monsoon hair care");
    const cricket = reading("cricket");
    const all = (read: ReturnType<typeof reading>, writing: Writing) =>
      MOODS.flatMap((mood) => topicCaptionBank(read, mood, writing)).join("\n");
    expect(all(skin, "en")).not.toMatch(/My hobbies|Talent:|Not a hobby/u);
    expect(all(skin, "hinglish")).not.toMatch(/Injury|Talent|paseena/u);
    expect(all(skin, "hi")).not.toMatch(/चोट|टैलेंट|पसीना/u);
    expect(all(cricket, "hinglish")).toMatch(/Injury ne cricket se door rakha hai/u);
  });

  it("has at least a batch of five for a routine in every mood and writing", () => {
    const read = reading("morning walk");
    for (const writing of WRITINGS)
      for (const mood of MOODS)
        expect(topicCaptionBank(read, mood, writing).length, `${writing} ${mood}`).toBeGreaterThanOrEqual(5);
  });

  it("every shape a line names is a shape its kinds can have", () => {
    for (const writing of WRITINGS)
      for (const template of BANKS[writing])
        if (template.shapes) expect(template.kinds, template.text).toContain("activity");
  });

  it("writes a Devanagari topic on the English page in Latin letters, over many seeds", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const mood = MOODS[seed % MOODS.length] ?? "funny";
      const deck = topicCaptionDeck("गाजर का हलवा", mood, seededRng(seed), "en");
      for (const caption of deck?.deal(5) ?? []) {
        expect(caption).not.toMatch(/\p{Script=Devanagari}/u);
        expect(caption.toLowerCase()).toContain("gajar ka halwa");
      }
    }
  });
});
