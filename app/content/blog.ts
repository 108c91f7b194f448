// Pure rules for blog content, shared by the build-time loader, the pages and the tests.
// Nothing here parses Markdown, so importing it never pulls a Markdown library into the browser.

import { formatDay } from "~/config/intl";
import type { Lang } from "~/config/site";

export const BLOG_CATEGORIES = ["Instagram", "YouTube", "Strategy"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface PostFrontMatter {
  title: string;
  excerpt: string;
  author: string;
  /** ISO calendar date, yyyy-mm-dd. */
  date: string;
  /** ISO date of the last revision; only articles revised after their date carry it. */
  updated?: string;
  category: BlogCategory;
  /** Site-relative path of the cover image. */
  image: string;
  imageAlt: string;
}

/** What the list, the related cards and the feed need. */
export interface PostSummary extends PostFrontMatter {
  slug: string;
}

export interface BlogPost extends PostSummary {
  /** The article body as HTML, compiled at build time. */
  html: string;
}

const REQUIRED_FIELDS = ["title", "excerpt", "author", "date", "category", "image", "imageAlt"] as const;
const FIELDS = [...REQUIRED_FIELDS, "updated"] as const;
type Field = (typeof FIELDS)[number];
type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** The longest meta description, in code points (~/lib/site/article-description writes it). */
export const META_DESCRIPTION_LENGTH = 160;
export const RELATED_COUNT = 2;

function fail(file: string, message: string): never {
  throw new Error(`Blog post ${file}: ${message}`);
}

function isField(key: string): key is Field {
  return (FIELDS as readonly string[]).includes(key);
}

function isCategory(value: string): value is BlogCategory {
  return (BLOG_CATEGORIES as readonly string[]).includes(value);
}

/** A real calendar date written as yyyy-mm-dd (rejects 2025-02-30 and friends). */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function unquote(value: string): string {
  const quoted = /^"(.*)"$/.exec(value);
  return quoted ? (quoted[1] ?? "").replace(/\\"/g, '"') : value;
}

/**
 * Splits a Markdown file into its front matter and body. The front matter is a strict subset of
 * YAML: one `key: value` per line, every field required except `updated` (only a revised article
 * has one, never earlier than its date), no unknown or repeated keys. Any problem throws an error
 * naming the file and the field, which stops the build.
 */
export function parsePostSource(source: string, file: string): { data: PostFrontMatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) fail(file, "the file must start with front matter between two '---' lines");
  const [, head = "", body = ""] = match;
  const values = new Map<Field, string>();
  for (const [index, line] of head.split(/\r?\n/).entries()) {
    if (line.trim() === "") continue;
    const pair = /^([A-Za-z]+):\s*(.*)$/.exec(line);
    if (!pair) fail(file, `front matter line ${index + 1} is not "key: value"`);
    const [, key = "", raw = ""] = pair;
    if (!isField(key)) fail(file, `unknown front matter field "${key}"`);
    if (values.has(key)) fail(file, `front matter field "${key}" appears twice`);
    values.set(key, unquote(raw.trim()).trim());
  }
  const read = (field: RequiredField): string => {
    const value = values.get(field);
    if (value === undefined || value === "") fail(file, `front matter field "${field}" is missing`);
    return value;
  };
  const date = read("date");
  if (!isIsoDate(date)) fail(file, `front matter field "date" must be a real date written yyyy-mm-dd, got "${date}"`);
  const updated = values.get("updated");
  if (updated !== undefined) {
    if (updated === "") fail(file, `front matter field "updated" is empty; give a date or remove the line`);
    if (!isIsoDate(updated)) {
      fail(file, `front matter field "updated" must be a real date written yyyy-mm-dd, got "${updated}"`);
    }
    if (updated < date) fail(file, `front matter field "updated" (${updated}) is before "date" (${date})`);
  }
  const category = read("category");
  if (!isCategory(category)) {
    fail(file, `front matter field "category" must be one of ${BLOG_CATEGORIES.join(", ")}, got "${category}"`);
  }
  const image = read("image");
  if (!image.startsWith("/")) fail(file, `front matter field "image" must be a site path starting with "/"`);
  if (body.trim() === "") fail(file, "the article has no body");
  return {
    data: {
      title: read("title"),
      excerpt: read("excerpt"),
      author: read("author"),
      date,
      ...(updated === undefined ? {} : { updated }),
      category,
      image,
      imageAlt: read("imageAlt"),
    },
    body,
  };
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** The readable text of an HTML fragment: tags removed, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

export function wordCount(html: string): number {
  const text = htmlToText(html);
  return text === "" ? 0 : text.split(" ").filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Newest first; equal dates keep their slug order so the list never shuffles between builds. */
export function newestFirst<T extends { date: string; slug: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

/** The first two other articles, in list order. */
export function relatedPosts<T extends { slug: string }>(list: readonly T[], slug: string, count = RELATED_COUNT): T[] {
  return list.filter((post) => post.slug !== slug).slice(0, count);
}

/** When the article last changed: its revision date if it has one, else its publication date. */
export function lastModified(post: Pick<PostFrontMatter, "date" | "updated">): string {
  return post.updated ?? post.date;
}

export interface PostDate {
  /** yyyy-mm-dd, for <time dateTime>. */
  iso: string;
  /** Long form in the site's locale, as shown. */
  text: string;
}

/** The dates an article's byline shows: always the publication date, and the revision date if any. */
export function postDates(
  post: Pick<PostFrontMatter, "date" | "updated">,
  lang: Lang = "en",
): {
  published: PostDate;
  updated: PostDate | null;
} {
  const toDate = (iso: string): PostDate => ({ iso, text: formatDay(iso, lang) });
  return { published: toDate(post.date), updated: post.updated === undefined ? null : toDate(post.updated) };
}

export function summaryOf(post: PostSummary): PostSummary {
  const { slug, title, excerpt, author, date, updated, category, image, imageAlt } = post;
  return {
    slug,
    title,
    excerpt,
    author,
    date,
    ...(updated === undefined ? {} : { updated }),
    category,
    image,
    imageAlt,
  };
}
