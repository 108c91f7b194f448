import { describe, expect, it } from "vitest";
import tool from "./tool";
import { FONT_STYLES } from "./stylish-name-generator.data";

// The description is plain text in the registry (kept out of the data file so every page does not
// load the style tables); this keeps its number honest as styles are added.
describe("stylish-name-generator tool entry", () => {
  it("names the real number of styles", () => {
    expect(tool.description).toContain(`${FONT_STYLES.length} fancy Unicode styles`);
  });
});
