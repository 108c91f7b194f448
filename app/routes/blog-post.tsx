import { isRouteErrorResponse } from "react-router";
import { AdSlot } from "~/components/ad-slot";
import { Breadcrumb } from "~/components/breadcrumb";
import { CardGrid } from "~/components/card-grid";
import { Page } from "~/components/container";
import { JsonLd } from "~/components/json-ld";
import { LinkList } from "~/components/link-list";
import { POST_COVER_SIZE, PostCard, PostCategory, PostMeta } from "~/components/post-card";
import { Prose } from "~/components/prose";
import { ShareButton } from "~/components/share-button";
import { Lead, PageTitle, SectionTitle } from "~/components/typography";
import { type BlogPost, type PostSummary, postDates } from "~/content/blog";
import { findPost } from "~/content/blog.server";
import { blogPath } from "~/content/blog-slugs";
import { feedLink } from "~/content/feed";
import { pageMeta } from "~/lib/meta";
import { articleCrumbs, articleSchema } from "~/lib/structured-data";
import type { Route } from "./+types/blog-post";

// Build time only: every article is prerendered, its body already compiled to HTML.
export function loader({ params }: Route.LoaderArgs) {
  return findPost(params.slug);
}

const notFoundMeta = () =>
  pageMeta({
    title: "Post Not Found",
    description: "The blog post you're looking for does not exist.",
    path: "/blog",
    noindex: true,
  });

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return notFoundMeta();
  const { post } = loaderData;
  return pageMeta({ title: post.title, description: post.description, path: blogPath(post.slug), type: "article" });
};

export const links: Route.LinksFunction = () => [feedLink];

const BACK_TO_BLOG = [{ to: "/blog", label: "Back to Blog" }];

function PostNotFound() {
  return (
    <Page narrow data-page="post-not-found">
      <PageTitle>Post Not Found</PageTitle>
      <Lead>The blog post you&apos;re looking for does not exist.</Lead>
      <LinkList links={BACK_TO_BLOG} />
    </Page>
  );
}

function Article({ post, related }: { post: BlogPost; related: PostSummary[] }) {
  const { published, updated } = postDates(post);
  return (
    <Page>
      <JsonLd data={articleSchema(post)} />
      <Breadcrumb crumbs={articleCrumbs(post)} />
      <article className="mx-auto max-w-[46rem]">
        <header className="mb-6 grid gap-3">
          <PostMeta>
            <PostCategory>{post.category}</PostCategory>
          </PostMeta>
          <PageTitle>{post.title}</PageTitle>
          <div className="flex flex-wrap items-center justify-between gap-3 text-muted">
            <p data-testid="article-byline">
              By{" "}
              <span data-testid="article-author" className="font-semibold text-ink">
                {post.author}
              </span>{" "}
              ·{" "}
              <time data-testid="article-published" dateTime={published.iso}>
                {published.text}
              </time>
              {updated && (
                <>
                  {" · "}
                  <span data-testid="article-updated">
                    Updated <time dateTime={updated.iso}>{updated.text}</time>
                  </span>
                </>
              )}
            </p>
            <ShareButton slug={post.slug} />
          </div>
        </header>
        <img
          className="block aspect-video h-auto w-full rounded-2xl border border-line"
          src={post.image}
          alt={post.imageAlt}
          width={POST_COVER_SIZE.width}
          height={POST_COVER_SIZE.height}
          fetchPriority="high"
        />
        <Prose dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      <AdSlot name="article" />
      <section aria-labelledby="related-posts" className="mt-10">
        <SectionTitle id="related-posts">Related articles</SectionTitle>
        <CardGrid roomy maxColumns={2} className="mt-4 mb-4">
          {related.map((item) => (
            <li key={item.slug}>
              <PostCard post={item} headingLevel={3} />
            </li>
          ))}
        </CardGrid>
      </section>
    </Page>
  );
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <PostNotFound />;
  return <Article key={loaderData.post.slug} post={loaderData.post} related={loaderData.related} />;
}

// A client-side visit to an unknown slug finds no prerendered data (the server answers 404).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PostNotFound />;
  return (
    <Page narrow>
      <PageTitle>Something went wrong</PageTitle>
      <Lead>Please reload the page, or go back to the blog.</Lead>
      <LinkList links={BACK_TO_BLOG} />
    </Page>
  );
}
