/** The platforms the site has tools for. */
export type Platform = "instagram" | "youtube";

/**
 * The two platform sections: their grid page and brand name. Their titles and descriptions are
 * words a visitor reads, in app/content/words (`platforms`).
 */
export const platforms = {
  instagram: { path: "/instagram", label: "Instagram" },
  youtube: { path: "/youtube", label: "YouTube" },
} as const satisfies Record<Platform, { path: `/${string}`; label: string }>;
