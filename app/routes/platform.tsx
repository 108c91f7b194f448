import { useMatches } from "react-router";
import { AdSlot } from "~/components/ad-slot";
import { ToolCard } from "~/components/tool-card";
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
    <div className="page container">
      <h1 className="page-title">{info.title}</h1>
      <p className="lead">{info.description}</p>
      <AdSlot name={`${platform}-grid`} />
      <ul className="tool-grid" aria-label={`${list.length} ${info.label} tools`}>
        {list.map((tool) => (
          <li key={tool.id}>
            <ToolCard tool={tool} />
          </li>
        ))}
      </ul>
    </div>
  );
}
