import { site } from "~/config/site";

/** The download server's host, when the site owner has connected one (both languages name it). */
export function downloadServerHost(): string | null {
  const url = site.downloaderBackend?.url;
  if (!url) return null;
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
