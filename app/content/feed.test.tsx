import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { JsonLd } from "~/components/json-ld";
import type { BlogPost } from "./blog";
import { rssFeed } from "./feed";
import { articleSchema, breadcrumbSchema } from "./structured-data";

const post: BlogPost = {
  slug: "tips",
  title: "Tips & <tricks>",
  excerpt: 'Say "hi"',
  author: "CreatorGrow Team",
  date: "2025-07-24",
  category: "Strategy",
  image: "/blog/tips.svg",
  imageAlt: "Tips",
  html: "<p>Body</p>",
  description: "Body",
};

describe("rssFeed", () => {
  it("lists each post with escaped text, its canonical link and an RFC 822 date", () => {
    const xml = rssFeed([post]);
    expect(xml).toContain("<title>Tips &amp; &lt;tricks&gt;</title>");
    expect(xml).toContain("<description>Say &quot;hi&quot;</description>");
    expect(xml).toContain("<link>https://creatorgrow.in/blog/tips</link>");
    expect(xml).toContain("<pubDate>Thu, 24 Jul 2025 00:00:00 GMT</pubDate>");
    expect(xml).toContain('<atom:link href="https://creatorgrow.in/blog/rss.xml" rel="self" type="application/rss+xml"/>');
    expect(xml.match(/<item>/g)).toHaveLength(1);
  });
});

describe("structured data", () => {
  it("describes the article and its breadcrumb trail", () => {
    expect(articleSchema(post)).toMatchObject({
      "@type": "Article",
      headline: "Tips & <tricks>",
      datePublished: "2025-07-24",
      author: { "@type": "Organization", name: "CreatorGrow Team" },
      image: "https://creatorgrow.in/blog/tips.svg",
    });
    expect(breadcrumbSchema(post)).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: "https://creatorgrow.in/" },
        { position: 2, name: "Blog", item: "https://creatorgrow.in/blog" },
        { position: 3, name: "Tips & <tricks>", item: "https://creatorgrow.in/blog/tips" },
      ],
    });
  });

  it("JsonLd escapes < so the text cannot close the script tag", () => {
    const { container } = render(<JsonLd data={{ name: "</script><b>x</b>" }} />);
    const script = container.querySelector("script");
    expect(script?.innerHTML).toBe('{"name":"\\u003c/script>\\u003cb>x\\u003c/b>"}');
    expect(JSON.parse(script?.textContent ?? "")).toEqual({ name: "</script><b>x</b>" });
  });
});
