import { ChoiceGroup } from "~/components/choice-group";
import { CopyRow } from "~/components/copy-row";
import { ResultList } from "~/components/result-list";
import { ToolFormFrame } from "~/components/tool-form-frame";
import { TopicField } from "~/components/topic-field";
import { fail } from "~/lib/form-fields";
import { lazyModule } from "~/lib/lazy-module";
import { defaultRng } from "~/lib/random";
import { collapseWhitespace } from "~/lib/text";
import { useToolForm } from "~/lib/use-tool-form";
import { CAPTION_FIELDS, CATEGORY_MESSAGE } from "./instagram-caption-generator.form";
import { CAPTION_LIMIT, captionsFrom, isCaptionCategory } from "./instagram-caption-generator.logic";

// Captions for a topic come with the topic reader (and its hashtag map), fetched once interactive.
const topicLogic = lazyModule(() => import("./topic-captions.logic"));

export default function InstagramCaptionGenerator() {
  const tool = useToolForm({
    fields: CAPTION_FIELDS,
    parse: ({ category, topic }) =>
      isCaptionCategory(category) ? { input: { category, topic: collapseWhitespace(topic) } } : fail(CATEGORY_MESSAGE),
    produce: async ({ category, topic }) =>
      captionsFrom(topic === "" ? null : (await topicLogic()).topicCaptionDeck(topic, category, defaultRng), category),
    preload: topicLogic,
  });
  const { result: captions, copy } = tool;
  // Once anything has been generated, the same button offers another batch.
  const generatedOnce = captions !== null || tool.loading;

  return (
    <>
      <ToolFormFrame
        form={tool.formProps}
        loading={tool.loading}
        submitLabel={generatedOnce ? "Generate More" : "Generate Captions"}
      >
        <ChoiceGroup {...tool.choice("category")} />
        <TopicField id="caption-topic" {...tool.field("topic")} />
      </ToolFormFrame>
      {captions && (
        <ResultList
          title="Your captions"
          status={`${captions.length} captions ready.`}
          items={captions}
          getKey={(caption) => caption}
          renderItem={(caption, index) => (
            <CopyRow
              text={caption}
              copy={copy}
              copyKey={String(index)}
              copyLabel={`Copy caption ${index + 1}`}
              copiedMessage="Caption copied to your clipboard."
              count
              limit={CAPTION_LIMIT}
            />
          )}
        />
      )}
    </>
  );
}
