// Serves the static build the way a good static host would (scripts/server/site-server.ts): real
// 404s, one canonical address per page, the _headers rules, caching, precompressed copies, Range.
// It keeps serving while `npm run build` rewrites the build, and switches to the new build once it
// is complete. PORT (default 3000, 0 for any free port), HOST (default 127.0.0.1) and BUILD_DIR
// (default build/) choose where.
import { fileURLToPath } from "node:url";
import { NoBuildError } from "./server/release";
import { createSiteServer } from "./server/site-server";

const buildDir = process.env.BUILD_DIR ?? fileURLToPath(new URL("../build/", import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

let server: Awaited<ReturnType<typeof createSiteServer>>;
try {
  server = await createSiteServer({ buildDir, watchIntervalMs: 500, log: (message) => console.log(message) });
} catch (error) {
  if (!(error instanceof NoBuildError)) throw error;
  console.error("No build found. Run `npm run build` first (or `npm start`, which builds and serves).");
  process.exit(1);
}

await server.app.listen({ port, host });
const address = server.app.server.address();
const listening = typeof address === "object" && address ? address.port : port;
console.log(`CreatorGrow is being served at http://localhost:${listening}`);

// A parent that started this server with an IPC channel (the load test) may ask what memory it
// holds once garbage is collected (when node runs with --expose-gc).
process.on("message", (message) => {
  if (message !== "memory") return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ memory: process.memoryUsage() });
});

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    void server.close().then(() => process.exit(0));
  });
}
