import { Outlet } from "react-router";
import { AdSlot } from "~/components/ad-slot";
import { Breadcrumb } from "~/components/breadcrumb";
import { Card } from "~/components/card";
import { CardGrid } from "~/components/card-grid";
import { Page } from "~/components/container";
import { JsonLd } from "~/components/json-ld";
import { ToolCard } from "~/components/tool-card";
import { Lead, PageTitle, SectionTitle } from "~/components/typography";
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
    <Page>
      <JsonLd data={toolSchema(tool)} />
      <Breadcrumb crumbs={toolCrumbs(tool)} />
      <PageTitle>{tool.title}</PageTitle>
      <Lead>{tool.description}</Lead>
      <Card className="mt-6 p-5 md:p-7">
        <Outlet />
      </Card>
      <AdSlot name="tool" size="rectangle" />
      {related.length > 0 && (
        <section aria-labelledby="related-tools" className="mt-4">
          <SectionTitle id="related-tools">More {platform.label} tools</SectionTitle>
          <CardGrid className="mt-4">
            {related.map((t) => (
              <li key={t.id}>
                <ToolCard tool={t} />
              </li>
            ))}
          </CardGrid>
        </section>
      )}
    </Page>
  );
}
