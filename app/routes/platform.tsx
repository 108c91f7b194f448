import { useLocation } from "react-router";
import { AdSlot } from "~/components/ad-slot";
import { CardGrid } from "~/components/card-grid";
import { Page } from "~/components/container";
import { ToolCard } from "~/components/tool-card";
import { Lead, PageTitle } from "~/components/typography";
import { wordsFor } from "~/content/words";
import { useWords } from "~/lib/lang/use-lang";
import { basePath, langOf } from "~/lib/lang/lang";
import { pageMeta } from "~/lib/site/meta";
import { platforms } from "~/content/platforms";
import type { Platform } from "~/lib/site/tool-entry";
import { toolsFor } from "~/tools/registry";
import type { Route } from "./+types/platform";

// One module serves /instagram and /youtube; the route id says which.
// One module serves /instagram and /youtube in both languages; the page's path says which.
function platformOf(pathname: string): Platform {
  return basePath(pathname) === platforms.youtube.path ? "youtube" : "instagram";
}

export const meta: Route.MetaFunction = ({ location }) => {
  const platform = platformOf(location.pathname);
  const lang = langOf(location.pathname);
  const words = wordsFor(lang).platforms[platform];
  return pageMeta({ title: words.searchTitle, description: words.description, path: platforms[platform].path, lang });
};

export default function PlatformTools() {
  const platform = platformOf(useLocation().pathname);
  const info = platforms[platform];
  const words = useWords().platforms;
  const list = toolsFor(platform);
  return (
    <Page>
      <PageTitle>{words[platform].title}</PageTitle>
      <Lead>{words[platform].description}</Lead>
      <CardGrid className="mt-6" aria-label={words.toolCount(list.length, info.label)}>
        {list.map((tool) => (
          <li key={tool.id}>
            <ToolCard tool={tool} pagePlatform={platform} />
          </li>
        ))}
      </CardGrid>
      <AdSlot name={`${platform}-grid`} />
    </Page>
  );
}
