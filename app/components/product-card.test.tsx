import { act, fireEvent, render, renderHook, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { products } from "~/content/products";
import { AFFILIATE_TOAST_MS } from "~/lib/page/timing";
import { useActiveToast } from "~/lib/form/toast";
import { en } from "~/content/words/en";
import { ProductCard } from "./product-card";

const tripod = products[0];
if (!tripod) throw new Error("no products");

describe("ProductCard", () => {
  it("shows name, rupee price, description and a sized local picture", () => {
    render(<ProductCard product={tripod} />);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Mobile Tripod");
    expect(screen.getByText("₹999")).toBeTruthy();
    expect(screen.getByText(tripod.description)).toBeTruthy();
    const img = screen.getByRole("img");
    expect([img.getAttribute("src"), img.getAttribute("width"), img.getAttribute("height")]).toEqual([
      "/products/mobile-tripod.svg",
      "480",
      "360",
    ]);
    expect(img.getAttribute("alt")).toBe(tripod.imageAlt);
  });

  it("without a link, Buy Now shows the placeholder toast for 3 seconds and goes nowhere", () => {
    vi.useFakeTimers();
    const shown = renderHook(() => useActiveToast());
    render(<ProductCard product={tripod} />);
    expect(screen.queryByRole("link")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Buy Now" }));
    expect(shown.result.current).toMatchObject({
      title: "Affiliate Link",
      description: en.gear.toast.description,
      duration: AFFILIATE_TOAST_MS,
    });
    act(() => vi.advanceTimersByTime(AFFILIATE_TOAST_MS - 1));
    expect(shown.result.current?.title).toBe("Affiliate Link");
    act(() => vi.advanceTimersByTime(1));
    expect(shown.result.current).toBeNull();
    expect(AFFILIATE_TOAST_MS).toBe(3000);
  });

  it("with a configured link, Buy Now opens it in a new tab as a sponsored link", () => {
    render(<ProductCard product={tripod} link="https://shop.example/tripod?tag=cg" />);
    expect(screen.queryByRole("button")).toBeNull();
    const link = screen.getByRole("link", { name: "Buy Now" });
    expect(link.getAttribute("href")).toBe("https://shop.example/tripod?tag=cg");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("sponsored noopener");
    expect(link.getAttribute("aria-describedby")).toBe(screen.getByRole("heading").id);
  });
});
