import { Button } from "~/components/button";
import { ButtonLink } from "~/components/button-link";
import { Icon } from "~/components/icon";
import type { Lang } from "~/lib/lang/lang";
import type { CarouselItem, DownloadFile, InstagramMedia, MediaResolver } from "./downloader.resolver";
import { backendRequired, saveFile } from "./downloader.save";
import { DOWNLOADER_WORDS, type DownloaderWords } from "./words";

interface BodyProps {
  media: InstagramMedia;
  check: MediaResolver["checkFile"];
  lang: Lang;
}

/**
 * Where a file link leads. The server's own (tunnel) links come as attachments and save in place;
 * Instagram's own addresses (a redirect, a carousel item) ignore `download` from another origin, so
 * they open in a new tab, without telling Instagram which page sent the visitor.
 */
function linkTarget(source: DownloadFile["source"]) {
  return source === "tunnel"
    ? ({ download: "", rel: "noopener" } as const)
    : ({ target: "_blank", rel: "noopener noreferrer" } as const);
}

function SingleDownload({ media, check, lang }: BodyProps) {
  const words = DOWNLOADER_WORDS[lang];
  const label = words.instagram.download;
  if (!media.downloadUrl) {
    return (
      <Button onClick={() => backendRequired(words.instagramBackend, lang)} aria-label={label}>
        <Icon name="download" className="h-4 w-4" />
        {label}
      </Button>
    );
  }
  const { file } = media;
  // The server's own link is asked before it is followed (downloader.save.ts), so a link that has
  // expired while the card sat open says so here instead of leaving the page for an error.
  const save =
    file?.source === "tunnel"
      ? (event: React.MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          void saveFile(file, check, lang);
        }
      : undefined;
  return (
    <ButtonLink href={media.downloadUrl} aria-label={label} onClick={save} {...linkTarget(file?.source ?? "tunnel")}>
      <Icon name="download" className="h-4 w-4" />
      {label}
    </ButtonLink>
  );
}

const ITEM_ICONS = { photo: "image", video: "film", gif: "film" } as const;

function CarouselList({ items, words }: { items: readonly CarouselItem[]; words: DownloaderWords["instagram"] }) {
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={words.files}>
      {items.map((item) => (
        <li key={item.url} className="flex min-w-0 flex-col gap-2 rounded-lg border border-line bg-bg p-2">
          {item.thumbnail ? (
            <img
              className="aspect-square w-full rounded-md object-cover"
              src={item.thumbnail.src}
              width={item.thumbnail.width}
              height={item.thumbnail.height}
              alt={item.thumbnail.alt}
              decoding="async"
            />
          ) : (
            <div className="flex aspect-square w-full items-center justify-center rounded-md bg-surface text-muted">
              <Icon name={ITEM_ICONS[item.type]} className="h-8 w-8" />
            </div>
          )}
          <p className="text-sm font-semibold">{item.label}</p>
          <ButtonLink
            href={item.url}
            aria-label={words.downloadItem(item.label)}
            className="w-full"
            {...linkTarget("redirect")}
          >
            <Icon name="download" className="h-4 w-4" />
            {words.download}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}

export function InstagramBody({ media, check, lang }: BodyProps) {
  const words = DOWNLOADER_WORDS[lang].instagram;
  const video = media.type === "video";
  return (
    <>
      <p
        className="flex items-center gap-1.5 text-xs font-bold tracking-wider text-muted uppercase"
        data-media-type={media.type}
      >
        <Icon name={media.items ? "grid" : video ? "film" : "image"} className="h-4 w-4" />
        {media.items ? words.carousel(media.items.length) : video ? words.video : words.image}
      </p>
      <h2 className="mt-1 text-lg font-bold wrap-anywhere">{words.heading(media.user, media.type)}</h2>
      <p className="text-sm text-muted">{words.ready}</p>
      {media.items ? (
        <CarouselList items={media.items} words={words} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <SingleDownload media={media} check={check} lang={lang} />
        </div>
      )}
    </>
  );
}
