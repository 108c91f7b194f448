import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/text/random";
import { generatePost } from "./instagram-post-generator.logic";

// A topic of every kind the topic reader knows, and what its post must then say (and must not),
// whatever the seed: the page's browser test walks three of these through the address.
const BY_KIND: readonly { topic: string; says: readonly string[]; never?: RegExp }[] = [
  { topic: "iphone 16 review", says: ["iPhone 16", "📱", "#iphone16"], never: /applewatch|airpods|iphone 16 review/u },
  { topic: "nykaa", says: ["Nykaa", "#nykaa"] },
  { topic: "manali itinerary", says: ["Manali", "🏔️", "#manali"], never: /#manaliitinerary|shimla/u },
  {
    topic: "Delhi street food under 100 rupees",
    says: ["Delhi street food", "🌶️", "#streetfood"],
    never: /recipe|tutorial|rupees/iu,
  },
  { topic: "gym", says: ["🏋️", "#gym"], never: /coach|trainer/u },
  { topic: "cricket", says: ["🏏", "#cricket"] },
  { topic: "cat", says: ["🐱", "#cat"], never: /Aaj ka topic/u },
  { topic: "virat kohli", says: ["Virat Kohli", "🏏", "#viratkohli"] },
  { topic: "diwali", says: ["Diwali", "🪔", "#diwali"] },
  { topic: "neet preparation", says: ["NEET", "#neet"] },
  { topic: "bgmi", says: ["BGMI", "🎮", "#bgmi"] },
  { topic: "pushpa 2 reaction", says: ["Pushpa 2", "#pushpa2"] },
  { topic: "stock market", says: ["📈", "#stockmarket"] },
  { topic: "खाना", says: ["खाना", "#खाना"] },
  { topic: "xqzvbn", says: ["xqzvbn", "#xqzvbn"] },
];

const SEEDS = Array.from({ length: 12 }, (_, i) => i * 13 + 1);

describe("a post for each kind of topic", () => {
  for (const { topic, says, never } of BY_KIND) {
    it(`"${topic}" is written for what it is, on every seed`, () => {
      for (const seed of SEEDS) {
        const text = generatePost(topic, seededRng(seed));
        for (const part of says) expect(text, `${topic} / seed ${seed}`).toContain(part);
        if (never) expect(text, `${topic} / seed ${seed}`).not.toMatch(never);
      }
    });
  }
});
