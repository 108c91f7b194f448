import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The layers of the app, lowest first. A layer imports only from layers below it (and itself):
// config → content → lib → components → tools → routes and the app's own entry modules.
// Inside lib, the topic map is a floor of its own: topic-map → topic (the reader) → hashtags.
const layers = [
  { type: "config", pattern: "app/config" },
  { type: "content", pattern: "app/content" },
  { type: "topic-map", pattern: "app/lib/topic-map" },
  { type: "topic", pattern: "app/lib/topic" },
  { type: "hashtags", pattern: "app/lib/hashtags" },
  // The other rooms of app/lib (text, form, site, lang, page, calculator).
  { type: "lib", pattern: "app/lib" },
  { type: "offline", pattern: "app/offline" },
  { type: "components", pattern: "app/components" },
  // One tool's folder; the folder name is captured so a tool may import only its own files.
  { type: "tool", pattern: "app/tools/*", capture: ["folder"] },
  // The files app/tools holds loose: the registry, the tool layout, what tool screens share.
  { type: "tools", pattern: "app/tools" },
  { type: "routes", pattern: "app/routes" },
  // Whatever else sits in app/: the root module, the route config, the client entry, site pages.
  { type: "app", pattern: "app" },
];
// What "lib" means to the layers above it: every room of app/lib.
const LIB = ["lib", "topic-map", "topic", "hashtags"];
const allow = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

/**
 * The layers as lint rules: exported so a test can lint made-up imports against them.
 * @type {import("eslint").Linter.Config}
 */
export const layerRules = {
  files: ["app/**/*.{ts,tsx}"],
  // Tests may reach across layers to check how the pieces fit together.
  ignores: ["**/*.test.{ts,tsx}", "**/*.e2e.ts"],
  plugins: { boundaries },
  settings: {
    "boundaries/elements": layers,
    "import/resolver": { typescript: { alwaysTryTypes: true } },
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "disallow",
        policies: [
          allow("config", ["config"]),
          // Content is the site owner's data and words: it uses config only, and lib reads it.
          allow("content", ["config", "content"]),
          // The topic map imports neither the reader nor the hashtag makers; the reader imports the
          // map; the makers import both. The other rooms of lib may use all three.
          allow("topic-map", ["config", "content", "lib", "topic-map"]),
          allow("topic", ["config", "content", "lib", "topic-map", "topic"]),
          allow("hashtags", ["config", "content", ...LIB]),
          allow("lib", ["config", "content", ...LIB]),
          allow("offline", ["config", "content", ...LIB, "offline"]),
          allow("components", ["config", "content", ...LIB, "components"]),
          // The registry reads every tool's entry (tool.ts).
          allow("tools", ["config", "content", ...LIB, "components", "tools", "tool"]),
          allow("tool", ["config", "content", ...LIB, "components", "tools"]),
          // A tool imports its own folder and never a sibling's: what two tools share lives in
          // lib/, components/ or a loose file of app/tools.
          {
            from: { element: { type: "tool" } },
            allow: { to: { element: { type: "tool", captured: { folder: "{{ from.element.captured.folder }}" } } } },
          },
          allow("routes", ["config", "content", ...LIB, "components", "tools", "tool", "routes", "app"]),
          allow("app", ["config", "content", ...LIB, "offline", "components", "tools", "tool", "routes", "app"]),
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
      ".lighthouseci/",
      "app/generated/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  reactHooks.configs.flat["recommended-latest"],
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      // Template literals with numbers read naturally in messages ("30 hashtags").
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      // `onClick={() => setOpen(false)}` is the idiom of React handlers.
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
    },
  },
  layerRules,
  {
    // Building an Intl formatter loads locale data; built at module scope it slowed every page's
    // start (docs/decisions/0016). config/intl.ts builds each one on first use.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/config/intl.ts", "**/*.test.{ts,tsx}", "**/*.e2e.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message: "Use numberFormat(), dateFormat() or graphemes() from ~/config/intl: they are built on first use.",
        },
      ],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "**/*.e2e.ts", "tests/**/*.ts", "app/test/**/*.ts"],
    rules: {
      // Testing Library's act() returns a thenable that only matters when its callback is async,
      // and async callbacks without await keep a test's steps uniform.
      "@typescript-eslint/no-floating-promises": "off",
      "@typescript-eslint/require-await": "off",
      // Tests poke at the platform on purpose (a stubbed execCommand, DOM values typed loosely,
      // async server handlers, code-point counts by spread) where these rules guard app code.
      "@typescript-eslint/no-misused-promises": "off",
      "@typescript-eslint/no-unnecessary-condition": "off",
      "@typescript-eslint/no-misused-spread": "off",
      "@typescript-eslint/no-deprecated": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unnecessary-type-assertion": "off",
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
  },
);
