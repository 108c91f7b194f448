import { describe, expect, it } from "vitest";
import { BANNED_TAGS } from "./banned.data";
import { isPlace, isUsableTag, topicsFor } from "./hashtags";
import { PHRASE_ENDINGS, TOPICS } from "./topic-map.data";

const tagsOf = (topic: (typeof TOPICS)[number]) => [...topic.broad, ...topic.mid, ...topic.niche];
const PLACE_TAGS = new Set(TOPICS.filter(isPlace).flatMap(tagsOf));
const CITY_NAMES = ["mumbai", "bombay", "delhi", "bangalore", "bengaluru", "kolkata", "chennai", "hyderabad", "jaipur"];

describe("the topic map", () => {
  it("covers at least 80 topics with unique, tag-safe ids, places marked", () => {
    expect(TOPICS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(TOPICS.map((topic) => topic.id)).size).toBe(TOPICS.length);
    for (const topic of TOPICS) expect(topic.id).toMatch(/^[a-z0-9]+$/);
    expect(TOPICS.filter(isPlace).map((topic) => topic.id)).toEqual(
      expect.arrayContaining(["mumbai", "delhi", "goa", "kerala", "rajasthan"]),
    );
  });

  it("has three tiers of real-looking tags per topic: lower-case, valid, allowed, no repeats", () => {
    for (const topic of TOPICS) {
      expect(topic.broad.length, topic.id).toBeGreaterThanOrEqual(4);
      expect(topic.mid.length, topic.id).toBeGreaterThanOrEqual(6);
      expect(topic.niche.length, topic.id).toBeGreaterThanOrEqual(7);
      const tags = tagsOf(topic);
      expect(new Set(tags).size, topic.id).toBe(tags.length);
      for (const tag of tags) {
        expect(tag).toBe(tag.toLowerCase());
        expect(isUsableTag(tag), tag).toBe(true);
        expect(BANNED_TAGS.has(tag), tag).toBe(false);
      }
    }
  });

  it("relates topics that exist, and never relates a non-place topic to a place", () => {
    const byId = new Map(TOPICS.map((topic) => [topic.id, topic]));
    for (const topic of TOPICS) {
      for (const id of topic.related ?? []) {
        const related = byId.get(id);
        expect(related, `${topic.id} → ${id}`).toBeDefined();
        expect(id).not.toBe(topic.id);
        if (related && !isPlace(topic)) expect(isPlace(related), `${topic.id} → ${id}`).toBe(false);
      }
    }
  });

  it("keeps city tags inside place topics", () => {
    for (const topic of TOPICS.filter((t) => !isPlace(t))) {
      for (const tag of tagsOf(topic)) {
        expect(PLACE_TAGS.has(tag), `${topic.id}: ${tag}`).toBe(false);
        expect(
          CITY_NAMES.some((city) => tag.includes(city)),
          `${topic.id}: ${tag}`,
        ).toBe(false);
      }
    }
  });

  it("reaches every topic from its id and from each of its words", () => {
    for (const topic of TOPICS) {
      expect(topicsFor(topic.id)[0]?.topic.id, topic.id).toBe(topic.id);
      for (const word of [...topic.words, ...(topic.desi ?? [])]) {
        expect(
          topicsFor(word).some((match) => match.topic === topic),
          `${topic.id}: ${word}`,
        ).toBe(true);
      }
    }
  });

  it("has phrase endings for every kind", () => {
    for (const topic of TOPICS) expect(PHRASE_ENDINGS[topic.kind].length).toBeGreaterThan(0);
  });
});
