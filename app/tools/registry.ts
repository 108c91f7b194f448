// The one list of tools. Each tool describes itself in its folder's tool.ts; this file only lists
// them, in the order of every grid, card and footer list. Adding a tool: its folder, and one line here.
import type { Platform, ToolEntry } from "~/lib/site/tool-entry";
// Relative imports: the route config loads this file where the "~" alias is not set up.
import { basePath } from "../lib/lang/lang";
import * as downloader from "./downloader/tool";
import instagramHashtagGenerator from "./instagram-hashtag-generator/tool";
import instagramCaptionGenerator from "./instagram-caption-generator/tool";
import instagramBioGenerator from "./instagram-bio-generator/tool";
import instagramUsernameGenerator from "./instagram-username-generator/tool";
import instagramNicheFinder from "./instagram-niche-finder/tool";
import * as ideaGenerator from "./idea-generator/tool";
import instagramGrowthStrategy from "./instagram-growth-strategy/tool";
import instagramPostGenerator from "./instagram-post-generator/tool";
import instagramGridPreview from "./instagram-grid-preview/tool";
import stylishNameGenerator from "./stylish-name-generator/tool";
import youtubeDescriptionGenerator from "./youtube-description-generator/tool";
import youtubeBioGenerator from "./youtube-bio-generator/tool";
import youtubeHashtagGenerator from "./youtube-hashtag-generator/tool";
import youtubeChannelNameGenerator from "./youtube-channel-name-generator/tool";
import youtubeThumbnailDownloader from "./youtube-thumbnail-downloader/tool";
import instagramCaptionFormatter from "./instagram-caption-formatter/tool";
import youtubeTitleGenerator from "./youtube-title-generator/tool";
import youtubeTagGenerator from "./youtube-tag-generator/tool";
import instagramEngagementRateCalculator from "./instagram-engagement-rate-calculator/tool";
import youtubeMoneyCalculator from "./youtube-money-calculator/tool";
import instagramSponsorshipRateCalculator from "./instagram-sponsorship-rate-calculator/tool";
import youtubeThumbnailPreview from "./youtube-thumbnail-preview/tool";
import * as reelMaker from "./reel-maker/tool";
export const tools: readonly ToolEntry[] = [
  downloader.reelsDownloader,
  downloader.postDownloader,
  downloader.storyDownloader,
  downloader.dpDownloader,
  downloader.captionDownloader,
  instagramHashtagGenerator,
  instagramCaptionGenerator,
  instagramBioGenerator,
  instagramUsernameGenerator,
  instagramNicheFinder,
  ideaGenerator.instagram,
  instagramGrowthStrategy,
  instagramPostGenerator,
  instagramGridPreview,
  stylishNameGenerator,
  instagramCaptionFormatter,
  instagramEngagementRateCalculator,
  instagramSponsorshipRateCalculator,
  reelMaker.instagram,
  downloader.videoDownloader,
  downloader.shortsDownloader,
  youtubeThumbnailDownloader,
  youtubeDescriptionGenerator,
  youtubeBioGenerator,
  youtubeHashtagGenerator,
  youtubeChannelNameGenerator,
  ideaGenerator.youtube,
  youtubeTitleGenerator,
  youtubeTagGenerator,
  youtubeMoneyCalculator,
  youtubeThumbnailPreview,
  reelMaker.youtube,
];

export function toolsFor(platform: Platform): ToolEntry[] {
  return tools.filter((tool) => tool.platform === platform);
}

export function toolById(id: string): ToolEntry | undefined {
  return tools.find((tool) => tool.id === id);
}

/** The tool at a page path, English or Hindi ("/hi/instagram/bio-generator"). */
export function toolByPath(path: string): ToolEntry | undefined {
  const bare = basePath(path);
  return tools.find((tool) => tool.path === bare);
}
