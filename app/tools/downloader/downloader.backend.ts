import type { YoutubeQuality } from "./downloader.data";
import { type CobaltOptions, type CobaltQuality, type DownloadServer, askCobalt } from "./downloader.cobalt";
import { type CobaltTrouble, type Explanation, explainTrouble } from "./downloader.cobalt-errors";
import { instagramCarousel, instagramFile, youtubeFile } from "./downloader.cobalt-media";
import { type MediaLink, instagramLinkKind, parseMediaLink, serverLink } from "./downloader.logic";
import type { FileOutcome, LookupFailure, MediaOutcome, MediaRequest, MediaResolver } from "./downloader.resolver";
import { checkFile } from "./downloader.tunnel";

/*
 * The lookup when site.downloaderBackend names a cobalt server: the visitor's browser asks the
 * server directly. Links that fail the local check never leave the browser.
 */

export const COBALT_QUALITY: Readonly<Record<YoutubeQuality, CobaltQuality>> = { hd: "1080", sd: "720" };

const NOT_A_VIDEO: LookupFailure = {
  status: "failed",
  problem: "invalid-link",
  message: "This YouTube link doesn't point to a video. Paste the link of a video or a Short.",
};
const STORIES_NEED_LOGIN =
  "Stories can only be saved when this site's download server is signed in to Instagram, and it isn't. Reels and posts work.";
const NO_PROFILE_PICTURES = "This site's download server can't fetch profile pictures. Reels and posts work.";
const YOUTUBE_PICKER = "The download server offered several files for this video, which this site can't show yet.";
const SEVERAL_FILES = "The download server offered several files for this link. Fetch it again to choose one.";

function failure(explanation: Explanation, code?: string): LookupFailure {
  return { status: "failed", ...explanation, ...(code ? { code } : {}) };
}

/** An error the spec's own "Invalid … URL" wording covers, a clearer Instagram-specific one, or the generic mapping. */
function troubleOutcome(trouble: CobaltTrouble, link: MediaLink): LookupFailure | { status: "invalid" } {
  if (trouble.kind !== "error") return failure(explainTrouble(trouble, link.platform));
  const code = trouble.code.replace(/^error\.api\./, "");
  if (code === "link.invalid" || code === "link.missing") return { status: "invalid" };
  if (code === "link.unsupported" && link.platform === "instagram") {
    // Without an Instagram login cobalt answers link.unsupported for every story.
    const kind = instagramLinkKind(link.url);
    if (kind === "story") return failure({ problem: "auth-needed", message: STORIES_NEED_LOGIN }, trouble.code);
    if (kind === "profile") return failure({ problem: "invalid-link", message: NO_PROFILE_PICTURES }, trouble.code);
  }
  return failure(explainTrouble(trouble, link.platform), trouble.code);
}

type Prepared = { link: MediaLink; target: string } | { status: "invalid" } | LookupFailure;

function prepare(request: MediaRequest): Prepared {
  const link = parseMediaLink(request.platform, request.url);
  if (!link) return { status: "invalid" };
  const target = serverLink(link);
  return target ? { link, target } : NOT_A_VIDEO;
}

export function backendResolver(server: DownloadServer, options: CobaltOptions = {}): MediaResolver {
  return {
    async resolve(request): Promise<MediaOutcome> {
      const prepared = prepare(request);
      if ("status" in prepared) return prepared;
      const { link, target } = prepared;
      // The card opens on the HD file; the SD button asks again through download().
      const answer = await askCobalt(server, target, COBALT_QUALITY.hd, options);
      switch (answer.kind) {
        case "file":
          return {
            status: "found",
            media:
              link.platform === "youtube"
                ? youtubeFile(request, link, answer.file, "hd")
                : instagramFile(request, link, answer.file),
          };
        case "picker":
          return link.platform === "instagram"
            ? { status: "found", media: instagramCarousel(request, link, answer.items) }
            : failure({ problem: "other", message: YOUTUBE_PICKER });
        default:
          return troubleOutcome(answer, link);
      }
    },

    async download(request, quality): Promise<FileOutcome> {
      const prepared = prepare(request);
      if ("status" in prepared) return prepared;
      const answer = await askCobalt(server, prepared.target, COBALT_QUALITY[quality], options);
      if (answer.kind === "file") return { status: "file", file: answer.file };
      if (answer.kind === "picker") return failure({ problem: "other", message: SEVERAL_FILES });
      return troubleOutcome(answer, prepared.link);
    },

    checkFile: (file) => checkFile(file, options.fetch ? { fetch: options.fetch } : {}),
  };
}
