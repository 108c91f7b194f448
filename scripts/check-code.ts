// `npm run check`: the type check and ESLint over one TypeScript program per tsconfig.
//
// Run apart (`tsc`, then `eslint .` with its own project service) both built the same program and
// type-checked the same files: 141 s of CPU on two cores. Here the compiler checks each program
// first, and ESLint's type-aware rules then read the types it has already worked out: 101 s of CPU
// for the same errors. `--types` runs the type check alone and `--lint` ESLint alone (on the same
// programs, unchecked), for an editor's habit or a quicker look.
import { ESLint } from "eslint";
import ts from "typescript";

// The app, the build modules, the scripts and the tests; and the service worker, with a worker's lib.
const PROJECTS = ["tsconfig.json", "app/offline/tsconfig.json"];

const only = process.argv[2];
if (only !== undefined && only !== "--types" && only !== "--lint") {
  console.error(`Unknown option ${only}: use --types, --lint or neither.`);
  process.exit(2);
}

const host: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => "\n",
};

/** A tsconfig's program, with the errors in the tsconfig itself; a tsconfig that cannot be read ends the run. */
function programOf(path: string): { program: ts.Program; configErrors: readonly ts.Diagnostic[] } {
  const configErrors: ts.Diagnostic[] = [];
  const config = ts.getParsedCommandLineOfConfigFile(
    path,
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (diagnostic) => configErrors.push(diagnostic) },
  );
  if (!config) {
    // Nothing can be checked or linted without it.
    console.log(ts.formatDiagnostics(configErrors, host));
    process.exit(2);
  }
  const program = ts.createProgram({
    rootNames: config.fileNames,
    options: config.options,
    projectReferences: config.projectReferences,
  });
  return { program, configErrors: [...configErrors, ...config.errors] };
}

const projects = PROJECTS.map(programOf);
let failed = false;

if (only !== "--lint") {
  // A file in both programs (the service worker's shared modules) is reported once.
  const seen = new Set<string>();
  const diagnostics = projects
    .flatMap(({ program, configErrors }) => [...configErrors, ...ts.getPreEmitDiagnostics(program)])
    .filter((diagnostic) => {
      const key = `${diagnostic.file?.fileName ?? ""} ${diagnostic.start ?? ""} ${diagnostic.code}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  if (diagnostics.length > 0) {
    const format = process.stdout.isTTY ? ts.formatDiagnosticsWithColorAndContext : ts.formatDiagnostics;
    console.log(format(diagnostics, host));
    console.log(`${diagnostics.length} type ${diagnostics.length === 1 ? "error" : "errors"}`);
    failed = true;
  }
}

if (only !== "--types") {
  // The programs stand in for the config's project service on TypeScript files; JavaScript files
  // keep the config's own settings (linted without types).
  const eslint = new ESLint({
    overrideConfig: [
      {
        files: ["**/*.ts", "**/*.tsx"],
        languageOptions: {
          parserOptions: { programs: projects.map(({ program }) => program), projectService: false },
        },
      },
    ],
  });
  const results = await eslint.lintFiles(["."]);
  const formatter = await eslint.loadFormatter("stylish");
  const report = await formatter.format(results);
  if (report) console.log(report);
  if (results.some((result) => result.errorCount > 0)) failed = true;
}

process.exit(failed ? 1 : 0);
