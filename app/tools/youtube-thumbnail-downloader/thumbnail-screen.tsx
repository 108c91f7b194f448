import { useEffect } from "react";
import { ResultList } from "~/components/result-list";
import { TextField } from "~/components/text-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { fail } from "~/lib/form-fields";
import { toastError } from "~/lib/toast";
import { useToolForm } from "~/lib/use-tool-form";
import { type SaveImage, ThumbnailRow } from "./thumbnail-row";
import { FORM_COPY, OFFERED_SIZES, REASON_MESSAGES, RESULT_COPY } from "./youtube-thumbnail-downloader.data";
import { parseYoutubeVideo, thumbnailOptions } from "./youtube-thumbnail-downloader.logic";
import { type CheckedSizes, type ImageLoader, checkSizes } from "./youtube-thumbnail-downloader.probe";

const FIELDS = {
  url: {
    kind: "text",
    label: "YouTube link or video ID",
    placeholder: "https://youtu.be/…",
    hint: "Tap Share under the video, then Copy link. Watch, youtu.be, Shorts, live and embed links all work. Pictures load from YouTube's image server only when you press the button.",
    // Long enough for a link with a long tail of tracking parameters; the logic names anything past
    // its own limit "too long" rather than cutting it.
    maxLength: 10_000,
  },
} as const;

function NoneFound({ result }: { result: CheckedSizes }) {
  const offline = result.missing.length === 0;
  return (
    <section className="mt-6" aria-label={RESULT_COPY.noneTitle}>
      <h2 className="text-lg font-bold">{RESULT_COPY.noneTitle}</h2>
      <p role="status" className="text-sm text-muted">
        {offline ? RESULT_COPY.offline : RESULT_COPY.none}
      </p>
    </section>
  );
}

function Found({ result, save }: { result: CheckedSizes; save: SaveImage }) {
  const notes = [
    result.missing.length > 0 ? RESULT_COPY.missing(result.missing.map((option) => option.size)) : null,
    result.failed.length > 0 ? RESULT_COPY.failed(result.failed.map((option) => option.size)) : null,
  ];
  return (
    <ResultList
      title={RESULT_COPY.title}
      status={RESULT_COPY.ready(result.ready.length)}
      items={result.ready}
      getKey={(option) => option.size.id}
      renderItem={(option) => <ThumbnailRow option={option} save={save} />}
      note={
        <>
          {RESULT_COPY.videoId} <code>{result.videoId}</code>. {RESULT_COPY.source}
          {notes.map((note) => note && ` ${note}`)}
        </>
      }
    />
  );
}

interface ThumbnailScreenProps {
  loadImage: ImageLoader;
  saveImage: SaveImage;
}

/** The thumbnail downloader: a link in, every size YouTube keeps out. Nothing loads until the visitor asks. */
export function ThumbnailScreen({ loadImage, saveImage }: ThumbnailScreenProps) {
  const tool = useToolForm({
    fields: FIELDS,
    parse: ({ url }) => {
      const parsed = parseYoutubeVideo(url);
      if (parsed.ok) return { input: parsed.videoId };
      const title = parsed.reason === "empty" ? FORM_COPY.emptyTitle : FORM_COPY.invalidTitle;
      return fail(REASON_MESSAGES[parsed.reason], title);
    },
    // The sizes take as long as YouTube's image server does; no extra wait on top.
    delayMs: 0,
    produce: (videoId) => checkSizes(videoId, thumbnailOptions(videoId, OFFERED_SIZES), loadImage),
  });
  const { result } = tool;
  // The hint sits under the whole row, not inside the field, so the button lines up with the input.
  const { hint, ...url } = tool.field("url");

  useEffect(() => {
    if (result && result.ready.length === 0) {
      toastError(result.missing.length === 0 ? RESULT_COPY.offline : RESULT_COPY.none, RESULT_COPY.noneTitle);
    }
  }, [result]);

  return (
    <>
      <ToolFormFrame
        form={tool.formProps}
        loading={tool.loading}
        submitLabel={FORM_COPY.button}
        loadingLabel={FORM_COPY.loading}
        inline
      >
        <TextField
          id="thumbnail-url"
          {...url}
          inputMode="url"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          aria-describedby="thumbnail-url-hint"
        />
      </ToolFormFrame>
      <p id="thumbnail-url-hint" className="mt-2 text-sm text-muted">
        {hint}
      </p>
      {result && (result.ready.length > 0 ? <Found result={result} save={saveImage} /> : <NoneFound result={result} />)}
    </>
  );
}
