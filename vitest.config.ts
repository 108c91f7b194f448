import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./app/test/setup.ts"],
    restoreMocks: true,
    // The property tests walk hundreds of seeds and inputs: the longest takes about 2 s on a quiet
    // two-core machine and seven times that on a busy one, so 5 s (the default) failed them under
    // load. 20 s keeps every test under a third of its time when the machine is quiet.
    testTimeout: 20_000,
  },
});
