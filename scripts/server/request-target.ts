// What a request line's target asks for, read defensively: any text a client can put there (an
// absolute URL, a bad percent escape, "//host" tricks, dot segments, NUL) yields an answer and never
// an exception, and a redirect never leaves the site.

export type Target =
  /** Not a target this server can read: answer 400. */
  | { kind: "bad" }
  /** The same page under its one address: answer 301 with this same-origin Location. */
  | { kind: "redirect"; location: string }
  /** A path that can name no file (dot segments, NUL, an encoded slash): answer 404. */
  | { kind: "missing" }
  /** A decoded path in canonical form ("/", or "/a/b" without empty segments or a trailing slash). */
  | { kind: "path"; path: string };

const ABSOLUTE_FORM = /^https?:\/\/([^/?#]*)/i;

/**
 * An authority an http(s) URI may carry (RFC 3986 §3.2, RFC 9110 §4.2): a host that is a name of
 * unreserved characters, sub-delimiters and whole percent escapes, or an IPv6 literal in brackets,
 * then an optional port. No user information (RFC 9110 §4.2.4) and never an empty host, the same
 * targets nginx refuses.
 */
const AUTHORITY = /^(?:(?:[\w\-.~!$&'()*+,;=]|%[\dA-F]{2})+|\[[\dA-F:.]+\])(?::\d*)?$/i;

/**
 * Escapes what must not reach a Location header as it is: a backslash (browsers read "/\host" as
 * "//host", another site) and anything outside printable ASCII.
 */
export function safeLocationText(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === "\\" || code <= 0x20 || code >= 0x7f) {
      for (const byte of new TextEncoder().encode(char)) out += `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    } else out += char;
  }
  return out;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Reads a request target (`req.url` as the client sent it). */
export function readTarget(raw: string): Target {
  // The absolute form ("GET http://host/path") names this server's own path; the host is not ours to follow.
  const absolute = ABSOLUTE_FORM.exec(raw);
  // An authority that cannot be read is an unreadable target (RFC 9112 §3.2), not a page.
  if (absolute && !AUTHORITY.test(absolute[1] ?? "")) return { kind: "bad" };
  const target = absolute === null ? raw : raw.slice(absolute[0].length) || "/";
  if (!target.startsWith("/")) return { kind: "bad" };
  const queryAt = target.indexOf("?");
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? "" : target.slice(queryAt);
  if (rawPath.includes("#")) return { kind: "bad" };

  const rawSegments = rawPath.split("/").filter((segment) => segment !== "");
  const decoded: string[] = [];
  for (const segment of rawSegments) {
    const text = decodeSegment(segment);
    if (text === null) return { kind: "bad" };
    decoded.push(text);
  }

  // Runs of slashes collapse and the trailing one goes: "//x//evil.com//" is "/x/evil.com" here,
  // and the Location always starts with exactly one "/" followed by a non-empty segment or nothing.
  const canonical = `/${rawSegments.join("/")}`;
  if (canonical !== rawPath) return { kind: "redirect", location: safeLocationText(canonical + query) };

  if (decoded.some((part) => part === "." || part === ".." || /[/\\\0]/.test(part))) return { kind: "missing" };
  return { kind: "path", path: `/${decoded.join("/")}` };
}
