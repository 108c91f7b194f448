import { Link } from "react-router";
import { blogPath } from "~/content/blog-slugs";
import { type PostSummary, formatPostDate } from "~/content/blog";
import { Icon } from "./icon";

const COVER = { width: 1280, height: 720 } as const;

/** A blog article teaser: cover, category, date, title, excerpt and "Read More". */
export function PostCard({
  post,
  headingLevel = 2,
  eager = false,
}: {
  post: PostSummary;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const href = blogPath(post.slug);
  return (
    <article className="post-card">
      <img
        className="post-card-image"
        src={post.image}
        alt={post.imageAlt}
        width={COVER.width}
        height={COVER.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
      />
      <div className="post-card-body">
        <p className="post-meta">
          <span className="post-category">{post.category}</span>
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        </p>
        <Heading className="post-card-title">
          <Link to={href}>{post.title}</Link>
        </Heading>
        <p className="post-card-excerpt">{post.excerpt}</p>
        {/* The title rides along unseen so the link makes sense out of context (screen reader link lists, search engines). */}
        <Link to={href} className="text-link">
          Read More<span className="sr-only"> about {post.title}</span> <Icon name="arrow-right" className="h-4 w-4" />
        </Link>
      </div>
    </article>
  );
}

export { COVER as POST_COVER_SIZE };
