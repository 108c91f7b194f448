import { Link } from "react-router";
import { type Crumb, breadcrumbSchema } from "~/lib/structured-data";
import { JsonLd } from "./json-ld";

/**
 * The visible trail and its BreadcrumbList JSON-LD, from one list so the two can never disagree.
 * The last crumb is the current page.
 */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const last = crumbs.length - 1;
  return (
    <>
      <JsonLd data={breadcrumbSchema(crumbs)} />
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          {crumbs.map((crumb, index) =>
            index === last ? (
              <li key={crumb.path} aria-current="page">
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.path}>
                <Link to={crumb.path}>{crumb.name}</Link>
              </li>
            ),
          )}
        </ol>
      </nav>
    </>
  );
}
