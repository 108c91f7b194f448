import { describe, expect, it } from "vitest";
import { PLATFORM_COPY, foundMessage, instagramHeading } from "./downloader.data";

describe("card wording", () => {
  it("keeps the spec's toast for samples and a plain one for real files", () => {
    expect(foundMessage(PLATFORM_COPY.instagram, true)).toBe("Media found. Backend connection needed for download.");
    expect(foundMessage(PLATFORM_COPY.youtube, true)).toBe("Video found. Backend connection needed for download.");
    expect(foundMessage(PLATFORM_COPY.instagram, undefined)).toBe("Media found. Ready to download.");
    expect(foundMessage(PLATFORM_COPY.youtube, false)).toBe("Video found. Pick HD or SD to download.");
  });

  it("names the account when known, else the kind of media", () => {
    expect(instagramHeading("chai.with.riya", "image")).toBe("Media from @chai.with.riya");
    expect(instagramHeading(null, "video")).toBe("Video from Instagram");
    expect(instagramHeading(null, "image")).toBe("Photo from Instagram");
  });
});
