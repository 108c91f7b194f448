import { site } from "~/config/site";

type AdSize = "banner" | "rectangle";

// Banners in the page body keep a gap above and below; the header's banner fills its own bar.
const sizes: Record<AdSize, string> = {
  banner: "h-[50px] max-w-[320px] in-[main]:my-6 md:h-[90px] md:max-w-[728px]",
  rectangle: "my-8 h-[250px] max-w-[300px]",
};

/**
 * A reserved advertising area. It keeps its final size whether or not an ad ever loads, so the
 * page never shifts. Sizes follow the common IAB units: 320×50 → 728×90 banner, 300×250 box.
 */
export function AdSlot({ size = "banner", name }: { size?: AdSize; name: string }) {
  if (!site.adsEnabled) return null;
  return (
    <div
      className={`relative mx-auto grid w-full place-items-center rounded-lg border border-dashed border-line bg-surface ${sizes[size]}`}
      data-ad-slot={name}
    >
      <span className="text-[0.75rem] tracking-[0.08em] text-muted uppercase">Advertisement</span>
    </div>
  );
}
