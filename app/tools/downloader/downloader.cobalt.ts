import type { SiteConfig } from "~/config/site";
import type { DownloadFile } from "./downloader.resolver";

/*
 * cobalt's JSON API (github.com/imputnet/cobalt, docs/api.md), as spoken by the browser.
 *
 * POST {server}/ with `Accept` and `Content-Type: application/json` (and `Authorization: Api-Key
 * <key>` when the owner set one); the JSON answer's `status` is tunnel, redirect, picker,
 * local-processing or error. Errors come with HTTP 400, 429 (rate limit) or 500, so the body is
 * read whatever the HTTP status. GET {server}/ describes the instance.
 */

/** The download server the site owner configured (site.downloaderBackend). */
export type DownloadServer = NonNullable<SiteConfig["downloaderBackend"]>;

/** cobalt's `videoQuality`: the HD button asks for 1080p, the SD button for 720p. */
export type CobaltQuality = "1080" | "720";

/** Every field this site sends. Kept to fields cobalt 10 and 11 both accept (its schema is strict). */
export interface CobaltRequestBody {
  url: string;
  videoQuality: CobaltQuality;
  downloadMode: "auto";
  /** "basic" names YouTube files "{title} - {channel} (1080p, h264).mp4", which the card reads. */
  filenameStyle: "basic";
}

export interface CobaltPickerItem {
  type: "photo" | "video" | "gif";
  url: string;
  thumb: string | null;
}

export interface CobaltErrorContext {
  service?: string;
  /** Seconds of the rate-limit window, or minutes of the duration limit, depending on the code. */
  limit?: number;
}

/** Why no answer could be read: the network, the clock, or a body that is not cobalt's JSON. */
export type TransportFailure = "unreachable" | "timeout" | "unreadable";

export type CobaltAnswer =
  | { kind: "file"; file: DownloadFile }
  | { kind: "picker"; items: CobaltPickerItem[]; audio: DownloadFile | null }
  /** The server wants the browser to merge or remux the parts itself, which this site does not do. */
  | { kind: "local-processing"; processing: string }
  | { kind: "error"; code: string; context: CobaltErrorContext; httpStatus: number }
  | { kind: "failure"; reason: TransportFailure; httpStatus: number | null };

export interface CobaltOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Long enough for a YouTube lookup on a busy server, short enough that nobody stares at a spinner. */
export const COBALT_TIMEOUT_MS = 30_000;

const PICKER_TYPES: ReadonlySet<string> = new Set(["photo", "video", "gif"]);

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** Only web addresses may reach an href or src: never javascript: or data: from a server. */
export function webUrl(value: unknown): string | null {
  const candidate = text(value);
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The instance's root, where cobalt listens for POST and GET; a path prefix (reverse proxy) is kept. */
export function serverEndpoint(server: DownloadServer): string | null {
  const root = webUrl(server.url);
  if (!root) return null;
  const url = new URL(root);
  url.search = "";
  url.hash = "";
  if (!url.pathname.endsWith("/")) url.pathname += "/";
  return url.href;
}

export function cobaltHeaders(server: DownloadServer): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json", "Content-Type": "application/json" };
  const key = server.apiKey?.trim();
  if (key) headers.Authorization = `Api-Key ${key}`;
  return headers;
}

export function cobaltBody(url: string, quality: CobaltQuality): CobaltRequestBody {
  return { url, videoQuality: quality, downloadMode: "auto", filenameStyle: "basic" };
}

function expiryOf(url: string): number | null {
  const exp = Number(new URL(url).searchParams.get("exp"));
  return Number.isSafeInteger(exp) && exp > 0 ? exp : null;
}

function readFile(source: "tunnel" | "redirect", urlValue: unknown, nameValue: unknown): DownloadFile | null {
  const url = webUrl(urlValue);
  if (!url) return null;
  // cobalt always names the file; a missing name still leaves a usable link.
  return { url, filename: text(nameValue) ?? "download", source, expiresAt: expiryOf(url) };
}

function readPickerItem(value: unknown): CobaltPickerItem | null {
  if (!isObject(value) || typeof value.type !== "string" || !PICKER_TYPES.has(value.type)) return null;
  const url = webUrl(value.url);
  if (!url) return null;
  return { type: value.type as CobaltPickerItem["type"], url, thumb: webUrl(value.thumb) };
}

function readContext(value: unknown): CobaltErrorContext {
  if (!isObject(value)) return {};
  const context: CobaltErrorContext = {};
  const service = text(value.service);
  if (service) context.service = service;
  if (typeof value.limit === "number" && Number.isFinite(value.limit) && value.limit > 0) context.limit = value.limit;
  return context;
}

