import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    restoreMocks: true,
    // The property tests walk hundreds of seeds and inputs: the longest takes about 2 s on a quiet
    // two-core machine and seven times that on a busy one, so 5 s (the default) failed them under
    // load. 20 s keeps every test under a third of its time when the machine is quiet.
    testTimeout: 20_000,
    projects: [
      {
        // Tests that render (screens, components, hooks) are *.test.tsx and get a DOM.
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["app/**/*.test.tsx"],
          setupFiles: ["./app/test/setup.ts"],
        },
      },
      {
        // Everything else is plain Node: building a DOM for each of these files cost more than
        // most of them take to run.
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["app/**/*.test.ts", "scripts/**/*.test.{ts,mjs}"],
        },
      },
    ],
  },
});
