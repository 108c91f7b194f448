import { describe, expect, it } from "vitest";
import { seededRng } from "~/lib/text/random";
import { BANNED_TAGS } from "~/lib/hashtags/banned.data";
import { instagramHashtags, isPlace, isUsableTag, topicsFor } from "~/lib/hashtags/hashtags";
import { PHRASE_ENDINGS, TOPICS } from "./topic-map.data";
import { normaliseKeyword } from "./words";

type MapTopic = (typeof TOPICS)[number];
const tagsOf = (topic: MapTopic) => [...topic.broad, ...topic.mid, ...topic.niche];
const BY_ID = new Map(TOPICS.map((topic) => [topic.id, topic]));
const relatedOf = (topic: MapTopic) => (topic.related ?? []).map((id) => BY_ID.get(id)).filter((t) => t !== undefined);
/** Every tag a keyword's list may draw from: its topics' own tags and their related topics' tags. */
const reachableTags = (keyword: string) =>
  new Set(topicsFor(keyword).flatMap(({ topic }) => [topic, ...relatedOf(topic)].flatMap(tagsOf)));
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
    for (const topic of TOPICS) {
      for (const id of topic.related ?? []) {
        const related = BY_ID.get(id);
        expect(related, `${topic.id} → ${id}`).toBeDefined();
        expect(id).not.toBe(topic.id);
        if (related && !isPlace(topic)) expect(isPlace(related), `${topic.id} → ${id}`).toBe(false);
      }
    }
  });

  it("gives every topic at least 30 usable tags of its own and its related topics'", () => {
    const short: string[] = [];
    for (const topic of TOPICS) {
      const tags = new Set([topic, ...relatedOf(topic)].flatMap(tagsOf).filter(isUsableTag));
      if (tags.size < 30) short.push(`${topic.id}: ${tags.size}`);
    }
    expect(short).toEqual([]);
  });

  it("never lets two topics share a word: each id, word and desi word reaches one topic", () => {
    const owners = new Map<string, string>();
    const shared: string[] = [];
    for (const topic of TOPICS) {
      const keys = new Set([topic.id, ...[...topic.words, ...(topic.desi ?? [])].map(normaliseKeyword)]);
      for (const key of keys) {
        const owner = owners.get(key);
        if (owner) shared.push(`${key}: ${owner} and ${topic.id}`);
        owners.set(key, topic.id);
      }
    }
    expect(shared).toEqual([]);
  });

  it("gives everyday subjects a topic of their own", () => {
    const subjects = {
      tortoise: "tortoise",
      "table tennis": "tabletennis",
      chess: "chess",
      parrot: "petbirds",
      badminton: "badminton",
      ludo: "boardgames",
      gta: "gta",
      momos: "momos",
      pizza: "pizza",
      "karwa chauth": "karwachauth",
      "bigg boss": "biggboss",
      "cat exam": "mba",
      cafe: "cafes",
      "hill station": "mountains",
      astrology: "astrology",
      crypto: "crypto",
    };
    for (const [keyword, id] of Object.entries(subjects)) expect(topicsFor(keyword)[0]?.topic.id, keyword).toBe(id);
  });

  it("keeps unrelated subjects' tags apart", () => {
    const apart: [string, string[]][] = [
      ["cricket", ["football", "soccer", "isl", "premierleague"]],
      ["cat", ["dog", "labrador", "indiedogs", "dogmom"]],
      ["dog", ["cat", "catlover", "catsofinstagram"]],
      ["gym", ["healthyrecipes", "veganindia"]],
      ["skincare", ["bridalmakeup", "makeuptutorial"]],
      ["iphone 16 review", ["airpods", "ipad", "macbook", "applewatch", "iphonewallpaper"]],
      ["street food", ["butterchicken", "chaipecharcha"]],
      ["table tennis", ["cricket", "football", "badminton"]],
      ["gaming", ["bgmi", "valorant", "minecraft"]],
    ];
    for (const [keyword, foreign] of apart) {
      const reachable = reachableTags(keyword);
      expect(
        foreign.filter((tag) => reachable.has(tag)),
        keyword,
      ).toEqual([]);
      for (const seed of [1, 2, 3]) {
        const all = instagramHashtags(keyword, seededRng(seed)).all;
        expect(
          foreign.filter((tag) => all.includes(tag)),
          `${keyword}, seed ${seed}`,
        ).toEqual([]);
      }
    }
  });

  it("gives the subjects of the bug report a full list of 30", () => {
    for (const keyword of ["tortoise", "table tennis", "chess"]) {
      expect(instagramHashtags(keyword, seededRng(1)).all, keyword).toHaveLength(30);
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
