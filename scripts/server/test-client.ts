// Talking to the server under test on the loopback address: ordinary requests whose path is sent
// exactly as written, and raw bytes for requests no client library would send.
import { request as httpRequest } from "node:http";
import { connect } from "node:net";

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** One request with the path sent as written (no normalising), the body read in full. */
export function send(
  port: number,
  path: string,
  { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const flat: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
        resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks) });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** How long `sendRaw` waits. */
export interface RawWait {
  /** Quiet after the last byte before the answer counts as complete. */
  quietMs?: number;
  /**
   * How long to wait for the first byte. Long by default: a busy machine may take a while to
   * answer, and an answer missed for being slow is a flaky test, not a server fault.
   */
  firstMs?: number;
  /** Stop as soon as this many responses have arrived (pipelined requests). */
  wanted?: number;
}

/**
 * Writes raw bytes and collects what comes back until the server closes the connection, the
 * wanted responses are in, or the waits in `RawWait` pass. Returns the status of every response.
 */
export function sendRaw(
  port: number,
  bytes: string | Buffer,
  { quietMs = 150, firstMs = 10_000, wanted = Infinity }: RawWait = {},
): Promise<{ text: string; statuses: number[] }> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    let timer: NodeJS.Timeout | undefined;
    const statusesOf = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString("latin1");
      resolve({ text, statuses: statusesOf(text) });
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(finish, chunks.length === 0 ? firstMs : quietMs);
    };
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      if (statusesOf(Buffer.concat(chunks).toString("latin1")).length >= wanted) finish();
      else arm();
    });
    socket.on("close", finish);
    socket.on("error", finish);
    socket.on("connect", () => {
      socket.write(bytes);
      arm();
    });
  });
}
