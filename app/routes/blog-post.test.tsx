import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { BlogPost } from "~/content/blog";
import { samplePost } from "~/test/sample-post";
import BlogPostPage from "./blog-post";

function renderArticle(post: BlogPost) {
  // Blank while the stub's loader runs, as the prerendered page never shows a fallback either.
  const Stub = createRoutesStub([
    {
      path: "/blog/:slug",
      Component: BlogPostPage,
      HydrateFallback: () => null,
      loader: () => ({ post, related: [], description: post.excerpt }),
    },
  ]);
  return render(<Stub initialEntries={[`/blog/${post.slug}`]} />);
}

describe("the article byline", () => {
  it("shows only the publication date for an article never revised", async () => {
    const { container } = renderArticle(samplePost);
    await screen.findByRole("heading", { level: 1, name: samplePost.title });
    const times = container.querySelectorAll("[data-testid=article-byline] time");
    expect([...times].map((time) => [time.getAttribute("datetime"), time.textContent])).toEqual([
      ["2025-07-24", "24 July 2025"],
    ]);
    expect(container.querySelector("[data-testid=article-updated]")).toBeNull();
  });

  it("shows Updated {date} beside the date for a revised article", async () => {
    const { container } = renderArticle({ ...samplePost, updated: "2026-11-22" });
    await screen.findByRole("heading", { level: 1, name: samplePost.title });
    expect(container.querySelector("[data-testid=article-published]")?.textContent).toBe("24 July 2025");
    const updated = container.querySelector("[data-testid=article-updated]");
    expect(updated?.textContent).toBe("Updated 22 November 2026");
    expect(updated?.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-22");
    expect(container.querySelector("[data-testid=article-byline]")?.textContent).toBe(
      "By CreatorGrow Team · 24 July 2025 · Updated 22 November 2026",
    );
  });

  it("carries the revision date in the Article JSON-LD", async () => {
    const { container } = renderArticle({ ...samplePost, updated: "2026-11-22" });
    await screen.findByRole("heading", { level: 1, name: samplePost.title });
    const article = [...container.querySelectorAll("script[type='application/ld+json']")]
      .map((script) => JSON.parse(script.textContent ?? "{}") as { "@type"?: string; dateModified?: string })
      .find((data) => data["@type"] === "Article");
    expect(article?.dateModified).toBe("2026-11-22");
  });
});