const UNREADABLE = (httpStatus: number | null): CobaltAnswer => ({ kind: "failure", reason: "unreadable", httpStatus });

/** Turns one answer (already parsed JSON, or null when the body was not JSON) into what it means. */
export function readCobaltAnswer(body: unknown, httpStatus: number): CobaltAnswer {
  if (!isObject(body)) return UNREADABLE(httpStatus);
  switch (body.status) {
    case "tunnel":
    case "redirect": {
      const file = readFile(body.status, body.url, body.filename);
      return file ? { kind: "file", file } : UNREADABLE(httpStatus);
    }
    case "picker": {
      const raw: unknown[] = Array.isArray(body.picker) ? body.picker : [];
      const items = raw.map(readPickerItem).filter((item): item is CobaltPickerItem => item !== null);
      if (items.length === 0) return UNREADABLE(httpStatus);
      return { kind: "picker", items, audio: readFile("tunnel", body.audio, body.audioFilename) };
    }
    case "local-processing":
      return { kind: "local-processing", processing: text(body.type) ?? "unknown" };
    case "error": {
      const error = isObject(body.error) ? body.error : {};
      const code = text(error.code);
      if (!code) return UNREADABLE(httpStatus);
      return { kind: "error", code, context: readContext(error.context), httpStatus };
    }
    default:
      return UNREADABLE(httpStatus);
  }
}

/**
 * Runs one request with a hard deadline. The abort signal stops a real fetch; the race also ends
 * the wait when a fetch (or a slow body) ignores the signal, so the page never hangs.
 */
async function withDeadline<T>(timeoutMs: number, run: (signal: AbortSignal) => Promise<T>): Promise<T | "timeout"> {
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"timeout">((done) => {
    timer = setTimeout(() => {
      abort.abort();
      done("timeout");
    }, timeoutMs);
  });
  try {
    return await Promise.race([run(abort.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

type Exchange = { body: unknown; httpStatus: number } | "unreachable";

async function exchange(
  endpoint: string,
  init: RequestInit,
  fetchImpl: typeof fetch,
  signal: AbortSignal,
): Promise<Exchange> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, { ...init, signal });
  } catch {
    return "unreachable";
  }
  const body: unknown = await response.json().catch(() => null);
  return { body, httpStatus: response.status };
}

/** Asks the server for one link. Never throws and never waits past the deadline. */
export async function askCobalt(
  server: DownloadServer,
  link: string,
  quality: CobaltQuality,
  options: CobaltOptions = {},
): Promise<CobaltAnswer> {
  const endpoint = serverEndpoint(server);
  if (!endpoint) return { kind: "failure", reason: "unreachable", httpStatus: null };
  const fetchImpl = options.fetch ?? ((...args) => fetch(...args));
  const init: RequestInit = {
    method: "POST",
    headers: cobaltHeaders(server),
    body: JSON.stringify(cobaltBody(link, quality)),
    // The visitor's cookies mean nothing to the download server.
    credentials: "omit",
  };
  const result = await withDeadline(options.timeoutMs ?? COBALT_TIMEOUT_MS, (signal) =>
    exchange(endpoint, init, fetchImpl, signal),
  );
  if (result === "timeout") return { kind: "failure", reason: "timeout", httpStatus: null };
  if (result === "unreachable") return { kind: "failure", reason: "unreachable", httpStatus: null };
  return readCobaltAnswer(result.body, result.httpStatus);
}

export interface CobaltServerInfo {
  version: string;
  /** Service names as the instance lists them ("instagram", "youtube", "twitch clips", …). */
  services: string[];
  commit: string | null;
}

/** Reads GET / ("basic instance info"); null when the answer is not cobalt's. */
export function readServerInfo(body: unknown): CobaltServerInfo | null {
  if (!isObject(body) || !isObject(body.cobalt)) return null;
  const version = text(body.cobalt.version);
  const services = body.cobalt.services;
  if (!version || !Array.isArray(services)) return null;
  const git = isObject(body.git) ? body.git : {};
  return {
    version,
    services: services.filter((service): service is string => typeof service === "string"),
    commit: text(git.commit),
  };
}

export async function fetchServerInfo(
  server: DownloadServer,
  options: CobaltOptions = {},
): Promise<CobaltServerInfo | null> {
  const endpoint = serverEndpoint(server);
  if (!endpoint) return null;
  const fetchImpl = options.fetch ?? ((...args) => fetch(...args));
  const result = await withDeadline(options.timeoutMs ?? COBALT_TIMEOUT_MS, (signal) =>
    exchange(
      endpoint,
      { method: "GET", headers: { Accept: "application/json" }, credentials: "omit" },
      fetchImpl,
      signal,
    ),
  );
  return typeof result === "string" ? null : readServerInfo(result.body);
}
