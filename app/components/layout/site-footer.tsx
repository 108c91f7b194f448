import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { site } from "~/config/site";
import { platforms } from "~/content/platforms";
import type { Platform } from "~/lib/tool-entry";

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
      <h2 className="footer-heading">{title}</h2>
      <ul className="footer-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
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
    <footer className="site-footer">
      <div className="footer-grid container">
        <div className="footer-brand">
          <p className="footer-name">{site.name}</p>
          <p>{site.summary}</p>
          <p>
            Contact: <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          </p>
        </div>
        <LinkGroup title={`${platforms.instagram.label} Tools`} links={toolLinks.instagram} />
        <LinkGroup title={`${platforms.youtube.label} Tools`} links={toolLinks.youtube} />
        <LinkGroup title="Company" links={companyLinks} />
        <LinkGroup title="Legal" links={legalLinks} />
      </div>
      <div className="footer-bottom container">
        <p>
          © <span data-testid="footer-year">{year}</span> {site.name}. All rights reserved.
        </p>
        <p>{site.tagline}</p>
      </div>
    </footer>
  );
}
