import { ResultList } from "~/components/result-list";
import { SelectField } from "~/components/select-field";
import { TextField } from "~/components/text-field";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { fail } from "~/lib/form-fields";
import { lazyModule } from "~/lib/lazy-module";
import { useToolForm } from "~/lib/use-tool-form";
import { TitleRow } from "./title-row";
import {
  SEARCH_VISIBLE,
  TITLE_LIMIT,
  TITLE_FIELDS,
  TITLE_MESSAGES,
  hasUsableTopic,
  isVideoType,
} from "./youtube-title-generator.form";

// The patterns and the topic reader (with the hashtag topic map) are fetched once the page is interactive.
const logic = lazyModule(() => import("./youtube-title-generator.logic"));

export default function YoutubeTitleGenerator() {
  const tool = useToolForm({
    fields: TITLE_FIELDS,
    // Tutorial is chosen to start with, so typing a topic and pressing the button is enough.
    initial: { type: "tutorial" },
    parse: ({ topic, type }) => {
      if (!hasUsableTopic(topic)) return fail(TITLE_MESSAGES.topic);
      return isVideoType(type) ? { input: { topic, type } } : fail(TITLE_MESSAGES.type);
    },
    // The visit's deck per bank: no pattern comes back until the bank has been shown in full.
    produce: async ({ topic, type }) => {
      const { generateTitles, visitTitleDeck } = await logic();
      return generateTitles(topic, type, { year: new Date().getFullYear(), decks: visitTitleDeck });
    },
    preload: logic,
  });
  const { result, copy } = tool;
  const titles = result?.ok ? result.titles : null;

  return (
    <>
      <ToolFormFrame form={tool.formProps} loading={tool.loading} submitLabel="Generate Titles">
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <TextField id="title-topic" {...tool.field("topic")} autoComplete="off" enterKeyHint="go" />
          <SelectField id="title-type" {...tool.choice("type")} />
        </div>
      </ToolFormFrame>
      {titles && (
        <ResultList
          title="Your titles"
          status={`${titles.length} titles ready.`}
          note={`YouTube allows ${TITLE_LIMIT} characters. Search results show about the first ${SEARCH_VISIBLE}: the dimmed part after the red mark may not be seen, so keep the words people search for before it.`}
          items={titles}
          getKey={(title, index) => `${index}-${title.text}`}
          renderItem={(title, index) => <TitleRow title={title} number={index + 1} copy={copy} />}
        />
      )}
    </>
  );
}
