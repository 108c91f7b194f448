import { lazyModule } from "~/lib/page/lazy-module";

// A dynamic import: the screens that call this load the reader with their logic, never at start-up.
const prepare = lazyModule(() => import("./prepare"));

/**
 * Waits until the reader can read these keywords as well as it can: the one step every keyword
 * tool takes before its logic reads the visitor's words (see prepare.ts). Never throws: without
 * the dictionary the curated reading stands.
 */
export async function readyToRead(...keywords: readonly string[]): Promise<void> {
  await prepare()
    .then(({ prepareReading }) => prepareReading(keywords))
    .catch(() => undefined);
}

/** The tool's logic module, once the reader is ready for the keyword: `(await readyThen(topic, logic)).make(…)`. */
export async function readyThen<M>(keyword: string, load: () => Promise<M>): Promise<M> {
  await readyToRead(keyword);
  return load();
}
