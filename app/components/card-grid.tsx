import type { HTMLAttributes } from "react";

interface CardGridProps extends HTMLAttributes<HTMLUListElement> {
  /** Three columns from 1024 px; two suit a narrow column such as related articles. */
  maxColumns?: 2 | 3;
  /** Article and product cards carry pictures and get a little more room. */
  roomy?: boolean;
}

/** Every grid of cards (tools, articles, products): one column, two from 640 px, three from 1024 px. */
export function CardGrid({ maxColumns = 3, roomy = false, className = "", ...rest }: CardGridProps) {
  const columns = maxColumns === 3 ? "sm:grid-cols-2 lg:grid-cols-3" : "sm:grid-cols-2";
  return <ul {...rest} className={`grid ${roomy ? "gap-5" : "gap-4"} ${columns} ${className}`} />;
}
