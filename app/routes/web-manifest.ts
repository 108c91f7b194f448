import { webManifest } from "~/lib/site/web-manifest";

export function loader() {
  return new Response(`${JSON.stringify(webManifest(), null, 2)}\n`, {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
}
