// npm run new-tool -- <instagram|youtube> <kebab-case-name>
// Writes a working one-field generator into app/tools/<platform>-<name>/ and lists it in the
// registry, formatted as the project formats everything; refuses rather than overwrite anything.
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { tools } from "../app/tools/registry";
import { PLATFORMS } from "./new-tool/names";
import { REGISTRY_PATH, nextSteps, planNewTool } from "./new-tool/plan";

const root = fileURLToPath(new URL("..", import.meta.url));

function refuse(message: string): never {
  console.error(`new-tool: ${message}`);
  process.exit(1);
}

async function formatted(path: string, text: string): Promise<string> {
  const config = await prettier.resolveConfig(path);
  return prettier.format(text, { ...config, filepath: path });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length !== 2) refuse(`usage: npm run new-tool -- <${PLATFORMS.join("|")}> <kebab-case-name>`);
  const [platform = "", slug = ""] = args;
  const registryFile = join(root, REGISTRY_PATH);
  const planned = planNewTool({
    platform,
    slug,
    existing: tools,
    registrySource: await readFile(registryFile, "utf8"),
    today: new Date(),
  });
  if (!planned.ok) refuse(planned.error);
  const { names, files, registry } = planned.value;
  const folder = join(root, "app/tools", names.id);
  if (existsSync(folder)) refuse(`app/tools/${names.id} already exists; nothing was written.`);

  // Format everything first, so a file prettier cannot read stops the run before anything is written.
  const outputs = await Promise.all(
    [...files, { path: REGISTRY_PATH, text: registry }].map(async ({ path, text }) => {
      const file = join(root, path);
      return { path, file, text: await formatted(file, text) };
    }),
  );
  await mkdir(folder);
  for (const { path, file, text } of outputs) {
    await mkdir(dirname(file), { recursive: true });
    // "wx" for the new files: never overwrite one that appeared meanwhile.
    await writeFile(file, text, { flag: path === REGISTRY_PATH ? "w" : "wx" });
  }

  console.log(`Wrote ${names.title} (${names.path}):`);
  for (const { path } of outputs) console.log(`  ${path === REGISTRY_PATH ? "updated" : "created"} ${path}`);
  console.log("");
  for (const line of nextSteps(names)) console.log(line);
}

await main();
