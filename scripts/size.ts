// Prints the JavaScript and CSS each prerendered page loads (gzip, the budget's measure; brotli,
// what the server actually sends), against the budgets: JS ≤ 110 KB and CSS ≤ 15 KB per page gzip
// (KB = 1,024 bytes). Run after `npm run build`. Exits 1 if a page is over.
import { CSS_BUDGET_KB, JS_BUDGET_KB, measureBuild } from "./lib/page-weight";

const rows = await measureBuild();
let over = false;
const kb = (n: number) => `${n.toFixed(1).padStart(6)} KB`;
console.log(`${"route".padEnd(42)} ${"JS gzip".padStart(9)} ${"JS br".padStart(9)} ${"CSS gzip".padStart(9)}`);
for (const { route, js, jsBrotli, css } of rows) {
  const flag = js > JS_BUDGET_KB || css > CSS_BUDGET_KB ? "  OVER BUDGET" : "";
  over ||= flag !== "";
  console.log(`${route.padEnd(42)} ${kb(js)} ${kb(jsBrotli)} ${kb(css)}${flag}`);
}
console.log(`budgets: JS ≤ ${JS_BUDGET_KB} KB, CSS ≤ ${CSS_BUDGET_KB} KB per page (gzip)`);
process.exit(over ? 1 : 0);
