import { postSummaries } from "~/content/blog.server";
import { rssFeed } from "~/lib/site/feed";

export function loader() {
  return new Response(rssFeed(postSummaries("en")), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
