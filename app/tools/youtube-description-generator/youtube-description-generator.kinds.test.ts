import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/text/random";
import { generateDescription } from "./youtube-description-generator.logic";

// A title of every kind the topic reader knows, and what its description must then hold (and must
// not), whatever the seed: the page's browser test walks three of these through the address.
const BY_KIND: readonly { title: string; says: readonly (string | RegExp)[]; never?: RegExp }[] = [
  {
    title: "iphone 16 review",
    says: ["iPhone 16", /spec/iu, /verdict/iu, "#iphone16"],
    never: /#applewatch|#airpods/u,
  },
  { title: "nykaa", says: ["Nykaa", "#nykaa"] },
  { title: "manali itinerary", says: ["Manali", /how to reach|getting there|kaise pahunchein/iu, "#manali"] },
  {
    title: "Delhi street food under 100 rupees",
    says: ["Delhi street food", /place|stop|where we ate|jagah/iu, "#streetfood"],
    never: /recipe|tutorial|step by step|ingredients/iu,
  },
  { title: "masala chai", says: [/ingredients|saamagri/iu, "#masalachai"] },
  { title: "gym", says: [/gym/iu, "#gym"], never: /coach|trainer/u },
  { title: "cat", says: [/cat/iu, "#cat"] },
  { title: "virat kohli", says: ["Virat Kohli", "#viratkohli"] },
  { title: "diwali", says: ["Diwali", "#diwali"] },
  { title: "neet preparation", says: ["NEET", /syllabus|study plan/iu, "#neet"] },
  { title: "bgmi", says: ["BGMI", /gameplay|settings/iu, "#bgmi"] },
  { title: "pushpa 2 reaction", says: ["Pushpa 2", /react/iu, "#reaction"] },
  { title: "stock market", says: [/stock market/iu, "#stockmarket"] },
  { title: "xqzvbn", says: ["xqzvbn", "#xqzvbn"] },
  { title: "5 gym mistakes #shorts", says: ["[link to the full video]", "#shorts"] },
];

const SEEDS = Array.from({ length: 12 }, (_, i) => i * 13 + 1);

describe("a description for each kind of title", () => {
  for (const { title, says, never } of BY_KIND) {
    it(`"${title}" gets a description shaped for it, on every seed`, () => {
      for (const seed of SEEDS) {
        const text = generateDescription(title, seededRng(seed));
        for (const part of says) {
          if (typeof part === "string") expect(text, `${title} / seed ${seed}`).toContain(part);
          else expect(text, `${title} / seed ${seed}`).toMatch(part);
        }
        if (never) expect(text, `${title} / seed ${seed}`).not.toMatch(never);
      }
    });
  }
});
