// Runs scripts/serve.ts as a child process for the bench, and stops it on any exit path.
import { type ChildProcess, spawn } from "node:child_process";

const SERVE = new URL("../serve.ts", import.meta.url).pathname;

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

export function waitForExit(child: ChildProcess, ms: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export interface RunningServer {
  origin: string;
  stop: () => Promise<void>;
}

/** Starts the production server on a port and waits until it answers. */
export async function startServer(port: number): Promise<RunningServer> {
  // serve.ts listens on 127.0.0.1; Lighthouse treats it as a secure origin, like localhost.
  const origin = `http://127.0.0.1:${port}`;
  // A server left on the port would be serving some older build; refuse rather than measure it.
  if (await answers(`${origin}/`)) throw new Error(`something already answers on port ${port}; pick another port`);
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", SERVE], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    child.kill("SIGTERM");
    await waitForExit(child, 5000);
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  };
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped while starting:\n${output.trim()}`);
    if (await answers(`${origin}/`)) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await stop();
  throw new Error(`the server did not answer on ${origin} within 20 s:\n${output.trim()}`);
}
