import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { tools } from "./tools/registry";

// Tool routes come from the registry: a tool's screen is app/tools/{folder}/{folder}.tsx.
const toolRoutes = tools.map((tool) =>
  route(tool.path.slice(1), `tools/${tool.folder}/${tool.folder}.tsx`, { id: tool.id }),
);

export default [
  index("routes/home.tsx"),
  route("instagram", "routes/platform.tsx", { id: "platform-instagram" }),
  route("youtube", "routes/platform.tsx", { id: "platform-youtube" }),
  layout("tools/tool-layout.tsx", toolRoutes),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("manifest.webmanifest", "routes/web-manifest.ts"),
  route("blog", "routes/blog.tsx"),
  route("blog/rss.xml", "routes/rss.ts"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("affiliate-products", "routes/affiliate-products.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
