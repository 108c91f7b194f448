import { type RouteConfig, type RouteConfigEntry, index, layout, route } from "@react-router/dev/routes";
import type { Lang } from "./config/site";
import { tools } from "./tools/registry";

// Every page exists twice: in English at its path and in Hindi under /hi, from the same module.
// A page reads its language from its path (lib/lang/lang.ts); the Hindi routes' ids start with "hi:".
function pages(lang: Lang): RouteConfigEntry[] {
  const at = (path: string) => (lang === "en" ? path : `hi/${path}`);
  const id = (name: string) => (lang === "en" ? name : `hi:${name}`);
  // A tool's screen is app/tools/{folder}/{folder}.tsx; its route id is its tool id.
  const toolRoutes = tools.map((tool) =>
    route(at(tool.path.slice(1)), `tools/${tool.folder}/${tool.folder}.tsx`, { id: id(tool.id) }),
  );
  return [
    lang === "en" ? index("routes/home.tsx") : route("hi", "routes/home.tsx", { id: id("home") }),
    route(at("instagram"), "routes/platform.tsx", { id: id("platform-instagram") }),
    route(at("youtube"), "routes/platform.tsx", { id: id("platform-youtube") }),
    layout("tools/tool-layout.tsx", { id: id("tool-layout") }, toolRoutes),
    route(at("blog"), "routes/blog.tsx", { id: id("blog") }),
    route(at("blog/:slug"), "routes/blog-post.tsx", { id: id("blog-post") }),
    route(at("affiliate-products"), "routes/affiliate-products.tsx", { id: id("affiliate-products") }),
    route(at("privacy-policy"), "routes/privacy-policy.tsx", { id: id("privacy-policy") }),
    route(at("terms-of-service"), "routes/terms-of-service.tsx", { id: id("terms-of-service") }),
  ];
}

export default [
  ...pages("en"),
  ...pages("hi"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/web-manifest.ts"),
  route("blog/rss.xml", "routes/rss.ts"),
  route("hi/*", "routes/not-found.tsx", { id: "hi:not-found" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
