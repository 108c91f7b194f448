// `npm test`: every check, cheapest first, so a type or lint error stops the run in two minutes
// instead of after the browser tests; each step's time is printed at the end.
//
// The static checks and the build run side by side: the type check and ESLint on one program
// (scripts/check-code.ts, the longest at about 70 s) keep one core busy, and Prettier, the spelling
// check and the production build fit on the other in about the same time (the build ran alone after
// them before, 25 s more). Their output is held and printed whole, one step after another, once
// each has ended. The later steps run in turn: each of them uses both cores on its own, and running
// the browser tests beside a CPU-bound step was measured slower (Chromium's workers and the other
// step starved each other). The first failure stops the run.
import { type ChildProcess, spawn } from "node:child_process";

interface Step {
  name: string;
  script: string;
}

const STAGES: readonly (readonly Step[])[] = [
  // The route modules' types, which the type-aware lint reads as much as the type check does.
  [{ name: "route types", script: "typegen" }],
  [
    // The route types are written once, above: the checks beside it read them.
    { name: "types and lint", script: "check" },
    { name: "format", script: "format:check" },
    { name: "spelling", script: "spell" },
    // Nothing above reads what the build writes (build/ and app/generated/ are ignored by each).
    { name: "build", script: "build" },
  ],
  [{ name: "unit tests", script: "test:unit" }],
  [{ name: "load test", script: "test:load" }],
  // The browser tests, against the Node server and (the "nginx" project) against nginx.
  [{ name: "browser tests", script: "test:e2e" }],
];

const running = new Set<ChildProcess>();

// Ctrl-C reaches each step's whole process group (each runs in one of its own); Playwright then
// stops the servers it started, which live in process groups of their own, before it exits.
process.on("SIGINT", () => {
  for (const child of running) {
    if (child.pid === undefined) continue;
    try {
      process.kill(-child.pid, "SIGINT");
    } catch {
      // Already gone.
    }
  }
});

/** Runs an npm script; a step alone in its stage prints as it goes, one beside others is held. */
function run(script: string, alone: boolean): Promise<{ passed: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], {
      detached: true,
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      // Colours still, though the output goes to a pipe first.
      env: alone ? process.env : { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
    });
    running.add(child);
    const chunks: Buffer[] = [];
    child.stdout?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("close", (code) => {
      running.delete(child);
      resolve({ passed: code === 0, output: Buffer.concat(chunks).toString() });
    });
  });
}

const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const times: string[] = [];
let passed = true;
for (const stage of STAGES) {
  const alone = stage.length === 1;
  const results = await Promise.all(
    stage.map(async (step) => {
      const stepStarted = Date.now();
      const result = await run(step.script, alone);
      return { step, ...result, took: seconds(stepStarted) };
    }),
  );
  for (const { step, passed: stepPassed, output, took } of results) {
    if (output) process.stdout.write(output);
    times.push(`${stepPassed ? "ok" : "FAILED"}  ${step.name}  ${took}`);
    console.log(`\n── ${times.at(-1) ?? ""}\n`);
    passed &&= stepPassed;
  }
  if (!passed) break;
}
console.log(`${times.join("\n")}\n${passed ? "passed" : "FAILED"} in ${seconds(started)}`);
process.exit(passed ? 0 : 1);
