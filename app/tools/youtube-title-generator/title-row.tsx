import { CopyButton } from "~/components/copy-button";
import type { CopyState } from "~/lib/use-copy";
import { SEARCH_VISIBLE, TITLE_LIMIT } from "./youtube-title-generator.form";
import type { TitleSuggestion } from "./youtube-title-generator.logic";

interface TitleRowProps {
  title: TitleSuggestion;
  /** 1-based place in the list, for the copy button's name. */
  number: number;
  copy: CopyState;
}

/** The last few words before the search cut, so the cut can be said in words as well as shown. */
function lastWords(visible: string): string {
  return visible.trimEnd().split(" ").slice(-3).join(" ");
}

/**
 * One suggested title. The part search results hide is dimmed behind a marker; the line under it
 * says the same in words, so screen-reader users get the cut too, while the title itself stays
 * exactly the text that is copied.
 */
export function TitleRow({ title, number, copy }: TitleRowProps) {
  const key = `title-${number}`;
  return (
    <>
      <div className="min-w-0 flex-[1_1_14rem]">
        <p className="text-lg [overflow-wrap:anywhere]" data-testid="title-text">
          {title.visible}
          {title.hidden !== "" && (
            <>
              <span
                aria-hidden="true"
                className="mx-0.5 inline-block h-[1.1em] w-0.5 translate-y-[0.2em] rounded bg-yt"
                data-testid="search-cut"
              />
              <span className="text-muted">{title.hidden}</span>
            </>
          )}
        </p>
        <p className="mt-1 text-sm text-muted">
          {title.length} / {TITLE_LIMIT} characters ·{" "}
          {title.searchCut === null
            ? "fits in search results"
            : `search results may cut it after “…${lastWords(title.visible)}” (about ${SEARCH_VISIBLE} characters)`}
          {title.shortened && " · topic shortened to fit"}
        </p>
      </div>
      <CopyButton
        label={`Copy title ${number}`}
        copied={copy.isCopied(key)}
        onCopy={() =>
          void copy.copy(key, title.text, {
            success: { title: "Copied!", description: "Title copied to your clipboard." },
          })
        }
      />
    </>
  );
}
