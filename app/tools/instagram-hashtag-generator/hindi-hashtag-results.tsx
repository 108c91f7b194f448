// The hashtag results of the Hindi pages of both hashtag generators: the same chips, groups and
// copy buttons as the English pages' HashtagResults (whose words are English), with the heading,
// status line and copy toast in Hindi.
import { CopyButton } from "~/components/copy-button";
import type { HashtagResults } from "~/components/hashtag-results";
import { ResultList, chipLook } from "~/components/result-list";
import { ResultsNote, ResultsSection, ResultsTitle } from "~/components/results";
import { useWords } from "~/content/words";
import { MAX_TAG_LENGTH, formatHashtags, normaliseKeyword } from "~/lib/hashtags/tags";
import { HASHTAG_RESULTS_HI as WORDS } from "./hashtag-results.words";

/**
 * The same props as HashtagResults, so a screen passes either: a copy button's accessible name
 * ends with "कॉपी करें", as the Hindi copy button expects.
 */
type HindiHashtagResultsProps = Parameters<typeof HashtagResults>[0];

/** Generated hashtags as chips (or titled groups of chips), with their copy buttons, in Hindi. */
export function HindiHashtagResults({
  tags,
  groups,
  copy,
  note,
  notice,
  copyAllLabel,
  copyAllText,
  subsets = [],
  lead = "all",
}: HindiHashtagResultsProps) {
  const copied = useWords().copy.copied;
  const all = [{ key: "all", label: copyAllLabel, text: copyAllText, tags }, ...subsets];
  const buttons = [...all.filter((button) => button.key === lead), ...all.filter((button) => button.key !== lead)];
  const actions = buttons.map((button, index) => (
    <CopyButton
      key={button.key}
      label={button.label}
      text={button.text}
      variant={index === 0 ? "primary" : "secondary"}
      copied={copy.isCopied(button.key)}
      onCopy={() =>
        void copy.copy(button.key, formatHashtags(button.tags), {
          success: { title: copied, description: WORDS.copied(button.tags.length) },
        })
      }
    />
  ));
  const shared = {
    title: WORDS.title,
    status: WORDS.ready(tags.length),
    actions,
    note: notice ? (
      <>
        {note} <strong className="font-semibold text-ink">{notice}</strong>
      </>
    ) : (
      note
    ),
  };
  if (groups) {
    return (
      <ResultList
        {...shared}
        items={groups.filter((group) => group.tags.length > 0)}
        getKey={(group) => group.key}
        layout="groups"
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
  return <ResultList {...shared} items={tags} getKey={(tag) => tag} renderItem={(tag) => `#${tag}`} layout="chips" />;
}

/** The Hindi answer when a keyword gives no hashtag at all: why, and what to try instead. */
export function HindiNoHashtags({ typed, tooLong, unhelpful }: { typed: string; tooLong: string; unhelpful: string }) {
  return (
    <ResultsSection aria-label={WORDS.title}>
      <ResultsTitle>{WORDS.title}</ResultsTitle>
      <ResultsNote role="status">{normaliseKeyword(typed).length > MAX_TAG_LENGTH ? tooLong : unhelpful}</ResultsNote>
    </ResultsSection>
  );
}
