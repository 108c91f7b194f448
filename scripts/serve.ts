// Serves the static build the way a good static host would:
// - one canonical URL per page ("/instagram/" redirects to "/instagram");
// - unknown paths answer 404 with the prerendered Not Found page;
// - the headers in the build's _headers file (security headers, each page's CSP, a year's cache
//   for hashed assets) are sent as a static host would; everything else revalidates;
// - precompressed brotli/gzip files are sent when the browser accepts them.
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { normalisePath } from "~/lib/paths";
import { headersFor, parseHeadersFile } from "./build/headers-file";

const root = new URL("../build/client/", import.meta.url).pathname;
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";

if (!existsSync(join(root, "404.html")) || !existsSync(join(root, "_headers"))) {
  console.error("No build found. Run `npm run build` first (or `npm start`, which builds and serves).");
  process.exit(1);
}

const REVALIDATE = "public, max-age=0, must-revalidate";
const rules = parseHeadersFile(readFileSync(join(root, "_headers"), "utf8"));

function applyHeaders(res: ServerResponse, path: string): void {
  res.setHeader("Cache-Control", REVALIDATE);
  for (const [name, value] of Object.entries(headersFor(rules, path))) res.setHeader(name, value);
}

const files = sirv(root, {
  dev: false,
  etag: true,
  brotli: true,
  gzip: true,
  extensions: ["html"],
  setHeaders(res, pathname) {
    applyHeaders(res, pathname);
    if (pathname.endsWith(".data") || pathname === "/__spa-fallback.html") res.setHeader("X-Robots-Tag", "noindex");
  },
});

function sendNotFound(req: IncomingMessage, res: ServerResponse): void {
  const accepts = req.headers["accept-encoding"] ?? "";
  const encoding = accepts.includes("br") ? "br" : accepts.includes("gzip") ? "gzip" : null;
  const file = join(root, encoding === "br" ? "404.html.br" : encoding === "gzip" ? "404.html.gz" : "404.html");
  applyHeaders(res, "/404");
  res.writeHead(404, {
    "Content-Type": "text/html; charset=utf-8",
    Vary: "Accept-Encoding",
    ...(encoding ? { "Content-Encoding": encoding } : {}),
  });
  if (req.method === "HEAD") res.end();
  else createReadStream(file).pipe(res);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  // The prerendered Not Found page has its own URL only so it can be built; it is not a page.
  if (["/404", "/404/", "/404.html", "/_headers"].includes(url.pathname)) {
    sendNotFound(req, res);
    return;
  }
  const canonical = normalisePath(url.pathname);
  if (canonical !== url.pathname) {
    applyHeaders(res, url.pathname);
    res.writeHead(301, { Location: canonical + url.search });
    res.end();
    return;
  }
  files(req, res, () => sendNotFound(req, res));
});

server.listen(port, host, () => {
  console.log(`CreatorGrow is being served at http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
