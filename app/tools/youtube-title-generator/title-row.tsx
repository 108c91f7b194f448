import { CopyButton } from "~/components/copy-button";
import type { CopyState } from "~/lib/form/use-copy";
import { useLang } from "~/lib/lang/use-lang";
import { SEARCH_VISIBLE, TITLE_LIMIT } from "./youtube-title-generator.form";
import type { TitleSuggestion } from "./youtube-title-generator.logic";
import { TITLE_WORDS } from "./words";

interface TitleRowProps {
  title: Omit<TitleSuggestion, "angle">;
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
  const words = TITLE_WORDS[useLang()];
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
          {title.length} / {TITLE_LIMIT} {words.characters} ·{" "}
          {title.searchCut === null ? words.fits : words.cut(lastWords(title.visible), SEARCH_VISIBLE)}
          {title.shortened && ` · ${words.shortened}`}
        </p>
      </div>
      <CopyButton
        label={words.copyLabel(number)}
        copied={copy.isCopied(key)}
        onCopy={() =>
          void copy.copy(key, title.text, {
            success: { title: words.copiedTitle, description: words.copied },
          })
        }
      />
    </>
  );
}
