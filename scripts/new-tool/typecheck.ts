// Type-checks files that exist only in memory (a new tool's folder, the registry with it added)
// against the project's own tsconfig, reading everything else from the disk. Only what the given
// files bring is reported: another file's errors, and errors the registry already had, are not.
import { dirname, join, relative } from "node:path";
import ts from "typescript";
import type { ToolFile } from "./files";

function project(root: string): ts.ParsedCommandLine {
  const configFile = join(root, "tsconfig.json");
  const read = ts.readConfigFile(configFile, (path) => ts.sys.readFile(path));
  if (read.error) throw new Error(ts.flattenDiagnosticMessageText(read.error.messageText, "\n"));
  return ts.parseJsonConfigFileContent(read.config, ts.sys, root, undefined, configFile);
}

function format(diagnostic: ts.Diagnostic, root: string): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
  const { file, start } = diagnostic;
  if (!file || start === undefined) return message;
  const { line, character } = file.getLineAndCharacterOfPosition(start);
  return `${relative(root, file.fileName)}:${line + 1}:${character + 1} ${message}`;
}

/**
 * The type errors in the code among `files` (paths from `root`), checked as if they were on the disk. A file
 * given here that is also on the disk (the registry) is checked in its given form, and only the
 * errors its disk version does not have count.
 */
export function typecheckInMemory(root: string, files: readonly ToolFile[]): string[] {
  const { options } = project(root);
  const code = files.filter((file) => file.path.endsWith(".ts") || file.path.endsWith(".tsx"));
  const overlay = new Map(code.map((file) => [join(root, file.path), file.text]));
  const folders = new Set([...overlay.keys()].map((path) => dirname(path)));
  const cache = new Map<string, ts.SourceFile | undefined>();

  function programOf(useOverlay: boolean, roots: string[]): ts.Program {
    const host = ts.createCompilerHost(options, true);
    const read = host.readFile.bind(host);
    const fromOverlay = (path: string) => (useOverlay ? overlay.get(path) : undefined);
    host.fileExists = (path) => fromOverlay(path) !== undefined || ts.sys.fileExists(path);
    host.readFile = (path) => fromOverlay(path) ?? read(path);
    host.directoryExists = (path) => (useOverlay && folders.has(path)) || ts.sys.directoryExists(path);
    host.getSourceFile = (path, languageVersion) => {
      const text = fromOverlay(path);
      if (text !== undefined) return ts.createSourceFile(path, text, languageVersion, true);
      // Files on the disk are parsed once for both programs.
      if (!cache.has(path)) {
        const disk = read(path);
        cache.set(path, disk === undefined ? undefined : ts.createSourceFile(path, disk, languageVersion, true));
      }
      return cache.get(path);
    };
    return ts.createProgram({ rootNames: roots, options, host });
  }

  const roots = [...overlay.keys()];
  const program = programOf(true, roots);
  const errors = (p: ts.Program, path: string) => {
    const file = p.getSourceFile(path);
    if (!file) return [`${path}: not in the program`];
    return [...p.getSyntacticDiagnostics(file), ...p.getSemanticDiagnostics(file)].map((diagnostic) =>
      format(diagnostic, root),
    );
  };

  const onDisk = roots.filter((path) => ts.sys.fileExists(path));
  const before = onDisk.length > 0 ? programOf(false, onDisk) : undefined;
  const global = [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()].map((diagnostic) =>
    format(diagnostic, root),
  );
  return [
    ...global,
    ...roots.flatMap((path) => {
      const known = before && onDisk.includes(path) ? new Set(errors(before, path).map(withoutPlace)) : new Set();
      return errors(program, path).filter((error) => !known.has(withoutPlace(error)));
    }),
  ];
}

/** An error without its line and column, which an edit above it moves. */
function withoutPlace(error: string): string {
  return error.replace(/^(\S+?):\d+:\d+ /, "$1 ");
}
