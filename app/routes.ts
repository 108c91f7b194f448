import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { builtTools } from "./tools/registry";

// Tool routes come from the registry: a built tool's screen is app/tools/{folder}/{folder}.tsx.
const toolRoutes = builtTools().map((tool) =>
  route(tool.path.slice(1), `tools/${tool.folder}/${tool.folder}.tsx`, { id: tool.id }),
);

export default [
  index("routes/home.tsx"),
  route("instagram", "routes/platform.tsx", { id: "platform-instagram" }),
  route("youtube", "routes/platform.tsx", { id: "platform-youtube" }),
  layout("tools/tool-layout.tsx", toolRoutes),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
