import { describe, expect, it } from "vitest";
import { META_DESCRIPTION_LENGTH, htmlToText } from "~/content/blog";
import { allPosts } from "~/content/blog.server";
import { codePointLength } from "~/lib/text/text";
import { articleDescription } from "./article-description";

const words = (count: number, word: string) => Array.from({ length: count }, () => word).join(" ");

describe("articleDescription", () => {
  it("is the article's own excerpt when that fits", () => {
    expect(articleDescription({ excerpt: " Five hooks that work. ", html: "<p>Body text.</p>" })).toBe(
      "Five hooks that work.",
    );
    const hindi = "रील के पहले तीन सेकंड में दर्शक को रोकने वाले पांच हुक।";
    expect(articleDescription({ excerpt: hindi, html: "<p>कुछ और</p>" })).toBe(hindi);
  });

  it("is the text cut where a word ends when the excerpt is missing or too long", () => {
    const html = `<p>Hello <strong>creator</strong> ${words(40, "welcome")} &amp; enjoy.</p>`;
    const cut = articleDescription({ excerpt: "", html });
    expect(cut).toBe(`Hello creator ${words(18, "welcome")}…`);
    expect(articleDescription({ excerpt: "x".repeat(161), html })).toBe(cut);
  });

  it("never ends a Hindi description mid-syllable or on a postposition", () => {
    // The first 160 code points end on "करत": the matra े of "करते" is the 161st.
    const lead = `${words(32, "रील")} वीडियो वीडियो अभी`;
    const html = `<p>${lead} हम मुकाबला करते हैं और सीखते हैं।</p>`;
    expect(Array.from(htmlToText(html)).slice(0, 160).join("")).toMatch(/करत$/u);
    const description = articleDescription({ excerpt: "", html });
    expect(description).toBe(`${lead} हम मुकाबला…`);
  });

  for (const lang of ["en", "hi"] as const) {
    it.each(allPosts(lang).map((post) => [post.slug, post] as const))(
      `${lang}: %s has a description within the limit, its excerpt or a cut at a word`,
      (_slug, post) => {
        const description = articleDescription(post);
        expect(codePointLength(description)).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
        expect(codePointLength(description)).toBeGreaterThan(60);
        if (codePointLength(post.excerpt) <= META_DESCRIPTION_LENGTH) {
          expect(description).toBe(post.excerpt);
        } else {
          const text = htmlToText(post.html);
          const start = description.slice(0, -1);
          expect(description.endsWith("…")).toBe(true);
          expect(text.startsWith(start)).toBe(true);
          expect(text.slice(start.length, start.length + 1)).not.toMatch(/[\p{L}\p{M}\p{N}]/u);
        }
      },
    );
  }
});
