// @vitest-environment node
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BLOG_SLUGS } from "./blog-slugs";
import { allPosts, buildPosts, compilePost, findPost } from "./blog.server";
import { formatDay } from "~/config/intl";
import { htmlToText, wordCount } from "./blog";

const publicDir = fileURLToPath(new URL("../../public", import.meta.url));

const post = (title: string, date: string, body = "Some text.") =>
  `---\ntitle: ${title}\nexcerpt: E\nauthor: A\ndate: ${date}\ncategory: Strategy\nimage: /blog/x.svg\nimageAlt: X\n---\n${body}\n`;

describe("the content loader", () => {
  it("compiles Markdown to HTML and derives the slug", () => {
    const compiled = compilePost(
      "./blog/my-post.md",
      post("T", "2025-01-02", "## Heading\n\n- one\n- two\n\nA *fine* day."),
    );
    expect(compiled.slug).toBe("my-post");
    expect(compiled.html).toContain("<h2>Heading</h2>");
    expect(compiled.html).toContain("<li>one</li>");
  });

  it("refuses a level-1 heading in the body (the page title is the h1)", () => {
    expect(() => compilePost("./blog/x.md", post("T", "2025-01-02", "# Big"))).toThrow(
      "Blog post ./blog/x.md: the body must not contain a level-1 heading",
    );
  });

  it("puts posts newest first and insists the files match the slug list", () => {
    const files = { "./blog/old.md": post("Old", "2025-01-01"), "./blog/new.md": post("New", "2025-03-01") };
    expect(buildPosts(files, ["new", "old"]).map((p) => p.slug)).toEqual(["new", "old"]);
    expect(() => buildPosts(files, ["old", "new"])).toThrow(
      "Blog posts (newest first) are [new, old] but BLOG_SLUGS lists [old, new]",
    );
  });

  it("passes a front matter error through with the file name", () => {
    expect(() => buildPosts({ "./blog/bad.md": post("Bad", "2025-02-31") }, ["bad"])).toThrow(
      'Blog post ./blog/bad.md: front matter field "date"',
    );
  });
});

describe("the six articles", () => {
  const posts = allPosts("en");
  // Five were revised on 22 November 2026; the bio guide needed no change.
  const expected = [
    ["instagram-growth-tips-2024", "2025-07-24", "2026-11-22", "CreatorGrow Team"],
    ["youtube-growth-hacks", "2025-07-22", "2026-11-22", "CreatorGrow Team"],
    ["perfect-instagram-bio-guide", "2025-07-20", undefined, "CreatorGrow Team"],
    ["viral-reels-secrets", "2025-07-18", "2026-11-22", "CreatorGrow Reels Desk"],
    ["youtube-thumbnail-guide", "2025-07-15", "2026-11-22", "CreatorGrow YouTube Desk"],
    ["content-creation-tips", "2025-07-12", "2026-11-22", "CreatorGrow Team"],
  ];

  it("are listed newest first with the decided dates, revision dates and bylines", () => {
    expect(posts.map((p) => [p.slug, p.date, p.updated, p.author])).toEqual(expected);
    expect(posts.map((p) => p.slug)).toEqual([...BLOG_SLUGS]);
  });

  for (const p of posts) {
    it(`${p.slug}: 700–1,200 words, headings, lists, excerpt, a local 1280×720 cover`, () => {
      const words = wordCount(p.html);
      expect(words).toBeGreaterThanOrEqual(700);
      expect(words).toBeLessThanOrEqual(1200);
      expect(p.html).toMatch(/<h2>/);
      expect(p.html).toMatch(/<(ul|ol)>/);
      expect(p.excerpt.length).toBeGreaterThan(40);
      expect(p.image).toBe(`/blog/${p.slug}.svg`);
      const svg = readFileSync(`${publicDir}${p.image}`, "utf8");
      expect(svg).toMatch(/<svg[^>]*width="1280"[^>]*height="720"/);
    });
  }

  const MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ];
  // Blocked in India since 2020: articles suggest editors people can install instead.
  const BLOCKED_EDITOR = /cap\s*cut/i;
  const monthYear = new RegExp(`\\b(${MONTHS.join("|")}) (20\\d\\d)\\b`, "g");
  /** The text of every paragraph and list item, the units a reader takes as one statement. */
  const blocks = (html: string) =>
    [...html.matchAll(/<(p|li)>([\s\S]*?)<\/\1>/g)].map(([, , inner = ""]) => htmlToText(inner));

  for (const p of posts) {
    it(`${p.slug}: names no month after its date except in a dated update note`, () => {
      const published = p.date.slice(0, 7);
      for (const block of blocks(p.html)) {
        for (const [, month = "", year = ""] of block.matchAll(monthYear)) {
          const mentioned = `${year}-${String(MONTHS.indexOf(month) + 1).padStart(2, "0")}`;
          if (mentioned <= published) continue;
          expect(p.updated, `"${block}" is later than ${p.date}`).toBeDefined();
          expect(mentioned <= (p.updated ?? "").slice(0, 7), block).toBe(true);
          expect(block, "a later date belongs in a note saying when it was added").toContain(
            `Updated ${formatDay(p.updated ?? "")}`,
          );
        }
      }
    });

    it(`${p.slug}: no stale year reads as current and no blocked app is suggested`, () => {
      const text = `${p.title} ${p.excerpt} ${htmlToText(p.html)}`;
      for (const [, heading = ""] of p.html.matchAll(/<h[2-6][^>]*>([\s\S]*?)<\/h[2-6]>/g)) {
        expect(heading, "a heading dates itself").not.toMatch(/\b20\d\d\b/);
      }
      expect(text).not.toMatch(/\b(?:in|for|of) 20\d\d\b/);
      expect(text).not.toMatch(/\(20\d\d[^)]*\)/);
      expect(text, "a hashtag with a year in it").not.toMatch(/#\p{L}+20\d\d/u);
      expect(text, "an editor blocked in India since 2020 is suggested").not.toMatch(BLOCKED_EDITOR);
    });
  }

  it("the thumbnail guide agrees with itself on words and knows Test & Compare tests titles", () => {
    const guide = posts.find((p) => p.slug === "youtube-thumbnail-guide");
    const text = htmlToText(guide?.html ?? "");
    expect(guide?.html).toContain("<h3>Three to five words, no more</h3>");
    expect(text).not.toMatch(/three words, maximum/i);
    expect(text).toMatch(/Test & Compare to titles/);
  });

  it("link only to pages that exist", () => {
    for (const p of posts) {
      for (const [, href = ""] of p.html.matchAll(/href="([^"]+)"/g)) {
        expect(href, `${p.slug} links to ${href}`).toMatch(/^\//);
        if (href.startsWith("/blog/")) expect(BLOG_SLUGS).toContain(href.slice(6));
      }
    }
    expect(existsSync(`${publicDir}/blog`)).toBe(true);
  });

  it("findPost returns the post with the first two other articles, or null", () => {
    const found = findPost("perfect-instagram-bio-guide", "en");
    expect(found?.related.map((r) => r.slug)).toEqual(["instagram-growth-tips-2024", "youtube-growth-hacks"]);
    expect(found?.related[0]).not.toHaveProperty("html");
    expect(findPost("instagram-growth-tips-2024", "en")?.related.map((r) => r.slug)).toEqual([
      "youtube-growth-hacks",
      "perfect-instagram-bio-guide",
    ]);
    expect(findPost("no-such-post", "en")).toBeNull();
    expect(findPost(undefined, "en")).toBeNull();
  });
});
