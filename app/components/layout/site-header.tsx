import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { site } from "~/config/site";
import { wordsFor } from "~/content/words";
import { useWords } from "~/lib/lang/use-lang";
import { basePath, langOf, localeOf, pathIn } from "~/lib/lang/lang";
import { useAddressQuery } from "~/lib/form/use-address";
import { AdSlot } from "../ad-slot";
import { Container } from "../container";
import { Icon } from "../icon";
import { mainNav } from "./nav-links";

const link = {
  base: "block rounded-[0.6rem] px-[0.8rem] font-semibold no-underline",
  idle: "text-muted hover:bg-surface-2 hover:text-ink",
  current: "bg-surface-2 text-ink shadow-[inset_0_-2px_0_var(--color-accent)]",
};

/** Which header link a page belongs under, so the section stays highlighted on its sub-pages. */
export type SectionOf = (pathname: string) => string;

function NavItems({
  onNavigate,
  roomy = false,
  sectionOf,
}: {
  onNavigate?: () => void;
  roomy?: boolean;
  sectionOf: SectionOf;
}) {
  const { pathname: shown } = useLocation();
  const lang = langOf(shown);
  const words = wordsFor(lang).header.nav;
  const pathname = basePath(shown);
  const section = sectionOf(pathname);
  return mainNav.map((item) => {
    const exact = pathname === item.to;
    const inSection = section === item.to;
    return (
      <li key={item.to}>
        <Link
          to={pathIn(lang, item.to)}
          onClick={onNavigate}
          className={`${link.base} ${roomy ? "py-3" : "py-2"} ${inSection ? link.current : link.idle}`}
          aria-current={exact ? "page" : inSection ? "true" : undefined}
        >
          {words[item.label]}
        </Link>
      </li>
    );
  });
}

/**
 * The same page in the other language, with the form's fields that the address holds. Its words are
 * the other language's own name ("हिंदी", "English"), marked with that language. A tool writes its
 * fields into the address without the router knowing: the href follows the address's store (so a
 * link opened in a new tab or copied keeps them too), and a click reads the address once more.
 */
function LanguageSwitch() {
  const { pathname, hash } = useLocation();
  const search = useAddressQuery();
  const navigate = useNavigate();
  const other = langOf(pathname) === "en" ? "hi" : "en";
  const target = pathIn(other, pathname);
  return (
    <Link
      to={`${target}${search}${hash}`}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        void navigate(`${target}${window.location.search}${window.location.hash}`);
      }}
      lang={localeOf(other)}
      hrefLang={other}
      className="inline-flex min-h-11 items-center rounded-[0.6rem] border border-line px-3 font-semibold text-ink no-underline hover:bg-surface-2"
    >
      {wordsFor(other).langName}
    </Link>
  );
}

/**
 * The mobile menu is a <details> disclosure, so it opens and closes from the first paint, before
 * any script has loaded. Once hydrated, it also closes on navigation and on Escape. Its open state
 * lives in the DOM only, so the toggle never disagrees with what the browser shows.
 */
export function SiteHeader({ sectionOf }: { sectionOf: SectionOf }) {
  const { pathname } = useLocation();
  const words = useWords();
  const menu = useRef<HTMLDetailsElement>(null);
  const toggle = useRef<HTMLElement>(null);
  const close = () => {
    if (menu.current) menu.current.open = false;
  };

  // Back/forward navigation clicks no link, so any change of page closes the menu too. A menu
  // opened before hydration stays open: the page has not changed.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const details = menu.current;
      if (event.key !== "Escape" || !details?.open) return;
      const hadFocus = details.contains(document.activeElement);
      details.open = false;
      // Focus on a menu link would vanish with the menu; hand it back to the toggle.
      if (hadFocus) toggle.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  // The ad bar sits under the navigation row, not above the logo: the row pins, the bar scrolls away.
  return (
    <>
      <header className="sticky top-0 z-40">
        <div className="relative border-b border-line bg-bg/92 backdrop-blur-sm">
          <Container className="flex min-h-14 items-center justify-between gap-4">
            <Link
              to="/"
              className="inline-flex items-center gap-2 text-[1.2rem] font-extrabold text-ink no-underline"
              onClick={close}
              aria-label={words.header.homeLabel(site.name)}
            >
              <span className="inline-grid size-8 place-items-center rounded-[0.6rem] bg-linear-135/srgb from-ig-from to-ig-to text-white">
                <Icon name="sparkles" className="h-5 w-5" />
              </span>
              <span>{site.name}</span>
            </Link>
            {/* On a phone the menu button sits at the row's right edge; the switch stays left of it. */}
            <div className="mr-14 flex items-center gap-3 md:mr-0">
              <nav aria-label={words.header.mainNav} className="hidden md:block">
                <ul className="flex gap-1">
                  <NavItems sectionOf={sectionOf} />
                </ul>
              </nav>
              <LanguageSwitch />
            </div>
          </Container>
          <details ref={menu} className="group md:hidden">
            {/* Sits in the row above (the row's height centres it); its panel opens below the row. */}
            <summary
              ref={toggle}
              className="absolute top-1.5 right-4 inline-grid size-11 list-none place-items-center rounded-[0.6rem] text-ink hover:bg-surface-2 [&::-webkit-details-marker]:hidden"
            >
              <Icon name="menu" className="h-6 w-6 group-open:hidden" />
              <Icon name="x" className="hidden h-6 w-6 group-open:block" />
              <span className="sr-only">
                <span className="group-open:hidden">{words.header.openMenu}</span>
                <span className="hidden group-open:inline">{words.header.closeMenu}</span>
              </span>
            </summary>
            <nav id="mobile-menu" aria-label={words.header.mobileNav} className="border-t border-line">
              <Container as="ul" className="grid gap-1 py-3">
                <NavItems onNavigate={close} roomy sectionOf={sectionOf} />
              </Container>
            </nav>
          </details>
        </div>
      </header>
      <AdSlot name="header" placement="bar" />
    </>
  );
}
