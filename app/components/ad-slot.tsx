import { createContext, useContext, type ReactNode } from "react";
import { site } from "~/config/site";
import { useWords } from "~/lib/lang/use-lang";

type AdPlacement = "bar" | "page";

/*
 * No ad network is connected, so a slot holds only its label. It is drawn as a slim labelled strip
 * rather than an empty ad-sized box: the header's bar under the navigation, and one strip in the
 * body of a page, after its main content. Each keeps one fixed height, so nothing on the page moves.
 */
const looks: Record<AdPlacement, string> = {
  bar: "h-7 border-b border-line bg-surface",
  page: "my-8 h-10 rounded-xl border border-line bg-surface",
};

/**
 * Set by a frame that places its page's one ad area itself (the tool pages' layout), so a slot a
 * screen carries inside that frame adds no second one a few lines away.
 */
const AdAreaPlaced = createContext(false);

export function AdAreaPlacedByFrame({ children }: { children: ReactNode }) {
  return <AdAreaPlaced value>{children}</AdAreaPlaced>;
}

/**
 * A reserved advertising area, labelled "Advertisement". `site.adsEnabled` turns every slot on or
 * off at once. The label is hidden from screen readers: an empty slot has nothing to tell them.
 */
export function AdSlot({ placement = "page", name }: { placement?: AdPlacement; name: string }) {
  const placedByFrame = useContext(AdAreaPlaced);
  const words = useWords();
  if (!site.adsEnabled || placedByFrame) return null;
  return (
    <div
      className={`flex w-full items-center justify-center gap-3 text-[0.7rem] font-semibold tracking-[0.12em] text-muted uppercase before:h-px before:w-8 before:bg-line after:h-px after:w-8 after:bg-line ${looks[placement]}`}
      data-ad-slot={name}
      aria-hidden="true"
    >
      {words.advertisement}
    </div>
  );
}
