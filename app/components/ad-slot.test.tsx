import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { AdAreaPlacedByFrame, AdSlot } from "./ad-slot";

describe("AdSlot", () => {
  it.runIf(site.adsEnabled)("is a labelled strip named for the ad it will hold", () => {
    const { container } = render(<AdSlot name="blog" />);
    const slot = container.querySelector("[data-ad-slot='blog']");
    expect(slot?.textContent).toBe("Advertisement");
    // Its height is fixed by class, so nothing moves when it fills.
    expect(slot?.className).toMatch(/\bh-10\b/);
  });

  it("adds nothing inside a frame that places its page's ad area itself", () => {
    const { container } = render(
      <AdAreaPlacedByFrame>
        <AdSlot name="downloader" />
      </AdAreaPlacedByFrame>,
    );
    expect(container.querySelector("[data-ad-slot]")).toBeNull();
  });
});
