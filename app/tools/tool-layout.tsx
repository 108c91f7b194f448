import { Outlet } from "react-router";
import { AdSlot } from "~/components/ad-slot";
import { Breadcrumb } from "~/components/breadcrumb";
import { JsonLd } from "~/components/json-ld";
import { ToolCard } from "~/components/tool-card";
import { pageMeta } from "~/lib/meta";
import { toolCrumbs, toolSchema } from "~/lib/structured-data";
import type { Route } from "./+types/tool-layout";
import { builtTools, platforms, toolByPath } from "./registry";
import { useCurrentTool } from "./use-current-tool";

// Every tool page shares this frame; each tool's own module renders only its form and results.
// A layout's meta sees only the matches above it, so the tool is found by the page's path.
export const meta: Route.MetaFunction = ({ location }) => {
  const tool = toolByPath(location.pathname);
  return tool ? pageMeta({ title: tool.title, description: tool.description, path: tool.path }) : [];
};

const RELATED_COUNT = 3;

export default function ToolLayout() {
  const tool = useCurrentTool();
  const platform = platforms[tool.platform];
  const related = builtTools()
    .filter((t) => t.platform === tool.platform && t.id !== tool.id)
    .slice(0, RELATED_COUNT);
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
