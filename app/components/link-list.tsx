import { Link } from "react-router";

/** A row of way-out links on error and not-found pages. */
export function LinkList({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <ul className="mt-6 flex flex-wrap gap-3">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            className="inline-block rounded-[0.6rem] border border-line bg-surface px-4 py-[0.6rem] font-semibold"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
