// @vitest-environment node
import { existsSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { FAMILY_OWN, HASHTAG_KIT, inKit, isShared } from "./chunk-groups";

const APP = fileURLToPath(new URL("../../app/", import.meta.url));

/** Whether a place the rules name is there: a folder, or a file named up to its extension. */
function exists(place: string): boolean {
  if (place.endsWith("/")) return existsSync(join(APP, place));
  const folder = join(APP, dirname(place));
  const name = place.slice(place.lastIndexOf("/") + 1);
  return existsSync(folder) && readdirSync(folder).some((file) => file.startsWith(name));
}

describe("chunk groups", () => {
  it.each([...HASHTAG_KIT, ...FAMILY_OWN])("names a place that exists: %s", (place) => {
    expect(exists(place)).toBe(true);
  });

  it("keeps the topic map, the reader and every tool's banks out of the shared chunks", () => {
    for (const id of [
      "/repo/app/lib/topic-map/topic-map.data.ts",
      "/repo/app/lib/topic/read-topic.ts",
      "/repo/app/lib/text/template-fit.ts",
      "/repo/app/tools/instagram-post-generator/banks/hinglish/topic-posts.data.ts",
      "/repo/app/tools/youtube-title-generator/youtube-title-generator.logic.ts",
    ]) {
      expect(inKit(id), id).toBe(true);
      expect(isShared(id), id).toBe(false);
    }
  });

  it("shares what every tool screen uses, and keeps a tool's screen and words to its own page", () => {
    expect(isShared("/repo/app/lib/form/use-tool-form.ts")).toBe(true);
    expect(isShared("/repo/app/components/copy-row.tsx")).toBe(true);
    expect(isShared("/repo/app/tools/instagram-bio-generator/tool.ts")).toBe(true);
    expect(isShared("/repo/app/tools/instagram-bio-generator/words/en.names.ts")).toBe(true);
    expect(isShared("/repo/app/tools/instagram-bio-generator/words/hi.names.ts")).toBe(true);
    expect(isShared("/repo/app/tools/instagram-bio-generator/words/hi.ts")).toBe(false);
    expect(isShared("/repo/app/lib/calculator/messages.ts")).toBe(false);
    expect(isShared("/repo/node_modules/react/index.js")).toBe(false);
  });
});
