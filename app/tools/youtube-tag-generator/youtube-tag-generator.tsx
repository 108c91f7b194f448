import { CharCount } from "~/components/char-count";
import { ChoiceGroup } from "~/components/choice-group";
import { CopyTextButton } from "~/components/copy-button";
import { ResultList } from "~/components/result-list";
import { TextField } from "~/components/text-field";
import { TextToolForm } from "~/components/text-tool-form";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { fail } from "~/lib/form/form-fields";
import { lazyModule } from "~/lib/page/lazy-module";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { DEVANAGARI, writingOf } from "~/lib/text/writing";
import { TAG_CHAR_LIMIT, TAG_FIELDS, usableTopic } from "./youtube-tag-generator.form";
import { TAG_WORDS } from "./words";
import { readyToRead } from "~/lib/topic/ready";

// The phrases of every writing and the topic reader (with the hashtag topic map) are fetched once
// the page is interactive.
const logic = lazyModule(() => import("./youtube-tag-generator.logic"));

export default function YoutubeTagGenerator() {
  const lang = useLang();
  const words = TAG_WORDS[lang];
  const tool = useToolForm({
    fields: TAG_FIELDS[lang],
    initial: lang === "hi" ? { writing: DEVANAGARI } : {},
    parse: ({ topic, writing }) => {
      const usable = usableTopic(topic);
      return usable ? { input: { topic: usable, writing: writingOf(lang, writing) } } : fail(words.topicMessage);
    },
    produce: async ({ topic, writing }) => {
      const year = new Date().getFullYear();
      await readyToRead(topic);
      return (await logic()).generateTags(topic, year, writing);
    },
    preload: logic,
  });
  const { result, copy } = tool;
  const tags = result?.ok ? result.result : null;

  return (
    <>
      {lang === "en" ? (
        <TextToolForm tool={tool} name="topic" id="youtube-tag-topic" submitLabel={words.submit} />
      ) : (
        <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel={words.submit}>
          <TextField id="youtube-tag-topic" {...tool.field("topic")} autoComplete="off" enterKeyHint="go" />
          <ChoiceGroup {...tool.choice("writing")} />
        </ToolFormFrame>
      )}
      {tags && (
        <ResultList
          title={words.results}
          status={words.ready(tags.tags.length, tags.length, TAG_CHAR_LIMIT)}
          items={tags.tags}
          getKey={(tag) => tag}
          renderItem={(tag) => tag}
          layout="chips"
          note={
            <>
              {words.note} <CharCount text={tags.text} count={tags.length} limit={tags.limit} />
              {words.noteEnd}
            </>
          }
          actions={
            <CopyTextButton
              label={words.copyAll}
              text={words.copyAll}
              variant="primary"
              copy={copy}
              copyKey="all"
              value={tags.text}
              copiedMessage={words.copied(tags.tags.length)}
            />
          }
        />
      )}
    </>
  );
}
