// The web app manifest, built from the site configuration and the registry so that installing the
// site shows the same name, description and sections as the pages.
import { site } from "~/config/site";
import { platforms } from "~/content/platforms";
import { en } from "~/content/words/en";

/** The page background; also the browser's theme colour and the splash screen's. */
export const THEME_COLOR = "#0b0b12";

export function webManifest() {
  return {
    name: site.name,
    short_name: site.name,
    description: en.home.description,
    lang: site.locales.en,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: THEME_COLOR,
    theme_color: THEME_COLOR,
    categories: ["productivity", "social", "utilities"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
    // The installed app starts at the English home page; its words are English.
    shortcuts: (["instagram", "youtube"] as const).map((platform) => ({
      name: en.platforms[platform].title,
      url: platforms[platform].path,
      description: en.platforms[platform].description,
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
    })),
  };
}
