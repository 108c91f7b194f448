// Serves the static build the way a good static host would:
// - one canonical URL per page ("/instagram/" redirects to "/instagram");
// - unknown paths answer 404 with the prerendered Not Found page;
// - hashed assets are cached for a year, everything else revalidates;
// - precompressed brotli/gzip files are sent when the browser accepts them.
import { createReadStream, existsSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

const root = new URL("../build/client/", import.meta.url).pathname;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

if (!existsSync(join(root, "404.html"))) {
  console.error("No build found. Run `npm run build` first (or `npm start`, which builds and serves).");
  process.exit(1);
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";

const files = sirv(root, {
  dev: false,
  etag: true,
  brotli: true,
  gzip: true,
  extensions: ["html"],
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? IMMUTABLE : REVALIDATE);
    if (pathname.endsWith(".data") || pathname === "/__spa-fallback.html") res.setHeader("X-Robots-Tag", "noindex");
  },
});

function sendNotFound(req, res) {
  const accepts = String(req.headers["accept-encoding"] ?? "");
  const encoding = accepts.includes("br") ? "br" : accepts.includes("gzip") ? "gzip" : null;
  const file = join(root, encoding === "br" ? "404.html.br" : encoding === "gzip" ? "404.html.gz" : "404.html");
  res.writeHead(404, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": REVALIDATE,
    Vary: "Accept-Encoding",
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  });
  if (req.method === "HEAD") res.end();
  else createReadStream(file).pipe(res);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  // The prerendered Not Found page has its own URL only so it can be built; it is not a page.
  if (url.pathname === "/404" || url.pathname === "/404/" || url.pathname === "/404.html") {
    sendNotFound(req, res);
    return;
  }
  if (url.pathname.length > 1 && url.pathname.endsWith("/")) {
    res.writeHead(301, { Location: url.pathname.replace(/\/+$/, "") + url.search, "Cache-Control": REVALIDATE });
    res.end();
    return;
  }
  files(req, res, () => sendNotFound(req, res));
});

server.listen(port, host, () => {
  console.log(`CreatorGrow is being served at http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
