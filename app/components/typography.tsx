import type { HTMLAttributes } from "react";

type HeadingProps = HTMLAttributes<HTMLHeadingElement>;
type TextProps = HTMLAttributes<HTMLParagraphElement>;

/** The one h1 of a page (the home hero has its own, larger one). */
export function PageTitle({ className = "", ...rest }: HeadingProps) {
  return (
    <h1
      {...rest}
      className={`text-[clamp(1.75rem,4.5vw,2.5rem)] leading-[1.15] font-extrabold tracking-[-0.02em] ${className}`}
    />
  );
}

/** The sentence under a page title. */
export function Lead({ className = "", ...rest }: TextProps) {
  return <p {...rest} className={`mt-3 text-[1.075rem] text-muted ${className}`} />;
}

/** A section heading inside a page: an h2 unless told otherwise. */
export function SectionTitle({ as: Tag = "h2", className = "", ...rest }: HeadingProps & { as?: "h2" | "h3" }) {
  return <Tag {...rest} className={`text-[1.35rem] font-bold ${className}`} />;
}

/** A small upper-case label above a heading. */
export function Eyebrow({ className = "", ...rest }: TextProps) {
  return <p {...rest} className={`text-[0.85rem] font-bold tracking-[0.06em] text-accent uppercase ${className}`} />;
}
