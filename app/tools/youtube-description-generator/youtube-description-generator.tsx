import { formatCount } from "~/lib/text/numbers";
import { CharCount } from "~/components/char-count";
import { ChoiceGroup } from "~/components/choice-group";
import { ResultCard } from "~/components/result-card";
import { ResultsNote } from "~/components/results";
import { TextField } from "~/components/text-field";
import { TextToolForm } from "~/components/text-tool-form";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { fail } from "~/lib/form/form-fields";
import { visitDeck } from "~/lib/text/deck";
import { defaultRng } from "~/lib/text/random";
import { codePointLength, utf8ByteLength } from "~/lib/text/text";
import { lazyModule } from "~/lib/page/lazy-module";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { DEVANAGARI, writingOf } from "~/lib/text/writing";
import {
  DESCRIPTION_BYTE_LIMIT,
  DESCRIPTION_FORM,
  TITLE_CHAR_LIMIT,
  isTitleTooLong,
  normaliseTitle,
} from "./youtube-description-generator.form";
import { DESCRIPTION_WORDS } from "./words";
import { readyToRead } from "~/lib/topic/ready";

// The templates of every writing and the hashtag topic map come with the logic, fetched once the
// page is interactive.
const logic = lazyModule(() => import("./youtube-description-generator.logic"));

export default function YoutubeDescriptionGenerator() {
  const lang = useLang();
  const words = DESCRIPTION_WORDS[lang];
  const tool = useToolForm({
    fields: DESCRIPTION_FORM[lang],
    initial: lang === "hi" ? { writing: DEVANAGARI } : {},
    parse: ({ title, writing }) => {
      const normalised = normaliseTitle(title);
      return normalised
        ? { input: { title: normalised, writing: writingOf(lang, writing) } }
        : fail(words.titleMessage);
    },
    // One deck per set of templates a reading gets, kept for the visit: no shape repeats before all were shown.
    produce: async ({ title, writing }) => {
      await readyToRead(title);
      const { generateDescription } = await logic();
      const text = generateDescription(title, defaultRng, (key, templates) => visitDeck(key, templates), writing);
      return { title, text };
    },
    preload: logic,
  });
  const { result, copy } = tool;

  return (
    <>
      {lang === "en" ? (
        <TextToolForm tool={tool} name="title" id="youtube-video-title" submitLabel={words.submit} />
      ) : (
        <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel={words.submit}>
          <TextField id="youtube-video-title" {...tool.field("title")} autoComplete="off" enterKeyHint="go" />
          <ChoiceGroup {...tool.choice("writing")} />
        </ToolFormFrame>
      )}
      {result && (
        <ResultCard
          title={words.results}
          status={words.ready}
          text={result.text}
          copyLabel={words.copyLabel}
          copy={copy}
          copiedMessage={words.copied}
          footer={
            <>
              <CharCount
                text={result.text}
                count={utf8ByteLength(result.text)}
                limit={DESCRIPTION_BYTE_LIMIT}
                unit="bytes"
              />
              {isTitleTooLong(result.title) && (
                <ResultsNote data-testid="title-note">
                  {words.titleNote(formatCount(codePointLength(result.title)), TITLE_CHAR_LIMIT)}
                </ResultsNote>
              )}
            </>
          }
        />
      )}
    </>
  );
}
