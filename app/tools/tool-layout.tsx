import { Outlet } from "react-router";
import { AdSlot } from "~/components/ad-slot";
import { Breadcrumb } from "~/components/breadcrumb";
import { Card } from "~/components/card";
import { CardGrid } from "~/components/card-grid";
import { Page } from "~/components/container";
import { JsonLd } from "~/components/json-ld";
import { Prose } from "~/components/prose";
import { ToolCard } from "~/components/tool-card";
import { Lead, PageTitle, SectionTitle } from "~/components/typography";
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
    <Page>
      <JsonLd data={toolSchema(tool)} />
      <Breadcrumb crumbs={toolCrumbs(tool)} />
      <PageTitle>{tool.title}</PageTitle>
      <Lead>{tool.description}</Lead>
      <Card className="mt-6 p-5 md:p-7">
        <Outlet />
      </Card>
      <AdSlot name="tool" size="rectangle" />
      {loaderData.guide && (
        <section aria-label={`About the ${tool.name}`} className="mt-10 max-w-3xl">
          <Prose className="mt-0" dangerouslySetInnerHTML={{ __html: loaderData.guide }} />
        </section>
      )}
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
