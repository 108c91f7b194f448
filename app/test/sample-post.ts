import type { BlogPost } from "~/content/blog";

/** One article with text that needs escaping, for tests of what is built from posts. */
export const samplePost: BlogPost = {
  slug: "tips",
  title: "Tips & <tricks>",
  excerpt: 'Say "hi"',
  author: "CreatorGrow Team",
  date: "2025-07-24",
  category: "Strategy",
  image: "/blog/tips.svg",
  imageAlt: "Tips",
  html: "<p>Body</p>",
};
