// `npm test`: every check, cheapest first, so a type or lint error stops the run in two minutes
// instead of after the browser tests; each step's time is printed at the end.
//
// A step starts once the steps it waits for have passed. The type check and ESLint on one program
// (scripts/check-code.ts, about 70 s alone) start at once beside Prettier, the spelling check and the
// production build, which share the second core and end about half way through it. From then on the
// check alone kept about 1.4 of the two cores busy, so the unit tests start there, not after it:
// 130–146 s for the two against 153–155 s in turn. Started beside all four instead, the processes
// starved each other and used more CPU in all (decision 0031). The load test and the browser tests
// each use both cores and run alone, after everything else: running the browser tests beside a
// CPU-bound step was measured slower. Output of a step beside others is held and printed whole once
// it ends; the first failure stops the run.
import { type ChildProcess, spawn } from "node:child_process";

interface Step {
  name: string;
  script: string;
  /** The steps that must have passed before this one starts. */
  after: readonly string[];
}

const STEPS: readonly Step[] = [
  // The route modules' types, which the type-aware lint reads as much as the type check does.
  { name: "route types", script: "typegen", after: [] },
  { name: "types and lint", script: "check", after: ["route types"] },
  { name: "format", script: "format:check", after: ["route types"] },
  { name: "spelling", script: "spell", after: ["route types"] },
  // The Hindi words, guides, articles and banks against the house style (docs/hindi-style.md): a
  // few seconds, beside the spelling check it completes.
  { name: "Hindi style", script: "hindi-style", after: [] },
  // Nothing above reads what the build writes (build/ and app/generated/ are ignored by each).
  { name: "build", script: "build", after: ["route types"] },
  // The unit tests write their own small builds; they wait for the three short steps only.
  { name: "unit tests", script: "test:unit", after: ["format", "spelling", "Hindi style", "build"] },
  { name: "load test", script: "test:load", after: ["types and lint", "unit tests"] },
  // The browser tests, against the Node server and (the "nginx" project) against nginx.
  { name: "browser tests", script: "test:e2e", after: ["load test"] },
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

/** Runs an npm script; a step running alone prints as it goes, one beside others is held. */
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
const passed = new Set<string>();
const failures = new Set<string>();
const pending = new Map(STEPS.map((step) => [step.name, step]));
const underway = new Map<string, Promise<void>>();

/** Runs a step and records how it ended; its output prints as it goes when it runs alone. */
async function runStep(step: Step, alone: boolean): Promise<void> {
  const stepStarted = Date.now();
  const result = await run(step.script, alone);
  if (result.output) process.stdout.write(result.output);
  times.push(`${result.passed ? "ok" : "FAILED"}  ${step.name}  ${seconds(stepStarted)}`);
  console.log(`\n── ${times.at(-1) ?? ""}\n`);
  if (result.passed) passed.add(step.name);
  else failures.add(step.name);
}

while (failures.size === 0 && (pending.size > 0 || underway.size > 0)) {
  const ready = [...pending.values()].filter((step) => step.after.every((name) => passed.has(name)));
  // A step alone (nothing else running or ready with it) prints as it goes; others are held.
  const alone = ready.length === 1 && underway.size === 0;
  for (const step of ready) {
    pending.delete(step.name);
    underway.set(
      step.name,
      runStep(step, alone).then(() => {
        underway.delete(step.name);
      }),
    );
  }
  if (underway.size === 0) break;
  await Promise.race(underway.values());
}
// A failure stops the run once the steps already under way have ended: their output is printed too.
await Promise.all(underway.values());
const allPassed = passed.size === STEPS.length;
console.log(`${times.join("\n")}\n${allPassed ? "passed" : "FAILED"} in ${seconds(started)}`);
process.exit(allPassed ? 0 : 1);
