import { ChoiceGroup } from "~/components/choice-group";
import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { TextField } from "~/components/text-field";
import { TextToolForm } from "~/components/text-tool-form";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { fail } from "~/lib/form/form-fields";
import { lazyModule } from "~/lib/page/lazy-module";
import { defaultRng } from "~/lib/text/random";
import { collapseWhitespace } from "~/lib/text/text";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { DEVANAGARI, writingOf } from "~/lib/text/writing";
import { CHANNEL_NAME_FIELDS } from "./youtube-channel-name-generator.form";
import { CHANNEL_NAME_WORDS } from "./words";
import { readyThen } from "~/lib/topic/ready";

// The topic reader (and the hashtag topic map under it) comes with the logic and every writing's
// patterns, fetched once the page is interactive rather than before.
const logic = lazyModule(() => import("./youtube-channel-name-generator.logic"));

export default function YoutubeChannelNameGenerator() {
  const lang = useLang();
  const words = CHANNEL_NAME_WORDS[lang];
  const tool = useToolForm({
    fields: CHANNEL_NAME_FIELDS[lang],
    initial: lang === "hi" ? { writing: DEVANAGARI } : {},
    parse: ({ keyword, writing }) => {
      const collapsed = collapseWhitespace(keyword);
      return collapsed
        ? { input: { keyword: collapsed, writing: writingOf(lang, writing) } }
        : fail(words.keywordMessage);
    },
    produce: async ({ keyword, writing }) =>
      (await readyThen(keyword, logic)).generateChannelNames(keyword, defaultRng, undefined, writing),
    preload: logic,
  });
  const { result: names, copy } = tool;

  return (
    <>
      {lang === "en" ? (
        <TextToolForm tool={tool} name="keyword" id="youtube-channel-keyword" submitLabel={words.submit} />
      ) : (
        <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel={words.submit}>
          <TextField id="youtube-channel-keyword" {...tool.field("keyword")} autoComplete="off" enterKeyHint="go" />
          <ChoiceGroup {...tool.choice("writing")} />
        </ToolFormFrame>
      )}
      {names && (
        <ResultList
          title={words.results}
          status={words.ready(names.length)}
          note={words.note}
          items={names}
          getKey={(name) => name}
          renderItem={(name, index) => (
            <CopyRow
              text={name}
              copy={copy}
              copyKey={name}
              copyLabel={words.copyLabel(index + 1)}
              copiedMessage={words.copied}
            />
          )}
        />
      )}
    </>
  );
}
