import { Outlet } from "react-router";
import { AdAreaPlacedByFrame, AdSlot } from "~/components/ad-slot";
import { Breadcrumb } from "~/components/breadcrumb";
import { Card } from "~/components/card";
import { CardGrid } from "~/components/card-grid";
import { HindiTwinLink } from "~/components/hindi-twin-link";
import { Page } from "~/components/container";
import { JsonLd } from "~/components/json-ld";
import { Prose } from "~/components/prose";
import { ToolCard } from "~/components/tool-card";
import { Lead, PageTitle, SectionTitle } from "~/components/typography";
import { platforms } from "~/content/platforms";
import { useWords } from "~/lib/lang/use-lang";
import { langOf } from "~/lib/lang/lang";
import { pageMeta } from "~/lib/site/meta";
import { carriedQuery, toolSearchWords, toolWords } from "~/lib/site/tool-entry";
import { useLang } from "~/lib/lang/use-lang";
import { toolCrumbs, toolSchema } from "~/lib/site/structured-data";
import { useAddressQuery } from "~/lib/form/use-address";
import type { Route } from "./+types/tool-layout";
import { toolById, toolByPath } from "./registry";
import { guideFor } from "./tool-guides.server";
import { useCurrentTool } from "./use-current-tool";

// Build time only: each tool page is prerendered with its guide already compiled to HTML.
export function loader({ request }: Route.LoaderArgs) {
  // The prerenderer also asks for the page's data file ("/x.data"); both mean the page "/x".
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const tool = toolByPath(path);
  return { guide: tool ? guideFor(tool.id, langOf(path)) : null };
}

// Every tool page shares this frame; each tool's own module renders only its form and results.
// A layout's meta sees only the matches above it, so the tool is found by the page's path.
export const meta: Route.MetaFunction = ({ location }) => {
  const tool = toolByPath(location.pathname);
  if (!tool) return [];
  const lang = langOf(location.pathname);
  const { title, description } = toolSearchWords(tool, lang);
  return pageMeta({ title, description, path: tool.path, lang });
};

export default function ToolLayout({ loaderData }: Route.ComponentProps) {
  const tool = useCurrentTool();
  const lang = useLang();
  const words = useWords().toolPage;
  const shown = toolWords(tool, lang);
  const platform = platforms[tool.platform];
  const related = tool.related.flatMap((id) => toolById(id) ?? []);
  // A related tool that answers a topic gets the one typed here (the address holds it).
  const query = useAddressQuery();
  // A list that reaches into the other platform is not "More Instagram tools".
  const relatedTitle = related.every((t) => t.platform === tool.platform) ? words.more(platform.label) : words.related;
  return (
    <Page>
      <JsonLd data={toolSchema(tool, lang)} />
      <Breadcrumb crumbs={toolCrumbs(tool, lang)} />
      <PageTitle>{shown.title}</PageTitle>
      <Lead>{shown.description}</Lead>
      {/* data-tool-screen: the tool's own form and results, as opposed to the page around them. */}
      <Card className="mt-6 p-5 md:p-7" data-tool-screen>
        {/* The page's ad area is the one below the guide, away from the form and its results. */}
        <AdAreaPlacedByFrame>
          {/* A new screen for the other language: its fields and words are that language's. */}
          <Outlet key={lang} />
        </AdAreaPlacedByFrame>
      </Card>
      {lang === "en" && tool.searchedInHindi && <HindiTwinLink path={tool.path} />}
      {loaderData.guide && (
        <section aria-label={words.about(shown.name)} className="mt-10 max-w-3xl">
          <Prose className="mt-0" dangerouslySetInnerHTML={{ __html: loaderData.guide }} />
        </section>
      )}
      <AdSlot name={tool.kind === "downloader" ? "downloader" : "tool"} />
      {related.length > 0 && (
        <section aria-labelledby="related-tools" className="mt-10">
          <SectionTitle id="related-tools">{relatedTitle}</SectionTitle>
          <CardGrid className="mt-4">
            {related.map((t) => (
              <li key={t.id}>
                <ToolCard tool={t} pagePlatform={tool.platform} query={carriedQuery(tool, t, query)} />
              </li>
            ))}
          </CardGrid>
        </section>
      )}
    </Page>
  );
}
