import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { itGives } from "~/test/cases";
import {
  ImageReadError,
  formatBytes,
  formatDimensions,
  imageProblemMessage,
  isImageFile,
  openImage,
  shortFileName,
  useObjectUrls,
} from "./local-images";

describe("isImageFile", () => {
  itGives(isImageFile, {
    "trusts the media type when there is one, the extension when there is not": [
      [{ type: "image/png", name: "x.txt" }, true],
      [{ type: "application/pdf", name: "x.jpg" }, false],
      [{ type: "", name: "IMG_0042.HEIC" }, true],
      [{ type: "", name: "notes.txt" }, false],
      [{ type: "", name: "" }, false],
    ],
  });
});

describe("formatting", () => {
  itGives(formatBytes, {
    "writes sizes in decimal units, as platforms state their limits": [
      [0, "0 bytes"],
      [999, "999 bytes"],
      [1000, "1 KB"],
      [349_600, "350 KB"],
      [2_000_000, "2 MB"],
      [2_764_854, "2.76 MB"],
      [12_345_678_901, "12,345.68 MB"],
    ],
  });
  it("writes dimensions with a multiplication sign and Indian grouping", () => {
    expect(formatDimensions(1280, 720)).toBe("1,280 × 720");
    expect(formatDimensions(120000, 90)).toBe("1,20,000 × 90");
  });

  itGives(shortFileName, {
    "quotes file names short and on one line": [
      ["goa.jpg", "“goa.jpg”"],
      [`  a\nb  `, "“a b”"],
      ["x".repeat(100), `“${"x".repeat(40)}…”`],
      ["   ", "“that file”"],
    ],
  });
  it("explains each problem with the formats the page asks for", () => {
    expect(imageProblemMessage(new ImageReadError("not-an-image", "notes.pdf"), "JPG or PNG")).toBe(
      "“notes.pdf” isn't an image. Pick a JPG or PNG file.",
    );
    expect(imageProblemMessage(new ImageReadError("unreadable", "IMG_1.heic"), "JPG or PNG")).toBe(
      "This browser couldn't open “IMG_1.heic”. Save it as JPG or PNG and pick it again.",
    );
  });
});

describe("openImage", () => {
  const create = vi.fn(() => "blob:test/1");
  const revoke = vi.fn();
  beforeEach(() => {
    create.mockClear();
    revoke.mockClear();
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  });

  it("refuses a file that is not an image without opening it", async () => {
    await expect(openImage(new File(["%PDF"], "cv.pdf", { type: "application/pdf" }))).rejects.toMatchObject({
      problem: "not-an-image",
      fileName: "cv.pdf",
    });
    expect(create).not.toHaveBeenCalled();
  });

  it("lets go of the address when the picture cannot be decoded", async () => {
    // jsdom decodes no images, which stands in for a file the browser cannot read.
    await expect(openImage(new File(["nope"], "broken.png", { type: "image/png" }))).rejects.toMatchObject({
      problem: "unreadable",
    });
    expect(revoke).toHaveBeenCalledWith("blob:test/1");
  });
});

describe("useObjectUrls", () => {
  let revoke: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    revoke = vi.fn();
    Object.assign(URL, { revokeObjectURL: revoke });
  });
  afterEach(() => vi.restoreAllMocks());

  it("releases one address on request, once, and the rest when the screen leaves", () => {
    const { result, unmount } = renderHook(() => useObjectUrls());
    result.current.hold("blob:a");
    result.current.hold("blob:b");
    result.current.release("blob:a");
    result.current.release("blob:a");
    expect(revoke.mock.calls).toEqual([["blob:a"]]);
    unmount();
    expect(revoke.mock.calls).toEqual([["blob:a"], ["blob:b"]]);
  });

  it("keeps the same functions across renders", () => {
    const { result, rerender } = renderHook(() => useObjectUrls());
    const first = result.current;
    rerender();
    expect(result.current.hold).toBe(first.hold);
    expect(result.current.release).toBe(first.release);
  });

  it("lets go at once of an address that arrives after the screen left", () => {
    const { result, unmount } = renderHook(() => useObjectUrls());
    const { hold } = result.current;
    unmount();
    hold("blob:late");
    expect(revoke).toHaveBeenCalledWith("blob:late");
  });
});
