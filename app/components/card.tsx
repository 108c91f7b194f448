import type { HTMLAttributes } from "react";

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: "div" | "section" | "article" | "li";
}

/** The raised surface of the site's panels and cards. Callers add padding and layout. */
export function Card({ as: Tag = "div", className = "", ...rest }: CardProps) {
  return <Tag {...rest} className={`rounded-2xl border border-line bg-surface ${className}`} />;
}
