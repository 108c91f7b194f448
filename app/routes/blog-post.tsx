import { Link, isRouteErrorResponse } from "react-router";
import { AdSlot } from "~/components/ad-slot";
import { Breadcrumb } from "~/components/breadcrumb";
import { CopyButton } from "~/components/copy-button";
import { JsonLd } from "~/components/json-ld";
import { POST_COVER_SIZE, PostCard } from "~/components/post-card";
import { type BlogPost, type PostSummary, postDates } from "~/content/blog";
import { findPost } from "~/content/blog.server";
import { blogPath } from "~/content/blog-slugs";
import { feedLink } from "~/content/feed";
import { canonicalUrl, pageMeta } from "~/lib/meta";
import { articleCrumbs, articleSchema } from "~/lib/structured-data";
import { useCopy } from "~/lib/use-copy";
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

function PostNotFound() {
  return (
    <div className="page-narrow container" data-page="post-not-found">
      <h1 className="page-title">Post Not Found</h1>
      <p className="lead">The blog post you&apos;re looking for does not exist.</p>
      <ul className="link-list">
        <li>
          <Link to="/blog">Back to Blog</Link>
        </li>
      </ul>
    </div>
  );
}

function ShareButton({ post }: { post: BlogPost }) {
  const copy = useCopy(post.slug);
  return (
    <CopyButton
      label="Copy link to share this post"
      text="Share"
      copied={copy.isCopied("share")}
      onCopy={() =>
        void copy.copy("share", canonicalUrl(blogPath(post.slug)), {
          success: { title: "Link copied!", description: "Post link has been copied to your clipboard." },
        })
      }
    />
  );
}

function Article({ post, related }: { post: BlogPost; related: PostSummary[] }) {
  const { published, updated } = postDates(post);
  return (
    <div className="page container">
      <JsonLd data={articleSchema(post)} />
      <Breadcrumb crumbs={articleCrumbs(post)} />
      <article className="article">
        <header className="article-header">
          <p className="post-meta">
            <span className="post-category">{post.category}</span>
          </p>
          <h1 className="page-title">{post.title}</h1>
          <div className="article-byline">
            <p>
              By <span className="article-author">{post.author}</span> ·{" "}
              <time className="article-published" dateTime={published.iso}>
                {published.text}
              </time>
              {updated && (
                <>
                  {" · "}
                  <span className="article-updated">
                    Updated <time dateTime={updated.iso}>{updated.text}</time>
                  </span>
                </>
              )}
            </p>
            <ShareButton post={post} />
          </div>
        </header>
        <img
          className="article-cover"
          src={post.image}
          alt={post.imageAlt}
          width={POST_COVER_SIZE.width}
          height={POST_COVER_SIZE.height}
          fetchPriority="high"
        />
        <div className="prose" dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      <AdSlot name="article" size="rectangle" />
      <section aria-labelledby="related-posts" className="related">
        <h2 id="related-posts" className="section-title">
          Related articles
        </h2>
        <ul className="post-grid post-grid-related">
          {related.map((item) => (
            <li key={item.slug}>
              <PostCard post={item} headingLevel={3} />
            </li>
          ))}
        </ul>
      </section>
    </div>
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
    <div className="page-narrow container">
      <h1 className="page-title">Something went wrong</h1>
      <p className="lead">Please reload the page, or go back to the blog.</p>
      <ul className="link-list">
        <li>
          <Link to="/blog">Back to Blog</Link>
        </li>
      </ul>
    </div>
  );
}
