// The web app manifest, built from the site configuration and the registry so that installing the
// site shows the same name, description and sections as the pages.
import { site } from "~/config/site";
import { platforms } from "~/content/platforms";

/** The page background; also the browser's theme colour and the splash screen's. */
export const THEME_COLOR = "#0b0b12";

export function webManifest() {
  return {
    name: site.name,
    short_name: site.name,
    description: site.homeDescription,
    lang: site.locale,
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
    shortcuts: Object.values(platforms).map((platform) => ({
      name: platform.title,
      url: platform.path,
      description: platform.description,
      icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
    })),
  };
}
