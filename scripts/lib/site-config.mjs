// Reads app/config/site.ts from build scripts, so headers follow the same configuration as the app.
import { readFile } from "node:fs/promises";
import ts from "typescript";

export async function loadSiteConfig() {
  const source = await readFile(new URL("../../app/config/site.ts", import.meta.url), "utf8");
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
  });
  const module = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString("base64")}`);
  return module.site;
}
