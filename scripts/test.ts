// `npm test`: every check, one after another, cheapest first, so a type or lint error stops the run
// in a minute instead of after the browser tests; each step's time is printed at the end.
//
// Running the browser tests beside the CPU-bound checks was tried and measured slower on two cores
// (20 minutes of browser tests instead of about 12: Chromium's three workers and ESLint starved
// each other), so the steps run in turn. The first failure stops the run.
import { type ChildProcess, spawn } from "node:child_process";

const STEPS = [
  { name: "typecheck", script: "typecheck" },
  { name: "lint", script: "lint" },
  { name: "format", script: "format:check" },
  { name: "spelling", script: "spell" },
  { name: "unit tests", script: "test:unit" },
  { name: "load test", script: "test:load" },
  { name: "build", script: "build" },
  // The browser tests, against the Node server and (the "nginx" project) against nginx.
  { name: "browser tests", script: "test:e2e" },
] as const;

let current: ChildProcess | null = null;

// Ctrl-C reaches the step's whole process group (it runs in one of its own); Playwright then stops
// the servers it started, which live in process groups of their own, before it exits.
process.on("SIGINT", () => {
  if (current?.pid !== undefined) {
    try {
      process.kill(-current.pid, "SIGINT");
    } catch {
      // Already gone.
    }
  }
});

function run(script: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { detached: true, stdio: "inherit" });
    current = child;
    child.on("close", (code) => {
      current = null;
      resolve(code === 0);
    });
  });
}

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const times: string[] = [];
let passed = true;
for (const step of STEPS) {
  const stepStarted = Date.now();
  passed = await run(step.script);
  times.push(`${passed ? "ok" : "FAILED"}  ${step.name}  ${seconds(stepStarted)}`);
  console.log(`\n── ${times.at(-1) ?? ""}\n`);
  if (!passed) break;
}
console.log(`${times.join("\n")}\n${passed ? "passed" : "FAILED"} in ${seconds(started)}`);
process.exit(passed ? 0 : 1);
