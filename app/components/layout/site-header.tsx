import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { site } from "~/config/site";
import { sectionOf } from "~/lib/site-pages";
import { normalisePath } from "~/tools/registry";
import { AdSlot } from "../ad-slot";
import { Container } from "../container";
import { Icon } from "../icon";
import { mainNav } from "./nav-links";

// The ad row scrolls away and the navigation row pins: the header is pulled up by the ad row's height.
const adRow = site.adsEnabled
  ? { height: "h-[66px] md:h-[106px]", top: "-top-[66px] md:-top-[106px]" }
  : { height: "h-0", top: "top-0" };

const link = {
  base: "block rounded-[0.6rem] px-[0.8rem] font-semibold no-underline",
  idle: "text-muted hover:bg-surface-2 hover:text-ink",
  current: "bg-surface-2 text-ink shadow-[inset_0_-2px_0_var(--color-accent)]",
};

function NavItems({ onNavigate, roomy = false }: { onNavigate?: () => void; roomy?: boolean }) {
  const pathname = normalisePath(useLocation().pathname);
  const section = sectionOf(pathname);
  return mainNav.map((item) => {
    const exact = pathname === item.to;
    const inSection = section === item.to;
    return (
      <li key={item.to}>
        <Link
          to={item.to}
          onClick={onNavigate}
          className={`${link.base} ${roomy ? "py-3" : "py-2"} ${inSection ? link.current : link.idle}`}
          aria-current={exact ? "page" : inSection ? "true" : undefined}
        >
          {item.label}
        </Link>
      </li>
    );
  });
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const close = () => setOpen(false);

  // Back/forward navigation clicks no link, so any change of page closes the menu too.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <header className={`sticky z-40 ${adRow.top}`}>
      <div className={`flex justify-center bg-bg px-4 py-2 ${adRow.height}`}>
        <AdSlot name="header" />
      </div>
      <div className="border-b border-line bg-[rgb(11_11_18/0.92)] backdrop-blur-sm">
        <Container className="flex min-h-14 items-center justify-between gap-4">
          <Link
            to="/"
            className="inline-flex items-center gap-2 text-[1.2rem] font-extrabold text-ink no-underline"
            onClick={close}
            aria-label={`${site.name} home`}
          >
            <span className="inline-grid size-8 place-items-center rounded-[0.6rem] bg-linear-135/srgb from-ig-from to-ig-to text-white">
              <Icon name="sparkles" className="h-5 w-5" />
            </span>
            <span>{site.name}</span>
          </Link>
          <nav aria-label="Main" className="hidden md:block">
            <ul className="flex gap-1">
              <NavItems />
            </ul>
          </nav>
          <button
            type="button"
            className="inline-grid size-11 place-items-center rounded-[0.6rem] text-ink hover:bg-surface-2 md:hidden!"
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name={open ? "x" : "menu"} className="h-6 w-6" />
            <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
          </button>
        </Container>
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-line md:hidden!" hidden={!open}>
          <Container as="ul" className="grid gap-1 py-3">
            <NavItems onNavigate={close} roomy />
          </Container>
        </nav>
      </div>
    </header>
  );
}
