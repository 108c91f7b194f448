import type { Config } from "@react-router/dev/config";
import { BLOG_SLUGS, blogPath } from "./app/content/blog-slugs";

// Static site: every route is prerendered to HTML at build time and hydrates in the browser.
// "/404" renders the catch-all route so the build has a Not Found page to serve. Blog articles sit
// behind a dynamic route, so their paths are listed here.
export default {
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...BLOG_SLUGS.map(blogPath), "/404"];
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
