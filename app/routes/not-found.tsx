import { useEffect } from "react";
import { Link } from "react-router";
import { pageMeta } from "~/lib/meta";
import { restoreRealUrl } from "~/lib/not-found-guard";

export const meta = () =>
  pageMeta({
    title: "Page Not Found",
    description: "The page you asked for does not exist. Try our Instagram and YouTube tools instead.",
    path: "/404",
    noindex: true,
  });

export default function NotFound() {
  useEffect(restoreRealUrl, []);
  return (
    <div className="page-narrow container" data-page="not-found">
      <p className="eyebrow">Error 404</p>
      <h1 className="page-title">Page Not Found</h1>
      <p className="lead">This page does not exist or has moved. These will get you back on track:</p>
      <ul className="link-list">
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to="/instagram">Instagram Tools</Link>
        </li>
        <li>
          <Link to="/youtube">YouTube Tools</Link>
        </li>
      </ul>
    </div>
  );
}
