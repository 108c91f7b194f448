import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { samplePost } from "~/test/sample-post";
import { rssFeed } from "./feed";

const post = samplePost;

describe("rssFeed", () => {
  it("lists each post with escaped text, its canonical link and an RFC 822 date", () => {
    const xml = rssFeed([post]);
    expect(xml).toContain("<title>Tips &amp; &lt;tricks&gt;</title>");
    expect(xml).toContain("<description>Say &quot;hi&quot;</description>");
    expect(xml).toContain("<link>https://creatorgrow.in/blog/tips</link>");
    expect(xml).toContain("<pubDate>Thu, 24 Jul 2025 00:00:00 GMT</pubDate>");
    expect(xml).toContain(
      '<atom:link href="https://creatorgrow.in/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml.match(/<item>/g)).toHaveLength(1);
    expect(xml).not.toContain("<atom:updated>");
    expect(xml).toContain("<lastBuildDate>Thu, 24 Jul 2025 00:00:00 GMT</lastBuildDate>");
    expect(xml).toContain(`<language>${site.locales.en}</language>`);
  });

  it("gives a revised article its revision date as atom:updated, after its pubDate", () => {
    const xml = rssFeed([{ ...post, updated: "2026-11-22" }]);
    expect(xml).toContain(
      "<pubDate>Thu, 24 Jul 2025 00:00:00 GMT</pubDate>\n      <atom:updated>2026-11-22T00:00:00Z</atom:updated>\n    </item>",
    );
    expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
  });

  it("dates the channel by its latest publication or revision, whichever list position it has", () => {
    const newer = { ...post, slug: "newer", date: "2025-08-01" };
    const revised = { ...post, slug: "revised", date: "2025-07-01", updated: "2026-11-22" };
    expect(rssFeed([newer, revised])).toContain("<lastBuildDate>Sun, 22 Nov 2026 00:00:00 GMT</lastBuildDate>");
    expect(rssFeed([newer, { ...revised, updated: "2025-07-05" }])).toContain(
      "<lastBuildDate>Fri, 01 Aug 2025 00:00:00 GMT</lastBuildDate>",
    );
    expect(rssFeed([])).not.toContain("<lastBuildDate>");
  });
});
