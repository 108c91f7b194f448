import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    restoreMocks: true,
    // The property tests walk hundreds of seeds and inputs: the longest takes about 5 s on a quiet
    // two-core machine and several times that on a busy one, so 5 s (the default) failed them under
    // load. `npm test` runs them beside the type check and lint, which keeps most of a core busy, so
    // they take about twice as long there: 40 s leaves that room, and every test is far under a
    // third of it on a quiet machine.
    testTimeout: 40_000,
    // Vitest leaves one core free by default, which on a two-core machine ran every file on one
    // worker while the other core idled: 231 s for the step, with 1.2 cores busy.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Tests that render (screens, components, hooks) are *.test.tsx and get a DOM.
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["app/**/*.test.tsx"],
          // One module graph and one document per worker, not one per file: building jsdom and
          // loading React again for each file was two thirds of this project's CPU (81 s against
          // 26 s). So no test mocks a module (another file may hold the real one already); the
          // platform is faked instead (app/test/fake-clipboard.ts), and each test leaves nothing
          // behind (app/test/setup.ts).
          isolate: false,
          setupFiles: ["./app/test/setup.ts", "./app/test/new-visit.ts"],
        },
      },
      {
        // Everything else is plain Node: building a DOM for each of these files cost more than
        // most of them take to run.
        extends: true,
        test: {
          name: "node",
          environment: "node",
          // One module graph per worker instead of one per file: the banks are read once, not once
          // per file that imports them (a third less CPU). Module state a test relies on, the
          // visit's decks, is reset before every test (app/test/new-visit.ts).
          isolate: false,
          setupFiles: ["./app/test/new-visit.ts"],
          include: ["app/**/*.test.ts", "scripts/**/*.test.{ts,mjs}"],
        },
      },
    ],
  },
});
