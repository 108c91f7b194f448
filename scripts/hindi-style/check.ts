// `npm run hindi-style`: reads every Hindi word file, guide, article, legal page and Hindi or
// Hinglish bank against the house style (docs/hindi-style.md, rules in ./rules.data.ts) and prints
// each ruled-out form with its file and the form to write instead. Fails when it finds one.
import { fileURLToPath } from "node:url";
import { checkFiles, formatReport } from "./report";
import { readHindiTexts } from "./hindi-texts";
import { STYLE_RULES } from "./rules.data";

const root = fileURLToPath(new URL("../..", import.meta.url));
const files = await readHindiTexts(root);
const report = checkFiles(files, STYLE_RULES);
for (const line of formatReport(report, files.length)) console.log(line);
process.exit(report.length === 0 ? 0 : 1);
