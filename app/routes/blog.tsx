import { AdSlot } from "~/components/ad-slot";
import { NewsletterForm } from "~/components/newsletter-form";
import { CardGrid } from "~/components/card-grid";
import { Page } from "~/components/container";
import { PostCard } from "~/components/post-card";
import { Lead, PageTitle } from "~/components/typography";
import { site } from "~/config/site";
import { postSummaries } from "~/content/blog.server";
import { feedLink } from "~/lib/site/feed";
import { wordsFor } from "~/content/words";
import { useWords } from "~/lib/lang/use-lang";
import { langOf } from "~/lib/lang/lang";
import { pageMeta } from "~/lib/site/meta";
import type { Route } from "./+types/blog";

// Runs at build time only; the list ships as data, the Markdown never reaches the browser.
export function loader({ request }: Route.LoaderArgs) {
  return { posts: postSummaries(langOf(new URL(request.url).pathname)) };
}

export const meta: Route.MetaFunction = ({ location }) => {
  const lang = langOf(location.pathname);
  const words = wordsFor(lang).blog;
  return pageMeta({ title: words.title, description: words.description, path: "/blog", lang });
};

export const links: Route.LinksFunction = () => [feedLink];

export default function Blog({ loaderData }: Route.ComponentProps) {
  const words = useWords().blog;
  return (
    <Page>
      <PageTitle>{words.heading(site.name)}</PageTitle>
      <Lead>{words.lead}</Lead>
      <CardGrid roomy className="mt-6" aria-label={words.articles(loaderData.posts.length)}>
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
