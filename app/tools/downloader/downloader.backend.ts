import type { Lang } from "~/lib/lang/lang";
import type { YoutubeQuality } from "./downloader.data";
import { type CobaltOptions, type CobaltQuality, type DownloadServer, askCobalt } from "./downloader.cobalt";
import { type CobaltTrouble, type Explanation, explainTrouble } from "./downloader.cobalt-errors";
import { instagramCarousel, instagramFile, youtubeFile } from "./downloader.cobalt-media";
import { type MediaLink, instagramLinkKind, parseMediaLink, serverLink } from "./downloader.logic";
import type { FileOutcome, LookupFailure, MediaOutcome, MediaRequest, MediaResolver } from "./downloader.resolver";
import { SERVER_WORDS } from "./words/cobalt";
import { checkFile } from "./downloader.tunnel";

/*
 * The lookup when site.downloaderBackend names a cobalt server: the visitor's browser asks the
 * server directly. Links that fail the local check never leave the browser.
 */

export const COBALT_QUALITY: Readonly<Record<YoutubeQuality, CobaltQuality>> = { hd: "1080", sd: "720" };

function failure(explanation: Explanation, code?: string): LookupFailure {
  return { status: "failed", ...explanation, ...(code ? { code } : {}) };
}

/** An error the spec's own "Invalid … URL" wording covers, a clearer Instagram-specific one, or the generic mapping. */
function troubleOutcome(trouble: CobaltTrouble, link: MediaLink, lang: Lang): LookupFailure | { status: "invalid" } {
  if (trouble.kind !== "error") return failure(explainTrouble(trouble, link.platform, lang));
  const words = SERVER_WORDS[lang];
  const code = trouble.code.replace(/^error\.api\./, "");
  if (code === "link.invalid" || code === "link.missing") return { status: "invalid" };
  if (code === "link.unsupported" && link.platform === "instagram") {
    // Without an Instagram login cobalt answers link.unsupported for every story.
    const kind = instagramLinkKind(link.url);
    if (kind === "story") return failure({ problem: "auth-needed", message: words.storiesNeedLogin }, trouble.code);
    if (kind === "profile") return failure({ problem: "invalid-link", message: words.noProfilePictures }, trouble.code);
  }
  return failure(explainTrouble(trouble, link.platform, lang), trouble.code);
}

type Prepared = { link: MediaLink; target: string } | { status: "invalid" } | LookupFailure;

function prepare(request: MediaRequest, lang: Lang): Prepared {
  const link = parseMediaLink(request.platform, request.url);
  if (!link) return { status: "invalid" };
  const target = serverLink(link);
  return target ? { link, target } : failure({ problem: "invalid-link", message: SERVER_WORDS[lang].notAVideo });
}

export function backendResolver(server: DownloadServer, options: CobaltOptions = {}): MediaResolver {
  return {
    async resolve(request, lang = "en"): Promise<MediaOutcome> {
      const prepared = prepare(request, lang);
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
                : instagramFile(request, link, answer.file, lang),
          };
        case "picker":
          return link.platform === "instagram"
            ? { status: "found", media: instagramCarousel(request, link, answer.items, lang) }
            : failure({ problem: "other", message: SERVER_WORDS[lang].youtubePicker });
        default:
          return troubleOutcome(answer, link, lang);
      }
    },

    async download(request, quality, lang = "en"): Promise<FileOutcome> {
      const prepared = prepare(request, lang);
      if ("status" in prepared) return prepared;
      const answer = await askCobalt(server, prepared.target, COBALT_QUALITY[quality], options);
      if (answer.kind === "file") return { status: "file", file: answer.file };
      if (answer.kind === "picker") return failure({ problem: "other", message: SERVER_WORDS[lang].severalFiles });
      return troubleOutcome(answer, prepared.link, lang);
    },

    checkFile: (file, lang = "en") => checkFile(file, options.fetch ? { fetch: options.fetch } : {}, lang),
  };
}
