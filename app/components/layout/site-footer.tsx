import { useSyncExternalStore } from "react";
import { site } from "~/config/site";
import { useWords } from "~/lib/lang/use-lang";
import { useLocalPath } from "~/lib/lang/use-lang";
import { platforms } from "~/content/platforms";
import type { Platform } from "~/lib/site/tool-entry";
import { Container } from "../container";
import { LinkItems } from "../link-list";

// The prerendered HTML carries the build year; the browser corrects it if the year has turned since.
const BUILD_YEAR = new Date().getFullYear();

const noSubscription = () => () => {};

function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}

function LinkGroup({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <div>
      <h2 className="mb-2 font-bold">{title}</h2>
      <LinkItems
        links={links}
        className="grid gap-[0.15rem]"
        linkClassName="inline-block py-[0.3rem] text-muted no-underline hover:text-ink hover:underline"
      />
    </div>
  );
}

export interface FooterLink {
  to: string;
  label: string;
}

/** `toolLinks`: each platform's footer tools, in order. */
export function SiteFooter({ toolLinks }: { toolLinks: Readonly<Record<Platform, FooterLink[]>> }) {
  const year = useCurrentYear();
  const words = useWords().footer;
  const local = useLocalPath();
  const companyLinks = [
    { to: local("/blog"), label: words.blog },
    { to: local("/affiliate-products"), label: words.gear },
  ];
  const legalLinks = [
    { to: local("/terms-of-service"), label: words.terms },
    { to: local("/privacy-policy"), label: words.privacy },
  ];
  return (
    <footer className="mt-8 border-t border-line bg-surface text-[0.95rem]">
      <Container className="grid grid-cols-2 gap-8 py-10 lg:grid-cols-[2fr_repeat(4,1fr)]">
        <div className="col-span-full grid gap-2 text-muted lg:col-auto">
          <p className="text-[1.2rem] font-extrabold text-ink">{site.name}</p>
          <p>{words.summary}</p>
          <p>
            {words.contact} <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          </p>
        </div>
        <LinkGroup title={words.platformTools(platforms.instagram.label)} links={toolLinks.instagram} />
        <LinkGroup title={words.platformTools(platforms.youtube.label)} links={toolLinks.youtube} />
        <LinkGroup title={words.company} links={companyLinks} />
        <LinkGroup title={words.legal} links={legalLinks} />
      </Container>
      <Container className="flex flex-wrap justify-between gap-2 border-t border-line py-5 text-muted">
        <p>
          © <span data-testid="footer-year">{year}</span> {site.name}. {words.rights}
        </p>
        <p>{words.tagline}</p>
      </Container>
    </footer>
  );
}
