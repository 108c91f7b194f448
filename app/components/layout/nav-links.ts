import type { Words } from "~/content/words";

/** The header's links: English paths (each page's language prefix is added) and their words. */
export const mainNav = [
  { to: "/", label: "home" },
  { to: "/instagram", label: "instagram" },
  { to: "/youtube", label: "youtube" },
  { to: "/blog", label: "blog" },
] as const satisfies readonly { to: string; label: keyof Words["header"]["nav"] }[];
