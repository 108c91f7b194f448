import { describe, expect, it } from "vitest";
import { codePointLength } from "~/lib/text/text";
import { devanagariShare } from "~/test/devanagari-text";
import { HINDI_CALLS, HINDI_POSTS } from "./hi/posts.data";
import { HINGLISH_CALLS, HINGLISH_POSTS } from "./hinglish/posts.data";

const MIN_POSTS = 12;
const MIN_CALLS = 10;
// A post and its call stay a small part of Instagram's 2,200 characters, leaving room for the creator's own.
const MAX_POST = 400;
const MAX_CALL = 100;

const BANKS = {
  Hindi: { posts: HINDI_POSTS, calls: HINDI_CALLS },
  Hinglish: { posts: HINGLISH_POSTS, calls: HINGLISH_CALLS },
};

/** Lower case, letters only: two lines that differ only in punctuation or emoji count as the same. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{M}]/gu, "");

describe.each(Object.entries(BANKS))("%s posts", (_, { posts, calls }) => {
  it("has at least twelve posts and ten calls to action, none repeated", () => {
    expect(posts.length).toBeGreaterThanOrEqual(MIN_POSTS);
    expect(calls.length).toBeGreaterThanOrEqual(MIN_CALLS);
    expect(new Set(posts.map(bare)).size).toBe(posts.length);
    expect(new Set(calls.map(bare)).size).toBe(calls.length);
  });

  it("names the topic exactly once in each post, never opening a line, and never in a call", () => {
    for (const post of posts) {
      expect(post.match(/\{topic\}/gu), post).toHaveLength(1);
      expect(post, post).not.toMatch(/\{Topic\}|(^|\n)\{topic\}/u);
    }
    for (const call of calls) expect(call, call).not.toMatch(/[{}]/u);
  });

  it("writes whole posts: a first line and a body, trimmed lines, one to four emoji", () => {
    for (const post of posts) {
      const lines = post.split("\n");
      expect(lines.length, post).toBeGreaterThanOrEqual(2);
      for (const line of lines) expect(line.trim() !== "" && line.trim() === line, post).toBe(true);
      expect(codePointLength(post), post).toBeLessThanOrEqual(MAX_POST);
      const emoji = post.match(/\p{Extended_Pictographic}/gu)?.length ?? 0;
      expect(emoji, post).toBeGreaterThanOrEqual(1);
      expect(emoji, post).toBeLessThanOrEqual(4);
    }
    for (const call of calls) {
      expect(call, call).not.toContain("\n");
      expect(codePointLength(call), call).toBeLessThanOrEqual(MAX_CALL);
      expect(call.match(/\p{Extended_Pictographic}/gu)?.length ?? 0, call).toBe(1);
    }
  });

  it("has no hashtags, handles, links or digits (the tags come from the topic)", () => {
    for (const text of [...posts, ...calls]) expect(text, text).not.toMatch(/[#@\d]|https?:|www\./u);
  });
});

describe("the two banks", () => {
  it("writes the Hindi posts and calls in Devanagari", () => {
    for (const text of [...HINDI_POSTS, ...HINDI_CALLS]) {
      expect(devanagariShare(text.replace("{topic}", "")), text).toBeGreaterThan(0.95);
    }
  });

  it("ends Hindi sentences with the purna viram, not a full stop", () => {
    for (const text of [...HINDI_POSTS, ...HINDI_CALLS]) expect(text, text).not.toMatch(/[\u0900-\u097F]\./u);
  });

  it("writes the Hinglish posts and calls in Latin letters only", () => {
    for (const text of [...HINGLISH_POSTS, ...HINGLISH_CALLS]) {
      expect(text, text).not.toMatch(/[\u0900-\u097F]/u);
    }
  });
});
