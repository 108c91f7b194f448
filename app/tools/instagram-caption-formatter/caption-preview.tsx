import { useState } from "react";
import type { CaptionPreview as Preview } from "./instagram-caption-formatter.logic";
import type { FormatterWords } from "./words";

/** A stand-in handle: the cut is counted on the caption alone, so any name shows the same text. */
export const PREVIEW_HANDLE = "yourhandle";

interface CaptionPreviewProps {
  /** The formatted caption, exactly what Copy puts on the clipboard. */
  text: string;
  preview: Preview;
  words: FormatterWords;
}

/**
 * The caption drawn the way Instagram's feed draws it: the handle in bold, then the text with its
 * line breaks, cut with "… more" where the feed cuts it. "more" opens the rest, as it does in the app.
 */
export function CaptionPreview({ text, preview, words }: CaptionPreviewProps) {
  const [expanded, setExpanded] = useState(false);
  const cut = preview.truncated && !expanded;
  // The feed drops the space or line break the cut lands on, so "… more" sits right after a word.
  const shown = cut ? preview.visible.trimEnd() : text;

  return (
    <div className="grid gap-2">
      <div className="max-w-[470px] rounded-xl border border-ig-app-line bg-black p-3 text-sm leading-[1.45] text-ig-app-ink">
        <div className="mb-3 flex items-center gap-2.5" aria-hidden="true">
          <span className="h-8 w-8 shrink-0 rounded-full bg-linear-to-tr from-ig-from to-ig-to p-0.5">
            <span className="block h-full w-full rounded-full border-2 border-black bg-surface-2" />
          </span>
          <span className="font-semibold">{PREVIEW_HANDLE}</span>
        </div>
        {text === "" ? (
          <p className="text-ig-app-muted">{words.previewEmpty}</p>
        ) : (
          <p className="[overflow-wrap:anywhere] whitespace-pre-wrap">
            <span className="font-semibold">{PREVIEW_HANDLE}</span>{" "}
            <span data-testid="caption-preview-text">{shown}</span>
            {cut && (
              <>
                <span className="text-ig-app-muted">… </span>
                <button
                  type="button"
                  aria-expanded="false"
                  onClick={() => setExpanded(true)}
                  className="rounded text-ig-app-muted hover:text-ig-app-ink"
                >
                  {words.more}
                  <span className="sr-only">{words.moreContext}</span>
                </button>
              </>
            )}
          </p>
        )}
      </div>
      {preview.truncated && expanded && (
        <button
          type="button"
          onClick={() => setExpanded(false)}
          className="justify-self-start rounded text-sm font-semibold text-accent underline underline-offset-2"
        >
          {words.feedAgain}
        </button>
      )}
    </div>
  );
}
