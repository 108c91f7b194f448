// @vitest-environment node
// Every generator that writes sentences from a keyword, in Latin letters (English, and Hinglish on
// the Hindi pages): over the topic reader's three labelled keyword sets and a few seeds, each line
// opens with a capital and the pronoun "I" is never written "i". A line may open in lower case only
// with a name that has its own casing (iPhone, realme: the subject as its makers write it).
import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/text/random";
import { readTopic } from "~/lib/topic";
import { EVALUATION_SET } from "~/lib/topic/evaluation.data";
import { FRESH_SET } from "~/lib/topic/fresh.data";
import { HELD_OUT_SET } from "~/lib/topic/held-out.data";
import { topicIdeaBank } from "./idea-generator/topic-ideas.logic";
import { CAPTION_CATEGORIES } from "./instagram-caption-generator/categories";
import { topicCaptionBank } from "./instagram-caption-generator/topic-captions.logic";
import { generatePost } from "./instagram-post-generator/instagram-post-generator.logic";
import { generateDescription } from "./youtube-description-generator/youtube-description-generator.logic";

const KEYWORDS = [...new Set([...EVALUATION_SET, ...HELD_OUT_SET, ...FRESH_SET].map((item) => item.keyword))].filter(
  // Latin output is judged; a Devanagari keyword on the English page is written back as typed.
  (keyword) => !/\p{Script=Devanagari}/u.test(keyword),
);
const SEEDS = [1, 2, 3];
// Reading a keyword is the slow part: each is read once for every generator below.
const READINGS = new Map(KEYWORDS.map((keyword) => [keyword, readTopic(keyword)]));
const reading = (keyword: string) => READINGS.get(keyword) ?? readTopic(keyword);

/** What is wrong with a text's casing: a line opening in lower case, or a lone "i". */
function casingFaults(text: string, keyword: string): string[] {
  const subject = reading(keyword).subject;
  const faults: string[] = [];
  for (const line of text.split("\n")) {
    // A hashtag line is tags, not a sentence.
    if (line.startsWith("#")) continue;
    const first = /^\p{L}[\p{L}\p{N}'’-]*/u.exec(line)?.[0];
    const ownCasing = first !== undefined && (/\p{Lu}/u.test(first) || subject.startsWith(first));
    if (first !== undefined && /^\p{Ll}/u.test(first) && /^[a-z]/.test(first) && !ownCasing) {
      faults.push(`opens in lower case: ${line}`);
    }
    if (/(?<![\p{L}\p{N}_'’#@./-])i(?=['’]|[^\p{L}\p{N}_]|$)/u.test(line)) faults.push(`lone "i": ${line}`);
  }
  return faults;
}

function expectCased(make: (keyword: string) => readonly string[]): void {
  const faults: string[] = [];
  for (const keyword of KEYWORDS) {
    for (const text of make(keyword)) faults.push(...casingFaults(text, keyword).map((f) => `${keyword} → ${f}`));
  }
  expect(faults.slice(0, 20), `${faults.length} faults`).toEqual([]);
}

describe("sentences open with a capital and say I, over the labelled keyword sets", () => {
  it("the casing check itself catches what the issue saw", () => {
    expect(casingFaults("tips i wish i'd known earlier: sleep 💡", "sleep tips")).toHaveLength(2);
    expect(casingFaults("iPhone 16 in one minute", "iphone 16")).toEqual([]);
  });

  it("a post about sleep tips says so: the subject is never left stranded after the format word", () => {
    for (const writing of ["en", "hinglish"] as const) {
      for (let seed = 1; seed <= 40; seed++) {
        const opening = generatePost("sleep tips", seededRng(seed), undefined, writing).split("\n")[0] ?? "";
        expect(opening, `${writing}, seed ${seed}`).not.toMatch(/:\s*sleep\b/iu);
      }
    }
  });

  for (const writing of ["en", "hinglish"] as const) {
    it(`post generator (${writing})`, () => {
      expectCased((keyword) => SEEDS.map((seed) => generatePost(keyword, seededRng(seed), undefined, writing)));
    });

    it(`caption generator, every topic caption (${writing})`, () => {
      expectCased((keyword) =>
        CAPTION_CATEGORIES.flatMap(({ value }) => topicCaptionBank(reading(keyword), value, writing)),
      );
    });

    it(`idea generator, every topic idea on both platforms (${writing})`, () => {
      expectCased((keyword) =>
        (["instagram", "youtube"] as const).flatMap((platform) => topicIdeaBank(platform, reading(keyword), writing)),
      );
    });

    it(`description generator (${writing})`, () => {
      expectCased((keyword) =>
        SEEDS.map((seed) => {
          const rng = seededRng(seed);
          return generateDescription(keyword, rng, undefined, writing);
        }),
      );
    });
  }
});
