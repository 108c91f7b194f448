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
import { feedLink } from "~/lib/site/feed";
import { wordsFor } from "~/content/words";
import { useWords } from "~/lib/lang/use-lang";
import { type Lang, langOf, pathIn } from "~/lib/lang/lang";
import { pageMeta } from "~/lib/site/meta";
import { useLang } from "~/lib/lang/use-lang";
import { articleCrumbs, articleSchema } from "~/lib/site/structured-data";
import { articleDescription } from "~/lib/site/article-description";
import type { Route } from "./+types/blog-post";

// Build time only: every article is prerendered, its body already compiled to HTML and its
// description worked out here, so no page segments words while it hydrates.
export function loader({ params, request }: Route.LoaderArgs) {
  const found = findPost(params.slug, langOf(new URL(request.url).pathname));
  return found && { ...found, description: articleDescription(found.post) };
}

const notFoundMeta = (lang: Lang) => {
  const words = wordsFor(lang).blog;
  return pageMeta({ title: words.notFoundTitle, description: words.notFoundText, path: "/blog", lang, noindex: true });
};

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const lang = langOf(location.pathname);
  if (!loaderData) return notFoundMeta(lang);
  const { post, description } = loaderData;
  return pageMeta({
    title: post.title,
    description,
    path: blogPath(post.slug),
    lang,
    type: "article",
  });
};

export const links: Route.LinksFunction = () => [feedLink];

function useBackToBlog() {
  return [{ to: pathIn(useLang(), "/blog"), label: useWords().blog.back }];
}

function PostNotFound() {
  const words = useWords().blog;
  return (
    <Page narrow data-page="post-not-found">
      <PageTitle>{words.notFoundTitle}</PageTitle>
      <Lead>{words.notFoundText}</Lead>
      <LinkList links={useBackToBlog()} />
    </Page>
  );
}

function Article({ post, related, description }: { post: BlogPost; related: PostSummary[]; description: string }) {
  const lang = useLang();
  const words = useWords().blog;
  const { published, updated } = postDates(post, lang);
  return (
    <Page>
      <JsonLd data={articleSchema(post, lang, description)} />
      <Breadcrumb crumbs={articleCrumbs(post, lang)} />
      <article className="mx-auto max-w-[46rem]">
        <header className="mb-6 grid gap-3">
          <PostMeta>
            <PostCategory>{words.categories[post.category]}</PostCategory>
          </PostMeta>
          <PageTitle>{post.title}</PageTitle>
          <div className="flex flex-wrap items-center justify-between gap-3 text-muted">
            <p data-testid="article-byline">
              {words.by}{" "}
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
                    {words.updated} <time dateTime={updated.iso}>{updated.text}</time>
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
        <SectionTitle id="related-posts">{words.related}</SectionTitle>
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
  return (
    <Article
      key={loaderData.post.slug}
      post={loaderData.post}
      related={loaderData.related}
      description={loaderData.description}
    />
  );
}

// A client-side visit to an unknown slug finds no prerendered data (the server answers 404).
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const words = useWords().blog;
  const back = useBackToBlog();
  if (isRouteErrorResponse(error) && error.status === 404) return <PostNotFound />;
  return (
    <Page narrow>
      <PageTitle>{words.errorTitle}</PageTitle>
      <Lead>{words.errorText}</Lead>
      <LinkList links={back} />
    </Page>
  );
}
