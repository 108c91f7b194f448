import { formatDay } from "~/config/intl";
import { describe, expect, it } from "vitest";
import {
  htmlToText,
  isIsoDate,
  lastModified,
  newestFirst,
  parsePostSource,
  postDates,
  relatedPosts,
  summaryOf,
  wordCount,
} from "./blog";

const FRONT = {
  title: "A title",
  excerpt: "An excerpt",
  author: "CreatorGrow Team",
  date: "2025-07-24",
  category: "Instagram",
  image: "/blog/a.svg",
  imageAlt: "A picture",
};

function source(fields: Record<string, string> = FRONT, body = "Hello **world**.\n") {
  const head = Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");
  return `---\n${head}\n---\n${body}`;
}

describe("parsePostSource", () => {
  it("reads every field and the body", () => {
    const { data, body } = parsePostSource(source(), "a.md");
    expect(data).toEqual(FRONT);
    expect(body).toBe("Hello **world**.\n");
  });

  it("unquotes quoted values, so titles may hold a colon", () => {
    const { data } = parsePostSource(source({ ...FRONT, title: '"Reels: the \\"secret\\" sauce"' }), "a.md");
    expect(data.title).toBe('Reels: the "secret" sauce');
  });

  for (const field of Object.keys(FRONT)) {
    it(`fails with the file and field named when "${field}" is missing`, () => {
      const rest = Object.fromEntries(Object.entries(FRONT).filter(([key]) => key !== field));
      expect(() => parsePostSource(source(rest), "posts/x.md")).toThrow(
        `Blog post posts/x.md: front matter field "${field}" is missing`,
      );
    });

    it(`fails when "${field}" is empty`, () => {
      expect(() => parsePostSource(source({ ...FRONT, [field]: "" }), "x.md")).toThrow(`"${field}" is missing`);
    });
  }

  for (const bad of ["24-07-2025", "2025-7-24", "2025-02-30", "2025-13-01", "yesterday"]) {
    it(`rejects the bad date ${bad}`, () => {
      expect(() => parsePostSource(source({ ...FRONT, date: bad }), "x.md")).toThrow(
        `Blog post x.md: front matter field "date" must be a real date written yyyy-mm-dd, got "${bad}"`,
      );
    });
  }

  it("rejects an unknown category, an unknown field, a repeated field and a relative image", () => {
    expect(() => parsePostSource(source({ ...FRONT, category: "TikTok" }), "x.md")).toThrow(
      /"category" must be one of Instagram, YouTube, Strategy/,
    );
    expect(() => parsePostSource(source({ ...FRONT, tags: "a" }), "x.md")).toThrow('unknown front matter field "tags"');
    expect(() => parsePostSource(source().replace("author:", "title: again\nauthor:"), "x.md")).toThrow(
      '"title" appears twice',
    );
    expect(() => parsePostSource(source({ ...FRONT, image: "blog/a.svg" }), "x.md")).toThrow(
      /"image" must be a site path/,
    );
  });

  it("rejects a file without front matter or without a body", () => {
    expect(() => parsePostSource("# Just text", "x.md")).toThrow(
      "Blog post x.md: the file must start with front matter",
    );
    expect(() => parsePostSource(source(FRONT, "  \n"), "x.md")).toThrow("Blog post x.md: the article has no body");
  });
});

