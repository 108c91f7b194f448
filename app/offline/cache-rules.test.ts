// @vitest-environment jsdom
// Workbox reads the service worker's `self` when it loads, which Node does not have.
import { cacheNames, setCacheNameDetails } from "workbox-core";
import { describe, expect, it } from "vitest";
import { itGives } from "~/test/cases";
import { site } from "~/config/site";
import {
  cacheName,
  cachesToDelete,
  isHashedAsset,
  isSkipWaiting,
  isUpdate,
  offlinePage,
  precacheNameDetails,
} from "./cache-rules";

describe("cache names", () => {
  it("name one cache per build revision, and Workbox's precache cache is that name", () => {
    expect(cacheName("7ed4a26240b5")).toBe("creatorgrow-7ed4a26240b5");
    setCacheNameDetails(precacheNameDetails("7ed4a26240b5"));
    expect(cacheNames.precache).toBe("creatorgrow-7ed4a26240b5");
  });
});

describe("cache versions", () => {
  const a = cacheName("aaaaaaaaaaaa");
  const b = cacheName("bbbbbbbbbbbb");
  const c = cacheName("cccccccccccc");

  it("a first install deletes nothing and is not an update", () => {
    expect(cachesToDelete([c], c)).toEqual([]);
    expect(isUpdate([c], c)).toBe(false);
  });

  it("an update keeps the version just replaced, for tabs still reading from it, and drops older ones", () => {
    expect(cachesToDelete([a, b, c], c)).toEqual([a]);
    expect(cachesToDelete([b, c], c)).toEqual([]);
    expect(isUpdate([b, c], c)).toBe(true);
  });

  it("never touches caches that are not the site's", () => {
    expect(cachesToDelete(["other-app", "creatorgrowth-x", a, b, c], c)).toEqual([a]);
    expect(isUpdate(["other-app", c], c)).toBe(false);
  });
});

describe("isHashedAsset", () => {
  itGives(isHashedAsset, {
    "is true only for the build's content-hashed files": [
      ["/assets/root-Bio5rLFe.css", true],
      ["/favicon.svg", false],
      ["/blog.data", false],
    ],
  });
});

describe("isSkipWaiting", () => {
  itGives(isSkipWaiting, {
    "recognises workbox-window's message and nothing else": [
      [{ type: "SKIP_WAITING" }, true],
      ["skip-waiting", false],
      [null, false],
      [{ type: "OTHER" }, false],
    ],
  });
});

describe("offlinePage", () => {
  it("explains the situation, links home, and carries no script", () => {
    const html = offlinePage("/assets/root-1.css", site.name, "en");
    expect(html).toContain(`<html lang="${site.locales.en}">`);
    expect(html).toContain(`<title>You're offline | ${site.name}</title>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root-1.css">');
    expect(html).toContain('<a href="/">Go to the home page</a>');
    expect(html).not.toContain("<script");
    expect(offlinePage(undefined, site.name, "en")).not.toContain("stylesheet");
  });

  it("speaks Hindi for a Hindi page, and leads to the Hindi home page", () => {
    const html = offlinePage(undefined, "CreatorGrow", "hi");
    expect(html).toContain(`<html lang="${site.locales.hi}">`);
    expect(html).toContain("<title>आप ऑफ़लाइन हैं | CreatorGrow</title>");
    expect(html).toContain('<a href="/hi">होम पेज पर जाएं</a>');
  });
});
