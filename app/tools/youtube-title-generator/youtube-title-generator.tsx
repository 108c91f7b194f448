import { ResultList } from "~/components/result-list";
import { SelectField } from "~/components/select-field";
import { TextField } from "~/components/text-field";
import { ToolForm } from "~/components/tool-form";
import { fail, optionValues } from "~/lib/form-fields";
import { useToolForm } from "~/lib/use-tool-form";
import { TitleRow } from "./title-row";
import { VIDEO_TYPES } from "./youtube-title-generator.data";
import {
  SEARCH_VISIBLE,
  TITLE_LIMIT,
  TITLE_MESSAGES,
  generateTitles,
  isVideoType,
  normaliseTopic,
  visitTitleDeck,
} from "./youtube-title-generator.logic";

const FIELDS = {
  topic: { kind: "text", label: "Video topic", maxLength: 200 },
  type: { kind: "choice", label: "Video type", options: optionValues(VIDEO_TYPES) },
} as const;

export default function YoutubeTitleGenerator() {
  const tool = useToolForm({
    fields: FIELDS,
    // Tutorial is chosen to start with, so typing a topic and pressing the button is enough.
    initial: { type: "tutorial" },
    parse: ({ topic, type }) => {
      if (!/[\p{L}\p{N}]/u.test(normaliseTopic(topic))) return fail(TITLE_MESSAGES.topic);
      return isVideoType(type) ? { input: { topic, type } } : fail(TITLE_MESSAGES.type);
    },
    // The visit's deck per type: no pattern comes back until the type's whole bank has been shown.
    produce: ({ topic, type }) => generateTitles(topic, type, visitTitleDeck),
  });
  const { result, copy } = tool;
  const titles = result?.ok ? result.titles : null;

  return (
    <>
      <ToolForm form={tool.formProps} loading={tool.loading} submitLabel="Generate Titles">
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <TextField
            id="title-topic"
            label="Video topic"
            placeholder="e.g. BGMI sensitivity settings, masala chai at home"
            hint="Write it the way a viewer would search for it. Your capitals (BGMI, iPhone) are kept."
            {...tool.field("topic")}
            autoComplete="off"
            enterKeyHint="go"
          />
          <SelectField
            id="title-type"
            label="Video type"
            placeholder="Choose a video type"
            options={VIDEO_TYPES}
            {...tool.field("type")}
          />
        </div>
      </ToolForm>
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
