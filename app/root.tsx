import { useEffect, type ReactNode } from "react";
import {
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import { Page } from "./components/container";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { Toaster } from "./components/toaster";
import { Lead, PageTitle } from "./components/typography";
import { useWords } from "./lib/lang/use-lang";
import { type Lang, langOf, localeOf } from "./lib/lang/lang";
import { LangProvider } from "./lib/lang/use-lang";
import { webFontBootScript } from "./lib/site/web-font";
import { THEME_COLOR } from "./lib/site/web-manifest";
import appStyles from "./app.css?url";
import { footerToolLinks, sectionOf } from "./site-pages";

export const links: LinksFunction = () => [
  // A stylesheet with a precedence is written first in <head>, before the script preloads, so it is
  // requested first: on a six-connection HTTP/1.1 line it had waited ~200 ms for a free one behind
  // them, and the page painted 110–240 ms later on the slow-phone profile.
  { rel: "stylesheet", href: appStyles, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "sitemap", type: "application/xml", href: "/sitemap.xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const lang = langOf(useLocation().pathname);
  return (
    <LangProvider value={lang}>
      <Document lang={lang}>{children}</Document>
    </LangProvider>
  );
}

function Document({ lang, children }: { lang: Lang; children: ReactNode }) {
  const words = useWords();
  return (
    // The head script below may mark <html> before hydration (see lib/site/web-font.ts).
    <html lang={localeOf(lang)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: webFontBootScript }} />
        <meta name="theme-color" content={THEME_COLOR} />
        <meta name="color-scheme" content="dark" />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="absolute -top-16 left-2 z-60 rounded-lg bg-focus px-4 py-2 font-bold text-bg focus:top-2"
        >
          {words.skipToContent}
        </a>
        <SiteHeader sectionOf={sectionOf} />
        <main id="main" className="flex-1 outline-none" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter toolLinks={footerToolLinks[lang]} />
        <Toaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Browser tests wait for this before interacting: clicks before hydration do nothing.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const words = useWords();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : words.error.title;
  return (
    <Page narrow>
      <PageTitle>{message}</PageTitle>
      <Lead>{words.error.lead}</Lead>
    </Page>
  );
}
