import { formatHashtags } from "~/lib/hashtags/hashtags";
import type { CopyState } from "~/lib/use-copy";
import { CopyButton } from "./copy-button";
import { ResultList } from "./result-list";

interface HashtagSubset {
  key: string;
  /** Accessible name, starting with "Copy". */
  label: string;
  text: string;
  tags: readonly string[];
}

interface HashtagResultsProps {
  tags: readonly string[];
  copy: CopyState;
  note: string;
  copyAllLabel: string;
  copyAllText: string;
  /** Further copy buttons for part of the list (Instagram's top 5). */
  subsets?: readonly HashtagSubset[];
}

/** Generated hashtags as chips, with a Copy All button and any partial copies. */
export function HashtagResults({ tags, copy, note, copyAllLabel, copyAllText, subsets = [] }: HashtagResultsProps) {
  const buttons = [{ key: "all", label: copyAllLabel, text: copyAllText, tags }, ...subsets];
  return (
    <ResultList
      title="Your hashtags"
      status={`${tags.length} hashtags ready.`}
      items={tags}
      getKey={(tag) => tag}
      renderItem={(tag) => `#${tag}`}
      layout="chips"
      note={note}
      actions={buttons.map((button, index) => (
        <CopyButton
          key={button.key}
          label={button.label}
          text={button.text}
          variant={index === 0 ? "primary" : "secondary"}
          copied={copy.isCopied(button.key)}
          onCopy={() =>
            void copy.copy(button.key, formatHashtags(button.tags), {
              success: { title: "Copied!", description: `${button.tags.length} hashtags copied to your clipboard.` },
            })
          }
        />
      ))}
    />
  );
}
