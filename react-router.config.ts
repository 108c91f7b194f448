import type { Config } from "@react-router/dev/config";
import { BLOG_SLUGS, blogPath } from "./app/content/blog-slugs";
import { LANGS, pathIn } from "./app/lib/lang/lang";

// Static site: every route is prerendered to HTML at build time and hydrates in the browser
// (docs/decisions/0001-prerendered-spa-mode.md). Articles sit behind a dynamic route, so their
// paths are listed here, in both languages; "/404" and "/hi/404" render the catch-all routes so
// the build has a Not Found page in each language.
//
// This file is loaded by the framework's own module runner, which knows nothing of the `~` alias:
// what it imports (here and in scripts/build) uses relative paths.
const extraPages = LANGS.flatMap((lang) => [
  ...BLOG_SLUGS.map((slug) => pathIn(lang, blogPath(slug))),
  pathIn(lang, "/404"),
]);

export default {
  ssr: false,
  prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...extraPages];
  },
  // Imported when the build ends, so `react-router dev` and `typegen` never load Workbox and Vite's
  // build API just to read this config.
  async buildEnd(args) {
    const { finishBuild } = await import("./scripts/build/finish-build");
    await finishBuild(args, { extraPages });
  },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
