import { useEffect, useMemo } from "react";
import { ResultList } from "~/components/result-list";
import { TextField } from "~/components/text-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { fail } from "~/lib/form/form-fields";
import { toastError } from "~/lib/form/toast";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { type SaveImage, ThumbnailRow } from "./thumbnail-row";
import { parseYoutubeVideo, thumbnailOptions } from "./youtube-thumbnail-downloader.logic";
import { type CheckedSizes, type ImageLoader, checkSizes } from "./youtube-thumbnail-downloader.probe";
import { THUMBNAIL_WORDS, type ThumbnailWords } from "./words";

function fieldsIn(words: ThumbnailWords) {
  return {
    url: {
      kind: "text",
      ...words.field,
      // Long enough for a link with a long tail of tracking parameters; the logic names anything past
      // its own limit "too long" rather than cutting it.
      maxLength: 10_000,
    },
  } as const;
}

type ResultWords = ThumbnailWords["result"];

function NoneFound({ result, words }: { result: CheckedSizes; words: ResultWords }) {
  const offline = result.missing.length === 0;
  return (
    <section className="mt-6" aria-label={words.noneTitle}>
      <h2 className="text-lg font-bold">{words.noneTitle}</h2>
      <p role="status" className="text-sm text-muted">
        {offline ? words.offline : words.none}
      </p>
    </section>
  );
}

function Found({ result, save, words }: { result: CheckedSizes; save: SaveImage; words: ThumbnailWords }) {
  const copy = words.result;
  const notes = [
    result.missing.length > 0 ? copy.missing(result.missing.map((option) => option.size)) : null,
    result.failed.length > 0 ? copy.failed(result.failed.map((option) => option.size)) : null,
  ];
  return (
    <ResultList
      title={copy.title}
      status={copy.ready(result.ready.length)}
      items={result.ready}
      getKey={(option) => option.size.id}
      renderItem={(option) => <ThumbnailRow option={option} save={save} words={words} />}
      note={
        <>
          {copy.videoId} <code>{result.videoId}</code>
          {copy.idEnd} {copy.source}
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
  const words = THUMBNAIL_WORDS[useLang()];
  const fields = useMemo(() => fieldsIn(words), [words]);
  const tool = useToolForm({
    fields,
    parse: ({ url }) => {
      const parsed = parseYoutubeVideo(url);
      if (parsed.ok) return { input: parsed.videoId };
      const title = parsed.reason === "empty" ? words.form.emptyTitle : words.form.invalidTitle;
      return fail(words.reasons[parsed.reason], title);
    },
    // The sizes take as long as YouTube's image server does; no extra wait on top.
    delayMs: 0,
    produce: (videoId) => checkSizes(videoId, thumbnailOptions(videoId, words.sizes), loadImage),
  });
  const { result } = tool;
  // The hint sits under the whole row, not inside the field, so the button lines up with the input.
  const { hint, ...url } = tool.field("url");

  useEffect(() => {
    if (result && result.ready.length === 0) {
      toastError(result.missing.length === 0 ? words.result.offline : words.result.none, words.result.noneTitle);
    }
  }, [result, words]);

  return (
    <>
      <ToolFormFrame
        form={tool.formProps}
        loading={tool.loading}
        submitLabel={words.form.button}
        loadingLabel={words.form.loading}
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
      {result &&
        (result.ready.length > 0 ? (
          <Found result={result} save={saveImage} words={words} />
        ) : (
          <NoneFound result={result} words={words.result} />
        ))}
    </>
  );
}
