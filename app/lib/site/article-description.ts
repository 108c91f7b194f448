// What an article says about itself in search results and link previews (meta description, Open
// Graph, Twitter, JSON-LD): one text for all of them, worked out once, when the page is built.
import { type BlogPost, META_DESCRIPTION_LENGTH, htmlToText } from "~/content/blog";
import { codePointLength } from "~/lib/text/text";
import { cutAtWord } from "~/lib/text/cut-at-word";

/**
 * The article's own excerpt when it fits the limit: written to sum the article up, it beats any cut.
 * Otherwise the start of its text, cut where a word ends and marked "…", never mid-syllable.
 */
export function articleDescription(post: Pick<BlogPost, "excerpt" | "html">): string {
  const excerpt = post.excerpt.trim();
  if (excerpt !== "" && codePointLength(excerpt) <= META_DESCRIPTION_LENGTH) return excerpt;
  return cutAtWord(htmlToText(post.html), META_DESCRIPTION_LENGTH);
}
