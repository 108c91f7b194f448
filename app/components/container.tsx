import type { HTMLAttributes } from "react";

interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: "div" | "ul";
}

/**
 * Centres content with the site's side gutters. Its width steps up with the breakpoints (Tailwind's
 * `container`: 40, 48, 64, 80, 96 rem), which is how every page has always been laid out. Callers add
 * spacing, never width or gutters.
 */
export function Container({ as: Tag = "div", className = "", ...rest }: ContainerProps) {
  return <Tag {...rest} className={`container mx-auto px-4 ${className}`} />;
}

/** The body of a page under the header: a container with the page's top and bottom spacing. */
export function Page({ narrow = false, className = "", ...rest }: Omit<ContainerProps, "as"> & { narrow?: boolean }) {
  // Short message pages (not found, errors) get even padding above and below.
  return <Container {...rest} className={`${narrow ? "py-12" : "pt-6 pb-12"} ${className}`} />;
}
