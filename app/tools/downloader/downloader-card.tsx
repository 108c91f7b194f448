import type { ReactNode } from "react";
import { Button, buttonClass } from "~/components/button";
import { Icon } from "~/components/icon";
import {
  ResultLabel,
  ResultPanel,
  ResultsActions,
  ResultsNote,
  ResultsSection,
  ResultsStatus,
  ResultsTitle,
} from "~/components/results";
import { toast } from "~/lib/toast";
import { BACKEND_TOAST_MS } from "~/lib/timing";
import {
  BACKEND_REQUIRED_TITLE,
  INSTAGRAM_BACKEND_MESSAGE,
  SAMPLE_NOTE,
  type Thumbnail,
  YOUTUBE_QUALITIES,
  youtubeBackendMessage,
} from "./downloader.data";
import type { InstagramMedia, MediaResult, YoutubeVideo } from "./downloader.resolver";

function backendRequired(description: string) {
  toast({ title: BACKEND_REQUIRED_TITLE, description, duration: BACKEND_TOAST_MS });
}

/** A real file link when the lookup gave one; otherwise a button that explains what is missing. */
function DownloadAction({
  href,
  label,
  onMissing,
  children,
}: {
  href?: string;
  label: string;
  onMissing: () => void;
  children: ReactNode;
}) {
  if (href) {
    return (
      <a className={buttonClass()} href={href} download rel="noopener" aria-label={label}>
        <Icon name="download" className="h-4 w-4" />
        {children}
      </a>
    );
  }
  return (
    <Button onClick={onMissing} aria-label={label}>
      <Icon name="download" className="h-4 w-4" />
      {children}
    </Button>
  );
}

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

function InstagramBody({ media }: { media: InstagramMedia }) {
  const video = media.type === "video";
  return (
    <>
      <ResultLabel className="flex items-center gap-1.5" data-media-type={media.type}>
        <Icon name={video ? "film" : "image"} className="h-4 w-4" />
        {video ? "Video" : "Image"}
      </ResultLabel>
      <ResultsTitle className="mt-1 wrap-anywhere">Media from @{media.user}</ResultsTitle>
      <ResultsStatus>Ready to download</ResultsStatus>
      <ResultsActions className="mt-3">
        <DownloadAction
          href={media.downloadUrl}
          label="Download"
          onMissing={() => backendRequired(INSTAGRAM_BACKEND_MESSAGE)}
        >
          Download
        </DownloadAction>
      </ResultsActions>
    </>
  );
}

function YoutubeBody({ media }: { media: YoutubeVideo }) {
  return (
    <>
      <ResultsTitle>{media.title}</ResultsTitle>
      <ResultsStatus>{media.author}</ResultsStatus>
      {media.videoId && (
        <ResultsNote>
          Video ID: <code>{media.videoId}</code>
        </ResultsNote>
      )}
      <ResultsActions className="mt-3">
        {YOUTUBE_QUALITIES.map((quality) => (
          <DownloadAction
            key={quality.id}
            href={media.downloads?.[quality.id]}
            label={`Download ${quality.button}`}
            onMissing={() => backendRequired(youtubeBackendMessage(quality.spoken))}
          >
            {quality.button}
          </DownloadAction>
        ))}
      </ResultsActions>
    </>
  );
}

export function MediaCard({ id, media }: { id: string; media: MediaResult }) {
  return (
    <ResultsSection id={id} tabIndex={-1} aria-label={media.platform === "youtube" ? "Video found" : "Media found"}>
      <ResultPanel className="flex flex-wrap items-start gap-4">
        <Thumb thumbnail={media.thumbnail} />
        <div className="min-w-0 flex-[1_1_14rem]">
          {media.platform === "instagram" ? <InstagramBody media={media} /> : <YoutubeBody media={media} />}
          {media.sample && <ResultsNote>{SAMPLE_NOTE}</ResultsNote>}
        </div>
      </ResultPanel>
    </ResultsSection>
  );
}
