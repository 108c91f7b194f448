// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type LighthouseResult, runFigures, summarise } from "./lighthouse";

function lhr(url: string, performance: number, lcpMs: number): LighthouseResult {
  return {
    requestedUrl: url,
    lighthouseVersion: "12.6.1",
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: null },
    },
    audits: {
      "first-contentful-paint": { score: 1, numericValue: 800 },
      "largest-contentful-paint": { score: 1, numericValue: lcpMs },
      "total-blocking-time": { score: 1, numericValue: 20 },
      "cumulative-layout-shift": { score: 1, numericValue: 0 },
      "resource-summary": {
        score: null,
        details: {
          items: [
            { resourceType: "total", transferSize: 150_000 },
            { resourceType: "script", transferSize: 110_000 },
          ],
        },
      },
    },
  };
}

describe("runFigures", () => {
  it("reads the scores as 0–100 and the metrics as measured", () => {
    expect(runFigures(lhr("/a", 0.987, 950))).toEqual({
      performance: 99,
      accessibility: 100,
      bestPractices: 100,
      seo: null,
      fcpMs: 800,
      lcpMs: 950,
      tbtMs: 20,
      cls: 0,
      jsTransferBytes: 110_000,
      totalTransferBytes: 150_000,
    });
  });
});

describe("summarise", () => {
  it("takes the median of each figure per URL and keeps failed runs apart", () => {
    const failed = { ...lhr("/a", 0, 0), runtimeError: { code: "NO_FCP", message: "no paint" } };
    const [a, b] = summarise(
      [lhr("/a", 0.97, 900), lhr("/b", 1, 700), lhr("/a", 0.99, 1100), lhr("/a", 1, 1000), failed],
      ["/a", "/b"],
    );
    expect(a).toMatchObject({ url: "/a", runs: 4, errors: ["NO_FCP: no paint"] });
    expect(a?.median).toMatchObject({ performance: 99, lcpMs: 1000 });
    expect(b?.median).toMatchObject({ performance: 100, lcpMs: 700 });
  });

  it("has no figures for a URL without a good run", () => {
    expect(summarise([], ["/c"])).toEqual([{ url: "/c", runs: 0, errors: [], median: null }]);
  });
});