describe("the optional updated field", () => {
  it("is absent unless the article was revised", () => {
    expect(parsePostSource(source(), "a.md").data).not.toHaveProperty("updated");
  });

  it("is read when present, on the same day as the date or later", () => {
    expect(parsePostSource(source({ ...FRONT, updated: "2026-11-22" }), "a.md").data).toEqual({
      ...FRONT,
      updated: "2026-11-22",
    });
    expect(parsePostSource(source({ ...FRONT, updated: FRONT.date }), "a.md").data.updated).toBe(FRONT.date);
  });

  for (const bad of ["22-11-2026", "2026-11-31", "2026-2-01", "last week"]) {
    it(`rejects the bad date ${bad}`, () => {
      expect(() => parsePostSource(source({ ...FRONT, updated: bad }), "x.md")).toThrow(
        `Blog post x.md: front matter field "updated" must be a real date written yyyy-mm-dd, got "${bad}"`,
      );
    });
  }

  it("rejects a revision dated before the article", () => {
    expect(() => parsePostSource(source({ ...FRONT, updated: "2025-07-23" }), "x.md")).toThrow(
      'Blog post x.md: front matter field "updated" (2025-07-23) is before "date" (2025-07-24)',
    );
  });

  it("rejects an empty value and a repeated one", () => {
    expect(() => parsePostSource(source({ ...FRONT, updated: "" }), "x.md")).toThrow(
      'front matter field "updated" is empty',
    );
    const twice = source({ ...FRONT, updated: "2026-11-22" }).replace("author:", "updated: 2026-11-23\nauthor:");
    expect(() => parsePostSource(twice, "x.md")).toThrow('"updated" appears twice');
  });

  it("decides the modified date and the dates a byline shows", () => {
    expect(lastModified({ date: "2025-07-24" })).toBe("2025-07-24");
    expect(lastModified({ date: "2025-07-24", updated: "2026-11-22" })).toBe("2026-11-22");
    expect(postDates({ date: "2025-07-24" })).toEqual({
      published: { iso: "2025-07-24", text: "24 July 2025" },
      updated: null,
    });
    expect(postDates({ date: "2025-07-24", updated: "2026-11-22" })).toEqual({
      published: { iso: "2025-07-24", text: "24 July 2025" },
      updated: { iso: "2026-11-22", text: "22 November 2026" },
    });
  });

  it("travels with the summary only when set", () => {
    const post = { slug: "s", ...FRONT, category: "Instagram" as const };
    expect(summaryOf(post)).not.toHaveProperty("updated");
    expect(summaryOf({ ...post, updated: "2026-11-22" }).updated).toBe("2026-11-22");
  });
});

describe("isIsoDate", () => {
  it("accepts real dates only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
  });
});

describe("htmlToText", () => {
  it("strips tags, decodes entities and collapses whitespace", () => {
    const html = `<p>Hello   <strong>creator</strong>,\n welcome &amp; enjoy.</p>\n<h2>Next</h2><p>Short &quot;one&quot; &#39;here&#39; &#x1F680;</p>`;
    expect(htmlToText(html)).toBe(`Hello creator , welcome & enjoy. Next Short "one" 'here' 🚀`);
  });

  it("leaves unknown entities alone", () => {
    expect(htmlToText("<p>a &madeup; b</p>")).toBe("a &madeup; b");
  });
});

describe("wordCount", () => {
  it("counts words, not punctuation or emoji on their own", () => {
    expect(wordCount("<p>One two — three 🚀 four.</p>")).toBe(4);
    expect(wordCount("")).toBe(0);
  });
});

describe("list order and related articles", () => {
  const posts = [
    { slug: "b", date: "2025-07-20" },
    { slug: "a", date: "2025-07-24" },
    { slug: "d", date: "2025-07-12" },
    { slug: "c", date: "2025-07-20" },
  ];

  it("sorts newest first, ties by slug", () => {
    expect(newestFirst(posts).map((p) => p.slug)).toEqual(["a", "b", "c", "d"]);
  });

  it("relates the first two other articles in list order", () => {
    const list = newestFirst(posts);
    expect(relatedPosts(list, "a").map((p) => p.slug)).toEqual(["b", "c"]);
    expect(relatedPosts(list, "b").map((p) => p.slug)).toEqual(["a", "c"]);
    expect(relatedPosts(list, "d").map((p) => p.slug)).toEqual(["a", "b"]);
    expect(relatedPosts(list, "unknown").map((p) => p.slug)).toEqual(["a", "b"]);
  });
});

describe("formatDay", () => {
  it("writes long dates day first, as India does", () => {
    expect(formatDay("2025-07-24")).toBe("24 July 2025");
    expect(formatDay("2025-07-01")).toBe("1 July 2025");
  });

  it("writes Hindi pages' dates in Hindi, with Latin digits", () => {
    expect(formatDay("2025-07-24", "hi")).toBe("24 जुलाई 2025");
    expect(formatDay("2026-11-22", "hi")).toBe("22 नवंबर 2026");
  });
});
