// `npm test`: every check, in two lanes at once. The browser tests spend most of their time waiting
// (the 500 ms cycle, toasts, the slow-phone profile), so the CPU-bound checks run beside them
// instead of before them: one lane builds the site and runs the browser tests against it (the Node
// server and nginx); the other type-checks, lints, checks formatting and spelling, then runs the
// unit and load tests. The first failure stops both lanes; each step's time is printed at the end.
//
// A step's output streams as it runs in the browser lane; the checks lane's is held and printed
// whole when each step ends, so the two never interleave mid-line.
import { type ChildProcess, spawn } from "node:child_process";

interface Step {
  name: string;
  script: string;
}

const lanes: { name: string; stream: boolean; steps: Step[] }[] = [
  {
    name: "browser",
    stream: true,
    steps: [
      { name: "build", script: "build" },
      { name: "browser tests", script: "test:e2e" },
    ],
  },
  {
    name: "checks",
    stream: false,
    steps: [
      { name: "typecheck", script: "typecheck" },
      { name: "lint", script: "lint" },
      { name: "format", script: "format:check" },
      { name: "spelling", script: "spell" },
      { name: "unit tests", script: "test:unit" },
      { name: "load test", script: "test:load" },
    ],
  },
];

const running = new Set<ChildProcess>();
const times: string[] = [];
// Set by the first failure (or Ctrl-C); read by every lane before its next step.
const state = { failed: false };

function stopAll(): void {
  for (const child of running) {
    // Each step runs in its own process group. SIGINT is what Ctrl-C sends: Playwright then stops
    // the servers it started (which live in process groups of their own) before it exits.
    if (child.pid !== undefined) signal(child.pid, "SIGINT");
  }
}

function signal(group: number, name: NodeJS.Signals): void {
  try {
    process.kill(-group, name);
  } catch {
    // Already gone.
  }
}

function run(step: Step, stream: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn("npm", ["run", "--silent", step.script], {
      detached: true,
      stdio: ["ignore", stream ? "inherit" : "pipe", stream ? "inherit" : "pipe"],
    });
    running.add(child);
    const held: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => held.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => held.push(chunk));
    child.on("close", (code) => {
      running.delete(child);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (!stream) process.stdout.write(Buffer.concat(held));
      const ok = code === 0;
      const line = `${ok ? "ok" : state.failed ? "stopped" : "FAILED"}  ${step.name}  ${seconds} s`;
      times.push(line);
      console.log(`\n── ${line}\n`);
      resolve(ok);
    });
  });
}

async function runLane(lane: (typeof lanes)[number]): Promise<void> {
  for (const step of lane.steps) {
    if (state.failed) return;
    if (!(await run(step, lane.stream))) {
      state.failed = true;
      stopAll();
      return;
    }
  }
}

process.on("SIGINT", () => {
  state.failed = true;
  stopAll();
});

const started = Date.now();
await Promise.all(lanes.map(runLane));
console.log(
  `${times.join("\n")}\n${state.failed ? "FAILED" : "passed"} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(state.failed ? 1 : 0);
