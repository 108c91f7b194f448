import { ChoiceGroup } from "~/components/choice-group";
import { ResultList } from "~/components/result-list";
import { SelectField } from "~/components/select-field";
import { TextField } from "~/components/text-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { fail } from "~/lib/form/form-fields";
import { lazyModule } from "~/lib/page/lazy-module";
import { useLang } from "~/lib/lang/use-lang";
import { useToolForm } from "~/lib/form/use-tool-form";
import { DEVANAGARI, writingOf } from "~/lib/text/writing";
import { TitleRow } from "./title-row";
import { SEARCH_VISIBLE, TITLE_LIMIT, TITLE_FORM, hasUsableTopic, isVideoType } from "./youtube-title-generator.form";
import { TITLE_WORDS } from "./words";
import { readyToRead } from "~/lib/topic/ready";

// The patterns of every writing and the topic reader (with the hashtag topic map) are fetched once
// the page is interactive.
const logic = lazyModule(() => import("./youtube-title-generator.logic"));

export default function YoutubeTitleGenerator() {
  const lang = useLang();
  const words = TITLE_WORDS[lang];
  const tool = useToolForm({
    fields: TITLE_FORM[lang],
    // Tutorial is chosen to start with, so typing a topic and pressing the button is enough.
    initial: lang === "hi" ? { type: "tutorial", writing: DEVANAGARI } : { type: "tutorial" },
    parse: ({ topic, type, writing }) => {
      if (!hasUsableTopic(topic)) return fail(words.topicMessage);
      return isVideoType(type)
        ? { input: { topic, type, writing: writingOf(lang, writing) } }
        : fail(words.typeMessage);
    },
    // The visit's deck per bank: no pattern comes back until the bank has been shown in full.
    produce: async ({ topic, type, writing }) => {
      await readyToRead(topic);
      const { generateTitles, visitTitleDeck } = await logic();
      return generateTitles(topic, type, { year: new Date().getFullYear(), decks: visitTitleDeck, writing });
    },
    preload: logic,
  });
  const { result, copy } = tool;
  const titles = result?.ok ? result.titles : null;

  return (
    <>
      <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel={words.submit}>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <TextField id="title-topic" {...tool.field("topic")} autoComplete="off" enterKeyHint="go" />
          <SelectField id="title-type" {...tool.choice("type")} />
        </div>
        {lang === "hi" && <ChoiceGroup {...tool.choice("writing")} />}
      </ToolFormFrame>
      {titles && (
        <ResultList
          title={words.results}
          status={words.ready(titles.length)}
          note={words.note(TITLE_LIMIT, SEARCH_VISIBLE)}
          items={titles}
          getKey={(title, index) => `${index}-${title.text}`}
          renderItem={(title, index) => <TitleRow title={title} number={index + 1} copy={copy} />}
        />
      )}
    </>
  );
}
