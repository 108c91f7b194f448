import { type Lang, pathIn } from "~/lib/lang/lang";
import { toolById } from "~/tools/registry";
import { InstagramBody } from "./downloader-instagram-card";
import { YoutubeBody } from "./downloader-youtube-card";
import { type PlatformCopy, THUMBNAIL_TOOL_ID, type Thumbnail } from "./downloader.data";
import type { MediaRequest, MediaResolver, MediaResult } from "./downloader.resolver";
import { DOWNLOADER_WORDS } from "./words";

function Thumb({ thumbnail }: { thumbnail: Thumbnail }) {
  return (
    <img
      className="h-40 w-auto max-w-full shrink-0 rounded-lg object-cover"
      src={thumbnail.src}
      width={thumbnail.width}
      height={thumbnail.height}
      alt={thumbnail.alt}
      decoding="async"
    />
  );
}

interface MediaCardProps {
  id: string;
  media: MediaResult;
  /** The lookup that found it: a quality button asks the server again with it. */
  request: MediaRequest;
  resolver: MediaResolver;
  copy: PlatformCopy;
  /** The page's language: the card's words, and what a quality button's lookup says. */
  lang: Lang;
}

/** What a lookup found. A sample says so at the top and bottom, so nobody mistakes it for their own post. */
export function MediaCard({ id, media, request, resolver, copy, lang }: MediaCardProps) {
  const words = DOWNLOADER_WORDS[lang];
  const carousel = media.platform === "instagram" && media.items !== undefined;
  const thumbnailPath = toolById(THUMBNAIL_TOOL_ID)?.path;
  return (
    <section
      id={id}
      tabIndex={-1}
      className="mt-6 rounded-[0.8rem] border border-line bg-surface-2 p-4 sm:p-5"
      aria-label={media.platform === "youtube" ? words.found.video : words.found.media}
    >
      {media.sample && (
        <p className="mb-3 inline-block rounded-full border border-notice/60 px-3 py-1 text-sm font-semibold text-notice">
          {copy.sampleLabel}
        </p>
      )}
      <div className="flex flex-wrap items-start gap-4">
        {!carousel && <Thumb thumbnail={media.thumbnail} />}
        <div className="min-w-0 flex-[1_1_14rem]">
          {media.platform === "instagram" ? (
            <InstagramBody media={media} check={resolver.checkFile} lang={lang} />
          ) : (
            <YoutubeBody
              media={media}
              request={request}
              resolver={resolver}
              copy={copy}
              lang={lang}
              thumbnailPath={thumbnailPath ? pathIn(lang, thumbnailPath) : null}
            />
          )}
        </div>
      </div>
      {media.sample && <p className="mt-4 text-sm text-muted">{words.sampleNote}</p>}
    </section>
  );
}
