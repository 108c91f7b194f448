import { Outlet } from "react-router";
import { AdSlot } from "~/components/ad-slot";
import { Breadcrumb } from "~/components/breadcrumb";
import { JsonLd } from "~/components/json-ld";
import { ToolCard } from "~/components/tool-card";
import { platforms } from "~/content/platforms";
import { pageMeta } from "~/lib/meta";
import { toolCrumbs, toolSchema } from "~/lib/structured-data";
import type { Route } from "./+types/tool-layout";
import { toolById, toolByPath } from "./registry";
import { guideFor } from "./tool-guides.server";
import { useCurrentTool } from "./use-current-tool";

// Build time only: each tool page is prerendered with its guide already compiled to HTML.
export function loader({ request }: Route.LoaderArgs) {
  const tool = toolByPath(new URL(request.url).pathname);
  return { guide: tool ? guideFor(tool.id) : null };
}

// Every tool page shares this frame; each tool's own module renders only its form and results.
// A layout's meta sees only the matches above it, so the tool is found by the page's path.
export const meta: Route.MetaFunction = ({ location }) => {
  const tool = toolByPath(location.pathname);
  return tool ? pageMeta({ title: tool.title, description: tool.description, path: tool.path }) : [];
};

export default function ToolLayout({ loaderData }: Route.ComponentProps) {
  const tool = useCurrentTool();
  const platform = platforms[tool.platform];
  const related = tool.related.flatMap((id) => toolById(id) ?? []);
  return (
    <div className="page container">
      <JsonLd data={toolSchema(tool)} />
      <Breadcrumb crumbs={toolCrumbs(tool)} />
      <h1 className="page-title">{tool.title}</h1>
      <p className="lead">{tool.description}</p>
      <div className="tool-panel">
        <Outlet />
      </div>
      <AdSlot name="tool" size="rectangle" />
      {loaderData.guide && (
        <section aria-label={`About the ${tool.name}`} className="mt-10 max-w-3xl">
          <div className="prose" dangerouslySetInnerHTML={{ __html: loaderData.guide }} />
        </section>
      )}
      {related.length > 0 && (
        <section aria-labelledby="related-tools" className="related">
          <h2 id="related-tools" className="section-title">
            More {platform.label} tools
          </h2>
          <ul className="tool-grid">
            {related.map((t) => (
              <li key={t.id}>
                <ToolCard tool={t} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
