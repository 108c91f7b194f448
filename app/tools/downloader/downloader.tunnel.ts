// Before the page follows a download server's file link, it asks that link once itself. A link that
// has expired, been refused or met a busy server answers with an empty error page (cobalt's tunnel
// sends 400, 401, 404, 429 or 500 with no body), and following it would leave the visitor on the
// browser's error page instead of ours. Asked from here, the failure becomes our message on our page.
//
// The tunnel allows this site's origin (the instance's CORS_URL), and each link may be fetched
// again until it expires, so the check costs one short request: the answer's status is read and
// the body is never downloaded.
import type { Lang } from "~/lib/lang/lang";
import type { DownloadFile } from "./downloader.resolver";
import { SERVER_WORDS } from "./words/cobalt";

export type FileCheck = { ok: true } | { ok: false; title: string; message: string };

/** Long enough for a busy server's first byte; a check that takes longer says so. */
export const TUNNEL_CHECK_TIMEOUT_MS = 15_000;

/** The English messages (every language's: ./words/cobalt/). */
export const TUNNEL_MESSAGES = SERVER_WORDS.en.tunnel;

function failed(kind: keyof typeof TUNNEL_MESSAGES, lang: Lang): FileCheck {
  return { ok: false, ...SERVER_WORDS[lang].tunnel[kind] };
}

/** What an HTTP status from the tunnel means for the visitor, in the page's language. */
export function tunnelStatus(status: number, lang: Lang = "en"): FileCheck {
  if (status >= 200 && status < 300) return { ok: true };
  // 400 (a malformed link), 401 (a signature that no longer matches), 404 (expired or unknown).
  if (status === 400 || status === 401 || status === 403 || status === 404 || status === 410)
    return failed("expired", lang);
  if (status === 429) return failed("busy", lang);
  return failed("failed", lang);
}

export interface TunnelCheckOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Whether a file link will answer with the file, without downloading it. The server is asked even
 * when the link's own expiry time has passed by this device's clock: phones' clocks are often off
 * by more than a link's whole life, and only the server's says.
 */
export async function checkFile(
  file: DownloadFile,
  { fetch: fetchImpl = fetch, timeoutMs = TUNNEL_CHECK_TIMEOUT_MS }: TunnelCheckOptions = {},
  lang: Lang = "en",
): Promise<FileCheck> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetchImpl(file.url, {
      signal: controller.signal,
      cache: "no-store",
      credentials: "omit",
      referrerPolicy: "no-referrer",
    });
    return tunnelStatus(response.status, lang);
  } catch {
    return failed("unreachable", lang);
  } finally {
    clearTimeout(timer);
    // Only the status was wanted: the file itself comes when the link is followed.
    controller.abort();
  }
}
