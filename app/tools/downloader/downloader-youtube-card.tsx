import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/button";
import { Icon } from "~/components/icon";
import type { Lang } from "~/lib/lang/lang";
import { toastError } from "~/lib/form/toast";
import { type PlatformCopy, YOUTUBE_QUALITIES, type YoutubeQuality } from "./downloader.data";
import type { FileOutcome, MediaRequest, MediaResolver, YoutubeVideo } from "./downloader.resolver";
import { backendRequired, saveFile } from "./downloader.save";
import { DOWNLOADER_WORDS } from "./words";

type Quality = (typeof YOUTUBE_QUALITIES)[number];

/**
 * A quality button asks the server for a fresh file every time: its links expire within minutes,
 * so the one from the lookup may already be dead. Without a server it shows the spec's toast.
 */
function useQualityDownload(resolver: MediaResolver, request: MediaRequest, copy: PlatformCopy, lang: Lang) {
  const words = DOWNLOADER_WORDS[lang];
  const [busy, setBusy] = useState<YoutubeQuality | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function start(quality: Quality): Promise<void> {
    if (!resolver.download) {
      backendRequired(words.youtubeBackend(quality.spoken), lang);
      return;
    }
    setBusy(quality.id);
    let outcome: FileOutcome;
    try {
      outcome = await resolver.download(request, quality.id, lang);
    } catch {
      outcome = { status: "failed", message: words.downloadFailed };
    }
    // A file that arrives after the visitor moved on is not saved behind their back.
    if (!mounted.current) return;
    setBusy(null);
    if (outcome.status === "file") await saveFile(outcome.file, resolver.checkFile, lang);
    else if (outcome.status === "invalid") toastError(words.invalidToast(copy), words.errorTitle);
    else toastError(outcome.message, words.errorTitle);
  }

  return { busy, start };
}

interface YoutubeBodyProps {
  media: YoutubeVideo;
  request: MediaRequest;
  resolver: MediaResolver;
  copy: PlatformCopy;
  lang: Lang;
  /** The thumbnail downloader's page, when it exists: a sample card points to the real picture. */
  thumbnailPath: string | null;
}

export function YoutubeBody({ media, request, resolver, copy, lang, thumbnailPath }: YoutubeBodyProps) {
  const words = DOWNLOADER_WORDS[lang];
  const { busy, start } = useQualityDownload(resolver, request, copy, lang);
  const thumbnailLink =
    media.sample && media.videoId && thumbnailPath
      ? `${thumbnailPath}?${new URLSearchParams({ url: media.videoId }).toString()}`
      : null;
  return (
    <>
      <h2 className="text-lg font-bold wrap-anywhere">{media.title}</h2>
      {media.author && <p className="text-sm wrap-anywhere text-muted">{media.author}</p>}
      {media.videoId && (
        <p className="mt-2 text-sm text-muted">
          {words.videoId} <code>{media.videoId}</code>
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {YOUTUBE_QUALITIES.map((quality) => (
          <Button
            key={quality.id}
            aria-label={words.qualityLabel(quality.button)}
            loading={busy === quality.id}
            disabled={busy !== null}
            onClick={() => void start(quality)}
          >
            {busy !== quality.id && <Icon name="download" className="h-4 w-4" />}
            {quality.button}
          </Button>
        ))}
      </div>
      {thumbnailLink && (
        <p className="mt-3 text-sm">
          <Link to={thumbnailLink} className="font-semibold">
            {words.thumbnailCardLink}
          </Link>
        </p>
      )}
    </>
  );
}
