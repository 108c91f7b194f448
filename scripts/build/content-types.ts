// The media type of each kind of file the build writes or public/ holds, for both servers: the Node
// server names the type itself because it sends precompressed copies (index.html.br is an HTML
// page, not a brotli archive), and the nginx configuration carries the same table. Anything else is
// sent as bytes; with nosniff the browser will not guess.

/** Text types, sent with "; charset=utf-8". */
export const TEXT_TYPES: Readonly<Record<string, string>> = {
  html: "text/html",
  js: "text/javascript",
  mjs: "text/javascript",
  css: "text/css",
  json: "application/json",
  webmanifest: "application/manifest+json",
  xml: "application/xml",
  txt: "text/plain",
  // React Router's navigation data: the type its own server sends for these turbo-stream files.
  data: "text/x-script",
};

/** Binary types, sent as they are. */
export const BINARY_TYPES: Readonly<Record<string, string>> = {
  svg: "image/svg+xml",
  ico: "image/x-icon",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  woff2: "font/woff2",
  woff: "font/woff",
  mp4: "video/mp4",
  webm: "video/webm",
};

export const FALLBACK_TYPE = "application/octet-stream";

/** The Content-Type for a file, by the name it is served under (its precompressed suffix removed). */
export function contentType(file: string): string {
  const name = file.slice(file.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  if (dot <= 0) return FALLBACK_TYPE;
  const extension = name.slice(dot + 1).toLowerCase();
  const text = TEXT_TYPES[extension];
  return text ? `${text}; charset=utf-8` : (BINARY_TYPES[extension] ?? FALLBACK_TYPE);
}
