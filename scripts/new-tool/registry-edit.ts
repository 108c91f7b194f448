// Adds a tool to app/tools/registry.ts: its import after the last import, its entry at the end of
// the `tools` array. Positions come from the TypeScript parser, so comments, spacing and anything
// else in the file stay exactly as they were.
import ts from "typescript";
import type { Checked } from "./names";

export interface RegistryAddition {
  /** The binding the registry imports the entry as: "instagramReplyIdeas". */
  identifier: string;
  /** "./instagram-reply-ideas/tool" */
  specifier: string;
}

interface Insertion {
  at: number;
  text: string;
}

/** Just past `position` and any comment that ends its line ("alpha, // why"), so the comment stays put. */
function afterTrailingComments(file: ts.SourceFile, position: number): number {
  return ts.getTrailingCommentRanges(file.text, position)?.at(-1)?.end ?? position;
}

function parse(source: string): ts.SourceFile {
  return ts.createSourceFile("registry.ts", source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
}

/** Every name the file's imports bind, and every module it imports from. */
function imported(file: ts.SourceFile): { names: Set<string>; specifiers: Set<string> } {
  const names = new Set<string>();
  const specifiers = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    if (ts.isStringLiteral(statement.moduleSpecifier)) specifiers.add(statement.moduleSpecifier.text);
    const clause = statement.importClause;
    if (!clause) continue;
    if (clause.name) names.add(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
  }
  return { names, specifiers };
}

/** The array literal `export const tools … = [ … ]` is initialised with. */
export function toolsArray(file: ts.SourceFile): ts.ArrayLiteralExpression | undefined {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== "tools") continue;
      const init = declaration.initializer;
      if (init && ts.isArrayLiteralExpression(init)) return init;
    }
  }
  return undefined;
}

/** The entries of the `tools` array as written ("downloader.reelsDownloader", "youtubeBioGenerator"). */
export function registryEntries(source: string): string[] {
  const file = parse(source);
  return toolsArray(file)?.elements.map((element) => element.getText(file)) ?? [];
}

/**
 * Where the entry goes: after the last element's comma (adding one if the list has none), and after
 * any comment that ends that line.
 */
function entryInsertions(file: ts.SourceFile, array: ts.ArrayLiteralExpression, identifier: string): Insertion[] {
  const entry = `\n  ${identifier},`;
  const last = array.elements.at(-1);
  if (!last) return [{ at: array.getStart(file) + 1, text: `${entry}\n` }];
  if (!array.elements.hasTrailingComma) {
    const after = afterTrailingComments(file, last.getEnd());
    if (after === last.getEnd()) return [{ at: after, text: `,${entry}` }];
    return [
      { at: last.getEnd(), text: "," },
      { at: after, text: entry },
    ];
  }
  // The list's own tokens: the comma after the last element is the last comma among them.
  const list = array.getChildren(file).find((child) => child.kind === ts.SyntaxKind.SyntaxList);
  const comma = list
    ?.getChildren(file)
    .filter((child) => child.kind === ts.SyntaxKind.CommaToken)
    .at(-1);
  return [{ at: afterTrailingComments(file, comma ? comma.getEnd() : last.getEnd()), text: entry }];
}

/** The registry's text with the tool added, or why it cannot be. */
export function addToRegistry(source: string, addition: RegistryAddition): Checked<string> {
  const file = parse(source);
  const { identifier, specifier } = addition;
  const { names, specifiers } = imported(file);
  if (specifiers.has(specifier)) return { ok: false, error: `The registry already imports "${specifier}".` };
  if (names.has(identifier)) return { ok: false, error: `The registry already has an import named ${identifier}.` };
  const lastImport = file.statements.filter(ts.isImportDeclaration).at(-1);
  if (!lastImport) return { ok: false, error: "The registry has no imports to add one after." };
  const array = toolsArray(file);
  if (!array) return { ok: false, error: "The registry has no `tools` array." };
  const insertions: Insertion[] = [
    {
      at: afterTrailingComments(file, lastImport.getEnd()),
      text: `\nimport ${identifier} from ${JSON.stringify(specifier)};`,
    },
    ...entryInsertions(file, array, identifier),
  ];
  // From the end backwards, so each position still points where it did in the original text.
  let edited = source;
  for (const { at, text } of insertions.sort((a, b) => b.at - a.at)) {
    edited = edited.slice(0, at) + text + edited.slice(at);
  }
  return { ok: true, value: edited };
}
