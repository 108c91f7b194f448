import { useMatches } from "react-router";
import { AdSlot } from "~/components/ad-slot";
import { CardGrid } from "~/components/card-grid";
import { Page } from "~/components/container";
import { ToolCard } from "~/components/tool-card";
import { Lead, PageTitle } from "~/components/typography";
import { pageMeta } from "~/lib/meta";
import { platforms } from "~/content/platforms";
import type { Platform } from "~/lib/tool-entry";
import { toolsFor } from "~/tools/registry";
import type { Route } from "./+types/platform";

// One module serves /instagram and /youtube; the route id says which.
function platformOf(routeId: string | undefined): Platform {
  return routeId === "platform-youtube" ? "youtube" : "instagram";
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const info = platforms[platformOf(matches.at(-1)?.id)];
  return pageMeta({ title: info.title, description: info.description, path: info.path });
};

export default function PlatformTools() {
  const platform = platformOf(useMatches().at(-1)?.id);
  const info = platforms[platform];
  const list = toolsFor(platform);
  return (
    <Page>
      <PageTitle>{info.title}</PageTitle>
      <Lead>{info.description}</Lead>
      <CardGrid className="mt-6" aria-label={`${list.length} ${info.label} tools`}>
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
