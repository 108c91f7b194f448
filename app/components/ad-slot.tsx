import { site } from "~/config/site";

type AdSize = "banner" | "rectangle";

/**
 * A reserved advertising area. It keeps its final size whether or not an ad ever loads, so the
 * page never shifts. Sizes follow the common IAB units: 320×50 → 728×90 banner, 300×250 box.
 */
export function AdSlot({ size = "banner", name }: { size?: AdSize; name: string }) {
  if (!site.adsEnabled) return null;
  return (
    <div className={`ad-slot ad-${size}`} data-ad-slot={name}>
      <span className="ad-label">Advertisement</span>
    </div>
  );
}
