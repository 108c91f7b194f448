import type { ReactNode } from "react";
import { Link } from "react-router";

/** One entry of a list of links: where it goes and what it shows. */
export interface LinkItem {
  to: string;
  label: ReactNode;
}

/** A list of links, each in its own item: the one shape of the footer's groups, the home page's tool lists and the way-out rows. */
export function LinkItems({
  links,
  className,
  linkClassName,
}: {
  links: readonly LinkItem[];
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A row of way-out links on error and not-found pages. */
export function LinkList({ links }: { links: readonly LinkItem[] }) {
  return (
    <LinkItems
      links={links}
      className="mt-6 flex flex-wrap gap-3"
      linkClassName="inline-block rounded-[0.6rem] border border-line bg-surface px-4 py-[0.6rem] font-semibold"
    />
  );
}
