// What a tool's guide says, as a reader sees it: the markdown rendered and its text taken out, so a
// guide test checks words and figures, never markup. Every guide's shape is checked for all tools in
// app/tools/guide-content.test.ts; a tool's own guide test checks that its guide agrees with the
// figures the tool uses.
import { readFileSync } from "node:fs";
import { marked } from "marked";
import { htmlToText } from "~/content/blog";

/** The visible text of the guide at `url` (usually `new URL("./<id>.guide.md", import.meta.url)`). */
export function guideText(url: URL): string {
  return htmlToText(marked.parse(readFileSync(url, "utf8"), { async: false }));
}
