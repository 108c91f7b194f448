import { AdSlot } from "~/components/ad-slot";
import { NewsletterForm } from "~/components/newsletter-form";
import { CardGrid } from "~/components/card-grid";
import { Page } from "~/components/container";
import { PostCard } from "~/components/post-card";
import { Lead, PageTitle } from "~/components/typography";
import { site } from "~/config/site";
import { postSummaries } from "~/content/blog.server";
import { feedLink } from "~/content/feed";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/blog";

const DESCRIPTION =
  "Practical guides for Instagram and YouTube creators: growth tips, Reels hooks, bios, thumbnails and content planning, written for Indian creators.";

// Runs at build time only; the list ships as data, the Markdown never reaches the browser.
export function loader() {
  return { posts: postSummaries() };
}

export const meta = () => pageMeta({ title: "Blog", description: DESCRIPTION, path: "/blog" });

export const links: Route.LinksFunction = () => [feedLink];

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <Page>
      <PageTitle>{site.name} Blog</PageTitle>
      <Lead>Tips, guides and strategies to grow your Instagram and YouTube — straight talk, no fluff.</Lead>
      <CardGrid roomy className="mt-6" aria-label={`${loaderData.posts.length} articles`}>
        {loaderData.posts.map((post, index) => (
          <li key={post.slug}>
            <PostCard post={post} eager={index < 2} />
          </li>
        ))}
      </CardGrid>
      <AdSlot name="blog" />
      <NewsletterForm endpoint={site.newsletterEndpoint} />
    </Page>
  );
}
