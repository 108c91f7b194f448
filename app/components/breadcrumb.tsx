import { Link } from "react-router";
import { type Crumb, breadcrumbSchema } from "~/lib/structured-data";
import { JsonLd } from "./json-ld";

// Every crumb after the first is preceded by a slash drawn in CSS, so the list items hold only names.
const separated = "before:mr-[0.4rem] before:content-['/']";

/**
 * The visible trail and its BreadcrumbList JSON-LD, from one list so the two can never disagree.
 * The last crumb is the current page.
 */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const last = crumbs.length - 1;
  return (
    <>
      <JsonLd data={breadcrumbSchema(crumbs)} />
      <nav aria-label="Breadcrumb">
        <ol className="mb-3 flex flex-wrap gap-[0.4rem] text-[0.875rem] text-muted">
          {crumbs.map((crumb, index) =>
            index === last ? (
              <li key={crumb.path} aria-current="page" className={index > 0 ? separated : ""}>
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.path} className={index > 0 ? separated : ""}>
                <Link to={crumb.path}>{crumb.name}</Link>
              </li>
            ),
          )}
        </ol>
      </nav>
    </>
  );
}
