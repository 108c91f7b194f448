// What the Hindi style check found, file by file, and how it is printed.
import { type Variant, findVariants } from "./find-variants";
import type { HindiFile } from "./hindi-texts";
import type { StyleRule } from "./rules.data";

/** A ruled-out form found in a file, with where in the file. */
export interface Finding extends Variant {
  file: string;
  /** The export's path for a module ("words.form.cut"), "" for a Markdown or source file. */
  where: string;
}

/** Every ruled-out form in the files, in file order. */
export function checkFiles(files: readonly HindiFile[], rules: readonly StyleRule[]): Finding[] {
  return files.flatMap(({ file, writing, texts }) =>
    texts.flatMap(({ where, text }) => {
      // A rule that allows its form somewhere (the words written for search) reads every other text.
      const applying = where === "" ? rules : rules.filter((rule) => rule.allowedIn?.test(where) !== true);
      return findVariants(text, writing, applying).map((variant) => ({ ...variant, file, where }));
    }),
  );
}

/** One line per finding ("file:line  “variant” → house (group)"), then a summary. */
export function formatReport(findings: readonly Finding[], fileCount: number): string[] {
  const lines = findings.map(({ file, where, line, found, house, group }) => {
    // A module's string is named by its export path; a whole file by its line.
    const place = where === "" ? `${file}:${line}` : `${file} ${where}`;
    return `${place}  “${found}” → ${house}  (${group})`;
  });
  const summary =
    findings.length === 0
      ? `Hindi style: ${fileCount} files read, nothing the style sheet rules out.`
      : `Hindi style: ${findings.length} ruled-out forms in ${new Set(findings.map(({ file }) => file)).size} of ${fileCount} files; docs/hindi-style.md says why.`;
  return [...lines, summary];
}
