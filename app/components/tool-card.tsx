import { Link } from "react-router";
import { platforms } from "~/content/platforms";
import { pathIn } from "~/lib/lang/lang";
import { type Platform, type ToolEntry, toolWords } from "~/lib/site/tool-entry";
import { useLang } from "~/lib/lang/use-lang";
import { Icon } from "./icon";

/** The square behind a platform's icons: Instagram's gradient or YouTube's red. */
export const platformFill: Record<ToolEntry["platform"], string> = {
  instagram: "bg-linear-135/srgb from-ig-from to-ig-to",
  youtube: "bg-yt",
};

/**
 * `pagePlatform`: the platform of the page showing the card. A tool of the other platform is named
 * with it ("YouTube Hashtag Generator"), so two tools with one short name are never confused.
 * `query`: fields the link brings to the tool ("?topic=food"), typed on the page showing the card.
 */
export function ToolCard({
  tool,
  pagePlatform,
  query = "",
}: {
  tool: ToolEntry;
  pagePlatform?: Platform;
  query?: string;
}) {
  const lang = useLang();
  const words = toolWords(tool, lang);
  const name =
    pagePlatform && tool.platform !== pagePlatform ? `${platforms[tool.platform].label} ${words.name}` : words.name;
  return (
    <Link
      to={`${pathIn(lang, tool.path)}${query}`}
      className="grid h-full grid-cols-[auto_1fr] gap-x-[0.9rem] gap-y-[0.2rem] rounded-2xl border border-line bg-surface p-[1.1rem] text-ink no-underline transition-[border-color] duration-150 hover:border-accent"
    >
      <span
        className={`row-span-2 inline-grid size-11 place-items-center rounded-xl text-white ${platformFill[tool.platform]}`}
      >
        <Icon name={tool.icon} className="h-6 w-6" />
      </span>
      <span className="font-bold">{name}</span>
      <span className="text-[0.9rem] text-muted">{words.description}</span>
    </Link>
  );
}
