import { Link } from "react-router";
import { useWords } from "~/lib/lang/use-lang";
import { type Crumb, breadcrumbSchema } from "~/lib/site/structured-data";
import { JsonLd } from "./json-ld";

// Every crumb before the last is followed by a slash drawn in CSS, so the list items hold only names
// and a trail that wraps on a phone ends its line with the slash instead of opening the next with one.
const separated = "after:ml-[0.4rem] after:content-['/']";

/**
 * The visible trail and its BreadcrumbList JSON-LD, from one list so the two can never disagree.
 * The last crumb is the current page.
 */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const last = crumbs.length - 1;
  return (
    <>
      <JsonLd data={breadcrumbSchema(crumbs)} />
      <nav aria-label={useWords().breadcrumb.label}>
        <ol className="mb-3 flex flex-wrap gap-[0.4rem] text-[0.875rem] text-muted">
          {crumbs.map((crumb, index) =>
            index === last ? (
              <li key={crumb.path} aria-current="page">
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.path} className={separated}>
                <Link to={crumb.path}>{crumb.name}</Link>
              </li>
            ),
          )}
        </ol>
      </nav>
    </>
  );
}
