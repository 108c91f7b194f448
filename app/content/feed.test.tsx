import { describe, expect, it } from "vitest";
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
  });
});
