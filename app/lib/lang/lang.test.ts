import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import { basePath, langOf, localeOf, pathIn } from "./lang";

describe("langOf", () => {
  itGives(langOf, {
    "reads /hi and everything under it as Hindi": [
      ["/hi", "hi"],
      ["/hi/", "hi"],
      ["/hi/instagram/hashtag-generator", "hi"],
    ],
    "reads every other path as English, even one that starts with the letters hi": [
      ["/", "en"],
      ["/instagram", "en"],
      ["/hindi-tips", "en"],
      ["/history", "en"],
    ],
  });
});

describe("basePath and pathIn", () => {
  it("move a page between languages and back, keeping one address per page", () => {
    for (const path of ["/", "/instagram", "/blog/viral-reels-secrets", "/404"]) {
      const hindi = pathIn("hi", path);
      expect(langOf(hindi)).toBe("hi");
      expect(basePath(hindi)).toBe(path);
      expect(pathIn("en", hindi)).toBe(path);
      expect(pathIn("hi", hindi)).toBe(hindi);
    }
    expect(pathIn("hi", "/")).toBe("/hi");
    expect(pathIn("hi", "/instagram/")).toBe("/hi/instagram");
    expect(basePath("/hi/")).toBe("/");
  });

  it("gives each language its locale from the site configuration", () => {
    expect(localeOf("en")).toBe("en-IN");
    expect(localeOf("hi")).toBe("hi-IN");
  });
});
