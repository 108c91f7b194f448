import type { ReactNode } from "react";
import { Link } from "react-router";
import { blogPath } from "~/content/blog-slugs";
import type { PostSummary } from "~/content/blog";
import { formatDay } from "~/config/intl";
import { useWords } from "~/lib/lang/use-lang";
import { useLang } from "~/lib/lang/use-lang";
import { pathIn } from "~/lib/lang/lang";
import { ImageCard } from "./card";
import { Icon } from "./icon";
import { TextLink } from "./text-link";

const COVER = { width: 1280, height: 720 } as const;

/** An article's category as a small pill. */
export function PostCategory({ children }: { children: string }) {
  return (
    <span
      data-testid="post-category"
      className="rounded-full border border-line bg-surface-2 px-[0.6rem] py-[0.15rem] font-bold text-accent"
    >
      {children}
    </span>
  );
}

/** The line of small facts above an article's title: category, date. */
export function PostMeta({ children }: { children: ReactNode }) {
  return <p className="flex flex-wrap items-center gap-x-3 gap-y-[0.4rem] text-[0.85rem] text-muted">{children}</p>;
}

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
  const lang = useLang();
  const words = useWords().blog;
  const href = pathIn(lang, blogPath(post.slug));
  return (
    <ImageCard image={{ src: post.image, alt: post.imageAlt, ...COVER }} aspect="aspect-video" eager={eager}>
      <PostMeta>
        <PostCategory>{words.categories[post.category]}</PostCategory>
        <time dateTime={post.date}>{formatDay(post.date, lang)}</time>
      </PostMeta>
      <Heading className="text-[1.15rem] leading-[1.3] font-bold">
        <Link to={href} className="text-ink no-underline hover:underline">
          {post.title}
        </Link>
      </Heading>
      <p className="text-[0.95rem] text-muted">{post.excerpt}</p>
      {/* The title rides along unseen so the link makes sense out of context (screen reader link lists, search engines). */}
      <TextLink to={href} className="mt-auto">
        {words.readMore}
        <span className="sr-only">{words.readMoreAbout(post.title)}</span>{" "}
        <Icon name="arrow-right" className="h-4 w-4" />
      </TextLink>
    </ImageCard>
  );
}

export { COVER as POST_COVER_SIZE };
