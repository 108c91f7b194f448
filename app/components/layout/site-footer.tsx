import { useSyncExternalStore } from "react";
import { site } from "~/config/site";
import { platforms } from "~/content/platforms";
import type { Platform } from "~/lib/tool-entry";
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

const companyLinks = [
  { to: "/blog", label: "Blog" },
  { to: "/affiliate-products", label: "Creator Gear" },
];

const legalLinks = [
  { to: "/terms-of-service", label: "Terms of Service" },
  { to: "/privacy-policy", label: "Privacy Policy" },
];

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
  return (
    <footer className="mt-8 border-t border-line bg-surface text-[0.95rem]">
      <Container className="grid grid-cols-2 gap-8 py-10 lg:grid-cols-[2fr_repeat(4,1fr)]">
        <div className="col-span-full grid gap-2 text-muted lg:col-auto">
          <p className="text-[1.2rem] font-extrabold text-ink">{site.name}</p>
          <p>{site.summary}</p>
          <p>
            Contact: <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          </p>
        </div>
        <LinkGroup title={`${platforms.instagram.label} Tools`} links={toolLinks.instagram} />
        <LinkGroup title={`${platforms.youtube.label} Tools`} links={toolLinks.youtube} />
        <LinkGroup title="Company" links={companyLinks} />
        <LinkGroup title="Legal" links={legalLinks} />
      </Container>
      <Container className="flex flex-wrap justify-between gap-2 border-t border-line py-5 text-muted">
        <p>
          © <span data-testid="footer-year">{year}</span> {site.name}. All rights reserved.
        </p>
        <p>{site.tagline}</p>
      </Container>
    </footer>
  );
}
