import type { HTMLAttributes } from "react";

/**
 * Long-form text (articles, legal pages). The spacing of the elements inside comes from the
 * `.prose` rules in app.css: compiled Markdown has no markup of ours to carry utilities.
 */
export function Prose({ className = "", ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div {...rest} className={`prose mt-6 text-[1.05rem] leading-[1.75] wrap-break-word ${className}`} />;
}
