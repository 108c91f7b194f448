import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { site } from "~/config/site";
import { normalisePath } from "~/lib/paths";
import { AdSlot } from "../ad-slot";
import { Icon } from "../icon";
import { mainNav } from "./nav-links";

/** Which header link a page belongs under, so the section stays highlighted on its sub-pages. */
export type SectionOf = (pathname: string) => string;

function NavItems({
  onNavigate,
  className,
  sectionOf,
}: {
  onNavigate?: () => void;
  className: string;
  sectionOf: SectionOf;
}) {
  const pathname = normalisePath(useLocation().pathname);
  const section = sectionOf(pathname);
  return (
    <ul className={className}>
      {mainNav.map((item) => {
        const exact = pathname === item.to;
        const inSection = section === item.to;
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              className={`nav-link ${inSection ? "is-active" : ""}`}
              aria-current={exact ? "page" : inSection ? "true" : undefined}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function SiteHeader({ sectionOf }: { sectionOf: SectionOf }) {
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
    <header className={`site-header ${site.adsEnabled ? "has-ad" : ""}`}>
      <div className="header-ad">
        <AdSlot name="header" />
      </div>
      <div className="header-bar">
        <div className="header-row container">
          <Link to="/" className="logo" onClick={close} aria-label={`${site.name} home`}>
            <span className="logo-mark">
              <Icon name="sparkles" className="h-5 w-5" />
            </span>
            <span>{site.name}</span>
          </Link>
          <nav aria-label="Main" className="desktop-nav">
            <NavItems className="nav-list" sectionOf={sectionOf} />
          </nav>
          <button
            type="button"
            className="menu-button"
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={() => setOpen((value) => !value)}
          >
            <Icon name={open ? "x" : "menu"} className="h-6 w-6" />
            <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
          </button>
        </div>
        <nav id="mobile-menu" aria-label="Mobile" className="mobile-nav" hidden={!open}>
          <NavItems className="mobile-nav-list container" onNavigate={close} sectionOf={sectionOf} />
        </nav>
      </div>
    </header>
  );
}
