// The media type of each kind of file the build writes or public/ holds. The server names the
// type itself because it sends precompressed copies (index.html.br is an HTML page, not a brotli
// archive). Anything else is sent as bytes; with nosniff the browser will not guess.

const TEXT = "; charset=utf-8";

const TYPES: Readonly<Record<string, string>> = {
  html: `text/html${TEXT}`,
  js: `text/javascript${TEXT}`,
  mjs: `text/javascript${TEXT}`,
  css: `text/css${TEXT}`,
  json: `application/json${TEXT}`,
  webmanifest: `application/manifest+json${TEXT}`,
  xml: `application/xml${TEXT}`,
  txt: `text/plain${TEXT}`,
  // React Router's navigation data: the type its own server sends for these turbo-stream files.
  data: `text/x-script${TEXT}`,
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
  return (dot > 0 && TYPES[name.slice(dot + 1).toLowerCase()]) || FALLBACK_TYPE;
}
