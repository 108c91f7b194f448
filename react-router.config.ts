import type { Config } from "@react-router/dev/config";

// Static site: every route is prerendered to HTML at build time and hydrates in the browser.
// "/404" renders the catch-all route so the build has a Not Found page to serve.
export default {
  ssr: false,
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
