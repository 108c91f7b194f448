import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    rolldownOptions: {
      output: {
        // Left to itself the bundler cut ~25 chunks of a few hundred bytes each for a tool page: on
        // a phone connection each costs a request and its headers. Every page needs the framework,
        // and the app code shared between pages is ~7 KB, so each is one chunk; what only one
        // route uses stays in that route's chunk.
        codeSplitting: {
          groups: [
            // Except dnd-kit: only the grid preview uses it, so it stays in that page's chunk.
            { name: "framework", test: /\/node_modules\/(?!@dnd-kit\/)/, priority: 2 },
            { name: "shared", test: /\/app\//, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
