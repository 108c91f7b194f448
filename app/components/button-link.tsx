import type { AnchorHTMLAttributes, ReactNode } from "react";

type Variant = "primary" | "secondary";

// The look of Button, for things that are links: a file to save, a page in a new tab.
const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-[0.7rem] px-[1.1rem] py-[0.6rem] font-bold whitespace-nowrap no-underline transition-[filter,background-color] duration-150";

const variants: Record<Variant, string> = {
  primary: "bg-linear-to-r from-ig-from to-ig-to text-white hover:brightness-112",
  secondary: "border border-edge bg-surface-2 text-ink hover:bg-surface-3",
};

interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: Variant;
  children: ReactNode;
}

export function ButtonLink({ variant = "primary", className = "", children, ...rest }: ButtonLinkProps) {
  return (
    <a {...rest} className={`${base} ${variants[variant]} ${className}`}>
      {children}
    </a>
  );
}
