import { useWords } from "~/lib/lang/use-lang";
import { MAX_TAG_LENGTH, formatHashtags, normaliseKeyword } from "~/lib/hashtags/tags";
import type { CopyState } from "~/lib/form/use-copy";
import { CopyButton } from "./copy-button";
import { ResultList, chipLook } from "./result-list";
import { ResultsNote, ResultsSection, ResultsTitle } from "./results";

interface HashtagSubset {
  key: string;
  /** Accessible name, starting with "Copy". */
  label: string;
  text: string;
  tags: readonly string[];
}

/** A titled part of the result (Instagram's "5 to post", then its tiers). */
export interface HashtagGroup {
  key: string;
  title: string;
  tags: readonly string[];
}

interface HashtagResultsProps {
  /** Every tag, in the order "Copy All" copies them. */
  tags: readonly string[];
  /** Shown as titled groups instead of one run of chips. */
  groups?: readonly HashtagGroup[];
  copy: CopyState;
  note: string;
  /** A sentence that matters for this result (fewer tags than usual, and why), set apart from the note. */
  notice?: string;
  copyAllLabel: string;
  copyAllText: string;
  /** Further copy buttons for part of the list (Instagram's top 5). */
  subsets?: readonly HashtagSubset[];
  /** The key of the button that comes first, primary-styled: "all" (Copy All) unless a subset leads. */
  lead?: string;
}

/**
 * Generated hashtags as chips, with a Copy All button and any partial copies; `lead` says which
 * comes first. The heading, status line and copy toast are in the page's language; the labels come
 * from the tool.
 */
export function HashtagResults({
  tags,
  groups,
  copy,
  note,
  notice,
  copyAllLabel,
  copyAllText,
  subsets = [],
  lead = "all",
}: HashtagResultsProps) {
  const words = useWords();
  const all = [{ key: "all", label: copyAllLabel, text: copyAllText, tags }, ...subsets];
  const buttons = [...all.filter((button) => button.key === lead), ...all.filter((button) => button.key !== lead)];
  const shared = {
    title: words.hashtags.title,
    status: words.hashtags.ready(tags.length),
    note: notice ? (
      <>
        {note} <strong className="font-semibold text-ink">{notice}</strong>
      </>
    ) : (
      note
    ),
  };
  const actions = buttons.map((button, index) => (
    <CopyButton
      key={button.key}
      label={button.label}
      text={button.text}
      variant={index === 0 ? "primary" : "secondary"}
      copied={copy.isCopied(button.key)}
      onCopy={() =>
        void copy.copy(button.key, formatHashtags(button.tags), {
          success: { title: words.copy.copied, description: words.hashtags.copied(button.tags.length) },
        })
      }
    />
  ));
  if (groups) {
    return (
      <ResultList
        {...shared}
        items={groups.filter((group) => group.tags.length > 0)}
        getKey={(group) => group.key}
        layout="groups"
        actions={actions}
        renderItem={(group) => (
          <>
            <h3 className="font-semibold">{group.title}</h3>
            <ul className={`${chipLook.list} mt-2`} aria-label={group.title}>
              {group.tags.map((tag) => (
                <li key={tag} className={chipLook.item}>
                  #{tag}
                </li>
              ))}
            </ul>
          </>
        )}
      />
    );
  }
  return (
    <ResultList
      {...shared}
      items={tags}
      getKey={(tag) => tag}
      renderItem={(tag) => `#${tag}`}
      layout="chips"
      actions={actions}
    />
  );
}

interface NoHashtagsProps {
  /** What the visitor typed. */
  typed: string;
  /** Why, when no tag can hold the typed words: they are longer than a tag may be. */
  tooLong: string;
  /** Why, otherwise: every tag they make is one not worth posting. */
  unhelpful: string;
}

/** The answer when a keyword gives no hashtag at all: why, and what to try instead. */
export function NoHashtags({ typed, tooLong, unhelpful }: NoHashtagsProps) {
  const { title } = useWords().hashtags;
  return (
    <ResultsSection aria-label={title}>
      <ResultsTitle>{title}</ResultsTitle>
      <ResultsNote role="status">{normaliseKeyword(typed).length > MAX_TAG_LENGTH ? tooLong : unhelpful}</ResultsNote>
    </ResultsSection>
  );
}
